import { lstat, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './check-output-dir.js';
import { routeToFile } from './types.js';
import { stageOutput, writeOutput, writePace, type FileStamp } from './write-output.js';

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A temporary folder with an output folder `build/` from an earlier build; returns that folder. */
async function previousBuild(): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'ssg-out-'));
  const outDir = path.join(dir, 'build');
  await mkdir(outDir);
  await writeFile(path.join(outDir, 'index.html'), 'previous');
  await writeFile(path.join(outDir, OUTPUT_MARKER), '');
  return outDir;
}

/** A temporary folder with `build/` written by a first build of `files` (path → text); returns the folder and each file's stamp. */
async function firstBuild(files: Record<string, string>): Promise<{ outDir: string; stamps: Map<string, FileStamp> }> {
  dir = await mkdtemp(path.join(tmpdir(), 'ssg-out-'));
  const outDir = path.join(dir, 'build');
  const first = stageOutput(outDir);
  const stamps = new Map<string, FileStamp>();
  for (const [file, contents] of Object.entries(files)) stamps.set(file, await first.write({ path: file, contents }));
  await first.commit([]);
  return { outDir, stamps };
}

describe('writeOutput', () => {
  it('replaces the previous output and leaves no temporary folders', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ssg-out-'));
    const outDir = path.join(dir, 'build');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'stale.html'), 'old');
    await writeFile(path.join(outDir, OUTPUT_MARKER), '');
    const source = path.join(dir, 'logo.svg');
    await writeFile(source, '<svg/>');
    await writeOutput({ outDir, files: [{ path: 'index.html', contents: '<p>new</p>' }, { path: 'img/logo.svg', copyFrom: source }] });
    expect((await readdir(outDir)).sort()).toEqual([OUTPUT_MARKER, 'img', 'index.html']);
    expect(await readFile(path.join(outDir, 'img/logo.svg'), 'utf8')).toBe('<svg/>');
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['build', 'logo.svg']));
    expect((await readdir(dir)).length).toBe(2);
  });

  it('removes the staging folders that interrupted builds left, not those of a build still running', async () => {
    const outDir = await previousBuild();
    // No process has this number; process 1 always runs.
    await mkdir(path.join(dir, '.build.tmp-99999999', 'docs'), { recursive: true });
    await mkdir(path.join(dir, '.build.old-99999998'));
    await mkdir(path.join(dir, '.build.tmp-1'));
    await writeOutput({ outDir, files: [{ path: 'index.html', contents: 'new' }] });
    expect((await readdir(dir)).sort()).toEqual(['.build.tmp-1', 'build']);
  });

  it('keeps the previous output when a write fails', async () => {
    const outDir = await previousBuild();
    await expect(writeOutput({ outDir, files: [{ path: 'a.html', copyFrom: path.join(dir, 'missing') }] })).rejects.toThrow(/ENOENT/);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('previous');
    expect(await readdir(dir)).toEqual(['build']);
  });

  it('refuses a path that leads out of the output folder, writing nothing anywhere', async () => {
    const outDir = await previousBuild();
    for (const file of ['../escaped.html', 'docs/../../escaped.html', '/tmp/escaped.html']) {
      await expect(writeOutput({ outDir, files: [{ path: 'index.html', contents: 'new' }, { path: file, contents: 'x' }] })).rejects.toThrow(
        `The file ${JSON.stringify(file)} of the site would be written outside the output folder; nothing was written`,
      );
      const staged = stageOutput(outDir);
      await expect(staged.write({ path: file, contents: 'x' })).rejects.toThrow('outside the output folder');
      expect(await staged.reuse(file, { size: 1, mtimeMs: 0 })).toBe(false);
      await staged.discard();
    }
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

  it('takes files while the build runs, shows nothing until the commit, and keeps them over later ones', async () => {
    const outDir = await previousBuild();
    const staged = stageOutput(outDir);
    await Promise.all([staged.write({ path: 'docs/a/index.html', contents: 'page a' }), staged.write({ path: 'docs/b/index.html', contents: 'page b' })]);
    expect((await readdir(outDir)).sort()).toEqual([OUTPUT_MARKER, 'index.html']);
    await staged.commit([{ path: 'docs/./a/index.html', contents: 'static a' }, { path: 'robots.txt', contents: 'User-agent: *' }]);
    expect(await readFile(path.join(outDir, 'docs/a/index.html'), 'utf8')).toBe('page a');
    expect(await readFile(path.join(outDir, 'docs/b/index.html'), 'utf8')).toBe('page b');
    expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *');
    expect((await readdir(outDir)).sort()).toEqual([OUTPUT_MARKER, 'docs', 'robots.txt']);
    expect(await readdir(dir)).toEqual(['build']);
  });

  it('discards what was written when the build fails', async () => {
    const outDir = await previousBuild();
    const staged = stageOutput(outDir);
    await staged.write({ path: 'index.html', contents: 'half' });
    await staged.discard();
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('previous');
    expect(await readdir(dir)).toEqual(['build']);
  });

  it('maps routes to files', () => {
    expect(routeToFile('/')).toBe('index.html');
    expect(routeToFile('/404')).toBe('404.html');
    expect(routeToFile('/docs/x')).toBe('docs/x/index.html');
  });

  it('reuses a file of the last output only while it is the very file written', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ssg-out-'));
    const outDir = path.join(dir, 'build');
    const first = stageOutput(outDir);
    const stamp = await first.write({ path: 'docs/a/index.html', contents: 'page a' });
    const other = await first.write({ path: 'docs/b/index.html', contents: 'page b' });
    await first.commit([]);
    await writeFile(path.join(outDir, 'docs/b/index.html'), 'edited by hand');
    await mkdir(path.join(outDir, 'docs/c'));
    await symlink(path.join(outDir, 'docs/a/index.html'), path.join(outDir, 'docs/c/index.html'));
    const second = stageOutput(outDir);
    expect(await second.reuse('docs/a/index.html', stamp)).toBe(true);
    expect(await second.reuse('docs/b/index.html', other)).toBe(false);
    expect(await second.reuse('docs/c/index.html', stamp)).toBe(false);
    expect(await second.reuse('docs/gone/index.html', stamp)).toBe(false);
    await second.commit([]);
    expect(await readFile(path.join(outDir, 'docs/a/index.html'), 'utf8')).toBe('page a');
    expect((await readdir(path.join(outDir, 'docs'))).sort()).toEqual(['a']);
  });

  it('updates in place when it keeps files: changed files replaced, the rest as a new build would leave it', async () => {
    const { outDir, stamps } = await firstBuild({
      'docs/a/index.html': 'page a',
      'docs/b/index.html': 'page b',
      'old/index.html': 'gone next time',
      x: 'a file, then a folder',
      'y/index.html': 'a folder, then a file',
    });
    await writeFile(path.join(outDir, 'stray.txt'), 'not from the build');
    const inode = (await stat(path.join(outDir, 'docs/a/index.html'))).ino;

    const second = stageOutput(outDir);
    expect(await second.reuse('docs/a/index.html', stamps.get('docs/a/index.html') as FileStamp)).toBe(true);
    await second.write({ path: 'docs/b/index.html', contents: 'page b, edited' });
    await second.commit([{ path: 'x/index.html', contents: 'now a page' }, { path: 'y', contents: 'now a file' }]);
    expect(await readFile(path.join(outDir, 'docs/b/index.html'), 'utf8')).toBe('page b, edited');
    expect(await readFile(path.join(outDir, 'x/index.html'), 'utf8')).toBe('now a page');
    expect(await readFile(path.join(outDir, 'y'), 'utf8')).toBe('now a file');
    // The kept file is the very one the last build wrote, not a copy.
    expect((await stat(path.join(outDir, 'docs/a/index.html'))).ino).toBe(inode);
    expect((await readdir(outDir)).sort()).toEqual([OUTPUT_MARKER, 'docs', 'x', 'y']);
    expect(await readFile(path.join(outDir, OUTPUT_MARKER), 'utf8')).toBe(OUTPUT_MARKER_TEXT);
    expect(await readdir(dir)).toEqual(['build']);
  });

  it('changes nothing in the output folder when every file is kept', async () => {
    const { outDir, stamps } = await firstBuild({ 'index.html': 'home', 'docs/a/index.html': 'page a', 'assets/app.js': 'app' });
    const before = await lstat(path.join(outDir, 'docs'));
    const second = stageOutput(outDir);
    for (const [file, stamp] of stamps) expect(await second.reuse(file, stamp)).toBe(true);
    await second.commit([]);
    expect((await lstat(path.join(outDir, 'docs'))).mtimeMs).toBe(before.mtimeMs);
    expect((await readdir(outDir, { recursive: true })).sort()).toEqual([OUTPUT_MARKER, 'assets', 'assets/app.js', 'docs', 'docs/a', 'docs/a/index.html', 'index.html']);
    expect(await readdir(dir)).toEqual(['build']);
  });

  it('leaves the output as it was when a build that keeps files is discarded', async () => {
    const { outDir, stamps } = await firstBuild({ 'a.html': 'a', 'b.html': 'b' });
    const second = stageOutput(outDir);
    expect(await second.reuse('a.html', stamps.get('a.html') as FileStamp)).toBe(true);
    await second.write({ path: 'b.html', contents: 'b, half done' });
    await second.discard();
    expect((await readdir(outDir)).sort()).toEqual([OUTPUT_MARKER, 'a.html', 'b.html']);
    expect(await readFile(path.join(outDir, 'b.html'), 'utf8')).toBe('b');
    expect(await readdir(dir)).toEqual(['build']);
  });

  it('replaces the output instead when a kept file is reached through a link put there since', async () => {
    const { outDir, stamps } = await firstBuild({ 'docs/a/index.html': 'page a' });
    // The folder moved elsewhere, a link in its place: the file is still "as written".
    await mkdir(path.join(dir, 'elsewhere'));
    await rename(path.join(outDir, 'docs'), path.join(dir, 'elsewhere', 'docs'));
    await symlink(path.join(dir, 'elsewhere', 'docs'), path.join(outDir, 'docs'));
    const second = stageOutput(outDir);
    expect(await second.reuse('docs/a/index.html', stamps.get('docs/a/index.html') as FileStamp)).toBe(true);
    await second.commit([]);
    expect((await lstat(path.join(outDir, 'docs'))).isDirectory()).toBe(true);
    expect(await readFile(path.join(outDir, 'docs/a/index.html'), 'utf8')).toBe('page a');
    expect(await readFile(path.join(dir, 'elsewhere/docs/a/index.html'), 'utf8')).toBe('page a');
  });

  it('writes through the thread pool once the first writes were slow, to the same output and stamps', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ssg-out-'));
    const outDir = path.join(dir, 'build');
    // Every write counts as slow: after the first ones, timed, the rest go through the thread pool.
    const pace = writePace(-1);
    const staged = stageOutput(outDir, {}, pace);
    const files = Array.from({ length: 48 }, (_, i) => ({ path: `docs/group-${i % 4}/page-${i}/index.html`, contents: `page ${i}` }));
    const stamps = await Promise.all(files.map((file) => staged.write(file)));
    expect(pace.slow()).toBe(true);
    await staged.commit([]);
    for (const [i, file] of files.entries()) {
      const written = await stat(path.join(outDir, file.path));
      expect(await readFile(path.join(outDir, file.path), 'utf8')).toBe(`page ${i}`);
      expect(stamps[i]).toEqual({ size: written.size, mtimeMs: written.mtimeMs });
    }
  });

  it('discards writes through the thread pool still under way, leaving the previous output', async () => {
    const outDir = await previousBuild();
    const staged = stageOutput(outDir, {}, writePace(-1));
    const writes = Array.from({ length: 48 }, (_, i) => staged.write({ path: `p${i}/index.html`, contents: 'new' }).catch(() => undefined));
    await staged.discard();
    await Promise.all(writes);
    expect((await readdir(dir)).sort()).toEqual(['build']);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('previous');
  });
});
