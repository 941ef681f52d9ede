// Fetches one remote file, shared by declared sources and code references. A valid cached copy
// turns the request into a conditional one (ETag / Last-Modified). A new body is checked
// (accept-body.ts) before it is handed to the run's cache updates, which store it with its entry.
import path from 'node:path';
import { acceptBody } from './accept-body.js';
import { readValidCache } from './cache.js';
import { getWithRetry } from './get-with-retry.js';
import type { FetchContext } from './get-with-retry.js';
import type { Validators } from './http-get.js';
import { sha256Hex } from './lock-file.js';
import { mirrorUrl } from './resolve-options.js';
import type { ResolvedRemoteOptions } from './resolve-options.js';
import type { LockEntry, RemoteSource } from './types.js';

export interface RefreshedResource {
  bytes: Buffer;
  origin: 'network' | 'not-modified';
}

/** Fetches `url` for id `id`, reporting it to the run's cache updates; throws a `FetchFailure`. */
export async function refreshResource({
  id,
  url,
  kind,
  context,
}: {
  id: string;
  url: string;
  kind: RemoteSource['kind'];
  context: FetchContext;
}): Promise<RefreshedResource> {
  const { cacheDir, mirror } = context.options;
  const cached = readValidCache({ cacheDir, id, url });
  const validators = cached ? validatorsOf(cached.entry) : undefined;
  const result = await getWithRetry({ url: mirrorUrl(url, mirror), kind, validators, context });
  if (result.status === 'not-modified') {
    context.updates.confirmed(id, cached!.entry);
    return { bytes: cached!.bytes, origin: 'not-modified' };
  }
  const { etag, lastModified } = result;
  const bytes = acceptBody({ kind, bytes: result.bytes, contentType: result.contentType });
  const entry: LockEntry = {
    url,
    sha256: sha256Hex(bytes),
    size: bytes.length,
    ...(etag ? { etag } : {}),
    ...(lastModified ? { lastModified } : {}),
    fetchedAt: new Date().toISOString(),
  };
  context.updates.fetched({ cacheDir, id, bytes, entry });
  return { bytes, origin: 'network' };
}

function validatorsOf(entry: LockEntry): Validators | undefined {
  if (!entry.etag && !entry.lastModified) return undefined;
  return { ...(entry.etag ? { etag: entry.etag } : {}), ...(entry.lastModified ? { lastModified: entry.lastModified } : {}) };
}

/** Remote bytes as text (UTF-8, byte-order mark dropped). */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/** `"static" (https://…, via mirror http://…)`: how messages name a remote file. */
export function describeRemote({ id, url, options }: { id: string; url: string; options: ResolvedRemoteOptions }): string {
  const mirrored = mirrorUrl(url, options.mirror);
  return mirrored === url ? `"${id}" (${url})` : `"${id}" (${url}, via mirror ${mirrored})`;
}

/** A path for messages: relative to the site root when inside it. */
export function displayPath(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}
