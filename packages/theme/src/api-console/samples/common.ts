// What every language's sample needs from a request besides its body's kind and text
// (body-kind.ts): its form fields, the body as sent, the quoting of strings in the languages that
// share it, indentation and the file a sample reads.
import type { SampleBody } from '../request.js';
import { jsonText, textOf, type BodyKind } from './body-kind.js';

export interface FormField {
  name: string;
  value: string;
  file: boolean;
}

/**
 * A form body's fields as text (objects as JSON), in order; files marked. An array is its items,
 * each a field of the same name, as forms send them (`tags=red&tags=blue`); a file field is one
 * file, whatever its example holds.
 */
export function fields(body: SampleBody): FormField[] {
  const value = body.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([name, field]): FormField[] => {
    if (body.fileFields?.includes(name)) return [{ name, value: '', file: true }];
    return (Array.isArray(field) ? field : [field]).map((item) => ({ name, value: typeof item === 'string' ? item : JSON.stringify(item), file: false }));
  });
}

/** Whether a field name comes more than once in `list` (an array's items). */
export function repeatsNames(list: ReadonlyArray<{ name: string }>): boolean {
  return new Set(list.map((field) => field.name)).size < list.length;
}

/** A form body URL-encoded (`a=1&b=2`). */
export function formEncoded(body: SampleBody): string {
  return fields(body)
    .map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** A double-quoted string literal with JSON's escapes (valid in JavaScript, Python, Go, Java, C#). */
export const quote = (text: string): string => JSON.stringify(text);

/** The body as the text a language sends it as (JSON, form-encoded or plain text); undefined for files and multipart. */
export function bodyText(body: SampleBody, kind: BodyKind): string | undefined {
  if (kind === 'json') return jsonText(body.value);
  if (kind === 'form') return formEncoded(body);
  if (kind === 'text') return textOf(body.value);
  return undefined;
}

/** Content-Type to send explicitly: every body but multipart (the client writes its boundary). */
export function contentType(body: SampleBody | undefined, kind: BodyKind | undefined): string | undefined {
  return body && kind !== 'multipart' ? body.mediaType : undefined;
}

/** Indents every line but the first by `pad`. */
export const indentRest = (text: string, pad: string): string => text.replaceAll('\n', `\n${pad}`);

/** Indents every non-empty line by `pad`. */
export const indentAll = (text: string, pad: string): string =>
  text
    .split('\n')
    .map((line) => (line === '' ? line : `${pad}${line}`))
    .join('\n');

/** The file a sample reads a binary body or file field from. */
export const SAMPLE_FILE = 'file.bin';
