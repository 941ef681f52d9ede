// Navbar logic: which item is active for the current route.
import type { NavItem } from '../contract/index.js';
import { isExternalUrl, isUnderRoute, sameRoute } from './url.js';

/** True when the item points at the current route, or the route lies under its `activeBasePath`. */
export function isNavItemActive(item: NavItem, route: string): boolean {
  if (item.activeBasePath !== undefined) return isUnderRoute(route, item.activeBasePath);
  return item.to !== undefined && sameRoute(item.to, route);
}

/** Splits the items into the left and right groups, keeping their order. */
export function splitNavItems(items: readonly NavItem[]): { left: NavItem[]; right: NavItem[] } {
  return {
    left: items.filter((item) => item.position === 'left'),
    right: items.filter((item) => item.position === 'right'),
  };
}

/** True for an item that leaves the site (rendered with an external-link icon). */
export function isExternalItem(item: { to?: string; href?: string }): boolean {
  return item.to === undefined && item.href !== undefined && isExternalUrl(item.href);
}

/** True when the item links to GitHub (rendered with the GitHub icon). */
export function isGitHubItem(item: { href?: string }): boolean {
  return item.href !== undefined && /^https?:\/\/(www\.)?github\.com(\/|$)/i.test(item.href);
}
