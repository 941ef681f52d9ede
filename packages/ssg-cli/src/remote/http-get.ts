// One HTTP GET with undici: redirects (through the mirror, with a limit and loop detection),
// conditional headers, a content-type check, a size cap and a deadline for the whole body, and
// compressed bodies (gzip, deflate, br) decoded within the same size cap.
import { STATUS_CODES } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Dispatcher } from 'undici';
import { checkContentType } from './content-type.js';
import { classifyNetworkError, FetchFailure } from './fetch-failure.js';
import { mirrorUrl } from './resolve-options.js';
import type { ResolvedRemoteOptions } from './resolve-options.js';
import type { RemoteSource } from './types.js';

export type HttpGetResult =
  | { status: 'ok'; bytes: Buffer; contentType?: string; etag?: string; lastModified?: string }
  | { status: 'not-modified' };

export interface Validators {
  etag?: string;
  lastModified?: string;
}

/** Fetches `url` (already mapped through the mirror) once; throws a `FetchFailure`. */
export async function httpGet({
  url,
  kind,
  validators,
  dispatcher,
  options,
}: {
  url: string;
  kind: RemoteSource['kind'];
  validators: Validators | undefined;
  dispatcher: Dispatcher;
  options: ResolvedRemoteOptions;
}): Promise<HttpGetResult> {
  const headers: Record<string, string> = { 'user-agent': 'ssg (static-site generator)', accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  const { timeouts } = options;
  const visited = new Set([url]);
  let current = url;
  for (;;) {
    const controller = new AbortController();
    let response: Dispatcher.ResponseData;
    try {
      const { request } = await import('undici/lib/api/index.js');
      const target = new URL(current);
      response = await request.call(dispatcher, {
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers,
        signal: controller.signal,
        headersTimeout: timeouts.headers,
        // The body deadline below covers the whole body, not only the gaps between chunks.
        bodyTimeout: 0,
      });
    } catch (error) {
      throw classifyNetworkError(error, { url: current, timeouts });
    }
    const { statusCode } = response;
    if ([301, 302, 303, 307, 308].includes(statusCode)) {
      await response.body.dump();
      const location = header(response.headers.location);
      if (!location) throw new FetchFailure(`HTTP ${statusCode} redirect without a Location header from ${current}`);
      const target = new URL(location, current);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new FetchFailure(`redirect to an unsupported URL: ${target.href}`);
      const next = mirrorUrl(target.href, options.mirror);
      if (visited.has(next)) throw new FetchFailure(`redirect loop: ${current} redirects back to ${next}`);
      if (visited.size > options.maxRedirects) throw new FetchFailure(`more than ${options.maxRedirects} redirects (last: ${next})`);
      visited.add(next);
      current = next;
      continue;
    }
    if (statusCode === 304 && validators) {
      await response.body.dump();
      return { status: 'not-modified' };
    }
    if (statusCode < 200 || statusCode >= 300) {
      await response.body.dump();
      throw statusFailure(statusCode, response.headers, options);
    }
    try {
      checkContentType(kind, response.headers['content-type']);
      const declared = Number(header(response.headers['content-length']));
      if (declared > options.maxBytes) throw tooLarge(options.maxBytes, `${declared} bytes announced`);
    } catch (error) {
      discard(response.body);
      throw error;
    }
    const received = await readBody({ body: response.body, controller, url: current, options });
    const bytes = decodeContent(received, header(response.headers['content-encoding']), options.maxBytes);
    const contentType = header(response.headers['content-type']);
    const etag = header(response.headers.etag);
    const lastModified = header(response.headers['last-modified']);
    return { status: 'ok', bytes, ...(contentType ? { contentType } : {}), ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
  }
}

async function readBody({
  body,
  controller,
  url,
  options,
}: {
  body: Dispatcher.ResponseData['body'];
  controller: AbortController;
  url: string;
  options: ResolvedRemoteOptions;
}): Promise<Buffer> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeouts.body);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > options.maxBytes) throw tooLarge(options.maxBytes, 'more received');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    discard(body);
    if (error instanceof FetchFailure) throw error;
    if (timedOut) throw new FetchFailure(`the response body was not complete within ${options.timeouts.body} ms`, { retryable: true, cause: error });
    throw classifyNetworkError(error, { url, timeouts: options.timeouts });
  } finally {
    clearTimeout(timer);
  }
}

const DECODERS: Record<string, (bytes: Buffer, options: { maxOutputLength: number }) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** The body without its content codings (applied in order, so undone in reverse); within `maxBytes`. */
export function decodeContent(bytes: Buffer, encoding: string | undefined, maxBytes: number): Buffer {
  const codings = (encoding ?? '').split(',').map((coding) => coding.trim().toLowerCase()).filter((coding) => coding !== '' && coding !== 'identity');
  let body = bytes;
  for (const coding of codings.reverse()) {
    const decode = DECODERS[coding];
    if (!decode) throw new FetchFailure(`the response uses the Content-Encoding "${coding}", which ssg cannot decode`);
    try {
      body = decode(body, { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
        throw tooLarge(maxBytes, `more once decoded from ${coding}`);
      }
      throw new FetchFailure(`the response says its body is ${coding}-encoded, but it does not decode as ${coding}`, { cause: error });
    }
  }
  return body;
}

function statusFailure(status: number, headers: Dispatcher.ResponseData['headers'], options: ResolvedRemoteOptions): FetchFailure {
  const text = `HTTP ${status} ${STATUS_CODES[status] ?? ''}`.trim();
  const retryable = status >= 500 || status === 429 || status === 408;
  const retryAfter = status === 429 || status === 503 ? parseRetryAfter(header(headers['retry-after']), Date.now()) : undefined;
  const retryAfterMs = retryAfter === undefined ? undefined : Math.min(retryAfter, options.maxRetryAfterMs);
  return new FetchFailure(text, { retryable, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
}

/** `Retry-After` as milliseconds from `now`: delay-seconds or an HTTP date; undefined if invalid. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function tooLarge(maxBytes: number, seen: string): FetchFailure {
  return new FetchFailure(`the response is larger than the ${maxBytes}-byte limit (${seen})`);
}

/** Drops a response body we will not read; its abort error is expected, not a crash. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
