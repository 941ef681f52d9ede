// Routes and URLs: every internal route the theme renders goes through `withBase`.
import type { SiteData } from '../contract/index.js';

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

/** The href of a link that is either an internal route (`to`) or an external URL (`href`). */
export function linkHref(site: Pick<SiteData, 'baseUrl'>, link: { to?: string; href?: string }): string {
  if (link.to !== undefined) return withBase(site, link.to);
  return link.href ?? withBase(site, '/');
}

/** Compares two routes ignoring a trailing slash and any `#hash` or `?query`. */
export function sameRoute(a: string, b: string): boolean {
  return normalizeRoute(a) === normalizeRoute(b);
}

/** A route without query, hash and trailing slash (`/` stays `/`). */
export function normalizeRoute(route: string): string {
  const path = route.replace(/[?#].*$/, '');
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when `route` is `base` or lies under it (`/docs` matches `/docs/x`, not `/docsy`). */
export function isUnderRoute(route: string, base: string): boolean {
  const r = normalizeRoute(route);
  const b = normalizeRoute(base);
  return b === '/' ? r === '/' : r === b || r.startsWith(`${b}/`);
}
