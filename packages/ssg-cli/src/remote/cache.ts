// The local cache of fetched bytes: one file per id under the cache folder, and the cache's own
// index (`index.json`, in the lock file's format: url, sha256, size, validators, date). A cached
// copy counts only when the index agrees with it (same URL, same SHA-256), so the two never drift.
// The lock file committed with the site is another record, written by `ssg fetch` only.
//
// What a run fetches goes through `CacheUpdates`: `ssg fetch` stores it at once; a build stores
// it only once the build has succeeded, so a body that breaks the build never replaces the copy
// that last worked.
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from '../output/atomic-write.js';
import { readLockFile, sha256Hex, updateLockEntry } from './lock-file.js';
import type { LockEntry } from './types.js';

/** The cache index, inside the cache folder (ids never contain a dot, so it cannot clash). */
export const CACHE_INDEX = 'index.json';

/** Path of the cache file for an id (`static`, `code/o/r/main/a.py`), kept inside the folder. */
export function cacheFilePath(cacheDir: string, id: string): string {
  const segments = id.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) {
    throw new Error(`Invalid remote cache id "${id}"`);
  }
  return path.join(cacheDir, ...segments);
}

export interface CachedCopy {
  bytes: Buffer;
  entry: LockEntry;
}

/** The cached bytes for `id` if the cache index records them for this URL with the same hash. */
export function readValidCache({ cacheDir, id, url }: { cacheDir: string; id: string; url: string }): CachedCopy | undefined {
  const entry = readLockFile(path.join(cacheDir, CACHE_INDEX)).sources[id];
  if (!entry || entry.url !== url) return undefined;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(cacheFilePath(cacheDir, id));
  } catch {
    return undefined;
  }
  return sha256Hex(bytes) === entry.sha256 ? { bytes, entry } : undefined;
}

/** One fetched file to keep. */
export interface CacheUpdate {
  cacheDir: string;
  id: string;
  bytes: Uint8Array;
  entry: LockEntry;
}

/** Stores fetched bytes and their index entry atomically, skipping the file write when unchanged. */
export function writeCache({ cacheDir, id, bytes, entry }: CacheUpdate): void {
  const file = cacheFilePath(cacheDir, id);
  let same = false;
  try {
    same = sha256Hex(fs.readFileSync(file)) === entry.sha256;
  } catch {
    // No cache file yet: write it below.
  }
  if (!same) writeFileAtomicSync(file, bytes);
  updateLockEntry({ file: path.join(cacheDir, CACHE_INDEX), id, entry });
}

/** What one run learnt from the network, and the cache writes it owes. Owned by the caller. */
export interface CacheUpdates {
  /** A new body was fetched (and accepted). */
  fetched(update: CacheUpdate): void;
  /** The server confirmed the cached copy (304). */
  confirmed(id: string, entry: LockEntry): void;
  /** What the network holds now, by id: every file fetched or confirmed in this run. */
  readonly current: ReadonlyMap<string, LockEntry>;
  /** Writes the pending files into the cache (a no-op for immediate updates). */
  commit(): void;
}

/** Updates written at once (`ssg fetch`), or held until `commit` (a build, once it succeeded). */
export function createCacheUpdates({ deferred }: { deferred: boolean }): CacheUpdates {
  const current = new Map<string, LockEntry>();
  const pending = new Map<string, CacheUpdate>();
  return {
    fetched(update) {
      current.set(update.id, update.entry);
      if (deferred) pending.set(`${update.cacheDir}\0${update.id}`, update);
      else writeCache(update);
    },
    confirmed(id, entry) {
      current.set(id, entry);
    },
    current,
    commit() {
      for (const update of pending.values()) writeCache(update);
      pending.clear();
    },
  };
}
