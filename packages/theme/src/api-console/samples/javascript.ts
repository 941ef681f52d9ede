// JavaScript and TypeScript with `fetch` (browsers, Node 18+, Deno, Bun); event streams read chunk
// by chunk as they arrive. Files come from `node:fs/promises`.
import { fullUrl, type SampleRequest } from '../request.js';
import { bodyKind, jsonText, textOf } from './body-kind.js';
import { fields, indentRest, quote, SAMPLE_FILE } from './common.js';

function fetchSample(request: SampleRequest, typed: boolean): string {
  const lines: string[] = [];
  const options = [`  method: ${quote(request.method)},`];
  const headers = [...request.headers];
  const body = request.body;
  const kind = body ? bodyKind(body) : undefined;
  if (body && kind !== 'multipart' && kind !== 'form') headers.push(['Content-Type', body.mediaType]);
  const files = body && kind === 'multipart' ? fields(body) : [];
  const readsFile = kind === 'binary' || files.some((field) => field.file);
  if (readsFile) lines.push('import { readFile } from "node:fs/promises";', '');
  if (files.length > 0) {
    lines.push('const form = new FormData();');
    for (const field of files) {
      const value = field.file ? `new Blob([new Uint8Array(await readFile(${quote(SAMPLE_FILE)}))]), ${quote(SAMPLE_FILE)}` : quote(field.value);
      lines.push(`form.append(${quote(field.name)}, ${value});`);
    }
    lines.push('');
  }
  if (headers.length > 0) options.push(`  headers: {\n${headers.map(([name, value]) => `    ${quote(name)}: ${quote(value)},`).join('\n')}\n  },`);
  if (body && kind === 'json') options.push(`  body: JSON.stringify(${indentRest(jsonText(body.value), '  ')}),`);
  if (body && kind === 'form') {
    const pairs = fields(body).map((field) => `    [${quote(field.name)}, ${quote(field.value)}],`);
    options.push(`  body: new URLSearchParams([\n${pairs.join('\n')}\n  ]),`);
  }
  if (body && kind === 'text') options.push(`  body: ${quote(textOf(body.value))},`);
  if (kind === 'binary') options.push(`  body: new Uint8Array(await readFile(${quote(SAMPLE_FILE)})),`);
  if (kind === 'multipart') options.push('  body: form,');
  const init = `{\n${options.join('\n')}\n}`;
  if (typed) lines.push(`const init: RequestInit = ${init};`, `const response: Response = await fetch(${quote(fullUrl(request))}, init);`);
  else lines.push(`const response = await fetch(${quote(fullUrl(request))}, ${init});`);
  if (request.streaming) {
    lines.push(
      `const reader = response.body${typed ? '!' : ''}.pipeThrough(new TextDecoderStream()).getReader();`,
      'for (;;) {',
      '  const { value, done } = await reader.read();',
      '  if (done) break;',
      '  console.log(value);',
      '}',
    );
  } else if (typed) {
    lines.push('const text: string = await response.text();', 'console.log(response.status, text);');
  } else {
    lines.push('console.log(response.status, await response.text());');
  }
  return `${lines.join('\n')}\n`;
}

/** JavaScript (an ES module: top-level `await`). */
export const javascriptSample = (request: SampleRequest): string => fetchSample(request, false);

/** TypeScript: the same request with `RequestInit` and `Response` types. */
export const typescriptSample = (request: SampleRequest): string => fetchSample(request, true);
