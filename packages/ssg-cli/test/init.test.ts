// `ssg init`: flags for CI, questions on a terminal (a real pseudo-terminal through `script`),
// never overwriting, and a site that builds without warnings.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, PACKAGE_DIR, runCli, stackLines } from './helpers/cli.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function tempDir(): string {
  dir = mkdtempSync(path.join(tmpdir(), 'ssg-init-'));
  return dir;
}

/** Links the workspace's packages into `site/node_modules`, as `npm install` would put them. */
function installPackages(site: string): void {
  const require = createRequire(path.join(PACKAGE_DIR, 'package.json'));
  mkdirSync(path.join(site, 'node_modules', '@ssg'), { recursive: true });
  symlinkSync(PACKAGE_DIR, path.join(site, 'node_modules', '@ssg', 'cli'), 'dir');
  symlinkSync(path.resolve(PACKAGE_DIR, '..', 'theme'), path.join(site, 'node_modules', '@ssg', 'theme'), 'dir');
  for (const name of ['react', 'react-dom']) symlinkSync(path.dirname(require.resolve(`${name}/package.json`)), path.join(site, 'node_modules', name), 'dir');
}

/** Runs `ssg init <site>` on a pseudo-terminal, typing each answer once its question shows. */
function initOnTerminal(site: string, answers: [RegExp, string][]): Promise<{ code: number | null; screen: string }> {
  const child = spawn('script', ['-qefc', `${process.execPath} ${BIN} init ${site}`, '/dev/null'], { env: { ...process.env, NO_COLOR: '1' } });
  let screen = '';
  const pending = [...answers];
  child.stdout.on('data', (chunk: Buffer) => {
    screen += chunk.toString();
    const next = pending[0];
    if (next && next[0].test(screen)) {
      pending.shift();
      screen += '\n';
      child.stdin.write(`${next[1]}\r`);
    }
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`ssg init did not finish:\n${screen}`));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, screen });
    });
  });
}

describe('ssg init', () => {
  it('asks on a terminal, re-asks after a bad answer, and writes a site that builds', async () => {
    const site = path.join(tempDir(), 'handbook');
    const { code, screen } = await initOnTerminal(site, [
      [/Site title \(Handbook\): $/, 'Terminal Docs'],
      [/Production URL \(https:\/\/example\.com\): $/, 'not a url'],
      [/is not an absolute URL[\s\S]*Production URL \(https:\/\/example\.com\): $/, 'https://docs.example.org/'],
      [/Base URL[^\n]*\(\/\): $/, ''],
      [/Add a blog\? \(Y\/n\): $/, 'n'],
      [/Add an API reference from an OpenAPI file\? \(y\/N\): $/, 'yes'],
    ]);
    expect(screen).toContain('✔ Created Terminal Docs');
    expect(code).toBe(0);
    const config = readFileSync(path.join(site, 'ssg.config.ts'), 'utf8');
    expect(config).toContain('title: "Terminal Docs"');
    expect(config).toContain('url: "https://docs.example.org"');
    expect(config).toContain('blog: false');
    expect(existsSync(path.join(site, 'blog'))).toBe(false);
    expect(existsSync(path.join(site, 'openapi.yaml'))).toBe(true);

    installPackages(site);
    const built = await runCli(['build', '--root', site]);
    expect(built.stderr).toMatch(/✔ Built 6 pages in [\d.]+ s, 0 warnings/);
  });

  it('takes flags without a terminal, and never overwrites a file', async () => {
    const site = tempDir();
    // pnpm's NODE_PATH would let the new folder find the workspace's packages.
    const first = await runCli(['init', site, '--title', 'Flag Docs', '--no-api'], { env: { NODE_PATH: '' } });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('✔ Created Flag Docs');
    expect(first.stdout).toContain('npm install @ssg/cli @ssg/theme react react-dom');
    expect(readdirSync(path.join(site, 'blog')).sort()).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}-welcome\.md$/), 'authors.yml', 'tags.yml']);
    expect(readFileSync(path.join(site, '.gitignore'), 'utf8')).toContain('build/');

    const second = await runCli(['init', site]);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('ssg init would overwrite ssg.config.ts, docs/intro.md');
    expect(second.stderr).toContain('hint: Run it in an empty folder');
    expect(readFileSync(path.join(site, 'ssg.config.ts'), 'utf8')).toContain('Flag Docs');

    // A file where the folder would be, or above it.
    const file = path.join(site, 'notes.txt');
    writeFileSync(file, 'mine');
    for (const target of [file, path.join(file, 'docs')]) {
      const refused = await runCli(['init', target, '-y']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is a file, not a folder');
      expect(stackLines(refused.stderr)).toEqual([]);
    }
  });

  it('refuses a bad flag with an example', async () => {
    const result = await runCli(['init', tempDir(), '--url', 'docs.example.com']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--url: "docs.example.com" is not an absolute URL such as https://docs.example.com');
    expect(result.stderr).toContain('hint: For example: ssg init --title');
    expect(stackLines(result.stderr)).toEqual([]);
  });
});
