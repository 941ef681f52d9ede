// Renders page data through the theme into HTML documents.
import { renderToString } from 'react-dom/server';
import type { SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import { routeToFile } from '../output/types.js';
import type { ThemeModule } from './theme-module.js';

/** One HTML file per page, in the order of `pages`. */
export function renderPages({ pages, site, theme }: { pages: PageRecord[]; site: SiteData; theme: ThemeModule }): { path: string; contents: string }[] {
  return pages.map((page) => ({
    path: routeToFile(page.route),
    contents: `<!doctype html>${renderToString(theme.renderPage(page.data, site))}`,
  }));
}
