// Sidebar logic: which link is the current page, which categories are open, and which are shown
// collapsed (their items left out of the page, loaded by the browser when expanded).
import { categoryLink } from '../contract/sidebar.js';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../contract/docs.js';
import { sameRoute } from './url.js';

/** A sidebar link prepared for rendering. */
export interface SidebarLinkView extends SidebarLink {
  active: boolean;
}

/** A sidebar category prepared for rendering. */
export interface SidebarCategoryView extends Omit<SidebarCategory, 'items'> {
  /** Empty when `collapsedTo` is set. */
  items: SidebarItemView[];
  /** The category's own page is the current page. */
  active: boolean;
  /** Holds the current page (itself or a descendant): rendered `open`. */
  open: boolean;
  /**
   * Not on the current page's path: shown as a link to this route (its own page or its generated
   * index), without its items, which the browser loads from the sidebar JSON when expanded.
   */
  collapsedTo?: string;
  /** Indexes from the top of the tree (`3.1`): where the browser finds the category in the JSON. */
  path: string;
}

export type SidebarItemView = SidebarLinkView | SidebarCategoryView;

/** True when the category's own route or index, or any descendant, is the current route. */
export function categoryContainsRoute(category: SidebarCategory, route: string): boolean {
  if (category.route !== undefined && sameRoute(category.route, route)) return true;
  return category.items.some((item) =>
    item.type === 'link' ? sameRoute(item.route, route) : categoryContainsRoute(item, route),
  );
}

/**
 * Marks the active link and opens every category on the path to it. The other categories are
 * collapsed to a link to their page, so that a page carries the top level and its own path only,
 * however large the sidebar; a category with no page to link to keeps its items, closed.
 */
export function buildSidebarView(items: SidebarItem[], route: string, prefix = ''): SidebarItemView[] {
  return items.map((item, index): SidebarItemView => {
    if (item.type === 'link') return { ...item, active: sameRoute(item.route, route) };
    const path = `${prefix}${index}`;
    const open = categoryContainsRoute(item, route);
    const collapsedTo = open ? undefined : categoryLink(item);
    return {
      ...item,
      items: collapsedTo === undefined ? buildSidebarView(item.items, route, `${path}.`) : [],
      active: item.route !== undefined && sameRoute(item.route, route),
      open,
      path,
      ...(collapsedTo !== undefined ? { collapsedTo } : {}),
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
