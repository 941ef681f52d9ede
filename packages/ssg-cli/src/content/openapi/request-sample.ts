// The one concrete request an operation's code samples show: URL with path parameters filled
// in, required (or exemplified) query/header/cookie parameters, each written in its `style`,
// credentials placeholders from the security requirement, an Accept header for non-JSON
// responses, and an example body. Without an absolute server URL the request goes to a
// placeholder host (`https://api.example.com`), never to a bare path a client cannot call.
import type { SampleBody, SampleRequest } from './code-samples.js';
import { isObject, type JsonObject } from './json-pointer.js';
import { collectMediaExamples, isBinarySchema } from './media-examples.js';
import type { OperationRecord } from './operations.js';
import { headerValue, parameterExamples, pathValue, queryPairs, sampleParameterValue } from './parameter-values.js';
import { deref } from './refs.js';
import { viewSchema } from './schema-view.js';

/** The host samples use when the document gives no absolute server URL (RFC 2606 reserves it). */
export const PLACEHOLDER_ORIGIN = 'https://api.example.com';

/** The base URL samples call: the server's, made absolute with the placeholder host if needed. */
export function sampleBaseUrl(serverUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(serverUrl)) return serverUrl;
  const path = serverUrl.replace(/^\.?\/*/, '');
  return path === '' ? PLACEHOLDER_ORIGIN : `${PLACEHOLDER_ORIGIN}/${path}`;
}

/** The request the samples of `record` show, sent to `serverUrl` (the operation's first server). */
export function buildSampleRequest(record: OperationRecord, document: JsonObject, serverUrl: string): SampleRequest {
  const query: Array<[string, string]> = [];
  const headers: Array<[string, string]> = [];
  const cookies: string[] = [];
  let path = record.path;
  for (const parameter of record.parameters) {
    const shown = parameter.in === 'path' || parameter.required === true || parameterExamples(parameter, document).length > 0;
    if (!shown) continue;
    const value = sampleParameterValue(parameter, document);
    const name = String(parameter.name);
    if (parameter.in === 'query') query.push(...queryPairs(parameter, value));
    if (value === undefined || value === null) continue;
    if (parameter.in === 'path') path = path.replaceAll(`{${name}}`, pathValue(parameter, value));
    if (parameter.in === 'header') headers.push([name, headerValue(parameter, value)]);
    if (parameter.in === 'cookie') cookies.push(`${name}=${headerValue(parameter, value)}`);
  }
  addCredentials(record, document, { query, headers, cookies });
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  const accept = successMediaType(record, document);
  if (accept && !/json/i.test(accept)) headers.push(['Accept', accept]);
  const body = sampleBody(record, document);
  return {
    method: record.method,
    url: `${sampleBaseUrl(serverUrl)}${path}`,
    query,
    headers,
    ...(body ? { body } : {}),
    streaming: accept?.toLowerCase().startsWith('text/event-stream') ?? false,
  };
}

/** The first media type of the first 2XX response. */
function successMediaType(record: OperationRecord, document: JsonObject): string | undefined {
  const responses = isObject(record.operation.responses) ? record.operation.responses : {};
  const status = Object.keys(responses).find((code) => /^2/.test(code));
  const response = status ? deref(document, responses[status]) : undefined;
  return response && isObject(response.content) ? Object.keys(response.content)[0] : undefined;
}

function sampleBody(record: OperationRecord, document: JsonObject): SampleBody | undefined {
  const requestBody = deref(document, record.operation.requestBody);
  if (!requestBody || !isObject(requestBody.content)) return undefined;
  const [mediaType, media] = Object.entries(requestBody.content)[0] ?? [];
  if (!mediaType || !isObject(media)) return undefined;
  // A named example may give no value (only a summary): the sample uses the first that does.
  const example = collectMediaExamples(media, mediaType, document, 'request').find((candidate) => candidate.value !== undefined);
  const schema = viewSchema(media.schema, document, new Set()).schema;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const fileFields = Object.keys(properties).filter((key) => isBinarySchema(properties[key], document));
  return { mediaType, value: example?.value, ...(fileFields.length > 0 ? { fileFields } : {}) };
}

/** Placeholders for the credentials of the first security requirement that applies. */
function addCredentials(record: OperationRecord, document: JsonObject, into: { query: Array<[string, string]>; headers: Array<[string, string]>; cookies: string[] }): void {
  const first = record.security?.find(isObject);
  const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};
  for (const name of Object.keys(first ?? {})) {
    const scheme = deref(document, schemes[name]);
    if (!scheme) continue;
    if (scheme.type === 'apiKey' && typeof scheme.name === 'string') {
      if (scheme.in === 'query') into.query.push([scheme.name, '<API_KEY>']);
      else if (scheme.in === 'cookie') into.cookies.push(`${scheme.name}=<API_KEY>`);
      else into.headers.push([scheme.name, '<API_KEY>']);
    } else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
      into.headers.push(['Authorization', 'Basic <credentials>']);
    } else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      into.headers.push(['Authorization', 'Bearer <token>']);
    }
  }
}
