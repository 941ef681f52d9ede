// Standalone pages from `pages/`: React components (`.tsx`, compiled once with esbuild) and
// Markdown files. `pages/index.tsx` is the home page; `pages/a/b.md` becomes `/a/b`.
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import type { SiteData } from '@ssg/theme/contract';
import { UserError, type DiagnosticSink } from '../../report/diagnostics.js';
import { compileModules, importCompiled, SOURCE_MAPPED, thrownAt, type CompiledModule } from '../../runtime/compile-module.js';
import type { MarkdownInput, MarkdownResult } from '../../markdown/types.js';
import { PAGE_CODE_TIME_LIMIT, PageCodeTimeout, runWithin } from '../../markdown/page-code.js';
import { addressError } from '../address.js';
import { parseFrontMatter } from '../front-matter.js';
import { elementLinks } from './element-links.js';
import { listFolder, readTextFile } from '../read-text.js';
import { untitled } from '../untitled.js';
import type { PageRecord } from '../types.js';

export interface PageSource {
  /** Path inside the pages folder: `index.tsx`, `markdown-page.md`. */
  relPath: string;
  file: string;
  absPath: string;
  route: string;
}

const PAGE_FILE = /\.(tsx|jsx|md|mdx)$/;

/** `index.tsx` → `/`, `markdown-page.md` → `/markdown-page`, `a/index.md` → `/a`. */
export function pageRoute(relPath: string): string {
  const withoutExt = relPath.replace(PAGE_FILE, '');
  const route = `/${withoutExt}`.replace(/(^|\/)index$/, '');
  return route === '' ? '/' : route;
}

/** Lists the page files below `<root>/<dir>` with their routes. */
export async function scanPages({ root, dir }: { root: string; dir: string }): Promise<PageSource[]> {
  const base = path.join(root, dir);
  const entries = (await listFolder(base, dir, { root, isSource: (relPath) => PAGE_FILE.test(relPath) })) ?? [];
  return entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((relPath) => PAGE_FILE.test(relPath) && !relPath.split('/').some((part) => part.startsWith('_')))
    .sort()
    .map((relPath) => {
      const file = `${dir}/${relPath}`;
      const route = pageRoute(relPath);
      const wrong = addressError(file, route);
      if (wrong) throw wrong;
      return { relPath, file, absPath: path.join(base, relPath), route };
    });
}

interface PageModule {
  default?: ComponentType<{ site: SiteData }>;
  meta?: { title?: string; description?: string };
}

/** Compiles every React page in one esbuild run (with source maps, for the lines of its errors) and imports them. */
async function importReactPages(root: string, sources: PageSource[], baseUrl: string): Promise<Array<{ module: CompiledModule; exports: PageModule }>> {
  const hint = 'Fix the error in the page source.';
  const compiled = await compileModules({ root, entries: sources.map((source) => source.absPath), hint, baseUrl, options: SOURCE_MAPPED });
  return Promise.all(compiled.map(async (module, index) => ({ module, exports: (await importCompiled(module, sources[index]?.file ?? module.entry, hint)) as PageModule })));
}

/** A page's component threw while rendered: a mistake in the page, at the line that threw. */
function renderError(error: unknown, source: PageSource, module: CompiledModule | undefined, root: string): UserError {
  if (error instanceof PageCodeTimeout) {
    return new UserError(`${source.file}  The page did not finish rendering within ${error.limit / 1000} s`, { hint: 'A component of the page loops without end: fix it.' });
  }
  const at = module ? thrownAt(error, module, root) : undefined;
  const where = at ? `${at.file}:${at.line}:${at.column}` : source.file;
  const message = error instanceof Error ? error.message : String(error);
  return new UserError(`${where}  The page ${source.file} threw while rendering: ${message}`, {
    hint: 'Fix the page or the component it renders. A page renders at build time, where there is no browser: use window, document and localStorage in an effect (useEffect) or an island.',
    cause: error,
  });
}

export interface LoadPagesInput {
  root: string;
  sources: PageSource[];
  site: SiteData;
  renderMarkdown: (input: MarkdownInput) => Promise<MarkdownResult>;
  /** Where a Markdown page without a title is reported. */
  diagnostics: DiagnosticSink;
  /** The island names the browser bundle registers (the theme's and the site's); undefined: no browser runtime. */
  islands?: ReadonlySet<string>;
}

/** Loads React and Markdown pages into page records. */
export async function loadPages({ root, sources, site, renderMarkdown, diagnostics, islands }: LoadPagesInput): Promise<PageRecord[]> {
  const reactSources = sources.filter((source) => /\.(tsx|jsx)$/.test(source.relPath));
  const modules = await importReactPages(root, reactSources, site.baseUrl);
  const reactPages = reactSources.map((source, index): PageRecord => {
    const module = modules[index]?.exports ?? {};
    const compiled = modules[index]?.module;
    const stylesheet = compiled?.stylesheet;
    const Component = module.default;
    if (typeof Component !== 'function') {
      throw new UserError(`${source.file} has no default export component`, {
        hint: 'Export the page as `export default function MyPage({ site }) { … }`.',
      });
    }
    const element = createElement(Component, { site });
    let shown: ReturnType<typeof elementLinks>;
    try {
      shown = runWithin(PAGE_CODE_TIME_LIMIT, () => elementLinks(element, { file: source.file, baseUrl: site.baseUrl }));
    } catch (error) {
      throw renderError(error, source, compiled, root);
    }
    const { links } = shown;
    for (const name of shown.islands) {
      if (islands === undefined || islands.has(name)) continue;
      diagnostics.add({
        severity: 'warning',
        rule: 'unknown-island',
        file: source.file,
        message: `The island "${name}" is registered nowhere: it shows, but never hydrates in the browser`,
        hint: `Register it in islands in ssg.config.ts (islands: { ${name}: './src/islands/${name}.tsx' }), or use one of: ${[...islands].sort().join(', ')}.`,
      });
    }
    return {
      route: source.route,
      source: source.file,
      data: {
        kind: 'page',
        route: source.route,
        title: module.meta?.title ?? site.title,
        ...(module.meta?.description ? { description: module.meta.description } : {}),
        element,
        isHome: source.route === '/',
        ...(stylesheet ? { stylesheets: [stylesheet.route] } : {}),
      },
      links,
      anchors: [],
      assets: [...(stylesheet ? [stylesheet] : []), ...(compiled?.assets ?? [])],
    };
  });
  const markdownPages = await Promise.all(
    sources
      .filter((source) => /\.mdx?$/.test(source.relPath))
      .map(async (source): Promise<PageRecord> => {
        const text = await readTextFile(source.absPath, source.file);
        const { data, body, lineOffset } = parseFrontMatter({ text, file: source.file });
        const result = await renderMarkdown({ source: body, file: source.file, absPath: source.absPath, lineOffset, trust: 'local', collectText: true });
        const description = typeof data.description === 'string' ? data.description : result.description;
        const title = typeof data.title === 'string' ? data.title : (result.title ?? untitled(source.file, path.posix.basename(source.relPath).replace(/\.mdx?$/, ''), diagnostics));
        return {
          route: source.route,
          source: source.file,
          data: {
            kind: 'markdown-page',
            route: source.route,
            title,
            ...(description !== undefined ? { description } : {}),
            html: result.html,
            toc: result.toc,
            hideTableOfContents: data.hide_table_of_contents === true,
            ...(result.stylesheets ? { stylesheets: result.stylesheets } : {}),
          },
          links: result.links,
          anchors: result.anchors,
          assets: result.assets,
        };
      }),
  );
  return [...reactPages, ...markdownPages];
}
