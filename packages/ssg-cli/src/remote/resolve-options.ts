// Fills in the remote stage's defaults, picks the mirror (environment first) and maps URLs
// through it. Defaults are small so that a build without network falls back quickly.
import path from 'node:path';
import { UserError } from '../report/diagnostics.js';
import type { RemoteEnv, RemoteOptions, RemoteTimeouts } from './types.js';

export interface ResolvedRemoteOptions {
  /** Normalised prefix without a trailing slash, or undefined. */
  mirror: string | undefined;
  cacheDir: string;
  lockFile: string;
  offline: boolean;
  concurrency: number;
  timeouts: RemoteTimeouts;
  maxBytes: number;
  retries: number;
  backoffMs: number;
  maxBackoffMs: number;
  maxRetryAfterMs: number;
  maxRedirects: number;
}

export const DEFAULT_TIMEOUTS: RemoteTimeouts = { connect: 3_000, headers: 10_000, body: 20_000 };

/** Options with every default applied and paths made absolute against the site root. */
export function resolveRemoteOptions({
  root,
  options,
  env = {},
}: {
  root: string;
  options: RemoteOptions;
  env?: RemoteEnv;
}): ResolvedRemoteOptions {
  const fromEnv = env.SSG_REMOTE_MIRROR?.trim();
  const mirror = fromEnv ? checkMirror(fromEnv, 'SSG_REMOTE_MIRROR') : options.mirror ? checkMirror(options.mirror, 'remote.mirror') : undefined;
  return {
    mirror,
    cacheDir: path.resolve(root, options.cacheDir),
    lockFile: path.resolve(root, options.lockFile),
    offline: options.offline,
    concurrency: Math.max(1, options.concurrency ?? 4),
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
    retries: Math.max(0, options.retries ?? 3),
    backoffMs: options.backoffMs ?? 200,
    maxBackoffMs: options.maxBackoffMs ?? 2_000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 10_000,
    maxRedirects: options.maxRedirects ?? 5,
  };
}

function checkMirror(value: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch (cause) {
    throw new UserError(`${name} is not a URL: "${value}"`, {
      cause,
      hint: 'use an http(s) prefix such as http://127.0.0.1:8080/mirror',
    });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UserError(`${name} must be an http or https URL, found "${value}"`, {
      hint: 'use an http(s) prefix such as http://127.0.0.1:8080/mirror',
    });
  }
  return value.replace(/\/+$/, '');
}

/** `https://HOST/PATH?Q` → `<mirror>/HOST/PATH?Q`; URLs already under the mirror are kept. */
export function mirrorUrl(url: string, mirror: string | undefined): string {
  if (!mirror || url === mirror || url.startsWith(`${mirror}/`)) return url;
  const parsed = new URL(url);
  return `${mirror}/${parsed.host}${parsed.pathname}${parsed.search}`;
}
