// The lock file (`remote.lock.json`, committed with the site) records which version of each remote
// file the site was last refreshed to. Only `ssg fetch` writes it (and drops the entries of files
// the site no longer uses); a build never changes a tracked file, it warns when what it fetched
// differs from what the lock records.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../report/diagnostics.js';
import { writeFileAtomicSync } from '../output/atomic-write.js';
import { readLockFile, sameContent, serializeLockFile } from './lock-file.js';
import type { LockEntry, LockFile } from './types.js';

/**
 * Rewrites the lock for exactly the files `ids`: what this run fetched (`current`), else the entry
 * the lock had. Entries of other ids are pruned. Writes only when the text changes.
 */
export function writeLock({ lockFile, ids, current }: { lockFile: string; ids: Iterable<string>; current: ReadonlyMap<string, LockEntry> }): { written: boolean; pruned: string[] } {
  const lock = readLockFile(lockFile);
  const keep = new Set(ids);
  const sources: Record<string, LockEntry> = {};
  for (const id of keep) {
    const previous = lock.sources[id];
    const fetched = current.get(id);
    const entry = fetched && previous && sameContent(previous, fetched) ? previous : (fetched ?? previous);
    if (entry) sources[id] = entry;
  }
  const pruned = Object.keys(lock.sources).filter((id) => !keep.has(id)).sort();
  const text = serializeLockFile({ version: 1, sources } satisfies LockFile);
  const before = fs.existsSync(lockFile) ? fs.readFileSync(lockFile, 'utf8') : undefined;
  if (text === before) return { written: false, pruned };
  writeFileAtomicSync(lockFile, text);
  return { written: true, pruned };
}

/** One warning when the files this build fetched are not the versions the lock records. */
export function lockDrift({ root, lockFile, current }: { root: string; lockFile: string; current: ReadonlyMap<string, LockEntry> }): Diagnostic | undefined {
  const lock = readLockFile(lockFile);
  const stale = [...current].filter(([id, entry]) => {
    const locked = lock.sources[id];
    return !locked || locked.url !== entry.url || locked.sha256 !== entry.sha256;
  }).map(([id]) => id).sort();
  if (stale.length === 0) return undefined;
  const relative = path.relative(root, lockFile);
  const named = stale.length > 3 ? `${stale.slice(0, 3).join(', ')} and ${stale.length - 3} more` : stale.join(', ');
  return {
    severity: 'warning',
    rule: 'remote',
    file: relative.startsWith('..') ? lockFile : relative.split(path.sep).join('/'),
    message: `The lock file does not record the versions this build fetched of ${stale.length} remote file${stale.length === 1 ? '' : 's'} (${named})`,
    hint: 'Run ssg fetch to record them (builds never change the lock file).',
  };
}
