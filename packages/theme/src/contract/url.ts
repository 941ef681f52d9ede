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

/**
 * The absolute URL of a route: origin + base URL + route, with what a URL cannot hold as written
 * percent-encoded: a doc named `café ☕.md` or ` notes.md` is linked as it is inside the site's
 * HTML, which browsers read leniently, but a sitemap, a feed or a Markdown link needs a URL.
 */
export function absoluteUrl(site: Pick<SiteData, 'url' | 'baseUrl'>, route: string): string {
  if (isExternalUrl(route)) return route;
  return site.url.replace(/\/+$/, '') + encodePath(withBase(site, route));
}

/** Controls, space, `"<>\\^`{|}` and characters beyond ASCII (RFC 3986): one character (code point) at a time. */
const NOT_IN_URL = /[^\x21-\x7e]|["<>\\^`{|}]/gu;
/** Half of a surrogate pair without the other, which has no UTF-8 bytes. */
const LONE_SURROGATE = /^[\ud800-\udfff]$/;

/** `path` with the characters a URL cannot hold percent-encoded as UTF-8; the others (`%` too) stay as written. */
function encodePath(path: string): string {
  return path.replace(NOT_IN_URL, (char) => (LONE_SURROGATE.test(char) ? '%EF%BF%BD' : encodeURIComponent(char)));
}

/** The route of a docs page's Markdown (`/docs/intro` → `/docs/intro.md`, `/` → `/index.md`). */
export function markdownRoute(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, '');
  return path === '' ? '/index.md' : `/${path}.md`;
}
