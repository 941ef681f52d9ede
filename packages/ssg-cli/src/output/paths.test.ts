import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isFile, isFolder } from './paths.js';

describe('isFile and isFolder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssg-paths-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('follow links, and say false for what cannot be read: missing, a link to nothing, a link that loops', () => {
    writeFileSync(path.join(dir, 'file.md'), '# A\n');
    mkdirSync(path.join(dir, 'folder'));
    symlinkSync(path.join(dir, 'file.md'), path.join(dir, 'to-file'));
    symlinkSync(path.join(dir, 'folder'), path.join(dir, 'to-folder'));
    symlinkSync(path.join(dir, 'nowhere'), path.join(dir, 'dangling'));
    symlinkSync(path.join(dir, 'loop'), path.join(dir, 'loop'));
    expect([isFile(path.join(dir, 'file.md')), isFile(path.join(dir, 'to-file')), isFolder(path.join(dir, 'to-folder'))]).toEqual([true, true, true]);
    expect([isFolder(path.join(dir, 'file.md')), isFile(path.join(dir, 'folder'))]).toEqual([false, false]);
    for (const name of ['missing', 'dangling', 'loop']) expect([isFile(path.join(dir, name)), isFolder(path.join(dir, name))], name).toEqual([false, false]);
  });
});
