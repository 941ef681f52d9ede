// Groups posts by the year of their date, for the sidebar and the archive.
import type { BlogPostLink, BlogSidebarGroup } from '@ssg/theme/contract';

/**
 * Groups posts by year, years in the order they first appear and posts in their given order
 * (so newest-first posts give newest-first years).
 */
export function groupByYear(posts: readonly BlogPostLink[]): BlogSidebarGroup[] {
  const groups = new Map<string, BlogSidebarGroup>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    const group = groups.get(year);
    if (group) group.posts.push(post);
    else groups.set(year, { year, posts: [post] });
  }
  return [...groups.values()];
}
