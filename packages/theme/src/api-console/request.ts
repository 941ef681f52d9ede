// The one concrete request built from an operation's request model and a set of values: the URL
// with path parameters filled in, query pairs, headers (cookies folded into `Cookie`), credentials
// where their schemes put them, and the body. The samples are written from it, at build time with
// the model's own values and in the browser with the reader's; the console sends it.
import type { ApiRequestModel, ApiSecurityRequirement, ApiSecurityScheme } from '../contract/index.js';
import { parameterKey } from './console-form.js';
import { headerValue, pathValue, queryPairs, queryString } from './serialize.js';

export interface SampleBody {
  mediaType: string;
  /** Example value; undefined for binary bodies sent from a file. */
  value: unknown;
  /** Multipart fields that are files. */
  fileFields?: string[];
}

export interface SampleRequest {
  /** Upper case: `POST`. */
  method: string;
  /** Absolute URL with path parameters filled in, without the query. */
  url: string;
  /** Query pairs in order, not yet encoded; a name may repeat (exploded lists). */
  query: Array<[string, string]>;
  headers: Array<[string, string]>;
  body?: SampleBody;
  /** The response is a stream of Server-Sent Events: read it as it arrives. */
  streaming: boolean;
}

/** Where one credential of a security scheme goes. */
export interface CredentialSlot {
  scheme: string;
  kind: 'apiKey' | 'basic' | 'bearer';
  in: 'header' | 'query' | 'cookie';
  /** The header, query parameter or cookie name. */
  name: string;
}


/** The credentials one security requirement asks for (schemes the console cannot fill, like mutual TLS, are left out). */
export function credentialSlots(requirement: ApiSecurityRequirement | undefined, schemes: readonly ApiSecurityScheme[]): CredentialSlot[] {
  return (requirement?.schemes ?? []).flatMap(({ name }): CredentialSlot[] => {
    const scheme = schemes.find((candidate) => candidate.name === name);
    if (!scheme) return [];
    if (scheme.type === 'apiKey' && scheme.parameterName !== undefined) {
      const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
      return [{ scheme: name, kind: 'apiKey', in: where, name: scheme.parameterName }];
    }
    if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return [{ scheme: name, kind: 'basic', in: 'header', name: 'Authorization' }];
    if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return [{ scheme: name, kind: 'bearer', in: 'header', name: 'Authorization' }];
    return [];
  });
}

/** What a sample shows in place of each kind of credential. */
export const CREDENTIAL_PLACEHOLDERS: Record<CredentialSlot['kind'], string> = { apiKey: '<API_KEY>', basic: '<credentials>', bearer: '<token>' };

export interface RequestInput {
  /** The base URL; default the model's. */
  serverUrl?: string;
  /** Values by `parameterKey`; a key that is absent takes the model's value, `undefined` leaves the parameter out. */
  values?: Readonly<Record<string, unknown>>;
  /** The body to send (default the model's first); `null` sends none. */
  body?: SampleBody | null;
  /** Each credential with its value (`<token>`, or the reader's); basic credentials as `user:password` or already encoded. */
  credentials?: ReadonlyArray<readonly [CredentialSlot, string]>;
}

/** `Authorization` and API-key values as they are sent. */
function credentialValue(slot: CredentialSlot, value: string): string {
  if (slot.kind === 'bearer') return `Bearer ${value}`;
  if (slot.kind === 'basic') return `Basic ${value}`;
  return value;
}

/** The base URL joined with a path, without a doubled slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The concrete request of `model` with `input`'s values. */
export function buildRequest(model: ApiRequestModel, input: RequestInput = {}): SampleRequest {
  const query: Array<[string, string]> = [];
  const headers: Array<[string, string]> = [];
  const cookies: string[] = [];
  let path = model.path;
  for (const parameter of model.parameters) {
    const key = parameterKey(parameter);
    const value = input.values && Object.hasOwn(input.values, key) ? input.values[key] : parameter.value;
    if (value === undefined || value === null) continue;
    if (parameter.in === 'query') query.push(...queryPairs(parameter, value));
    if (parameter.in === 'path') path = path.replaceAll(`{${parameter.name}}`, pathValue(parameter, value));
    if (parameter.in === 'header') headers.push([parameter.name, headerValue(parameter, value)]);
    if (parameter.in === 'cookie') cookies.push(`${parameter.name}=${headerValue(parameter, value)}`);
  }
  for (const [slot, raw] of input.credentials ?? []) {
    const value = credentialValue(slot, raw);
    if (slot.in === 'query') query.push([slot.name, value]);
    else if (slot.in === 'cookie') cookies.push(`${slot.name}=${value}`);
    else headers.push([slot.name, value]);
  }
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  if (model.accept !== undefined) headers.push(['Accept', model.accept]);
  const first = model.bodies[0];
  const body = input.body === undefined ? (first ? modelBody(first) : undefined) : (input.body ?? undefined);
  return {
    method: model.method.toUpperCase(),
    url: joinUrl(input.serverUrl ?? model.serverUrl, path),
    query,
    headers,
    ...(body ? { body } : {}),
    streaming: model.streaming,
  };
}

/** A body of the model as a sample sends it. */
export function modelBody(body: ApiRequestModel['bodies'][number]): SampleBody {
  const files = body.fields?.filter((field) => field.file).map((field) => field.name) ?? [];
  return { mediaType: body.mediaType, value: body.value, ...(files.length > 0 ? { fileFields: files } : {}) };
}

/** The URL with its query string. */
export function fullUrl(request: SampleRequest): string {
  return request.query.length === 0 ? request.url : `${request.url}?${queryString(request.query)}`;
}
