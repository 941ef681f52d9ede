// Why one fetch failed, in words for the user, and whether trying again can help. A host that
// cannot be resolved, refuses the connection or never answers the connect is "unreachable":
// never retried, so a build without network falls back at once.
import type { RemoteTimeouts } from './types.js';

export class FetchFailure extends Error {
  override name = 'FetchFailure';
  /** Worth another attempt (a reset, a timeout once connected, 5xx, 429). */
  readonly retryable: boolean;
  /** The host cannot be reached at all: other files on it will fail the same way. */
  readonly unreachable: boolean;
  /** Server-requested wait before the next attempt (429/503 `Retry-After`), in ms. */
  readonly retryAfterMs: number | undefined;

  constructor(
    reason: string,
    options: { retryable?: boolean; unreachable?: boolean; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(reason, { cause: options.cause });
    this.retryable = options.retryable ?? false;
    this.unreachable = options.unreachable ?? false;
    this.retryAfterMs = options.retryAfterMs;
  }
}

const UNREACHABLE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'UND_ERR_CONNECT_TIMEOUT']);
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ETIMEDOUT']);

/** Turns an error thrown by the HTTP client into a `FetchFailure` with a readable reason. */
export function classifyNetworkError(error: unknown, { url, timeouts }: { url: string; timeouts: RemoteTimeouts }): FetchFailure {
  if (error instanceof FetchFailure) return error;
  const code = errorCode(error);
  const { host } = new URL(url);
  const detail = code ? ` (${code})` : '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_FAIL' || code === 'EAI_NONAME') {
    return new FetchFailure(`cannot resolve the host ${hostname(host)}${detail}: no network or no DNS`, { unreachable: true, cause: error });
  }
  if (code === 'ECONNREFUSED') {
    return new FetchFailure(`connection refused by ${host}${detail}`, { unreachable: true, cause: error });
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT') {
    return new FetchFailure(`no connection to ${host} within ${timeouts.connect} ms${detail}`, { unreachable: true, cause: error });
  }
  if (code && UNREACHABLE_CODES.has(code)) {
    return new FetchFailure(`cannot reach ${host}${detail}`, { unreachable: true, cause: error });
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT') {
    return new FetchFailure(`no response headers within ${timeouts.headers} ms${detail}`, { retryable: true, cause: error });
  }
  if (code && RESET_CODES.has(code)) {
    return new FetchFailure(`the connection to ${host} was reset or closed early${detail}`, { retryable: true, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new FetchFailure(`network error: ${message}${detail}`, { retryable: true, cause: error });
}

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function hostname(host: string): string {
  return host.replace(/:\d+$/, '');
}
