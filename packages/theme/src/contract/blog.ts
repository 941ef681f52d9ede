// Page data for the blog: post lists (index, author, tag), posts, the archive and the
// author and tag indexes. Routes are without the base URL; dates are ISO 8601 strings.
import type { TocEntry } from './docs.js';
import type { PageStylesheets } from './pages.js';
import type { PageSeo } from './seo.js';

/** A link to an author's profile on another site (`x`, `github`, `linkedin`, …). */
export interface BlogSocial {
  platform: string;
  /** Human-readable platform name ("GitHub"). */
  label: string;
  url: string;
}

export interface BlogAuthor {
  /** Key in `authors.yml`; absent for authors written inline in a post. */
  key?: string;
  name: string;
  title?: string;
  /** The author's own website. */
  url?: string;
  /** Avatar: an absolute URL (loaded by the browser) or a site route; absent → initials. */
  imageUrl?: string;
  /** One or two letters shown when there is no image. */
  initials: string;
  socials: BlogSocial[];
  /** Route of the author's page, when the author has one. */
  route?: string;
}

export interface BlogTag {
  label: string;
  route: string;
  description?: string;
}

/** What a post shows wherever it appears: in lists and on its own page. */
export interface BlogPostMeta {
  route: string;
  title: string;
  /** ISO 8601 date-time (UTC), e.g. `2025-03-16T00:00:00.000Z`. */
  date: string;
  readingTimeMinutes: number;
  authors: BlogAuthor[];
  tags: BlogTag[];
  description?: string;
}

/** A post in a list: its metadata, its excerpt and whether there is more to read. */
export interface BlogPostSummary extends BlogPostMeta {
  excerptHtml: string;
  /** True when the excerpt stops at a truncate marker (show "Read more"). */
  truncated: boolean;
}

export interface BlogPostLink {
  title: string;
  route: string;
  date: string;
}

export interface BlogSidebarGroup {
  year: string;
  posts: BlogPostLink[];
}

export interface BlogSidebar {
  title: string;
  groups: BlogSidebarGroup[];
}

/** Where a paginated list is: page `page` of `totalPages`, with neighbouring page routes. */
export interface BlogPagination {
  page: number;
  totalPages: number;
  totalPosts: number;
  newerRoute?: string;
  olderRoute?: string;
}

/** What every page in the blog layout carries. */
export interface BlogShell {
  route: string;
  title: string;
  description?: string;
  /** Absent when the sidebar is switched off (`blogSidebarCount: 0`). */
  sidebar?: BlogSidebar;
}

/** A list of posts, linking the stylesheets of the MDX posts whose excerpts it shows. */
export interface BlogListPageData extends BlogShell, PageStylesheets {
  kind: 'blog-list';
  /** The blog's title shown above the list. */
  heading: string;
  posts: BlogPostSummary[];
  pagination: BlogPagination;
}

export interface BlogPostPageData extends BlogShell, PageSeo, PageStylesheets {
  kind: 'blog-post';
  post: BlogPostMeta;
  html: string;
  toc: TocEntry[];
  hideTableOfContents: boolean;
  /** Built but not listed anywhere (and kept out of search engines). */
  unlisted: boolean;
  /** A draft, built only where drafts are included (the dev server): shown with a Draft badge. */
  draft?: boolean;
  /** The next newer and the next older listed post. */
  newer?: BlogPostLink;
  older?: BlogPostLink;
}

export interface BlogArchivePageData extends BlogShell {
  kind: 'blog-archive';
  years: BlogSidebarGroup[];
}

/** An author on the authors index, with the number of listed posts. */
export interface BlogAuthorEntry {
  author: BlogAuthor;
  count: number;
}

export interface BlogAuthorsPageData extends BlogShell {
  kind: 'blog-authors';
  authors: BlogAuthorEntry[];
}

export interface BlogAuthorPageData extends BlogShell, PageStylesheets {
  kind: 'blog-author';
  author: BlogAuthor;
  /** Route of the authors index, linked from the page. */
  authorsRoute: string;
  posts: BlogPostSummary[];
  pagination: BlogPagination;
}

/** A tag on the tags index, with the number of listed posts. */
export interface BlogTagEntry {
  tag: BlogTag;
  count: number;
}

export interface BlogTagsPageData extends BlogShell {
  kind: 'blog-tags';
  tags: BlogTagEntry[];
}

export interface BlogTagPageData extends BlogShell, PageStylesheets {
  kind: 'blog-tag';
  tag: BlogTag;
  /** Route of the tags index, linked from the page. */
  tagsRoute: string;
  posts: BlogPostSummary[];
  pagination: BlogPagination;
}
