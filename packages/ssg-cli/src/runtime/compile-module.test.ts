import { mkdtemp, readdir, readFile, rm, writeFile, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileCacheDir, compileModules } from './compile-module.js';

describe('compileModules', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ssg-compile-'));
    await writeFile(path.join(root, 'entry.ts'), "import { value } from './part';\nexport default value;\n");
    await writeFile(path.join(root, 'part.ts'), 'export const value: number = 1;\n');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const compile = async (): Promise<{ hash: string; url: string }> => {
    const [module] = await compileModules({ root, entries: [path.join(root, 'entry.ts')], hint: 'Fix it.' });
    if (!module) throw new Error('no module');
    return module;
  };
  /** Moves a file's time back, so that an edit of the same size is seen by its time alone. */
  const edit = async (file: string, text: string, seconds: number): Promise<void> => {
    await writeFile(path.join(root, file), text);
    const time = new Date(Date.now() - seconds * 1000);
    await utimes(path.join(root, file), time, time);
  };

  it('records what a compile read and reuses it until one of those files changes', async () => {
    const first = await compile();
    const records = (await readdir(compileCacheDir(root))).filter((name) => name.startsWith('compile.'));
    expect(records).toHaveLength(1);
    const recordFile = path.join(compileCacheDir(root), records[0] as string);
    const recordOf = async (): Promise<{ inputs: Record<string, string> }> => JSON.parse(await readFile(recordFile, 'utf8'));
    expect(Object.keys((await recordOf()).inputs)).toEqual(expect.arrayContaining([path.join(root, 'entry.ts'), path.join(root, 'part.ts'), path.join(root, 'tsconfig.json')]));
    expect((await recordOf()).inputs[path.join(root, 'tsconfig.json')]).toBe('-');
    // Unchanged: the recorded module.
    expect(await compile()).toEqual(first);
    // An imported file changed (same size): compiled again.
    await edit('part.ts', 'export const value: number = 2;\n', 60);
    const second = await compile();
    expect(second.hash).not.toBe(first.hash);
    expect((await import(second.url)).default).toBe(2);
    // A tsconfig.json appearing beside the sources is a change too: compiled again, and recorded with it.
    await writeFile(path.join(root, 'tsconfig.json'), '{}\n');
    expect((await compile()).hash).toBe(second.hash);
    expect((await recordOf()).inputs[path.join(root, 'tsconfig.json')]).toMatch(/^3:/);
  });

  it('compiles again when the recorded module file is gone', async () => {
    const first = await compile();
    await rm(new URL(first.url));
    const again = await compile();
    expect(again).toEqual(first);
    expect((await import(again.url)).default).toBe(1);
  });
});
