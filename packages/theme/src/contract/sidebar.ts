// What generators and themes both need to read from a sidebar tree, written once here.
import type { SidebarCategory, SidebarItem, SidebarLink } from './docs.js';
import { isExternalUrl } from './url.js';

/**
 * Where a category leads when the sidebar shows it collapsed: its own page, else its first page
 * (whose own sidebar shows the category open), so readers without JavaScript reach every page.
 */
export function categoryLink(category: SidebarCategory): string | undefined {
  if (category.route !== undefined) return category.route;
  for (const item of category.items) {
    const route = item.type === 'link' ? item.route : categoryLink(item);
    if (route !== undefined) return route;
  }
  return undefined;
}

/**
 * Every route in the sidebar, in reading order (a category's own page before its children);
 * links to other sites (a sidebars file's `{ type: 'link', href }`) are not pages of the site.
 */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item): SidebarLink[] => {
    if (item.type === 'link') return isExternalUrl(item.route) ? [] : [item];
    const own: SidebarLink[] = item.route !== undefined ? [{ type: 'link', label: item.label, route: item.route }] : [];
    return [...own, ...flattenSidebar(item.items)];
  });
}

/** The element an MDX `<DocCardList />` leaves in a doc's HTML; the theme shows the doc's `cards` there. */
export const DOC_CARD_LIST_TAG = 'ssg-doc-card-list';
