// Sidebar logic: which link is the current page and which categories start open.
import type { SidebarCategory, SidebarItem, SidebarLink } from '../contract/index.js';
import { sameRoute } from './url.js';

/** A sidebar link prepared for rendering. */
export interface SidebarLinkView extends SidebarLink {
  active: boolean;
}

/** A sidebar category prepared for rendering. */
export interface SidebarCategoryView extends Omit<SidebarCategory, 'items'> {
  items: SidebarItemView[];
  /** The category's own page is the current page. */
  active: boolean;
  /** Holds the current page (itself or a descendant): rendered `open`. */
  open: boolean;
}

export type SidebarItemView = SidebarLinkView | SidebarCategoryView;

/** True when the category's own route or any descendant is the current route. */
export function categoryContainsRoute(category: SidebarCategory, route: string): boolean {
  if (category.route !== undefined && sameRoute(category.route, route)) return true;
  return category.items.some((item) =>
    item.type === 'link' ? sameRoute(item.route, route) : categoryContainsRoute(item, route),
  );
}

/**
 * Marks the active link and opens every category on the path to it. Other categories stay closed;
 * each one is independent (opening one never closes another).
 */
export function buildSidebarView(items: SidebarItem[], route: string): SidebarItemView[] {
  return items.map((item): SidebarItemView => {
    if (item.type === 'link') return { ...item, active: sameRoute(item.route, route) };
    return {
      ...item,
      items: buildSidebarView(item.items, route),
      active: item.route !== undefined && sameRoute(item.route, route),
      open: categoryContainsRoute(item, route),
    };
  });
}

const KNOWN_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** The CSS modifier of a badge: the HTTP method when known, else `other`. */
export function badgeModifier(badge: string): string {
  const method = badge.trim().toLowerCase();
  return KNOWN_METHODS.has(method) ? method : 'other';
}

/** The text shown in a method badge (`DELETE` is shortened to `DEL` to keep the column narrow). */
export function badgeText(badge: string): string {
  const upper = badge.trim().toUpperCase();
  return upper === 'DELETE' ? 'DEL' : upper;
}
