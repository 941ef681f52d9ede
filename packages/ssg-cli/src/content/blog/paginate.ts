// Splits a list of posts into pages: the first at the list's route, the others at
// `<route>/page/<n>`.
import type { BlogPagination } from '@ssg/theme/contract';

export interface Page<T> {
  route: string;
  items: T[];
  pagination: BlogPagination;
}

/** Route of page `page` (1-based) of the list at `baseRoute`. */
export function pageRoute(baseRoute: string, page: number): string {
  if (page <= 1) return baseRoute;
  return `${baseRoute === '/' ? '' : baseRoute}/page/${page}`;
}

/** Pages of `items`, `perPage` each; an empty list still has one (empty) page. */
export function paginate<T>(items: readonly T[], perPage: number, baseRoute: string): Page<T>[] {
  const size = Math.max(1, Math.floor(perPage));
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: totalPages }, (_, index) => {
    const page = index + 1;
    const pagination: BlogPagination = { page, totalPages, totalPosts: items.length };
    if (page > 1) pagination.newerRoute = pageRoute(baseRoute, page - 1);
    if (page < totalPages) pagination.olderRoute = pageRoute(baseRoute, page + 1);
    return { route: pageRoute(baseRoute, page), items: items.slice(index * size, page * size), pagination };
  });
}
