// Renders page data through the theme into HTML documents. Each document is read once for its
// links while it is a string, then kept as UTF-8 bytes: half the memory of a two-byte string, and
// outside the JavaScript heap, so a large site does not spend its time collecting garbage.
import { renderToString } from 'react-dom/server';
import type { SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import { routeToFile } from '../output/types.js';
import type { ThemeModule } from './theme-module.js';

export interface RenderedPage {
  path: string;
  contents: Uint8Array;
  /** What `readLinks` found in the document. */
  links: string[];
}

/** One HTML file per page, in the order of `pages`, with the links `readLinks` finds in it. */
export function renderPages({
  pages,
  site,
  theme,
  readLinks,
}: {
  pages: PageRecord[];
  site: SiteData;
  theme: ThemeModule;
  readLinks: (html: string) => string[];
}): RenderedPage[] {
  return pages.map((page) => {
    const html = `<!doctype html>${renderToString(theme.renderPage(page.data, site))}`;
    return { path: routeToFile(page.route), contents: Buffer.from(html), links: readLinks(html) };
  });
}
