import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../../test/fixtures/remote-mirror-server/site-dir.js';
import { UserError } from '../report/diagnostics.js';
import { readLockFile, serializeLockFile, updateLockEntry } from './lock-file.js';
import type { LockEntry } from './types.js';

const entry = (sha: string, fetchedAt = '2025-01-01T00:00:00.000Z'): LockEntry => ({
  url: 'https://example.com/a.md',
  sha256: sha.repeat(64),
  size: 3,
  fetchedAt,
});

describe('lock file', () => {
  it('a missing file is an empty lock', () => {
    expect(readLockFile(path.join(makeSite(), 'remote.lock.json'))).toEqual({ version: 1, sources: {} });
  });

  it('serialises with sorted ids, fixed field order and a final newline', () => {
    const text = serializeLockFile({
      version: 1,
      sources: { zeta: { fetchedAt: 'T', size: 1, sha256: 'a'.repeat(64), url: 'u', etag: '"e"' }, alpha: entry('b') },
    });
    expect(text).toBe(
      `{\n  "version": 1,\n  "sources": {\n    "alpha": {\n      "url": "https://example.com/a.md",\n      "sha256": "${'b'.repeat(64)}",\n      "size": 3,\n      "fetchedAt": "2025-01-01T00:00:00.000Z"\n    },\n    "zeta": {\n      "url": "u",\n      "sha256": "${'a'.repeat(64)}",\n      "size": 1,\n      "etag": "\\"e\\"",\n      "fetchedAt": "T"\n    }\n  }\n}\n`,
    );
  });

  it('updates one entry, keeps the others, keeps fetchedAt when the content is the same', () => {
    const file = path.join(makeSite(), 'remote.lock.json');
    updateLockEntry({ file, id: 'b', entry: entry('b') });
    updateLockEntry({ file, id: 'a', entry: entry('a') });
    const mtime = fs.statSync(file).mtimeMs;
    const kept = updateLockEntry({ file, id: 'a', entry: entry('a', '2030-01-01T00:00:00.000Z') });
    expect(kept.fetchedAt).toBe('2025-01-01T00:00:00.000Z');
    expect(fs.statSync(file).mtimeMs).toBe(mtime);
    updateLockEntry({ file, id: 'a', entry: entry('c', '2030-01-01T00:00:00.000Z') });
    const lock = readLockFile(file);
    expect(Object.keys(lock.sources)).toEqual(['a', 'b']);
    expect(lock.sources.a).toEqual(entry('c', '2030-01-01T00:00:00.000Z'));
    expect(fs.readdirSync(path.dirname(file))).toEqual(['remote.lock.json']);
  });

  it('a malformed lock is a UserError with a hint', () => {
    const root = makeSite({ 'remote.lock.json': '<<<<<<< HEAD\n' });
    const error = (() => {
      try {
        readLockFile(path.join(root, 'remote.lock.json'));
      } catch (e) {
        return e;
      }
    })() as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toMatch(/remote\.lock\.json is not valid: it is not JSON$/);
    expect(error.hint).toContain('ssg fetch');
    const bad = makeSite({ 'remote.lock.json': '{"version":1,"sources":{"x":{"url":"u"}}}' });
    expect(() => readLockFile(path.join(bad, 'remote.lock.json'))).toThrow('entry "x" needs url, sha256, size and fetchedAt');
  });

  it('the committed site lock is valid', () => {
    const committed = path.resolve(import.meta.dirname, '../../../../site/remote.lock.json');
    expect(readLockFile(committed).version).toBe(1);
  });
});
