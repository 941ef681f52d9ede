// Site-wide outputs: files computed from all the pages of a build once they are known: the
// `/docs` redirect, and the sitemap, robots.txt, llms.txt and the pages' Markdown, and the search
// index (site-indexes.ts).
import type { SiteData } from '@ssg/theme/contract';
import type { LoadedContent } from '../content/load-content.js';
import type { PageRecord } from '../content/types.js';
import type { RouteGraph } from '../graph/route-graph.js';
import type { OutputFile } from '../output/types.js';
import { siteIndexes } from './site-indexes.js';

export interface SiteOutputsInput {
  /** The pages that are written (one per route). */
  pages: PageRecord[];
  graph: RouteGraph;
  content: LoadedContent;
  site: SiteData;
  /** The site's static files (its own robots.txt is extended). */
  staticFiles: readonly OutputFile[];
  /** Last change by site-relative source file (git). */
  lastModified: ReadonlyMap<string, string>;
}

/** The files that depend on the whole site rather than on one page, and the static files they replace. */
export async function siteOutputs({ pages, content, site, staticFiles, lastModified }: SiteOutputsInput): Promise<{ files: OutputFile[]; replaces: string[] }> {
  const indexes = await siteIndexes({ site, pages, sidebar: content.sidebar, staticFiles, lastModified });
  return { files: [...content.special.files(site.baseUrl), ...indexes.files], replaces: indexes.replaces };
}
