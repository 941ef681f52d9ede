import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../../test/fixtures/remote-mirror-server/site-dir.js';
import { readLockFile, serializeLockFile } from './lock-file.js';
import { lockDrift, writeLock } from './lock-sync.js';
import type { LockEntry } from './types.js';

const entry = (url: string, sha: string, fetchedAt = '2025-01-01T00:00:00.000Z'): LockEntry => ({ url, sha256: sha.repeat(64), size: 3, fetchedAt });

describe('writeLock', () => {
  it('records what was fetched, keeps entries of files not fetched, prunes the rest', () => {
    const root = makeSite({
      'remote.lock.json': serializeLockFile({ version: 1, sources: { a: entry('u/a', 'a'), gone: entry('u/g', 'd'), kept: entry('u/k', 'e') } }),
    });
    const lockFile = path.join(root, 'remote.lock.json');
    const current = new Map([['a', entry('u/a', 'b', '2026-01-01T00:00:00.000Z')], ['new', entry('u/n', 'c')]]);
    expect(writeLock({ lockFile, ids: ['a', 'kept', 'new'], current })).toEqual({ written: true, pruned: ['gone'] });
    expect(readLockFile(lockFile).sources).toEqual({ a: current.get('a'), kept: entry('u/k', 'e'), new: entry('u/n', 'c') });
    const mtime = fs.statSync(lockFile).mtimeMs;
    // The same content fetched again later: nothing to write, the first date stays.
    const again = new Map([['a', entry('u/a', 'b', '2027-01-01T00:00:00.000Z')]]);
    expect(writeLock({ lockFile, ids: ['a', 'kept', 'new'], current: again })).toEqual({ written: false, pruned: [] });
    expect(fs.statSync(lockFile).mtimeMs).toBe(mtime);
  });
});

describe('lockDrift', () => {
  it('warns once, naming the files whose fetched version the lock does not record', () => {
    const root = makeSite({ 'remote.lock.json': serializeLockFile({ version: 1, sources: { a: entry('u/a', 'a'), b: entry('u/b', 'b') } }) });
    const lockFile = path.join(root, 'remote.lock.json');
    expect(lockDrift({ root, lockFile, current: new Map([['a', entry('u/a', 'a', 'later')]]) })).toBeUndefined();
    expect(lockDrift({ root, lockFile, current: new Map([['a', entry('u/a', 'a')], ['b', entry('u/b', 'x')], ['c', entry('u/c', 'c')]]) })).toEqual({
      severity: 'warning',
      rule: 'remote',
      file: 'remote.lock.json',
      message: 'The lock file does not record the versions this build fetched of 2 remote files (b, c)',
      hint: 'Run ssg fetch to record them (builds never change the lock file).',
    });
  });
});
