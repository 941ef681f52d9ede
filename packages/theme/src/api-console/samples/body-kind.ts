// How a request body is sent (its kind) and its text as written: what the console's form (to
// show the body in its editor) and every language's sample writer share. Apart from the writers'
// other helpers (common.ts), so that the console's island carries only these.
import type { SampleBody } from '../request.js';

export type BodyKind = 'json' | 'form' | 'multipart' | 'text' | 'binary';

/** How a body of `mediaType` is sent. */
export function bodyKind(body: SampleBody): BodyKind {
  const type = bareMediaType(body.mediaType);
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  if (typeof body.value === 'string') return 'text';
  if (type.startsWith('text/') || type.endsWith('+xml') || type.endsWith('/xml')) return body.value === undefined ? 'binary' : 'text';
  return body.value === undefined ? 'binary' : 'json';
}

/** `application/json; charset=utf-8` → `application/json`. */
export const bareMediaType = (mediaType: string): string => mediaType.split(';')[0]!.trim().toLowerCase();

/** A text body (a JSON value that is not a string is written as JSON). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? '');
}

/** A JSON body as indented text; a body without an example value is an empty object. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value ?? {}, null, 2);
}
