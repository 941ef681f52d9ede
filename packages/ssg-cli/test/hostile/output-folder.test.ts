// Issue: `--out-dir` pointed at the site, its parent, the repository or any folder of other files
// deleted them. Each is refused with a clear error, and nothing is touched.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../src/output/check-output-dir.js';
import { BIN, type SiteCopy } from '../helpers/cli.js';
import { expectUserError, fingerprint, hostileSite, ssg } from './helpers.js';

const copies: SiteCopy[] = [];
afterAll(() => {
  for (const copy of copies) copy.remove();
});
const site = (files: Record<string, string> = {}): SiteCopy => {
  const copy = hostileSite(files);
  copies.push(copy);
  return copy;
};

describe.concurrent('the output folder', () => {
  it('refuses the site folder, its parent and the repository, touching nothing', async () => {
    const copy = site();
    const before = fingerprint(copy.dir);
    expect(expectUserError(await ssg(copy, ['build', '--out-dir', 'site']))).toEqual([
      '✖ Refusing to write the site into site: it is the site folder',
      '  hint: Choose a folder of its own, such as site/build (the default).',
    ]);
    expect(expectUserError(await ssg(copy, ['build', '--out-dir', '.']))[0]).toBe('✖ Refusing to write the site into .: it contains the site folder site');
    mkdirSync(path.join(copy.dir, '.git'));
    expect(expectUserError(await ssg(copy, ['build', '--out-dir', '.']))[0]).toBe(`✖ Refusing to write the site into .: it is the repository ${copy.dir}`);
    expect(fingerprint(copy.dir)).toEqual(before);
  });

  it('refuses a non-empty folder no build wrote unless --force, and a file', async () => {
    const copy = site();
    mkdirSync(path.join(copy.dir, 'notes'));
    writeFileSync(path.join(copy.dir, 'notes', 'todo.txt'), 'keep me');
    writeFileSync(path.join(copy.dir, 'report.pdf'), 'a file');
    const before = fingerprint(copy.dir);
    expect(expectUserError(await ssg(copy, ['build', '--out-dir', 'notes']))).toEqual([
      `✖ Refusing to write the site into notes: the folder is not empty and was not written by ssg (it has no ${OUTPUT_MARKER} file); building would delete todo.txt`,
      '  hint: Pass --force to replace it anyway, or choose an empty or new folder.',
    ]);
    expect(expectUserError(await ssg(copy, ['build', '--out-dir', 'report.pdf']))[0]).toBe('✖ Refusing to write the site into report.pdf: it is a file, not a folder');
    expect(fingerprint(copy.dir)).toEqual(before);
    const forced = await ssg(copy, ['build', '--out-dir', 'notes', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(fingerprint(path.join(copy.dir, 'notes'))).toHaveProperty(OUTPUT_MARKER);
    expect(fingerprint(path.join(copy.dir, 'notes'))).not.toHaveProperty('todo.txt');
  });

  it('refuses a folder inside a source folder, which the next build would read', async () => {
    const copy = site({ 'static/robots.txt': 'User-agent: *\n' });
    const before = fingerprint(copy.dir);
    expect(expectUserError(await ssg(copy, ['build', '--out-dir', 'site/static/out']))[0]).toBe(
      '✖ Refusing to write the site into site/static/out: it is inside the source folder site/static, which the next build would read',
    );
    expect(fingerprint(copy.dir)).toEqual(before);
  });

  it('replaces its own earlier output, marked as such', async () => {
    const copy = site();
    for (let build = 0; build < 2; build++) {
      const run = await ssg(copy, ['build', '--out-dir', 'out']);
      expect(run.code, run.stderr).toBe(0);
    }
    expect(readFileSync(path.join(copy.dir, 'out', OUTPUT_MARKER), 'utf8')).toMatch(/written by `ssg build`/);
  });

  it('says why a folder cannot be written (a name too long, a place where no folder can be made) instead of an internal error or a build that never ends', async () => {
    const copy = site();
    const before = fingerprint(copy.dir);
    const long = 'o'.repeat(260);
    expect(expectUserError(await ssg(copy, ['build', '--out-dir', long]))).toEqual([
      `✖ Could not write ${long}: its name is too long`,
      "  hint: Choose a shorter --out-dir, or shorten the slug or file name the page's address comes from.",
    ]);
    // Where the parent exists and yet no folder can be made, Node's recursive mkdir tried for ever.
    if (existsSync('/proc/self')) {
      expect(expectUserError(await ssg(copy, ['build', '--out-dir', '/proc/ssg-out']))[0]).toBe('✖ Could not write /proc/ssg-out: no folder can be made there');
    }
    expect(fingerprint(copy.dir)).toEqual(before);
  });

  it('writes more files than the process may hold open at once', () => {
    // 400 docs: 400 pages, 400 Markdown files and the rest, under a limit of 256 open files (all
    // of the Markdown files were opened at once, and the build failed).
    const docs = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`docs/d${i}.md`, `# Doc ${i}\n\nText ${i}.\n`]));
    const copy = site(docs);
    const run = spawnSync('bash', ['-c', 'ulimit -n 256 && exec "$0" "$@"', process.execPath, BIN, 'build', '--root', 'site', '--out-dir', 'out', '--no-cache'], { cwd: copy.dir, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(path.join(copy.dir, 'out', 'docs')).filter((name) => name.endsWith('.md'))).toHaveLength(401);
  });
});
