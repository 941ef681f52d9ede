import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeToFile } from './types.js';
import { writeOutput } from './write-output.js';

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeOutput', () => {
  it('replaces the previous output and leaves no temporary folders', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ssg-out-'));
    const outDir = path.join(dir, 'build');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'stale.html'), 'old');
    const source = path.join(dir, 'logo.svg');
    await writeFile(source, '<svg/>');
    await writeOutput({ outDir, files: [{ path: 'index.html', contents: '<p>new</p>' }, { path: 'img/logo.svg', copyFrom: source }] });
    expect((await readdir(outDir)).sort()).toEqual(['img', 'index.html']);
    expect(await readFile(path.join(outDir, 'img/logo.svg'), 'utf8')).toBe('<svg/>');
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['build', 'logo.svg']));
    expect((await readdir(dir)).length).toBe(2);
  });

  it('keeps the previous output when a write fails', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ssg-out-'));
    const outDir = path.join(dir, 'build');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'index.html'), 'previous');
    await expect(writeOutput({ outDir, files: [{ path: 'a.html', copyFrom: path.join(dir, 'missing') }] })).rejects.toThrow(/ENOENT/);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('previous');
    expect(await readdir(dir)).toEqual(['build']);
  });

  it('writes a path listed twice once, with the last contents', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ssg-out-'));
    const outDir = path.join(dir, 'build');
    const big = 'first '.repeat(200_000);
    await writeOutput({ outDir, files: [{ path: 'docs/a/index.html', contents: big }, { path: 'docs/./a/index.html', contents: 'second' }] });
    expect(await readFile(path.join(outDir, 'docs/a/index.html'), 'utf8')).toBe('second');
  });

  it('maps routes to files', () => {
    expect(routeToFile('/')).toBe('index.html');
    expect(routeToFile('/404')).toBe('404.html');
    expect(routeToFile('/docs/x')).toBe('docs/x/index.html');
  });
});
