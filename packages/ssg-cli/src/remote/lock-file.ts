// The lock file (`remote.lock.json`, committed with the site), and the cache's own index in the
// same format, record what each remote file was when last fetched: url, sha256, size, validators and date. Keys are sorted so diffs stay small,
// and the file is rewritten atomically, only when an entry really changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { UserError } from '../report/diagnostics.js';
import { writeFileAtomicSync } from '../output/atomic-write.js';
import type { LockEntry, LockFile } from './types.js';

/** Hex SHA-256 of some bytes. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Reads the lock file; a missing file is an empty lock, a malformed one a `UserError`. */
export function readLockFile(file: string): LockFile {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, sources: {} };
    throw error;
  }
  const invalid = (what: string, cause?: unknown) =>
    new UserError(`The lock file ${file} is not valid: ${what}`, {
      cause,
      hint: 'fix it (a merge conflict?) or delete it and run `ssg fetch` with network',
    });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (cause) {
    throw invalid('it is not JSON', cause);
  }
  if (!isRecord(data) || data.version !== 1 || !isRecord(data.sources)) {
    throw invalid('expected { "version": 1, "sources": { … } }');
  }
  for (const [id, entry] of Object.entries(data.sources)) {
    if (!isLockEntry(entry)) throw invalid(`entry "${id}" needs url, sha256, size and fetchedAt`);
  }
  return data as unknown as LockFile;
}

/** The lock file's text: sorted ids, fields in a fixed order, two-space indent, final newline. */
export function serializeLockFile(lock: LockFile): string {
  const sources: Record<string, LockEntry> = {};
  for (const id of Object.keys(lock.sources).sort()) {
    const { url, sha256, size, etag, lastModified, fetchedAt } = lock.sources[id]!;
    sources[id] = { url, sha256, size, ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}), fetchedAt };
  }
  return `${JSON.stringify({ version: 1, sources }, null, 2)}\n`;
}

/**
 * Sets one entry, re-reading the file first so concurrent callers in this process never lose
 * each other's entries (read, merge and write are synchronous). Keeps the old `fetchedAt` when
 * nothing else changed; writes only when the text differs. Returns the entry now stored.
 */
export function updateLockEntry({ file, id, entry }: { file: string; id: string; entry: LockEntry }): LockEntry {
  const lock = readLockFile(file);
  const previous = lock.sources[id];
  const stored = previous && sameContent(previous, entry) ? previous : entry;
  const next: LockFile = { version: 1, sources: { ...lock.sources, [id]: stored } };
  const text = serializeLockFile(next);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (text !== current) writeFileAtomicSync(file, text);
  return stored;
}

/** Whether two entries record the same file (the date of the fetch aside). */
export function sameContent(a: LockEntry, b: LockEntry): boolean {
  return a.url === b.url && a.sha256 === b.sha256 && a.size === b.size && a.etag === b.etag && a.lastModified === b.lastModified;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLockEntry(value: unknown): value is LockEntry {
  return (
    isRecord(value) &&
    typeof value.url === 'string' &&
    typeof value.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(value.sha256) &&
    typeof value.size === 'number' &&
    typeof value.fetchedAt === 'string' &&
    (value.etag === undefined || typeof value.etag === 'string') &&
    (value.lastModified === undefined || typeof value.lastModified === 'string')
  );
}
