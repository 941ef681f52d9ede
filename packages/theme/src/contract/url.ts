// Site URLs from routes, the same for the generator (sitemap, llms.txt, search) and the theme.
import type { SiteData } from './site.js';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** True for absolute URLs (`https:`, `mailto:`, `data:`…) and protocol-relative `//host` ones. */
export function isExternalUrl(href: string): boolean {
  return SCHEME.test(href) || href.startsWith('//');
}

/** Prefixes a site route with the base URL; external URLs and `#hash`/`?query` refs are returned untouched. */
export function withBase(site: Pick<SiteData, 'baseUrl'>, route: string): string {
  if (isExternalUrl(route) || route.startsWith('#') || route.startsWith('?')) return route;
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  if (route === '' || route === '/') return base;
  return base + (route.startsWith('/') ? route.slice(1) : route);
}

/** The absolute URL of a route: origin + base URL + route. */
export function absoluteUrl(site: Pick<SiteData, 'url' | 'baseUrl'>, route: string): string {
  if (isExternalUrl(route)) return route;
  return site.url.replace(/\/+$/, '') + withBase(site, route);
}

/** The route of a docs page's Markdown (`/docs/intro` → `/docs/intro.md`, `/` → `/index.md`). */
export function markdownRoute(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, '');
  return path === '' ? '/index.md' : `/${path}.md`;
}
