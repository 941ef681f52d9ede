// Code references: a GitHub file URL in Markdown is fetched at build time as its raw file, through
// the same fetcher as the declared sources (cache, mirror). The hook never throws for a
// fetch problem: it answers `{ error }` and the Markdown stage shows a link instead.
import type { DiagnosticSink } from '../report/diagnostics.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheFilePath, createCacheUpdates, readValidCache, type CacheUpdates } from './cache.js';
import { FetchFailure } from './fetch-failure.js';
import { createDispatcher } from './get-with-retry.js';
import { decodeText, displayPath, refreshResource } from './refresh-resource.js';
import { mirrorUrl, resolveRemoteOptions } from './resolve-options.js';
import type { CodeReferenceResult, FetchCodeReference, RemoteEnv, RemoteOptions } from './types.js';

export interface RawFile {
  /** `https://raw.githubusercontent.com/O/R/REF/PATH`. */
  rawUrl: string;
  /** Lock id and cache path: `code/O/R/REF/PATH`. */
  id: string;
}

/**
 * `https://github.com/O/R/blob/REF/PATH[#L1-L2]` (or a raw.githubusercontent.com URL) → the raw
 * file URL and its lock id; undefined for any other URL.
 */
export function githubRawFile(url: string): RawFile | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:') return undefined;
  const segments = parsed.pathname.split('/').slice(1);
  let rest: string[];
  if (parsed.host === 'github.com' || parsed.host === 'www.github.com') {
    if (segments[2] !== 'blob') return undefined;
    rest = [segments[0]!, segments[1]!, ...segments.slice(3)];
  } else if (parsed.host === 'raw.githubusercontent.com') {
    rest = segments;
  } else {
    return undefined;
  }
  if (rest.length < 4 || rest.some((s) => s === '' || s === '.' || s === '..')) return undefined;
  const tail = rest.join('/');
  return { rawUrl: `https://raw.githubusercontent.com/${tail}`, id: `code/${tail}` };
}

/** Where the committed snapshot of a code reference lives, relative to the site: `remote/code/O/R/REF/PATH`. */
export function codeSnapshotPath(id: string): string {
  return `remote/${id}`;
}

/**
 * The Markdown stage's `fetchCodeReference` hook; each URL is fetched once per fetcher. A file
 * that cannot be fetched comes from the cache, else from its committed snapshot, with a warning
 * unless the build is offline (then that is the plan).
 */
export function createCodeReferenceFetcher({
  root,
  options,
  diagnostics,
  env = {},
  updates = createCacheUpdates({ deferred: false }),
}: {
  root: string;
  options: RemoteOptions;
  diagnostics: DiagnosticSink;
  env?: RemoteEnv;
  /** Where fetched files go; by default into the cache at once. */
  updates?: CacheUpdates;
}): FetchCodeReference {
  const resolved = resolveRemoteOptions({ root, options, env });
  const results = new Map<string, Promise<CodeReferenceResult>>();
  const unreachable = new Map<string, FetchFailure>();

  async function load(url: string): Promise<CodeReferenceResult> {
    const file = githubRawFile(url);
    if (!file) return { error: `${url} is not a GitHub file URL (expected https://github.com/OWNER/REPO/blob/REF/PATH)` };
    const { rawUrl, id } = file;
    let reason = 'offline build (--offline)';
    if (!resolved.offline) {
      const dispatcher = createDispatcher(resolved);
      try {
        const { bytes } = await refreshResource({ id, url: rawUrl, kind: 'code', context: { options: resolved, dispatcher, unreachable, updates } });
        return { code: decodeText(bytes) };
      } catch (error) {
        if (!(error instanceof FetchFailure)) throw error;
        reason = error.message;
      } finally {
        await dispatcher.close();
      }
    }
    const fetchedFrom = mirrorUrl(rawUrl, resolved.mirror);
    const label = `Code reference ${url}${fetchedFrom === url ? '' : ` (fetched from ${fetchedFrom})`}`;
    const fallBack = (file: string, used: string, code: string): CodeReferenceResult => {
      if (!resolved.offline) {
        diagnostics.add({ severity: 'warning', rule: 'remote', file, message: `${label}: ${reason}; using ${used}`, hint: 'check the URL and the network' });
      }
      return { code };
    };
    const cached = readValidCache({ cacheDir: resolved.cacheDir, id, url: rawUrl });
    if (cached) return fallBack(displayPath(root, cacheFilePath(resolved.cacheDir, id)), `the cached copy fetched at ${cached.entry.fetchedAt}`, decodeText(cached.bytes));
    const snapshot = codeSnapshotPath(id);
    const snapshotText = await readFile(path.join(root, ...snapshot.split('/')), 'utf8').catch(() => undefined);
    if (snapshotText !== undefined) return fallBack(snapshot, `the committed snapshot ${snapshot}`, snapshotText);
    return { error: `${label} could not be fetched: ${reason}; there is no cached copy and no snapshot at ${snapshot}` };
  }

  return (url) => {
    const key = url.replace(/#.*$/, '');
    let result = results.get(key);
    if (!result) {
      result = load(key);
      results.set(key, result);
    }
    return result;
  };
}
