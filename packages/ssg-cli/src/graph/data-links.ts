// Links the theme makes from data rather than from Markdown: the navbar and footer items of the
// config, and the routes in each page's data (sidebar, breadcrumbs, pager, cards, blog lists, API
// operation lists). Read from the data itself, so no rendered page is ever parsed again.
import type { SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';

/** A route found in a page's data. */
export interface DataLink {
  target: string;
  /** Route of the page whose data holds it. */
  from: string;
  /** Site-relative file of that page, for reports. */
  source: string;
}

/** Keys of page data whose string values are routes the theme links to. */
const ROUTE_KEY = /^(?:route|[a-z]+Route|imageUrl)$/;

/**
 * Every site route in the pages' data, page by page. An object shared by many pages (a sidebar
 * carried by every doc) is read once, on the first page holding it, so the cost is linear in the
 * data, not in pages × sidebar size. A page's own `route` is not a link.
 */
export function collectDataLinks(pages: Iterable<PageRecord>): DataLink[] {
  const seen = new WeakSet<object>();
  const links: DataLink[] = [];
  for (const page of pages) {
    const add = (target: string): void => {
      links.push({ target, from: page.route, source: page.source });
    };
    const visit = (value: unknown, key: string): void => {
      if (typeof value === 'string') {
        if (ROUTE_KEY.test(key) && value.startsWith('/')) add(value);
        return;
      }
      if (typeof value !== 'object' || value === null || seen.has(value)) return;
      // A React element (custom pages) is not data; its links are read when the page loads.
      if ('$$typeof' in value) return;
      seen.add(value);
      if (Array.isArray(value)) for (const item of value) visit(item, key);
      else for (const [name, inner] of Object.entries(value)) visit(inner, name);
    };
    for (const [name, value] of Object.entries(page.data)) if (name !== 'route') visit(value, name);
  }
  return links;
}

/** The internal links of the layout that come from the config: navbar, footer, logo, favicon. */
export function configLinks(site: SiteData): string[] {
  const links = [
    ...site.navbar.items.map((item) => item.to),
    ...site.footer.links.map((link) => link.to),
    site.navbar.logo?.src,
    site.favicon,
  ];
  return [...new Set(links.filter((link): link is string => link !== undefined && link.startsWith('/')))];
}
