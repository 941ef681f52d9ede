// Which media types each kind of remote file may have. A web page (text/html) where a raw file is
// expected is the classic mistake (a github.com "blob" URL instead of raw): say so clearly.
import { FetchFailure } from './fetch-failure.js';
import type { RemoteSource } from './types.js';

const DOC_TYPES = ['text/plain', 'text/markdown', 'text/x-markdown', 'application/octet-stream'];
const OPENAPI_TYPES = ['application/json', 'text/plain', 'application/yaml', 'text/yaml', 'application/x-yaml', 'text/x-yaml', 'application/octet-stream'];
const CODE_APPLICATION_TYPES = ['application/octet-stream', 'application/json', 'application/javascript', 'application/typescript', 'application/x-python', 'application/x-sh', 'application/xml', 'application/yaml', 'application/x-yaml', 'application/toml'];

/** Throws a `FetchFailure` when `header` is not acceptable for `kind`; no header is accepted. */
export function checkContentType(kind: RemoteSource['kind'], header: string | string[] | undefined): void {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return;
  const type = value.split(';')[0]!.trim().toLowerCase();
  if (isAccepted(kind, type)) return;
  const expected = kind === 'doc' ? DOC_TYPES : kind === 'openapi' ? OPENAPI_TYPES : ['text/*', ...CODE_APPLICATION_TYPES];
  const pageHint = type === 'text/html' ? '; the URL seems to be a web page, not the raw file' : '';
  throw new FetchFailure(`unexpected content type ${type} (expected ${listOf(expected)})${pageHint}`);
}

function isAccepted(kind: RemoteSource['kind'], type: string): boolean {
  if (kind === 'doc') return DOC_TYPES.includes(type);
  if (kind === 'openapi') return OPENAPI_TYPES.includes(type) || type.endsWith('+json') || type.endsWith('+yaml');
  if (type === 'text/html' || type === 'application/xhtml+xml') return false;
  return type.startsWith('text/') || CODE_APPLICATION_TYPES.includes(type);
}

function listOf(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}
