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
const SLASH = 0x2f;

/**
 * Every site route in the pages' data, page by page. An object shared by many pages (a sidebar
 * carried by every doc) is read once, on the first page holding it, so the cost is linear in the
 * data, not in pages × sidebar size. A page's own `route` is not a link. With `memo` (kept across
 * builds that keep unchanged objects), the routes under each value of a page's data are read once
 * per object: an unchanged page costs a lookup per field.
 */
export function collectDataLinks(pages: Iterable<PageRecord>, memo?: WeakMap<object, string[]>): DataLink[] {
  // Sets, not WeakSets: they live for this call only, and a large API reference's page data hold
  // millions of objects, each visited once.
  const seen = new Set<object>();
  const links: DataLink[] = [];
  const routesIn = (value: unknown, key: string, found: string[], read: Set<object>): void => {
    if (typeof value === 'string') {
      if (value.charCodeAt(0) === SLASH && ROUTE_KEY.test(key)) found.push(value);
      return;
    }
    if (typeof value !== 'object' || value === null || read.has(value)) return;
    // A React element (custom pages) is not data; its links are read when the page loads.
    if ('$$typeof' in value) return;
    read.add(value);
    if (Array.isArray(value)) for (const item of value) routesIn(item, key, found, read);
    else for (const name of Object.keys(value)) routesIn((value as Record<string, unknown>)[name], name, found, read);
  };
  for (const page of pages) {
    const found: string[] = [];
    for (const [name, value] of Object.entries(page.data)) {
      if (name === 'route') continue;
      if (!memo || typeof value !== 'object' || value === null) {
        routesIn(value, name, found, seen);
        continue;
      }
      if (seen.has(value)) continue;
      let known = memo.get(value);
      if (!known) {
        known = [];
        // Read whole, whatever other pages hold, so that the entry is right in any later build.
        routesIn(value, name, known, new Set());
        memo.set(value, known);
      }
      seen.add(value);
      found.push(...known);
    }
    for (const target of found) links.push({ target, from: page.route, source: page.source });
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
