// Shared helpers for the end-to-end tests: run the built `ssg` binary as a user would, and
// work on throw-away copies of the fixture sites so that no test writes into the repository.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** `packages/ssg-cli`. */
export const PACKAGE_DIR = path.resolve(here, '../..');
/** `packages/ssg-cli/test/fixtures`. */
export const FIXTURES_DIR = path.join(PACKAGE_DIR, 'test', 'fixtures');
/** The CLI entry point (imports `dist/`: build the packages first). */
export const BIN = path.join(PACKAGE_DIR, 'bin', 'ssg.js');
const THEME_DIR = path.resolve(PACKAGE_DIR, '..', 'theme');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node bin/ssg.js …args` in `cwd` and resolves with its exit code and output. `CI` and
 * colour variables are cleared unless given, so output does not depend on the caller's shell.
 * The process is killed after `timeout` ms (30 s unless given).
 */
export function runCli(
  args: string[],
  { cwd = PACKAGE_DIR, env = {}, timeout = 30_000 }: { cwd?: string; env?: Record<string, string>; timeout?: number } = {},
): Promise<CliResult> {
  const base: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  delete base.CI;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [BIN, ...args], { cwd, env: { ...base, ...env }, timeout }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') {
        reject(error);
        return;
      }
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
    });
  });
}

/** A temporary folder holding a copy of a fixture site, ready to build. */
export interface SiteCopy {
  /** The parent temp folder (also a good place for `--out-dir`). */
  dir: string;
  /** The site folder (`<dir>/site`). */
  root: string;
  /** Removes everything. */
  remove(): void;
}

/**
 * Copies `test/fixtures/<name>` to `<tmp>/site`, replacing or adding `files` (relative paths), and
 * links `node_modules/@ssg/theme` (and `react` when asked) so they resolve from the copy as in a real site.
 */
export function copyFixture(name: string, files: Record<string, string> = {}, { react = false }: { react?: boolean } = {}): SiteCopy {
  const dir = mkdtempSync(path.join(tmpdir(), `ssg-e2e-${name}-`));
  const root = path.join(dir, 'site');
  cpSync(path.join(FIXTURES_DIR, name), root, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  mkdirSync(path.join(root, 'node_modules', '@ssg'), { recursive: true });
  symlinkSync(THEME_DIR, path.join(root, 'node_modules', '@ssg', 'theme'), 'dir');
  // React as the site's own dependency, for sites with React pages, islands or overrides.
  if (react) symlinkSync(path.join(THEME_DIR, 'node_modules', 'react'), path.join(root, 'node_modules', 'react'), 'dir');
  return { dir, root, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A site config module exporting `config` as a plain object (fixtures cannot import `@ssg/cli`). */
export function configModule(config: Record<string, unknown>): string {
  return `export default ${JSON.stringify(config, null, 2)};\n`;
}

/** The smallest valid config of a fixture site, without a blog, extended by `extra`. */
export function fixtureConfig(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: 'Fixture', url: 'https://example.com', blog: false, ...extra };
}

/** Every file below `dir`, as sorted `/`-separated relative paths. */
export function listFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Lines of `text` that look like a JavaScript stack frame. */
export function stackLines(text: string): string[] {
  return text.split('\n').filter((line) => /^\s+at\s/.test(line));
}

/**
 * What a build printed for the reader: stderr without progress lines (`› …`) and blank lines,
 * with the build time in the summary replaced by `X`.
 */
export function reportLines(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('› '))
    .map((line) => line.replace(/^(✔ Built \d+ pages? in )\d+\.\d+( s)/, '$1X$2'));
}
