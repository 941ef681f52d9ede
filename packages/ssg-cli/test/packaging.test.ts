// A second site, as a new user makes it: both packages packed as they would be published, installed
// with npm in a folder outside the repository (no workspace links), then `ssg init`, `ssg build`
// and `ssg serve` there. Also what the tarballs hold, their `exports` and types (publint and
// @arethetypeswrong/core), and an import of every export from the installed packages.
// npm fetches React and the CLI's dependencies from the registry (or its cache) on the first run.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from './helpers/cli.js';

const THEME_DIR = path.resolve(PACKAGE_DIR, '..', 'theme');
let dir: string;
let site: string;
const tarballs: Record<'cli' | 'theme', string> = { cli: '', theme: '' };

/** The environment of a user's shell: none of the variables pnpm sets for the test run. */
function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm_|PNPM_|pnpm_|CI$|VITEST|NODE_ENV$)/i.test(key)) env[key] = value;
  }
  return { ...env, NO_COLOR: '1', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
}

function run(command: string, args: string[], cwd: string, timeout = 120_000): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env: userEnv(), timeout, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve({ stdout, stderr });
    });
  });
}

/** pnpm, as the test run was started with it, else through npx: it rewrites `workspace:` ranges when packing. */
function pnpm(args: string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return run(process.execPath, [execPath, ...args], cwd);
  return run('npx', ['-y', 'pnpm@10', ...args], cwd);
}

async function pack(packageDir: string): Promise<string> {
  const { stdout } = await pnpm(['pack', '--pack-destination', dir], packageDir);
  const file = stdout.trim().split('\n').pop() ?? '';
  expect(file).toMatch(/\.tgz$/);
  return path.resolve(dir, file);
}

const tarFiles = async (tarball: string): Promise<string[]> => (await run('tar', ['-tzf', tarball], dir)).stdout.trim().split('\n');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ssg-packed-'));
  site = path.join(dir, 'my-docs');
  mkdirSync(site);
  tarballs.theme = await pack(THEME_DIR);
  tarballs.cli = await pack(PACKAGE_DIR);
  await run('npm', ['init', '-y'], site);
  await run('npm', ['install', '--prefer-offline', '--loglevel=error', tarballs.cli, tarballs.theme, 'react', 'react-dom'], site, 240_000);
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it('ship what a user needs and nothing else', async () => {
    const cli = await tarFiles(tarballs.cli);
    expect(cli).toEqual(expect.arrayContaining(['package/bin/ssg.js', 'package/dist/bundle/cli.js', 'package/dist/bundle/markdown-worker.js', 'package/dist/index.d.ts', 'package/dist/regex-table.json']));
    const theme = await tarFiles(tarballs.theme);
    expect(theme).toEqual(expect.arrayContaining(['package/dist/theme.js', 'package/assets/theme.css', 'package/src/components/Footer.tsx', 'package/dist/components/Footer.d.ts']));
    for (const file of [...cli, ...theme]) {
      expect(file).not.toMatch(/\.test\.|\/test\/|fixtures|test-support|\.cache$|\.tsbuildinfo$/);
    }
  });

  it('pass publint and the type checks for an ES-module-only package', async () => {
    for (const tarball of [tarballs.cli, tarballs.theme]) {
      const data = readFileSync(tarball);
      const { messages, pkg } = await publint({ pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer }, level: 'suggestion', strict: true });
      expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
      const checked = await checkPackage(createPackageFromTarballData(new Uint8Array(data)), {
        includeEntrypoints: tarball === tarballs.theme ? ['./components/Footer', './components/blog/PostMeta'] : [],
      });
      // ES modules only: CommonJS `require` and the pre-exports `node10` resolution are not offered.
      const problems = 'problems' in checked ? checked.problems.filter((problem) => !('resolutionKind' in problem) || !['node10', 'node16-cjs'].includes(problem.resolutionKind)) : [];
      expect(problems).toEqual([]);
    }
  });

  it('declare React as a peer of both packages', () => {
    for (const name of ['@ssg/cli', '@ssg/theme']) {
      const pkg = JSON.parse(readFileSync(path.join(site, 'node_modules', name, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
      expect(Object.keys(pkg.peerDependencies ?? {}).sort()).toEqual(['react', 'react-dom']);
      expect(Object.keys(pkg.dependencies ?? {})).not.toContain('react');
    }
  });

  it('import every export from the installed packages', async () => {
    const script = `
      const entries = {
        '@ssg/cli': ['defineConfig'],
        '@ssg/cli/build': ['build', 'writeOutput', 'UserError'],
        '@ssg/theme': ['renderPage', 'themeStylesheets', 'Layout', 'withBase'],
        '@ssg/theme/contract': ['flattenSidebar'],
        '@ssg/theme/components/Footer': ['Footer'],
        '@ssg/theme/components/blog/PostMeta': [],
      };
      const out = {};
      for (const [specifier, names] of Object.entries(entries)) {
        const module = await import(specifier);
        out[specifier] = names.filter((name) => module[name] === undefined);
      }
      const { version } = (await import('@ssg/cli/package.json', { with: { type: 'json' } })).default;
      console.log(JSON.stringify({ missing: out, version }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], site);
    const result = JSON.parse(stdout) as { missing: Record<string, string[]>; version: string };
    expect(Object.values(result.missing).flat()).toEqual([]);
    expect(result.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('a second site in three commands', () => {
  it('ssg init writes a site that ssg build builds and ssg serve serves', async () => {
    const init = await run('npx', ['ssg', 'init', '--title', 'Packed Docs', '--url', 'https://docs.example.com', '--base-url', 'handbook', '--api'], site);
    expect(init.stdout).toContain('✔ Created Packed Docs');
    const config = readFileSync(path.join(site, 'ssg.config.ts'), 'utf8');
    expect(config).toContain(`baseUrl: "/handbook/"`);
    expect(config).toContain(`openapi: { source: 'openapi.yaml' }`);
    expect(JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')).scripts).toMatchObject({ build: 'ssg build', serve: 'ssg serve' });

    const built = await run('npx', ['ssg', 'build'], site);
    expect(built.stderr).toMatch(/✔ Built 12 pages in [\d.]+ s, 0 warnings → build/);
    const intro = readFileSync(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(intro).toContain('<title>Introduction | Packed Docs</title>');
    expect(intro).toContain('href="/handbook/docs/guides/writing-pages"');
    // The post is dated by its file name (the day ssg init ran): /blog/YYYY/MM/DD/welcome.
    const [year = '', month = '', day = ''] = readdirSync(path.join(site, 'blog')).find((name) => name.endsWith('-welcome.md'))?.split('-') ?? [];
    expect(readFileSync(path.join(site, 'build', 'blog', year, month, day, 'welcome', 'index.html'), 'utf8')).toContain('Welcome');
    expect(readFileSync(path.join(site, 'build', 'docs', 'api', 'list-items', 'index.html'), 'utf8')).toContain('List items');

    // The dev server, as `npx ssg serve` starts it, on a free port.
    const server = spawn(path.join(site, 'node_modules', '.bin', 'ssg'), ['serve', '--port', '0'], { cwd: site, env: userEnv() });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`ssg serve did not start:\n${output}`)), 60_000);
        server.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = /Serving (http:\/\/\S+)/.exec(output);
          if (found?.[1]) {
            clearTimeout(timer);
            resolve(found[1]);
          }
        });
        server.on('exit', (code) => reject(new Error(`ssg serve exited with ${code}:\n${output}`)));
      });
      const response = await fetch(new URL('docs/intro', url.endsWith('/') ? url : `${url}/`));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Introduction | Packed Docs</title>');
    } finally {
      server.kill('SIGINT');
    }
  }, 120_000);

  it('builds through @ssg/cli/build as ssg build does, a page long enough to render in runs included', async () => {
    // Over 128 KB, with a footnote called in each section: one list of footnotes at the end, as
    // `ssg build` renders it (the API once ran the unpatched parser packages: one list per run).
    const sections = Array.from({ length: 400 }, (_, index) => `## Part ${index}\n\n${'Words that fill the page. '.repeat(14)}A claim[^n${index}].\n`);
    const notes = Array.from({ length: 400 }, (_, index) => `[^n${index}]: Note ${index}.`);
    writeFileSync(path.join(site, 'docs', 'long.md'), `# Long\n\n${sections.join('\n')}\n${notes.join('\n')}\n`);
    const script = "import { build, writeOutput } from '@ssg/cli/build';\nconst result = await build({ root: '.' });\nawait writeOutput({ files: result.files, outDir: 'api-build' });\n";
    writeFileSync(path.join(site, 'build-with-api.mjs'), script);
    await run(process.execPath, ['build-with-api.mjs'], site);
    await run('npx', ['ssg', 'build'], site);
    const fromApi = readFileSync(path.join(site, 'api-build', 'docs', 'long', 'index.html'), 'utf8');
    const fromCli = readFileSync(path.join(site, 'build', 'docs', 'long', 'index.html'), 'utf8');
    expect(fromApi.match(/<section [^>]*data-footnotes/g)).toHaveLength(1);
    const content = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];
    expect(content(fromApi)).toBe(content(fromCli));
  }, 120_000);
});
