// One page through the theme: page data → the whole HTML document, as UTF-8 bytes (converted once,
// and then written as they are; half the memory of a two-byte string, outside the JavaScript heap).
import { renderToString } from 'react-dom/server';
import type { SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import type { ThemeModule } from './theme-module.js';

/** The page's document, `<!doctype html>` included. */
export function renderDocument(page: PageRecord, site: SiteData, theme: ThemeModule): Buffer {
  return Buffer.from(`<!doctype html>${renderToString(theme.renderPage(page.data, site))}`);
}
