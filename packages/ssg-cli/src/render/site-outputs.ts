// Site-wide outputs: files computed from all the pages of a build once they are known (the
// `/docs` redirect; sitemaps, search indexes and the like belong here too).
import type { SiteData } from '@ssg/theme/contract';
import type { LoadedContent } from '../content/load-content.js';
import type { PageRecord } from '../content/types.js';
import type { RouteGraph } from '../graph/route-graph.js';
import type { OutputFile } from '../output/types.js';

export interface SiteOutputsInput {
  /** The pages that are written (one per route). */
  pages: PageRecord[];
  graph: RouteGraph;
  content: LoadedContent;
  site: SiteData;
}

/** The files that depend on the whole site rather than on one page. */
export function siteOutputs({ content, site }: SiteOutputsInput): OutputFile[] {
  return [...content.special.files(site.baseUrl)];
}
