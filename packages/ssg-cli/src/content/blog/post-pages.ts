// Page records for the posts themselves, the paginated post list and the archive.
import type { BlogSidebar } from '@ssg/theme/contract';
import type { PageRecord } from '../types.js';
import { groupByYear } from './group-by-year.js';
import type { BlogOptions } from './options.js';
import { paginate } from './paginate.js';
import { listStylesheets, postLink, postMeta, postSummary } from './post-views.js';
import type { BlogPost } from './render-post.js';

export interface BlogPagesInput {
  /** Every built post (listed and unlisted), newest first. */
  posts: readonly BlogPost[];
  /** The posts shown in lists, newest first. */
  listed: readonly BlogPost[];
  sidebar: BlogSidebar | undefined;
  options: BlogOptions;
  blogRoute: string;
  /** Site-relative blog folder, the source named for generated pages. */
  source: string;
}

/** A page record of generated content: no links or anchors of its own to check. */
export function generatedPage(route: string, source: string, data: PageRecord['data']): PageRecord {
  return { route, source, data, links: [], anchors: [], assets: [] };
}

/** One page per post; listed posts link to their newer and older neighbours. */
export function postPages({ posts, listed, sidebar }: BlogPagesInput): PageRecord[] {
  return posts.map((post) => {
    const index = listed.indexOf(post);
    const newer = index > 0 ? listed[index - 1] : undefined;
    const older = index >= 0 ? listed[index + 1] : undefined;
    return {
      route: post.route,
      source: post.file,
      links: post.links,
      anchors: post.anchors,
      assets: post.assets,
      sections: post.sections,
      ...(post.lastmod !== undefined ? { lastmod: post.lastmod } : {}),
      data: {
        kind: 'blog-post',
        route: post.route,
        title: post.title,
        description: post.description,
        ...(post.keywords ? { keywords: post.keywords } : {}),
        ...(post.image ? { image: post.image } : {}),
        ...(sidebar ? { sidebar } : {}),
        post: postMeta(post),
        html: post.html,
        toc: post.toc,
        hideTableOfContents: post.hideTableOfContents,
        unlisted: post.unlisted,
        ...(post.draft ? { draft: true } : {}),
        ...(newer ? { newer: postLink(newer) } : {}),
        ...(older ? { older: postLink(older) } : {}),
        ...(post.stylesheets ? { stylesheets: post.stylesheets } : {}),
      },
    };
  });
}

/** The post list, `postsPerPage` a page: `/blog`, `/blog/page/2`, … */
export function listPages({ listed, sidebar, options, blogRoute, source }: BlogPagesInput): PageRecord[] {
  return paginate(listed, options.postsPerPage, blogRoute).map((page) =>
    generatedPage(page.route, source, {
      kind: 'blog-list',
      route: page.route,
      title: page.pagination.page === 1 ? options.blogTitle : `${options.blogTitle} – page ${page.pagination.page}`,
      description: options.blogDescription,
      ...(sidebar ? { sidebar } : {}),
      heading: options.blogTitle,
      posts: page.items.map(postSummary),
      pagination: page.pagination,
      ...listStylesheets(page.items),
    }),
  );
}

/** `/blog/archive`: every listed post, grouped by year. */
export function archivePage({ listed, sidebar, blogRoute, source }: BlogPagesInput): PageRecord {
  const route = `${blogRoute}/archive`;
  return generatedPage(route, source, {
    kind: 'blog-archive',
    route,
    title: 'Archive',
    description: 'Every post of the blog, by year.',
    ...(sidebar ? { sidebar } : {}),
    years: groupByYear(listed.map(postLink)),
  });
}
