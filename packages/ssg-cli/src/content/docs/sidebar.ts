// Pure helpers over a sidebar tree: the trail to a route, and prev/next in reading order (the
// order `flattenSidebar` of the theme contract gives).
import type { Crumb, PageLink, SidebarItem } from '@ssg/theme/contract';

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
  return { ...(prev ? { prev: { label: prev.label, route: prev.route } } : {}), ...(next ? { next: { label: next.label, route: next.route } } : {}) };
}
