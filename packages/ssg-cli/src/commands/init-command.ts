// `ssg init [dir]`: starts a site. On a terminal it asks for what the flags did not give; with
// `--yes` or without a terminal (CI) it takes the flags and defaults. Never overwrites a file.
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { normalizeBaseUrl } from '../config/schema.js';
import { createAsker } from '../init/ask.js';
import { scaffoldFiles, type InitAnswers } from '../init/scaffold.js';
import { UserError } from '../report/diagnostics.js';
import { reportFailure } from './report-failure.js';

export interface InitCommandOptions {
  dir: string;
  title?: string;
  url?: string;
  baseUrl?: string;
  blog?: boolean;
  api?: boolean;
  /** Ask nothing: flags and defaults only. */
  yes?: boolean;
}

export interface InitIo {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable;
  /** Today as `YYYY-MM-DD` (the first post's date). */
  today: string;
}

/** `my-docs` → `My Docs`. */
export function titleFromFolder(dir: string): string {
  const words = path.basename(path.resolve(dir)).split(/[-_.\s]+/).filter(Boolean);
  return words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' ') || 'My Site';
}

function parseTitle(value: string): string {
  if (value.trim() === '') throw new UserError('The title cannot be empty');
  return value.trim();
}

function parseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UserError(`"${value}" is not an absolute URL such as https://docs.example.com`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UserError(`"${value}" is not an http(s) URL`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The answers: flags first, then questions on a terminal, then defaults. */
async function answersFor(options: InitCommandOptions, io: InitIo): Promise<InitAnswers> {
  const defaults = { title: titleFromFolder(options.dir), url: 'https://example.com', baseUrl: '/' };
  const interactive = options.yes !== true && io.stdin.isTTY === true && io.stdout.isTTY === true;
  const given = (value: string | undefined, parse: (v: string) => string, flag: string): string | undefined => {
    if (value === undefined) return undefined;
    try {
      return parse(value);
    } catch (error) {
      throw new UserError(`${flag}: ${(error as Error).message}`, { hint: 'For example: ssg init --title "My Docs" --url https://docs.example.com --base-url /' });
    }
  };
  const title = given(options.title, parseTitle, '--title');
  const url = given(options.url, parseUrl, '--url');
  const baseUrl = given(options.baseUrl, normalizeBaseUrl, '--base-url');
  if (!interactive) {
    return {
      title: title ?? defaults.title,
      url: url ?? defaults.url,
      baseUrl: baseUrl ?? defaults.baseUrl,
      blog: options.blog ?? true,
      api: options.api ?? false,
      today: io.today,
    };
  }
  const ask = createAsker(io.stdin, io.stdout);
  try {
    return {
      title: title ?? (await ask.text('Site title', defaults.title, parseTitle)),
      url: url ?? (await ask.text('Production URL', defaults.url, parseUrl)),
      baseUrl: baseUrl ?? (await ask.text('Base URL (the path the site is served under)', defaults.baseUrl, normalizeBaseUrl)),
      blog: options.blog ?? (await ask.confirm('Add a blog?', true)),
      api: options.api ?? (await ask.confirm('Add an API reference from an OpenAPI file?', false)),
      today: io.today,
    };
  } finally {
    ask.close();
  }
}

/** Adds `build` and `serve` scripts to the folder's package.json (creating it if needed). */
async function addScripts(dir: string, title: string): Promise<string> {
  const file = path.join(dir, 'package.json');
  const scripts = { build: 'ssg build', serve: 'ssg serve' };
  if (!existsSync(file)) {
    const name = path.basename(dir).toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'site';
    await writeFile(file, `${JSON.stringify({ name, private: true, description: title, scripts }, null, 2)}\n`);
    return 'package.json';
  }
  let pkg: { scripts?: Record<string, string> };
  try {
    pkg = JSON.parse(await readFile(file, 'utf8')) as typeof pkg;
  } catch (error) {
    throw new UserError(`Could not read ${file}: ${(error as Error).message}`, { hint: 'Fix the JSON, or remove the file.' });
  }
  pkg.scripts = { ...scripts, ...pkg.scripts };
  if (pkg.scripts.test === 'echo "Error: no test specified" && exit 1') delete pkg.scripts.test;
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return 'package.json (scripts)';
}

/** Packages the new site needs that its folder cannot resolve. */
function missingPackages(dir: string): string[] {
  const require = createRequire(path.join(dir, 'package.json'));
  return ['@ssg/cli', '@ssg/theme', 'react', 'react-dom'].filter((name) => {
    try {
      require.resolve(`${name}/package.json`);
      return false;
    } catch {
      return true;
    }
  });
}

/** Writes a new site into `options.dir`; returns the exit code. */
export async function runInit(options: InitCommandOptions, io: InitIo): Promise<number> {
  try {
    const dir = path.resolve(options.dir);
    // A file where the folder (or one above it) would be.
    for (let at = dir; path.dirname(at) !== at; at = path.dirname(at)) {
      const info = await stat(at).catch(() => undefined);
      if (!info) continue;
      if (!info.isDirectory()) {
        throw new UserError(`ssg init cannot write the site into ${options.dir}: ${at === dir ? 'it' : at} is a file, not a folder`, {
          hint: 'Name a new or empty folder: ssg init my-site',
        });
      }
      break;
    }
    const answers = await answersFor(options, io);
    const files = scaffoldFiles(answers);
    const existing = Object.keys(files).filter((file) => existsSync(path.join(dir, file)));
    if (existing.length > 0) {
      throw new UserError(`ssg init would overwrite ${existing.join(', ')} in ${dir}`, {
        hint: 'Run it in an empty folder, or name a new one: ssg init my-site',
      });
    }
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text, { flag: 'wx' });
    }
    const written = [...Object.keys(files), await addScripts(dir, answers.title)];
    const where = path.relative(process.cwd(), dir);
    io.stdout.write(`✔ Created ${answers.title} in ${where || '.'}:\n${written.map((file) => `  ${file}`).join('\n')}\n\n`);
    const missing = missingPackages(dir);
    const steps = [
      ...(where ? [`cd ${where}`] : []),
      ...(missing.length > 0 ? [`npm install ${missing.join(' ')}`] : []),
      'npx ssg serve     # work on it at http://127.0.0.1:3000/',
      'npx ssg build     # the site, ready to publish, in build/',
    ];
    io.stdout.write(`Next:\n${steps.map((step) => `  ${step}`).join('\n')}\n`);
    return 0;
  } catch (error) {
    return reportFailure(error, io.stderr);
  }
}
