// Site-wide outputs: files computed from all the pages of a build once they are known: the
// `/docs` redirect, and the sitemap, robots.txt, llms.txt and the pages' Markdown, and the search
// index (site-indexes.ts), then the config's redirects (redirects.ts).
import { readFile } from 'node:fs/promises';
import type { SiteData } from '@ssg/theme/contract';
import { locateKeys } from '../config/locate-keys.js';
import type { SiteConfig } from '../config/schema.js';
import type { LoadedContent } from '../content/load-content.js';
import type { MarkdownContext } from '../llms/page-markdown.js';
import type { PageRecord } from '../content/types.js';
import { addFiles, type RouteGraph } from '../graph/route-graph.js';
import { REDIRECTS_FILE } from '../output/redirects-file.js';
import { readOutputText, type OutputFile } from '../output/types.js';
import type { Diagnostic } from '../report/diagnostics.js';
import type { SearchIndexer } from '../search/build-search-index.js';
import { planRedirects, type RedirectDiagnostic } from './redirects.js';
import type { LastChange } from '../seo/git-dates.js';
import { siteIndexes, type DeferredFiles } from './site-indexes.js';

export interface SiteOutputsInput {
  /** The pages that are written (one per route). */
  pages: PageRecord[];
  graph: RouteGraph;
  content: LoadedContent;
  site: SiteData;
  config: Pick<SiteConfig, 'redirects' | 'links'>;
  /** The config file: its path from the site folder, for messages about redirects, and its absolute path. */
  configFile: { relative: string; absolute: string };
  /** The site's static files (its own robots.txt and `_redirects` are extended). */
  staticFiles: readonly OutputFile[];
  /** Last change by site-relative source file (git). */
  lastModified: ReadonlyMap<string, LastChange>;
  /** Leave the files for language models and the search index to `deferred`. */
  deferIndexes?: boolean;
  /** For the pages' Markdown: kept from an earlier build with the same site data. */
  markdown?: MarkdownContext | undefined;
  /** The search index, with the pages read so far. */
  search?: SearchIndexer | undefined;
  /** The paths of the last build's search index, when it is still valid and in the output. */
  keptSearch?: readonly string[] | undefined;
}

export interface SiteOutputs {
  files: OutputFile[];
  /** Static files these files replace. */
  replaces: string[];
  /** Old route → where it redirects. */
  redirects: ReadonlyMap<string, string>;
  diagnostics: Diagnostic[];
  /** With `deferIndexes`: llms.txt, llms-full.txt, the pages' Markdown and the search index. */
  deferred?: DeferredFiles;
}

/** The files that depend on the whole site rather than on one page; adds them (deferred ones too) to the graph. */
export async function siteOutputs({ pages, graph, content, site, config, configFile, staticFiles, lastModified, deferIndexes, markdown, search, keptSearch }: SiteOutputsInput): Promise<SiteOutputs> {
  const indexes = await siteIndexes({ site, pages, sidebar: content.sidebar, staticFiles, lastModified, defer: deferIndexes, markdown, search, keptSearch });
  const files = [...content.special.files(site.baseUrl), ...indexes.files];
  addFiles(graph, [...files.map((file) => file.path), ...indexes.kept, ...(indexes.deferred?.paths ?? [])]);
  const ownRules = staticFiles.find((file) => file.path === REDIRECTS_FILE);
  const redirects = planRedirects({
    rules: config.redirects,
    graph,
    site,
    configFile: configFile.relative,
    onBrokenLinks: config.links.onBrokenLinks,
    ...(ownRules ? { staticRules: await readOutputText(ownRules) } : {}),
  });
  addFiles(graph, redirects.files.map((file) => file.path));
  return {
    files: [...files, ...redirects.files],
    replaces: [...indexes.replaces, ...(redirects.files.some((file) => file.path === REDIRECTS_FILE) ? [REDIRECTS_FILE] : [])],
    redirects: redirects.redirects,
    diagnostics: await placeInConfig(redirects.diagnostics, configFile.absolute),
    ...(indexes.deferred ? { deferred: indexes.deferred } : {}),
  };
}

/** Redirect problems at the line and column of their key in the config's source. */
async function placeInConfig(diagnostics: RedirectDiagnostic[], file: string): Promise<Diagnostic[]> {
  if (diagnostics.length === 0) return [];
  const positions = await locateKeys(await readFile(file, 'utf8'), file, diagnostics.map(({ keyPath }) => ({ path: keyPath })));
  return diagnostics.map(({ keyPath: _keyPath, ...diagnostic }, index) => ({ ...diagnostic, ...positions[index] }));
}
