// What every language's sample needs from a request besides its body's kind and text
// (body-kind.ts): its form fields, the body as sent, the quoting of strings in the languages that
// share it, indentation and the file a sample reads.
import type { SampleBody } from '../request.js';
import { jsonText, textOf, type BodyKind } from './body-kind.js';

/** A form body's fields as text (objects as JSON), in order; files marked. */
export function fields(body: SampleBody): Array<{ name: string; value: string; file: boolean }> {
  const value = body.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).map(([name, field]) => ({ name, value: typeof field === 'string' ? field : JSON.stringify(field), file: body.fileFields?.includes(name) ?? false }));
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
