// Command-line conventions through the real `ssg`: the site folder as a positional [dir] (or
// --root, not both differing; relative folders work for every command), -p for the port,
// examples in --help, and `ssg clear`, which removes the caches and the output folder but never a
// folder no build wrote.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, copyFixture, runCli, stackLines, type SiteCopy } from './helpers/cli.js';

const copies: SiteCopy[] = [];
afterAll(() => {
  for (const copy of copies) copy.remove();
});

/** A remote cache as a build leaves it: each id's file and the index that lists them. */
function writeRemoteCache(dir: string, ids: string[]): void {
  const sources: Record<string, unknown> = {};
  for (const id of ids) {
    const file = path.join(dir, ...id.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'cached');
    sources[id] = { url: `https://example.com/${id}`, sha256: '0'.repeat(64), size: 6, fetchedAt: '2026-11-30T00:00:00.000Z' };
  }
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify({ version: 1, sources }));
}

function site(): SiteCopy {
  const copy = copyFixture('base-url');
  copies.push(copy);
  return copy;
}

describe.concurrent('ssg command-line conventions', () => {
  it('--help of ssg and of each command shows examples', async () => {
    const top = await runCli(['--help']);
    expect(top.stdout).toContain('\nExamples:\n  $ ssg init my-docs');
    expect(top.stdout).toMatch(/^ {2}clear \[options\] \[dir\] {2,}remove the caches/m);
    const commands = ['build', 'serve', 'preview', 'fetch', 'clear'];
    const helps = await Promise.all(commands.map((command) => runCli([command, '--help'])));
    commands.forEach((command, index) => {
      const help = helps[index]!;
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`Usage: ssg ${command} [options] [dir]`);
      expect(help.stdout).toMatch(new RegExp(`\\nExamples:\\n {2}\\$ ssg ${command}`));
      if (command === 'serve' || command === 'preview') expect(help.stdout).toContain('-p, --port <port>');
    });
  });

  it('build takes the site folder as [dir], and refuses two different folders', async () => {
    const copy = site();
    const built = await runCli(['build', 'site', '--offline'], { cwd: copy.dir });
    expect(built.code, built.stderr).toBe(0);
    expect(existsSync(path.join(copy.root, 'build', 'docs', 'intro', 'index.html'))).toBe(true);
    // The same folder twice is fine; two different ones are a usage mistake, before any work.
    expect((await runCli(['build', 'site', '--root', './site/', '--offline'], { cwd: copy.dir })).code).toBe(0);
    const both = await runCli(['build', 'site', '--root', 'elsewhere'], { cwd: copy.dir });
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('✖ Two site folders given: site and --root elsewhere');
    expect(both.stderr).toContain('hint: Name the site folder once');
    expect(stackLines(both.stderr)).toEqual([]);
    // A folder left out after --out-dir: the next option is not taken for it.
    const missing = await runCli(['build', 'site', '--out-dir', '--offline'], { cwd: copy.dir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("option '--out-dir <dir>' argument '--offline' is invalid. expected a folder, not an option");
    expect(existsSync(path.join(copy.dir, '--offline'))).toBe(false);
  });

  it('preview serves the build of a site folder given relatively as [dir], on the port given with -p', async () => {
    const copy = site();
    expect((await runCli(['build', 'site', '--offline'], { cwd: copy.dir })).code).toBe(0);
    const server = spawn(process.execPath, [BIN, 'preview', 'site', '-p', '0'], { cwd: copy.dir, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
    try {
      let output = '';
      const origin = await new Promise<string>((resolve, reject) => {
        server.stderr.setEncoding('utf8');
        server.stderr.on('data', (chunk: string) => {
          output += chunk;
          const url = /Serving (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
          if (url) resolve(url);
        });
        server.once('exit', (code) => reject(new Error(`ssg preview exited (${code}):\n${output}`)));
      });
      expect(output).toContain('Previewing the build in site/build');
      const response = await fetch(`${origin}/docs/intro`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>');
    } finally {
      server.kill('SIGINT');
    }
  });

  it('clear removes the output folder, the build and remote caches and the compiled modules', async () => {
    const copy = site();
    expect((await runCli(['build', 'site', '--offline'], { cwd: copy.dir })).code).toBe(0);
    const remoteCache = path.join(copy.root, '.ssg-cache', 'remote');
    writeRemoteCache(remoteCache, ['static', 'code/o/r/main/a.py']);
    // What an interrupted build leaves beside the output.
    mkdirSync(path.join(copy.root, '.build.tmp-4242'));
    expect(existsSync(path.join(copy.root, '.ssg-cache', 'build'))).toBe(true);
    expect(existsSync(path.join(copy.root, 'node_modules', '.cache', 'ssg'))).toBe(true);
    const cleared = await runCli(['clear', 'site'], { cwd: copy.dir });
    expect(cleared.code, cleared.stderr).toBe(0);
    expect(cleared.stdout).toBe(
      `✔ Removed ${['build', '.build.tmp-4242', '.ssg-cache/build', '.ssg-cache/remote', 'node_modules/.cache/ssg'].map((dir) => `site/${dir}`).join(', ')}\n`,
    );
    // The routes lock is the site's own record, committed like its sources: it stays.
    expect(readdirSync(copy.root).sort()).toEqual(['docs', 'node_modules', 'pages', 'routes.lock.json', 'ssg.config.ts', 'static']);
    expect(existsSync(path.join(copy.root, 'node_modules', '@ssg', 'theme'))).toBe(true);
    const again = await runCli(['clear', '--root', 'site'], { cwd: copy.dir });
    expect(again.stdout).toBe('✔ Nothing to clear\n');
  });

  it('clear removes from a remote cache folder only what its index lists, never the rest of a folder such as node_modules', async () => {
    const copy = site();
    const config = path.join(copy.root, 'ssg.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('export default {', "export default {\n  remote: { sources: [], cacheDir: 'node_modules' },"));
    writeRemoteCache(path.join(copy.root, 'node_modules'), ['static']);
    const cleared = await runCli(['clear', 'site'], { cwd: copy.dir });
    expect(cleared.code, cleared.stderr).toBe(0);
    expect(cleared.stdout).toContain('site/node_modules');
    // The cache's index and file are gone; the packages stay (and the compiled config's .cache).
    expect(readdirSync(path.join(copy.root, 'node_modules')).filter((name) => name !== '.cache').sort()).toEqual(['@ssg']);
    expect(existsSync(path.join(copy.root, 'node_modules', '@ssg', 'theme'))).toBe(true);
  });

  it('clear never deletes an output folder no build wrote, and then removes nothing at all', async () => {
    const copy = site();
    expect((await runCli(['build', 'site', '--offline'], { cwd: copy.dir })).code).toBe(0);
    const foreign = path.join(copy.dir, 'dist');
    mkdirSync(foreign);
    writeFileSync(path.join(foreign, 'notes.txt'), 'mine');
    const refused = await runCli(['clear', 'site', '--out-dir', 'dist'], { cwd: copy.dir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('✖ Refusing to remove the output folder dist: the folder is not empty and was not written by ssg (it has no .ssg-build file); nothing was removed\n  hint: If notes.txt may go, delete the folder yourself.');
    expect(stackLines(refused.stderr)).toEqual([]);
    expect(existsSync(path.join(foreign, 'notes.txt'))).toBe(true);
    expect(existsSync(path.join(copy.root, '.ssg-cache', 'build'))).toBe(true);
    // Nor the site itself, nor a folder that is not a site.
    expect((await runCli(['clear', 'site', '--out-dir', 'site'], { cwd: copy.dir })).stderr).toContain('Refusing to remove the output folder site: it is the site folder; nothing was removed');
    const notSite = await runCli(['clear', 'dist'], { cwd: copy.dir });
    expect(notSite.code).toBe(1);
    expect(notSite.stderr).toMatch(/No site config found in \S*dist\n/);
    expect(existsSync(path.join(foreign, 'notes.txt'))).toBe(true);
  });
});
