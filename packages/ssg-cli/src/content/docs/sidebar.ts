// Pure helpers over a sidebar tree: the trail to a route, and prev/next in reading order (the
// order `flattenSidebar` of the theme contract gives). Indexed once per sidebar, so that giving
// every page its shell stays linear in the number of pages.
import { flattenSidebar, type Crumb, type PageLink, type SidebarItem } from '@ssg/theme/contract';

export interface SidebarIndex {
  /** The categories that lead to `route`, outermost first; undefined when the route is absent. */
  trail(route: string): Crumb[] | undefined;
  /** Previous and next pages around `route` in reading order. */
  neighbours(route: string): { prev?: PageLink; next?: PageLink };
}

/** Indexes the routes of a sidebar (the first place a route appears wins). */
export function indexSidebar(items: SidebarItem[]): SidebarIndex {
  const trails = new Map<string, Crumb[]>();
  const walk = (list: SidebarItem[], trail: Crumb[]): void => {
    for (const item of list) {
      if (item.route !== undefined && !trails.has(item.route)) trails.set(item.route, trail);
      if (item.type === 'category') walk(item.items, [...trail, { label: item.label, ...(item.route ? { route: item.route } : {}) }]);
    }
  };
  walk(items, []);
  const order = flattenSidebar(items);
  const positions = new Map<string, number>();
  order.forEach((link, index) => {
    if (!positions.has(link.route)) positions.set(link.route, index);
  });
  const linkAt = (index: number): PageLink | undefined => {
    const link = order[index];
    return link ? { label: link.label, route: link.route } : undefined;
  };
  return {
    trail: (route) => trails.get(route),
    neighbours(route) {
      const index = positions.get(route);
      if (index === undefined) return {};
      const prev = linkAt(index - 1);
      const next = linkAt(index + 1);
      return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
    },
  };
}
