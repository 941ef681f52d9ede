// Files computed from every page of the build, from page data (never from rendered HTML): the
// sitemap and robots.txt for search engines, llms.txt, llms-full.txt and each doc's Markdown for
// language models, and the site search index.
import type { SidebarItem, SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import { llmsFiles } from '../llms/llms-txt.js';
import { readOutputText, type OutputFile } from '../output/types.js';
import { buildSearchIndex } from '../search/build-search-index.js';
import { searchPages } from '../search/search-pages.js';
import { ROBOTS_PATH, robotsTxt } from '../seo/robots.js';
import { sitemapFiles } from '../seo/sitemap.js';

export interface SiteIndexesInput {
  site: SiteData;
  /** The pages written (one per route). */
  pages: readonly PageRecord[];
  sidebar: SidebarItem[];
  /** The site's static files: its own robots.txt, if any, is extended rather than replaced. */
  staticFiles: readonly OutputFile[];
  /** Last change by site-relative source file (git). */
  lastModified: ReadonlyMap<string, string>;
}

export interface SiteIndexes {
  files: OutputFile[];
  /** Static files these files replace (`robots.txt`). */
  replaces: string[];
}

/** The site-wide index files. */
export async function siteIndexes({ site, pages, sidebar, staticFiles, lastModified }: SiteIndexesInput): Promise<SiteIndexes> {
  const ownRobots = staticFiles.find((file) => file.path === ROBOTS_PATH);
  const robotsText = ownRobots ? await readOutputText(ownRobots) : undefined;
  return {
    files: [
      ...sitemapFiles({ site, pages, lastModified }),
      { path: ROBOTS_PATH, contents: robotsTxt(site, robotsText) },
      ...llmsFiles({ site, sidebar, pages }),
      ...buildSearchIndex(searchPages(pages)).files,
    ],
    replaces: ownRobots ? [ROBOTS_PATH] : [],
  };
}

