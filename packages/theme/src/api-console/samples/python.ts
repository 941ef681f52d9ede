// Python with `requests` and with `httpx`: the same keyword arguments (params, headers, json, data,
// files), values written as Python literals; event streams read line by line as they arrive.
import type { SampleRequest } from '../request.js';
import { bodyKind, textOf } from './body-kind.js';
import { fields, quote, SAMPLE_FILE } from './common.js';

const PAD = '    ';

/** `value` (JSON) as Python source; `depth` is the indentation level of the line it starts on. */
export function toPythonLiteral(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  // JSON.stringify escapes (\n, \", \u0007, …) mean the same in a Python string literal.
  if (typeof value === 'string') return quote(value);
  const inner = PAD.repeat(depth + 1);
  const outer = PAD.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${toPythonLiteral(item, depth + 1)},`).join('\n')}\n${outer}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, item]) => `${inner}${quote(key)}: ${toPythonLiteral(item, depth + 1)},`).join('\n')}\n${outer}}`;
  }
  return quote(String(value));
}

/** Query or form pairs as `requests` and `httpx` take them: a repeated name becomes a list. */
function pythonParams(pairs: Array<[string, string]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const known = out[name];
    out[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return out;
}

/** The keyword arguments of the call; `raw` names the argument for a raw body (`data` or `content`). */
function keywordArguments(request: SampleRequest, raw: 'data' | 'content'): string[] {
  const args: string[] = [];
  if (request.query.length > 0) args.push(`params=${toPythonLiteral(pythonParams(request.query), 1)}`);
  const headers = [...request.headers];
  const body = request.body;
  const kind = body ? bodyKind(body) : undefined;
  if (body && (kind === 'text' || kind === 'binary')) headers.push(['Content-Type', body.mediaType]);
  if (headers.length > 0) args.push(`headers=${toPythonLiteral(Object.fromEntries(headers), 1)}`);
  if (body && kind === 'json') args.push(`json=${toPythonLiteral(body.value ?? {}, 1)}`);
  // A name given more than once becomes a list, which both packages send as that many fields.
  if (body && kind === 'form') args.push(`data=${toPythonLiteral(pythonParams(fields(body).map((field) => [field.name, field.value])), 1)}`);
  if (body && kind === 'text') args.push(`${raw}=${toPythonLiteral(textOf(body.value), 1)}`);
  if (body && kind === 'binary') args.push(`${raw}=open(${quote(SAMPLE_FILE)}, "rb")`);
  if (body && kind === 'multipart') {
    const all = fields(body);
    const data = all.filter((field) => !field.file);
    const files = all.filter((field) => field.file);
    if (data.length > 0) args.push(`data=${toPythonLiteral(pythonParams(data.map((field) => [field.name, field.value])), 1)}`);
    if (files.length > 0) args.push(`files={${files.map((field) => `${quote(field.name)}: open(${quote(SAMPLE_FILE)}, "rb")`).join(', ')}}`);
  }
  return args;
}

const call = (head: string, args: string[]): string => `${head}(\n${args.map((arg) => `    ${arg},`).join('\n')}\n)`;

/** Python with the `requests` package. */
export function pythonRequestsSample(request: SampleRequest): string {
  const args = [quote(request.url), ...keywordArguments(request, 'data')];
  if (request.streaming) args.push('stream=True');
  const read = request.streaming ? 'for line in response.iter_lines(decode_unicode=True):\n    print(line)' : 'print(response.status_code, response.text)';
  return `import requests\n\nresponse = ${call(`requests.${request.method.toLowerCase()}`, args)}\n${read}\n`;
}

/** Python with the `httpx` package (its shortcuts for GET, DELETE, HEAD and OPTIONS take no body). */
export function pythonHttpxSample(request: SampleRequest): string {
  const method = request.method.toLowerCase();
  const args = keywordArguments(request, 'content');
  if (request.streaming) {
    const head = call('with httpx.stream', [quote(request.method), quote(request.url), ...args, 'timeout=None']);
    return `import httpx\n\n${head} as response:\n    for line in response.iter_lines():\n        print(line)\n`;
  }
  const shortcut = ['post', 'put', 'patch'].includes(method) || request.body === undefined;
  const head = shortcut ? call(`httpx.${method}`, [quote(request.url), ...args]) : call('httpx.request', [quote(request.method), quote(request.url), ...args]);
  return `import httpx\n\nresponse = ${head}\nprint(response.status_code, response.text)\n`;
}
