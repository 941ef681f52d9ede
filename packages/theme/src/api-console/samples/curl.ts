// curl, one option per line.
import { fullUrl, type SampleRequest } from '../request.js';
import { bodyKind, jsonText, textOf } from './body-kind.js';
import { fields, SAMPLE_FILE } from './common.js';

const quoteShell = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/** `curl` with `-N` (no buffering) for event streams and `-I` for HEAD. */
export function curlSample(request: SampleRequest): string {
  const method = request.method === 'HEAD' ? '-I' : `-X ${request.method}`;
  const lines = [`curl${request.streaming ? ' -N' : ''} ${method} ${quoteShell(fullUrl(request))}`];
  for (const [name, value] of request.headers) lines.push(`-H ${quoteShell(`${name}: ${value}`)}`);
  const body = request.body;
  if (body) {
    const kind = bodyKind(body);
    if (kind !== 'multipart') lines.push(`-H ${quoteShell(`Content-Type: ${body.mediaType}`)}`);
    if (kind === 'json') lines.push(`-d ${quoteShell(jsonText(body.value))}`);
    if (kind === 'text') lines.push(`--data-binary ${quoteShell(textOf(body.value))}`);
    if (kind === 'binary') lines.push(`--data-binary @${SAMPLE_FILE}`);
    if (kind === 'form') for (const field of fields(body)) lines.push(`--data-urlencode ${quoteShell(`${field.name}=${field.value}`)}`);
    if (kind === 'multipart') for (const field of fields(body)) lines.push(`-F ${quoteShell(field.file ? `${field.name}=@${SAMPLE_FILE}` : `${field.name}=${field.value}`)}`);
  }
  return `${lines.join(' \\\n  ')}\n`;
}
