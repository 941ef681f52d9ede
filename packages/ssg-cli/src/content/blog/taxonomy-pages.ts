// Page records for authors and tags: the two indexes and one paginated page per author (with
// a page) and per tag.
import type { BlogAuthor, BlogTag } from '@ssg/theme/contract';
import type { PageRecord } from '../types.js';
import type { AuthorInfo } from './authors.js';
import { paginate } from './paginate.js';
import { generatedPage, type BlogPagesInput } from './post-pages.js';
import { listStylesheets, postSummary } from './post-views.js';
import type { BlogPost } from './render-post.js';
import { compareText } from '../compare-text.js';

export interface TaxonomyInput extends BlogPagesInput {
  /** Authors of `authors.yml`, in file order. */
  authors: Map<string, AuthorInfo>;
  authorsSource: string;
  tagsSource: string;
}

/** `/blog/authors` and a page per author that has a route. */
export function authorPages(input: TaxonomyInput): PageRecord[] {
  const { listed, sidebar, options, blogRoute } = input;
  const postsBy = (author: BlogAuthor) => listed.filter((post) => post.authors.some((info) => info.author === author));
  const authors = [...input.authors.values()].map((info) => info.author);
  const indexRoute = `${blogRoute}/authors`;
  const pages: PageRecord[] = [
    generatedPage(indexRoute, input.authorsSource, {
      kind: 'blog-authors',
      route: indexRoute,
      title: 'Authors',
      description: 'Everyone who writes for the blog.',
      ...(sidebar ? { sidebar } : {}),
      authors: authors.map((author) => ({ author, count: postsBy(author).length })),
    }),
  ];
  for (const author of authors) {
    if (author.route === undefined) continue;
    for (const page of paginate(postsBy(author), options.postsPerPage, author.route)) {
      pages.push(
        generatedPage(page.route, input.authorsSource, {
          kind: 'blog-author',
          route: page.route,
          title: page.pagination.page === 1 ? author.name : `${author.name} – page ${page.pagination.page}`,
          description: author.title ? `Posts by ${author.name}, ${author.title}.` : `Posts by ${author.name}.`,
          ...(sidebar ? { sidebar } : {}),
          author,
          authorsRoute: indexRoute,
          posts: page.items.map(postSummary),
          pagination: page.pagination,
          ...listStylesheets(page.items),
        }),
      );
    }
  }
  return pages;
}

/** `/blog/tags` (tags of listed posts, with counts) and a page per tag of any built post. */
export function tagPages(input: TaxonomyInput): PageRecord[] {
  const { posts, listed, sidebar, options, blogRoute } = input;
  const tags = new Map<string, BlogTag>();
  for (const post of posts) for (const tag of post.tags) if (!tags.has(tag.route)) tags.set(tag.route, tag);
  const postsTagged = (tag: BlogTag): BlogPost[] => listed.filter((post) => post.tags.some((t) => t.route === tag.route));
  const sorted = [...tags.values()].sort((a, b) => compareText(a.label, b.label));
  const indexRoute = `${blogRoute}/tags`;
  const pages: PageRecord[] = [
    generatedPage(indexRoute, input.tagsSource, {
      kind: 'blog-tags',
      route: indexRoute,
      title: 'Tags',
      description: 'Every topic of the blog, with the number of posts on it.',
      ...(sidebar ? { sidebar } : {}),
      tags: sorted.map((tag) => ({ tag, count: postsTagged(tag).length })).filter((entry) => entry.count > 0),
    }),
  ];
  for (const tag of sorted) {
    for (const page of paginate(postsTagged(tag), options.postsPerPage, tag.route)) {
      pages.push(
        generatedPage(page.route, input.tagsSource, {
          kind: 'blog-tag',
          route: page.route,
          title: page.pagination.page === 1 ? `Posts tagged “${tag.label}”` : `Posts tagged “${tag.label}” – page ${page.pagination.page}`,
          description: tag.description ?? `Posts tagged “${tag.label}”.`,
          ...(sidebar ? { sidebar } : {}),
          tag,
          tagsRoute: indexRoute,
          posts: page.items.map(postSummary),
          pagination: page.pagination,
          ...listStylesheets(page.items),
        }),
      );
    }
  }
  return pages;
}
