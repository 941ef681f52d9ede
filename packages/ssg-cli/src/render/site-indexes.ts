// Files computed from every page of the build, from page data (never from rendered HTML): the
// sitemap and robots.txt for search engines, llms.txt, llms-full.txt and each doc's Markdown for
// language models, and the site search index.
import path from 'node:path';
import type { SidebarItem, SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import { SEARCH_MANIFEST_ROUTE } from '@ssg/theme/contract';
import { llmsFiles, llmsPaths } from '../llms/llms-txt.js';
import type { MarkdownContext } from '../llms/page-markdown.js';
import { readOutputText, type OutputFile } from '../output/types.js';
import { createSearchIndexer, type SearchIndexer } from '../search/build-search-index.js';
import { searchPages } from '../search/search-pages.js';
import { ROBOTS_PATH, robotsTxt } from '../seo/robots.js';
import type { LastChange } from '../seo/git-dates.js';
import { sitemapFiles } from '../seo/sitemap.js';

export interface SiteIndexesInput {
  site: SiteData;
  /** The pages written (one per route). */
  pages: readonly PageRecord[];
  sidebar: SidebarItem[];
  /** The site's static files: its own robots.txt, if any, is extended rather than replaced. */
  staticFiles: readonly OutputFile[];
  /** Last change by site-relative source file (git). */
  lastModified: ReadonlyMap<string, LastChange>;
  /** Leave the files for language models and the search index to `deferred` (see `DeferredFiles`). */
  defer?: boolean | undefined;
  /** For the pages' Markdown: kept from an earlier build with the same site data. */
  markdown?: MarkdownContext | undefined;
  /** The search index, with the pages read so far (see `createSearchIndexer`). */
  search?: SearchIndexer | undefined;
  /** The paths of the search index the last build wrote, when it is still valid and in the output: it is not made again. */
  keptSearch?: readonly string[] | undefined;
}

/** The folder of the search index's files. */
export const SEARCH_FOLDER = path.posix.dirname(SEARCH_MANIFEST_ROUTE.slice(1));

/** Files a build leaves to be made when asked (the dev server: when a request names one of them). */
export interface DeferredFiles {
  /** The paths of the files the site links to (for link checks); the search index's other files are named by their content. */
  paths: string[];
  /** Folders whose every file is deferred (the search index's, named by their content). */
  folders: string[];
  files(): OutputFile[];
}

export interface SiteIndexes {
  files: OutputFile[];
  /** Files already in the output (`keptSearch`). */
  kept: readonly string[];
  /** Static files these files replace (`robots.txt`). */
  replaces: string[];
  /** With `defer`: llms.txt, llms-full.txt, the pages' Markdown and the search index. */
  deferred?: DeferredFiles;
}

/** The site-wide index files. */
export async function siteIndexes({ site, pages, sidebar, staticFiles, lastModified, defer = false, markdown, search = createSearchIndexer(), keptSearch }: SiteIndexesInput): Promise<SiteIndexes> {
  const ownRobots = staticFiles.find((file) => file.path === ROBOTS_PATH);
  const robotsText = ownRobots ? await readOutputText(ownRobots) : undefined;
  const kept = defer ? undefined : keptSearch;
  const indexes = (): OutputFile[] => [...llmsFiles({ site, sidebar, pages, ...(markdown ? { context: markdown } : {}) }), ...(kept ? [] : search.finish(searchPages(pages)).files)];
  return {
    files: [...sitemapFiles({ site, pages, lastModified }), { path: ROBOTS_PATH, contents: robotsTxt(site, robotsText) }, ...(defer ? [] : indexes())],
    kept: kept ?? [],
    replaces: ownRobots ? [ROBOTS_PATH] : [],
    ...(defer ? { deferred: { paths: [...llmsPaths(pages), SEARCH_MANIFEST_ROUTE.slice(1)], folders: [SEARCH_FOLDER], files: indexes } } : {}),
  };
}

