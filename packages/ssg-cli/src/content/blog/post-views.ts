// How a post appears in page data: its metadata, its summary in lists, a link to it, and the
// sidebar of recent posts grouped by year.
import type { BlogPostLink, BlogPostMeta, BlogPostSummary, BlogSidebar } from '@ssg/theme/contract';
import { groupByYear } from './group-by-year.js';
import type { BlogOptions } from './options.js';
import type { BlogPost } from './render-post.js';
import { compareText } from '../compare-text.js';

export function postMeta(post: BlogPost): BlogPostMeta {
  return {
    route: post.route,
    title: post.title,
    date: post.date.toISOString(),
    readingTimeMinutes: post.readingTimeMinutes,
    authors: post.authors.map((info) => info.author),
    tags: post.tags,
    description: post.description,
  };
}

export function postSummary(post: BlogPost): BlogPostSummary {
  return { ...postMeta(post), excerptHtml: post.excerptHtml, truncated: post.truncated };
}

/** The stylesheets of the posts a list shows the excerpts of (MDX posts whose code imports CSS), each once, in order. */
export function listStylesheets(posts: readonly BlogPost[]): { stylesheets?: string[] } {
  const stylesheets = [...new Set(posts.flatMap((post) => post.stylesheets ?? []))];
  return stylesheets.length > 0 ? { stylesheets } : {};
}

export function postLink(post: BlogPost): BlogPostLink {
  return { title: post.title, route: post.route, date: post.date.toISOString() };
}

/** The sidebar: the newest `blogSidebarCount` listed posts by year; undefined when the count is 0. */
export function blogSidebar(listed: readonly BlogPost[], options: BlogOptions): BlogSidebar | undefined {
  const count = options.blogSidebarCount === 'ALL' ? listed.length : options.blogSidebarCount;
  if (count <= 0 || listed.length === 0) return undefined;
  return { title: options.blogSidebarTitle, groups: groupByYear(listed.slice(0, count).map(postLink)) };
}

/** Newest first; posts of the same moment by title, then route, so builds are stable. */
export function compareNewestFirst(a: BlogPost, b: BlogPost): number {
  return b.date.getTime() - a.date.getTime() || compareText(a.title, b.title) || compareText(a.route, b.route);
}
