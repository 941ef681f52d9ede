// Pure helpers over a sidebar tree: reading order for prev/next, and the trail to a route.
import type { Crumb, PageLink, SidebarItem } from '@ssg/theme/contract';

/** Every page the sidebar links to, in reading order (categories with pages included). */
export function flattenSidebar(items: SidebarItem[]): PageLink[] {
  const out: PageLink[] = [];
  for (const item of items) {
    if (item.route) out.push({ label: item.label, route: item.route });
    if (item.type === 'category') out.push(...flattenSidebar(item.items));
  }
  return out;
}

/** The categories that lead to `route`, outermost first; undefined when the route is absent. */
export function findTrail(items: SidebarItem[], route: string): Crumb[] | undefined {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.route === route) return [];
      continue;
    }
    if (item.route === route) return [];
    const inner = findTrail(item.items, route);
    if (inner) return [{ label: item.label, ...(item.route ? { route: item.route } : {}) }, ...inner];
  }
  return undefined;
}

/** Previous and next pages around `route` in reading order. */
export function neighbours(order: PageLink[], route: string): { prev?: PageLink; next?: PageLink } {
  const index = order.findIndex((link) => link.route === route);
  if (index === -1) return {};
  const prev = order[index - 1];
  const next = order[index + 1];
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}
