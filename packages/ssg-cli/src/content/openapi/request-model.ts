// The request an operation's console starts from and its samples show (`ApiRequestModel`): the
// path template and the server the samples call, each parameter with its style, schema type,
// allowed values and the value samples use (path, required or exemplified parameters: an example,
// the default or the first enum value; none when the document gives none), every body media type with its example,
// an Accept header for non-JSON responses, and whether the response is an event stream. Without an
// absolute server URL the samples call a placeholder host (`https://api.example.com`), never a
// bare path a client cannot call. The theme writes the samples from this model.
import type { ApiConsoleSettings, ApiRequestBodyModel, ApiRequestModel, ApiRequestParameter, ApiValueType, HttpMethod, ParameterLocation } from '@ssg/theme/contract';
import { isObject, type JsonObject } from './json-pointer.js';
import { collectMediaExamples, isBinarySchema } from './media-examples.js';
import type { OperationRecord } from './operations.js';
import { parameterExamples, parameterMediaType, parameterSchema, parameterStyle, sampleParameterValue } from './parameter-values.js';
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

const VALUE_TYPES: ReadonlySet<string> = new Set(['string', 'integer', 'number', 'boolean', 'array', 'object']);

/** A schema's type and allowed values, as a form field needs them. */
function valueShape(raw: unknown, document: JsonObject): { type?: ApiValueType; enum?: unknown[] } {
  const schema = viewSchema(raw, document, new Set()).schema;
  const type = typeof schema.type === 'string' && VALUE_TYPES.has(schema.type) ? (schema.type as ApiValueType) : undefined;
  const values = Array.isArray(schema.enum) ? schema.enum.filter((value) => value !== null) : schema.const !== undefined ? [schema.const] : undefined;
  return { ...(type ? { type } : {}), ...(values && values.length > 0 ? { enum: values } : {}) };
}

function requestParameter(parameter: JsonObject, document: JsonObject): ApiRequestParameter {
  const location = String(parameter.in) as ParameterLocation;
  const required = location === 'path' || parameter.required === true;
  const mediaType = parameterMediaType(parameter);
  const schema = parameterSchema(parameter);
  const shape = valueShape(schema, document);
  const view = viewSchema(schema, document, new Set()).schema;
  const items = shape.type === 'array' ? valueShape(view.items, document) : undefined;
  const shown = required || parameterExamples(parameter, document).length > 0;
  const value = shown ? sampleParameterValue(parameter, document) : undefined;
  return {
    name: String(parameter.name),
    in: location,
    required,
    ...parameterStyle(parameter),
    ...(mediaType !== undefined ? { mediaType } : {}),
    ...shape,
    ...(items && (items.type || items.enum) ? { items } : {}),
    ...(value !== undefined ? { value } : {}),
  };
}

/** The request model of `record`, whose samples call `serverUrl` (the operation's first server). */
export function buildRequestModel(record: OperationRecord, document: JsonObject, serverUrl: string, consoleSettings?: ApiConsoleSettings): ApiRequestModel {
  const accept = successMediaType(record, document);
  const requestBody = deref(document, record.operation.requestBody);
  return {
    method: record.method as HttpMethod,
    path: record.path,
    serverUrl: sampleBaseUrl(serverUrl),
    parameters: record.parameters.map((parameter) => requestParameter(parameter, document)),
    bodies: requestBodies(requestBody, document),
    bodyRequired: requestBody?.required === true,
    ...(accept && !/json/i.test(accept) ? { accept } : {}),
    streaming: accept?.toLowerCase().startsWith('text/event-stream') ?? false,
    ...(consoleSettings ? { console: consoleSettings } : {}),
  };
}

/** The first media type of the first 2XX response. */
function successMediaType(record: OperationRecord, document: JsonObject): string | undefined {
  const responses = isObject(record.operation.responses) ? record.operation.responses : {};
  const status = Object.keys(responses).find((code) => /^2/.test(code));
  const response = status ? deref(document, responses[status]) : undefined;
  return response && isObject(response.content) ? Object.keys(response.content)[0] : undefined;
}

function requestBodies(requestBody: JsonObject | undefined, document: JsonObject): ApiRequestBodyModel[] {
  if (!requestBody || !isObject(requestBody.content)) return [];
  return Object.entries(requestBody.content).flatMap(([mediaType, media]): ApiRequestBodyModel[] => {
    if (!isObject(media)) return [];
    // A named example may give no value (only a summary): the first that does.
    const example = collectMediaExamples(media, mediaType, document, 'request').find((candidate) => candidate.value !== undefined);
    const schema = viewSchema(media.schema, document, new Set()).schema;
    const out: ApiRequestBodyModel = { mediaType, ...(example ? { value: example.value } : {}) };
    if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(mediaType) && isObject(schema.properties)) {
      const required = Array.isArray(schema.required) ? schema.required : [];
      const properties = schema.properties;
      // A file, or a list of files (one part each).
      const isFile = (property: unknown): boolean => isBinarySchema(property, document) || isBinarySchema(viewSchema(property, document, new Set()).schema.items, document);
      out.fields = Object.keys(properties).map((name) => ({ name, file: isFile(properties[name]), required: required.includes(name) }));
    }
    return [out];
  });
}
