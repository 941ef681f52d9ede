// The local cache of fetched bytes, one file per lock id under the cache folder. A cached copy
// counts only when the lock agrees with it (same URL, same SHA-256), so the two never drift.
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from './atomic-write.js';
import { readLockFile, sha256Hex } from './lock-file.js';
import type { LockEntry } from './types.js';

/** Path of the cache file for a lock id (`static`, `code/o/r/main/a.py`), kept inside the folder. */
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

/** The cached bytes for `id` if the lock records them for this URL with the same hash. */
export function readValidCache({
  cacheDir,
  lockFile,
  id,
  url,
}: {
  cacheDir: string;
  lockFile: string;
  id: string;
  url: string;
}): CachedCopy | undefined {
  const entry = readLockFile(lockFile).sources[id];
  if (!entry || entry.url !== url) return undefined;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(cacheFilePath(cacheDir, id));
  } catch {
    return undefined;
  }
  return sha256Hex(bytes) === entry.sha256 ? { bytes, entry } : undefined;
}

/** Stores fetched bytes atomically, skipping the write when the file already holds them. */
export function writeCache({ cacheDir, id, bytes }: { cacheDir: string; id: string; bytes: Uint8Array }): void {
  const file = cacheFilePath(cacheDir, id);
  try {
    if (sha256Hex(fs.readFileSync(file)) === sha256Hex(bytes)) return;
  } catch {
    // No cache file yet: write it below.
  }
  writeFileAtomicSync(file, bytes);
}
