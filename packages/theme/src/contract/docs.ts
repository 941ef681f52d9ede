// Page data for documentation pages: the doc itself and generated category index pages,
// and the pieces every doc-like page shares (sidebar, breadcrumbs, TOC, pagination).
import type { BlogTag } from './blog.js';
import type { PageStylesheets } from './pages.js';
import type { PageSeo } from './seo.js';

/** One heading in a page's table of contents, flat, in document order. */
export interface TocEntry {
  id: string;
  /** Heading content as HTML (inline code and emphasis kept, links removed). */
  html: string;
  depth: number;
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  /** A route of the site, or an absolute URL (a sidebars file's external link, left out of prev/next). */
  route: string;
  /** A short badge shown before the label, e.g. an HTTP method (`get`, `post`). */
  badge?: string;
  /** Extra class of the item's `<li>` (a doc's `sidebar_class_name`). */
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (a generated index or a linked doc), if it has one. */
  route?: string;
  /**
   * A page listing every item of the category (the API's info page at the tag's heading): where a
   * long category shown in part (see `buildSidebarView`) leads readers without JavaScript.
   */
  indexRoute?: string;
  items: SidebarItem[];
}

export interface Crumb {
  label: string;
  route?: string;
}

export interface PageLink {
  label: string;
  route: string;
}

/** Metadata kept per doc: id, source path relative to the docs folder, sidebar name. */
export interface DocMetadata {
  id: string;
  path: string;
  sidebar: string;
}

/** What every page rendered inside the docs layout carries. */
export interface DocShell {
  route: string;
  title: string;
  description?: string;
  sidebar: SidebarItem[];
  /**
   * Route of the sidebar as JSON (the `SidebarItem[]` tree, content-hashed): a page shows only the
   * categories on its own path expanded, and the browser loads the others' items from here.
   */
  sidebarJson?: string;
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  toc: TocEntry[];
  metadata: DocMetadata;
}

export interface DocPageData extends DocShell, PageSeo, PageStylesheets {
  kind: 'doc';
  html: string;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  /** A draft, built only where drafts are included (the dev server): shown with a Draft badge. */
  draft?: boolean;
  /** Built but listed nowhere (sidebar, sitemap, search) and kept out of search engines. */
  unlisted?: boolean;
  /** The cards of the doc's category, shown where its HTML has `<ssg-doc-card-list>` (MDX `<DocCardList />`). */
  cards?: CategoryCard[];
  /** The doc's tags, each linking to its tag page. */
  tags?: DocTag[];
  /** Where the source of the page can be edited ("Edit this page"). */
  editUrl?: string;
  /** When and by whom the doc last changed ("Last updated on … by …"); `date` is ISO 8601. */
  lastUpdate?: { date?: string; author?: string };
}

/** A tag of docs: its label, its page, and what it is about. */
export type DocTag = BlogTag;

/** A doc as a tag page lists it. */
export interface TaggedDoc {
  title: string;
  route: string;
  description?: string;
}

/** Every tag of the docs with the number of docs carrying it (`/docs/tags`). */
export interface DocTagsPageData extends DocShell {
  kind: 'doc-tags';
  tags: Array<{ tag: DocTag; count: number }>;
}

/** The docs carrying one tag (`/docs/tags/<tag>`). */
export interface DocTagPageData extends DocShell {
  kind: 'doc-tag';
  tag: DocTag;
  /** Route of the tags index, linked from the page. */
  tagsRoute: string;
  docs: TaggedDoc[];
}

export interface CategoryCard {
  label: string;
  route: string;
  description?: string;
  /** Number of pages inside when the card is a category. */
  count?: number;
}

export interface DocCategoryPageData extends DocShell {
  kind: 'doc-category';
  cards: CategoryCard[];
}
