// Sends the console's request with `fetch` and explains in plain words why one failed: a server
// URL that is not one, a page on HTTPS calling a plain-HTTP server (mixed content), a server the browser
// does not let this site read (CORS: told apart from an unreachable one by a second, opaque
// request that succeeds when the server answered), or no server at all. Event streams are parsed
// as they arrive (sse.ts) until they end or the reader stops them.
import { createEventStreamParser, type StreamItem } from './sse.js';

export interface OutgoingRequest {
  method: string;
  /** The whole URL, query included (its server part checked with `checkServerUrl`). */
  url: string;
  headers: Array<[string, string]>;
  body?: BodyInit;
}

export interface ResponseSummary {
  status: number;
  statusText: string;
  /** The headers the browser lets the page read (CORS exposes only some). */
  headers: Array<[string, string]>;
  /** Milliseconds until the headers arrived. */
  ms: number;
  contentType: string;
  /** The URL that answered, when the browser followed redirects to it (fetch follows them unseen). */
  redirectedTo?: string;
}

export interface SendCallbacks {
  /** The headers arrived; `streaming` when the body is an event stream. */
  onResponse(summary: ResponseSummary, streaming: boolean): void;
  /** Events and comments of an event stream, as they arrive. */
  onStream(items: StreamItem[]): void;
}

export interface SendOutcome {
  /** The body as text (pretty-printed when it is JSON); absent for event streams. */
  body?: string;
  /** Milliseconds until the whole body had arrived. */
  totalMs: number;
  /** The reader stopped it. */
  stopped: boolean;
}

export class SendError extends Error {}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The Server URL as a URL, or a SendError saying what is wrong with it. */
export function checkServerUrl(text: string, pageProtocol: string): URL {
  const example = 'such as http://localhost:8080';
  if (text.trim() === '') throw new SendError(`Enter the Server URL: the address of a server that runs this API, ${example}.`);
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new SendError(`The Server URL "${text}" is not a valid URL: write it with its scheme, ${example}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SendError(`The Server URL must start with http:// or https:// ("${text}" does not), ${example}.`);
  if (pageProtocol === 'https:' && url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) {
    throw new SendError(
      `This page is served over HTTPS, so the browser blocks requests to the plain-HTTP address ${url.origin} (mixed content). Use the server's https:// address, or send the request from a sample below.`,
    );
  }
  return url;
}

/** Characters of a response body shown at most: a page showing megabytes of text stops answering for seconds. */
export const MAX_SHOWN_CHARACTERS = 100_000;
const TEXTUAL = /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|xml|javascript|ecmascript|x-www-form-urlencoded|yaml|x-yaml|graphql)\b)|\bcharset=/i;

/**
 * A response body as the console shows it: text (JSON pretty-printed) up to MAX_SHOWN_CHARACTERS,
 * then a note of what is left out; a body that is not text (an image, an archive, bytes that are
 * not UTF-8) as its size and type, not as garbled characters.
 */
export function shownBody(bytes: Uint8Array, contentType: string): string {
  const binary = `Binary response: ${bytes.length.toLocaleString('en-US')} bytes of ${contentType || 'an unnamed type'}, not shown. Send the request from a sample below to save it.`;
  if (contentType !== '' && !TEXTUAL.test(contentType)) return binary;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return binary;
  }
  if (text.includes('\u0000')) return binary;
  const pretty = prettyBody(text, contentType);
  if (pretty.length <= MAX_SHOWN_CHARACTERS) return pretty;
  return `${pretty.slice(0, MAX_SHOWN_CHARACTERS)}\n… ${(pretty.length - MAX_SHOWN_CHARACTERS).toLocaleString('en-US')} more characters not shown (${bytes.length.toLocaleString('en-US')} bytes in all).`;
}

/** Pretty-prints JSON text; other text is returned as it is. */
function prettyBody(text: string, contentType: string): string {
  if (!/json/i.test(contentType)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

async function explainFailure(url: URL, signal: AbortSignal): Promise<SendError> {
  // An opaque request needs no permission: if it gets an answer, the server is there and the
  // first request failed because the browser may not show this site the response.
  const reachable = await fetch(url.href, { mode: 'no-cors', signal }).then(
    () => true,
    () => false,
  );
  if (reachable) {
    return new SendError(
      `The server at ${url.origin} answered, but the browser blocked the response: the server does not allow this site (${location.origin}) to read it (CORS). Let the server send Access-Control-Allow-Origin for this origin and allow this request's method and headers, or send the request from a sample below.`,
    );
  }
  return new SendError(`Nothing answered at ${url.origin}: the server is not running there, the address or port is wrong, or the network is down. Check the Server URL and that the server is up.`);
}

/** Sends `request`; throws SendError with a reader's explanation when it cannot. */
export async function sendRequest(request: OutgoingRequest, signal: AbortSignal, callbacks: SendCallbacks): Promise<SendOutcome> {
  const url = new URL(request.url);
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url.href, { method: request.method, headers: request.headers, ...(request.body !== undefined ? { body: request.body } : {}), signal });
  } catch (error) {
    if (signal.aborted) return { totalMs: performance.now() - started, stopped: true };
    throw await explainFailure(url, signal);
  }
  const contentType = response.headers.get('content-type') ?? '';
  const streaming = /^text\/event-stream/i.test(contentType);
  callbacks.onResponse(
    { status: response.status, statusText: response.statusText, headers: [...response.headers], ms: performance.now() - started, contentType, ...(response.redirected ? { redirectedTo: response.url } : {}) },
    streaming,
  );
  try {
    if (streaming && response.body) {
      const parser = createEventStreamParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const items = parser.push(value);
        if (items.length > 0) callbacks.onStream(items);
      }
      return { totalMs: performance.now() - started, stopped: false };
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { body: shownBody(bytes, contentType), totalMs: performance.now() - started, stopped: false };
  } catch (error) {
    if (signal.aborted) return { totalMs: performance.now() - started, stopped: true };
    throw new SendError(`The connection broke while the response was arriving: ${error instanceof Error ? error.message : String(error)}.`);
  }
}
