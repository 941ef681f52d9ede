// Retries around one GET: exponential backoff with jitter on resets, timeouts, 5xx and 429
// (honouring Retry-After up to a cap). Unreachable hosts are remembered for the run, so every
// other file on the same host falls back without waiting again.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import type { CacheUpdates } from './cache.js';
import { FetchFailure } from './fetch-failure.js';
import { httpGet } from './http-get.js';
import type { HttpGetResult, Validators } from './http-get.js';
import type { ResolvedRemoteOptions } from './resolve-options.js';
import type { RemoteSource } from './types.js';

/** What one run of the remote stage shares between its fetches; owned by the caller. */
export interface FetchContext {
  options: ResolvedRemoteOptions;
  dispatcher: LazyDispatcher;
  /** Origins found unreachable in this run, with the failure to repeat. */
  unreachable: Map<string, FetchFailure>;
  /** Where fetched files go (now, or once the build succeeded). */
  updates: CacheUpdates;
}

/** The undici agent of one run, made on its first request. */
export interface LazyDispatcher {
  get(): Promise<Dispatcher>;
  /** Closes the agent if one was made. */
  close(): Promise<void>;
}

/**
 * Connect timeout here, header and body deadlines per request. undici is loaded with the first
 * request: an offline build, or one without remote sources, never pays for loading it. Only its
 * Agent and request API are loaded (undici-modules.d.ts): the package's entry loads the whole of
 * it, fetch, WebSocket, cookies, mocks and caches, which took a tenth of the CPU of a build of
 * the Flux0 site with nothing changed (about 25 ms).
 */
export function createDispatcher(options: ResolvedRemoteOptions): LazyDispatcher {
  let agent: Promise<Dispatcher> | undefined;
  return {
    get: () =>
      (agent ??= import('undici/lib/dispatcher/agent.js').then(
        ({ default: Agent }) => new Agent({ connect: { timeout: options.timeouts.connect }, headersTimeout: options.timeouts.headers, bodyTimeout: 0 }),
      )),
    close: async () => {
      if (agent) await (await agent).close();
    },
  };
}

/** GET with retries; throws the last `FetchFailure`, saying how many attempts were made. */
export async function getWithRetry({
  url,
  kind,
  validators,
  context,
}: {
  url: string;
  kind: RemoteSource['kind'];
  validators: Validators | undefined;
  context: FetchContext;
}): Promise<HttpGetResult> {
  const { options, dispatcher, unreachable } = context;
  const origin = new URL(url).origin;
  for (let attempt = 0; ; attempt++) {
    const known = unreachable.get(origin);
    if (known) throw known;
    try {
      return await httpGet({ url, kind, validators, dispatcher: await dispatcher.get(), options });
    } catch (error) {
      const failure = error instanceof FetchFailure ? error : new FetchFailure(String(error), { cause: error });
      if (failure.unreachable) unreachable.set(origin, failure);
      if (!failure.retryable || attempt >= options.retries) {
        if (attempt === 0) throw failure;
        throw new FetchFailure(`${failure.message} (after ${attempt + 1} attempts)`, { cause: failure });
      }
      await sleep(failure.retryAfterMs ?? backoffDelay(attempt, options));
    }
  }
}

/** Delay before retry number `attempt + 1`: base·2^attempt capped, then 50–100 % of it (jitter). */
export function backoffDelay(attempt: number, options: Pick<ResolvedRemoteOptions, 'backoffMs' | 'maxBackoffMs'>): number {
  const ceiling = Math.min(options.maxBackoffMs, options.backoffMs * 2 ** attempt);
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}
