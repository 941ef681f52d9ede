// What generators and themes both need to read from a sidebar tree, written once here.
import type { SidebarItem, SidebarLink } from './docs.js';

/** Every route in the sidebar, in reading order (a category's own page before its children). */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item): SidebarLink[] => {
    if (item.type === 'link') return [item];
    const own: SidebarLink[] = item.route !== undefined ? [{ type: 'link', label: item.label, route: item.route }] : [];
    return [...own, ...flattenSidebar(item.items)];
  });
}
