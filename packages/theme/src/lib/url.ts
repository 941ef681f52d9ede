// Routes and URLs: every internal route the theme renders goes through `withBase`.
import type { SiteData } from '../contract/index.js';
import { withBase } from '../contract/url.js';

export { absoluteUrl, isExternalUrl, withBase } from '../contract/url.js';

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
  // Most routes are already plain (every page compares its route with every sidebar link): no
  // regular expression and no new string for them.
  if (route.length > 1 && route.charCodeAt(route.length - 1) !== 47 && !route.includes('?') && !route.includes('#')) return route;
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
