// What the `import` and `require()` sources of an MDX page name, seen from its file (or a
// partial's): a module to compile, a package, a partial, a stylesheet, a file used by URL, or
// what ssg does not provide, and the mistakes (a file that is not there, Sass).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isFile } from '../output/paths.js';
import { UserError } from '../report/diagnostics.js';
import { isPublishedFile, preprocessedStylesheet } from '../runtime/published-imports.js';
import { docusaurusModuleUrl } from './docusaurus-modules.js';

const CODE = /\.(?:[cm]?[jt]sx?|json)$/;
const STYLESHEET = /\.css$/i;
const MARKDOWN = /\.mdx?$/;
const TRY_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.mdx', '.md', '.json'];

export type Target =
  /** A module: code, a CSS module (`import styles from './x.module.css'`), a file used by URL (`./logo.png`). */
  | { kind: 'partial' | 'module'; file: string }
  /** An installed package's module; `commonJs` when Node loads it as CommonJS (its value is `module.exports`). */
  | { kind: 'package'; url: string; commonJs: boolean }
  /** A plain stylesheet (`import './x.css'`): compiled for its CSS only. */
  | { kind: 'stylesheet'; file: string }
  /** A stylesheet ssg does not compile (Sass, Less): a mistake in the page. */
  | { kind: 'refused'; why: string }
  /** What ssg does not provide (left out, with a warning). */
  | { kind: 'missing'; why: string; hint?: string }
  /** A file that is not there or a package that is not installed: a mistake in the page. */
  | { kind: 'not-found'; why: string; hint: string };

/** What an import's source names, seen from the file at `absPath`. */
export function resolveSource(source: string, absPath: string, siteDir: string): Target {
  const standIn = docusaurusModuleUrl(source);
  if (standIn) return { kind: 'package', url: standIn, commonJs: false };
  if (/^@(?:theme|docusaurus)(?:-[a-z]+)?\//.test(source)) {
    return { kind: 'missing', why: 'it is a Docusaurus module ssg does not provide', hint: 'Use plain Markdown or JSX instead, or a component of your own (src/components/…).' };
  }
  const local = source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : /^\.{1,2}\//.test(source) ? path.resolve(path.dirname(absPath), source) : undefined;
  if (local === undefined) {
    try {
      const file = createRequire(path.join(siteDir, 'package.json')).resolve(source);
      return fileTarget(file) ?? { kind: 'package', url: pathToFileURL(file).href, commonJs: loadsAsCommonJs(file) };
    } catch {
      return { kind: 'not-found', why: 'the package is not installed in the site', hint: `Install it in the site folder (npm install ${source.replace(/^((?:@[^/]+\/)?[^/]+).*$/, '$1')}).` };
    }
  }
  const file = findFile(local);
  if (!file) return { kind: 'not-found', why: `there is no file ${path.relative(siteDir, local)}`, hint: 'Check the path (it is relative to the page, or to the site folder after @site/).' };
  if (MARKDOWN.test(file)) return { kind: 'partial', file };
  if (CODE.test(file)) return { kind: 'module', file };
  return fileTarget(file) ?? {
    kind: 'missing',
    why: `${path.relative(siteDir, file)} is not a module (only code, Markdown, MDX, CSS and files used by URL, such as images, can be imported)`,
    hint: 'Link to the file instead, or use it from Markdown (`![alt](./file.png)`).',
  };
}

/** What a stylesheet or a file used by URL is to a page; undefined for other files. */
function fileTarget(file: string): Target | undefined {
  const refused = preprocessedStylesheet(file);
  if (refused) return { kind: 'refused', why: refused };
  if (/\.module\.css$/i.test(file) || isPublishedFile(file)) return { kind: 'module', file };
  if (STYLESHEET.test(file)) return { kind: 'stylesheet', file };
  return undefined;
}

/** Whether Node loads `file` as CommonJS: a `.cjs` file, or a `.js` file of a package not marked `"type": "module"`. */
function loadsAsCommonJs(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (isFile(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type !== 'module';
      } catch {
        return true;
      }
    }
    if (path.dirname(dir) === dir) return true;
  }
}

/** Throws for an import or a `require` (`what`, placed) of a file that is not there or a stylesheet ssg does not compile: mistakes in the page. */
export function refuseMistake(target: Target, what: string): asserts target is Exclude<Target, { kind: 'not-found' | 'refused' }> {
  if (target.kind === 'not-found') throw new UserError(`${what} cannot be resolved: ${target.why}`, { hint: target.hint });
  if (target.kind === 'refused') throw new UserError(`${what}: ${target.why}`, { hint: 'Pages and components can import CSS files and CSS modules (*.module.css).' });
}

/** `import x from './a'` → the file it names: as written, else with a known extension or as a folder's index. */
function findFile(base: string): string | undefined {
  if (isFile(base)) return base;
  for (const ext of TRY_EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of TRY_EXTENSIONS) if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}
