// Request samples for an operation in curl, Python (requests) and JavaScript (fetch), generated
// at build time from one concrete request: URL, query, headers and an example body.
import { isObject } from './json-pointer.js';
import { queryString } from './parameter-values.js';
import { toPythonLiteral } from './python-literal.js';

export interface SampleRequest {
  method: string;
  /** Absolute URL with path parameters filled in, without the query. */
  url: string;
  /** Query pairs in order, not yet encoded; a name may repeat (exploded lists). */
  query: Array<[string, string]>;
  headers: Array<[string, string]>;
  body?: SampleBody;
  /** The response is a stream of Server-Sent Events: read it line by line. */
  streaming: boolean;
}

export interface SampleBody {
  mediaType: string;
  /** Example value; undefined for binary bodies sent from a file. */
  value: unknown;
  /** Multipart fields that are files. */
  fileFields?: string[];
}

export type BodyKind = 'json' | 'form' | 'multipart' | 'text' | 'binary';

/** How a body of `mediaType` is sent. */
export function bodyKind(body: SampleBody): BodyKind {
  const type = body.mediaType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  if (typeof body.value === 'string') return 'text';
  if (type.startsWith('text/') || type.endsWith('+xml') || type.endsWith('/xml')) return body.value === undefined ? 'binary' : 'text';
  return body.value === undefined ? 'binary' : 'json';
}

const quoteShell = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;
const quoteJs = (text: string): string => JSON.stringify(text);

function fullUrl(request: SampleRequest): string {
  if (request.query.length === 0) return request.url;
  return `${request.url}?${queryString(request.query)}`;
}

function fields(value: unknown): Array<[string, string]> {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([key, field]) => [key, typeof field === 'string' ? field : JSON.stringify(field)]);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? '');
}

/** A JSON body as indented text; a body without an example value is an empty object. */
function jsonText(value: unknown): string {
  return JSON.stringify(value ?? {}, null, 2);
}

/** `curl` with one option per line. */
export function curlSample(request: SampleRequest): string {
  const lines = [`curl${request.streaming ? ' -N' : ''} -X ${request.method.toUpperCase()} ${quoteShell(fullUrl(request))}`];
  for (const [name, value] of request.headers) lines.push(`-H ${quoteShell(`${name}: ${value}`)}`);
  const body = request.body;
  if (body) {
    const kind = bodyKind(body);
    if (kind !== 'multipart') lines.push(`-H ${quoteShell(`Content-Type: ${body.mediaType}`)}`);
    if (kind === 'json') lines.push(`-d ${quoteShell(jsonText(body.value))}`);
    if (kind === 'text') lines.push(`--data-binary ${quoteShell(textOf(body.value))}`);
    if (kind === 'binary') lines.push(`--data-binary @file.bin`);
    if (kind === 'form') for (const [key, value] of fields(body.value)) lines.push(`--data-urlencode ${quoteShell(`${key}=${value}`)}`);
    if (kind === 'multipart') {
      for (const [key, value] of fields(body.value)) {
        lines.push(`-F ${quoteShell(body.fileFields?.includes(key) ? `${key}=@file.bin` : `${key}=${value}`)}`);
      }
    }
  }
  return lines.join(' \\\n  ');
}

/** Query pairs as `requests` takes them: a repeated name becomes a list. */
function pythonParams(pairs: Array<[string, string]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const known = out[name];
    out[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return out;
}

/** Python with the `requests` package. */
export function pythonSample(request: SampleRequest): string {
  const args = [quoteJs(request.url)];
  if (request.query.length > 0) args.push(`params=${toPythonLiteral(pythonParams(request.query), 1)}`);
  const headers = [...request.headers];
  const body = request.body;
  const kind = body ? bodyKind(body) : undefined;
  if (body && (kind === 'text' || kind === 'binary')) headers.push(['Content-Type', body.mediaType]);
  if (headers.length > 0) args.push(`headers=${toPythonLiteral(Object.fromEntries(headers), 1)}`);
  if (body && kind === 'json') args.push(`json=${toPythonLiteral(body.value ?? {}, 1)}`);
  if (body && kind === 'form') args.push(`data=${toPythonLiteral(Object.fromEntries(fields(body.value)), 1)}`);
  if (body && kind === 'text') args.push(`data=${toPythonLiteral(textOf(body.value), 1)}`);
  if (body && kind === 'binary') args.push(`data=open("file.bin", "rb")`);
  if (body && kind === 'multipart') {
    const all = fields(body.value);
    const files = all.filter(([key]) => body.fileFields?.includes(key));
    const data = all.filter(([key]) => !body.fileFields?.includes(key));
    if (data.length > 0) args.push(`data=${toPythonLiteral(Object.fromEntries(data), 1)}`);
    if (files.length > 0) args.push(`files={${files.map(([key]) => `${quoteJs(key)}: open("file.bin", "rb")`).join(', ')}}`);
  }
  if (request.streaming) args.push('stream=True');
  const call = `response = requests.${request.method.toLowerCase()}(\n${args.map((arg) => `    ${arg},`).join('\n')}\n)`;
  const read = request.streaming
    ? 'for line in response.iter_lines(decode_unicode=True):\n    print(line)'
    : 'print(response.status_code, response.text)';
  return `import requests\n\n${call}\n${read}\n`;
}

/** JavaScript with `fetch` (browsers and Node 18+). */
export function javascriptSample(request: SampleRequest): string {
  const lines: string[] = [];
  const options = [`  method: ${quoteJs(request.method.toUpperCase())},`];
  const headers = [...request.headers];
  const body = request.body;
  const kind = body ? bodyKind(body) : undefined;
  if (body && kind !== 'multipart' && kind !== 'form') headers.push(['Content-Type', body.mediaType]);
  if (body && kind === 'multipart') {
    lines.push('const form = new FormData();');
    for (const [key, value] of fields(body.value)) {
      const file = body.fileFields?.includes(key);
      lines.push(`form.append(${quoteJs(key)}, ${file ? 'new Blob([await readFile("file.bin")])' : quoteJs(value)});`);
    }
    lines.push('');
  }
  if (headers.length > 0) {
    options.push(`  headers: {\n${headers.map(([name, value]) => `    ${quoteJs(name)}: ${quoteJs(value)},`).join('\n')}\n  },`);
  }
  if (body && kind === 'json') options.push(`  body: JSON.stringify(${jsonText(body.value).replaceAll('\n', '\n  ')}),`);
  if (body && kind === 'form') options.push(`  body: new URLSearchParams(${JSON.stringify(Object.fromEntries(fields(body.value)), null, 2).replaceAll('\n', '\n  ')}),`);
  if (body && kind === 'text') options.push(`  body: ${quoteJs(textOf(body.value))},`);
  if (body && (kind === 'binary' || kind === 'multipart')) options.push(kind === 'binary' ? '  body: await readFile("file.bin"),' : '  body: form,');
  const needsFile = kind === 'binary' || (kind === 'multipart' && (body?.fileFields?.length ?? 0) > 0);
  const head = needsFile ? ['import { readFile } from "node:fs/promises";', ''] : [];
  lines.push(`const response = await fetch(${quoteJs(fullUrl(request))}, {\n${options.join('\n')}\n});`);
  if (request.streaming) {
    lines.push(
      'const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();',
      'for (;;) {',
      '  const { value, done } = await reader.read();',
      '  if (done) break;',
      '  console.log(value);',
      '}',
    );
  } else {
    lines.push('console.log(response.status, await response.text());');
  }
  return `${[...head, ...lines].join('\n')}\n`;
}
