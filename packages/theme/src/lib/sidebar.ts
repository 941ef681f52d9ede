// Sidebar logic: which link is the current page, which categories are open, which are shown
// collapsed (their items left out of the page, loaded by the browser when expanded), and which
// long lists are shown in part (the current page's neighbours; the rest loaded the same way).
import { categoryLink } from '../contract/sidebar.js';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../contract/docs.js';
import { isExternalUrl } from '../contract/url.js';
import { normalizeRoute, sameRoute } from './url.js';

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

/**
 * The items of a long list left out before or after the current page's neighbours: a link to a
 * page that shows them (the category's `indexRoute`, else the nearest page whose own sidebar shows
 * them); the browser fills them in from the sidebar JSON instead.
 */
export interface SidebarMoreView {
  type: 'more';
  /** How many items it stands for. */
  count: number;
  /** Absent when no page of the site is left to lead to (only external links left out). */
  route?: string;
}

export type SidebarItemView = SidebarLinkView | SidebarCategoryView | SidebarMoreView;

/**
 * A list with more items than `longerThan` (a tag of a large API: GitHub's `repos` has 204
 * operations) shows `around` items either side of the one holding the current page, so that each
 * of its pages does not carry the whole list.
 */
export const SIDEBAR_WINDOW = { longerThan: 50, around: 12 } as const;

/** The text of a long list's left-out part, a link without JavaScript and a button with it. */
export function moreLabel(count: number): string {
  return `Show ${count} more`;
}

/** Where the shown part of a list of `length` items starts when its item `current` holds the current page. */
export function windowStart(current: number, length: number): number {
  const size = 2 * SIDEBAR_WINDOW.around + 1;
  if (length <= SIDEBAR_WINDOW.longerThan || current < 0) return 0;
  return Math.max(0, Math.min(current - SIDEBAR_WINDOW.around, length - size));
}

/** True when the category's own route or index, or any descendant, is the current route. */
export function categoryContainsRoute(category: SidebarCategory, route: string): boolean {
  if (category.route !== undefined && sameRoute(category.route, route)) return true;
  return category.items.some((item) =>
    item.type === 'link' ? sameRoute(item.route, route) : categoryContainsRoute(item, route),
  );
}

/**
 * For each route of a sidebar (normalised), the categories holding it (`categoryContainsRoute`):
 * its own category's page, or a link anywhere below. Built once per sidebar, it spares every page
 * a walk of the whole tree to find which categories it opens.
 */
export type SidebarRouteIndex = ReadonlyMap<string, ReadonlySet<SidebarCategory>>;

/** Indexes the routes of a sidebar tree (see `SidebarRouteIndex`). */
export function indexSidebarRoutes(items: readonly SidebarItem[]): SidebarRouteIndex {
  const index = new Map<string, Set<SidebarCategory>>();
  const add = (route: string, chain: readonly SidebarCategory[]): void => {
    const key = normalizeRoute(route);
    let holders = index.get(key);
    if (!holders) index.set(key, (holders = new Set()));
    for (const category of chain) holders.add(category);
  };
  const walk = (list: readonly SidebarItem[], chain: readonly SidebarCategory[]): void => {
    for (const item of list) {
      if (item.type === 'link') {
        add(item.route, chain);
        continue;
      }
      const inner = [...chain, item];
      if (item.route !== undefined) add(item.route, inner);
      walk(item.items, inner);
    }
  };
  walk(items, []);
  return index;
}

/**
 * Marks the active link and opens every category on the path to it. The other categories are
 * collapsed to a link to their page, so that a page carries the top level and its own path only,
 * however large the sidebar; a category with no page to link to keeps its items, closed. `routes`
 * (from `indexSidebarRoutes(items)`) is worth passing when one sidebar serves many pages: the view
 * then costs what it shows, not the size of the tree.
 */
export function buildSidebarView(items: SidebarItem[], route: string, routes: SidebarRouteIndex = indexSidebarRoutes(items)): SidebarItemView[] {
  const current = normalizeRoute(route);
  return listView(items, { current, holders: routes.get(current) }, '');
}

interface ViewContext {
  /** The current route, normalised. */
  current: string;
  /** The categories holding it. */
  holders: ReadonlySet<SidebarCategory> | undefined;
}

function listView(items: SidebarItem[], context: ViewContext, prefix: string, parent?: SidebarCategory): SidebarItemView[] {
  const holds = (item: SidebarItem): boolean => (item.type === 'link' ? normalizeRoute(item.route) === context.current : context.holders?.has(item) === true);
  // Views are built field by field: copying an item with a spread and then setting fields is V8's
  // slow path, which cost most of the time of a large API's sidebars.
  const view = (item: SidebarItem, index: number): SidebarLinkView | SidebarCategoryView => {
    if (item.type === 'link') {
      const link: SidebarLinkView = { type: 'link', label: item.label, route: item.route, active: holds(item) };
      if (item.badge !== undefined) link.badge = item.badge;
      if (item.className !== undefined) link.className = item.className;
      return link;
    }
    const path = `${prefix}${index}`;
    const open = holds(item);
    const collapsedTo = open ? undefined : categoryLink(item);
    const category: SidebarCategoryView = {
      type: 'category',
      label: item.label,
      items: collapsedTo === undefined ? listView(item.items, context, `${path}.`, item) : [],
      active: item.route !== undefined && normalizeRoute(item.route) === context.current,
      open,
      path,
    };
    if (item.route !== undefined) category.route = item.route;
    if (item.indexRoute !== undefined) category.indexRoute = item.indexRoute;
    if (collapsedTo !== undefined) category.collapsedTo = collapsedTo;
    return category;
  };
  const current = items.length > SIDEBAR_WINDOW.longerThan ? items.findIndex(holds) : -1;
  if (current === -1) return items.map(view);
  const start = windowStart(current, items.length);
  const end = start + 2 * SIDEBAR_WINDOW.around + 1;
  // Without JavaScript the left-out items are reached through the category's index, else by
  // stepping: the page a window's width away shows the next part of the list.
  const leadTo = (from: number, step: -1 | 1): string | undefined => {
    if (parent?.indexRoute !== undefined) return parent.indexRoute;
    for (let at = from; at >= 0 && at < items.length; at += step) {
      const item = items[at]!;
      const page = item.type === 'link' ? (isExternalUrl(item.route) ? undefined : item.route) : categoryLink(item);
      if (page !== undefined) return page;
    }
    return undefined;
  };
  const more = (count: number, route: string | undefined): SidebarMoreView => ({ type: 'more', count, ...(route !== undefined ? { route } : {}) });
  return [
    ...(start > 0 ? [more(start, leadTo(Math.max(0, start - 1 - SIDEBAR_WINDOW.around), -1))] : []),
    ...items.slice(start, end).map((item, offset) => view(item, start + offset)),
    ...(end < items.length ? [more(items.length - end, leadTo(Math.min(items.length - 1, end + SIDEBAR_WINDOW.around), 1))] : []),
  ];
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
