// The page-data contract between a generator and a theme: a discriminated union on `kind`.
// A theme exports `renderPage(data, site)` that turns any of these into a whole HTML document.
// Besides the types, the few helpers both sides need to read that data (sidebar.ts, seo.ts, url.ts, search.ts).
import type { ApiInfoPageData, ApiOperationPageData } from './api.js';
import type { DocCategoryPageData, DocPageData, DocTagPageData, DocTagsPageData } from './docs.js';
import type {
  BlogArchivePageData,
  BlogAuthorPageData,
  BlogAuthorsPageData,
  BlogListPageData,
  BlogPostPageData,
  BlogTagPageData,
  BlogTagsPageData,
} from './blog.js';
import type { CustomPageData, MarkdownPageData, NotFoundPageData } from './pages.js';

export type * from './api.js';
export type * from './docs.js';
export type * from './blog.js';
export type * from './pages.js';
export type * from './site.js';
export type * from './seo.js';
export type * from './search.js';
export { categoryLink, DOC_CARD_LIST_TAG, flattenSidebar } from './sidebar.js';
export { hasMarkdownTwin, isIndexable, NOT_FOUND_ROUTE } from './seo.js';
/** The layout's own ids, which no heading of the content takes (the browser runtime shares them). */
export { LAYOUT_IDS } from '../shared/runtime-contract.js';
/** The island markers' attributes (a generator checks the names pages use). */
export { ISLAND_ATTRIBUTES } from '../shared/runtime-contract.js';
export { absoluteUrl, isExternalUrl, markdownRoute, withBase } from './url.js';
export { narrowText } from './strings.js';
export { tocDepthLimit, tocWithinBudget, TOC_BUDGET } from './toc.js';
export {
  SEARCH_FIELDS,
  SEARCH_FORMAT_VERSION,
  SEARCH_INDEX_OPTIONS,
  SEARCH_MANIFEST_ROUTE,
  normalizeSearchTerm,
  searchTermKey,
  tokenizeSearchText,
} from './search.js';

/** Every kind of page the theme can render. */
export type PageData =
  | DocPageData
  | DocCategoryPageData
  | DocTagsPageData
  | DocTagPageData
  | ApiInfoPageData
  | ApiOperationPageData
  | CustomPageData
  | MarkdownPageData
  | NotFoundPageData
  | BlogListPageData
  | BlogPostPageData
  | BlogArchivePageData
  | BlogAuthorsPageData
  | BlogAuthorPageData
  | BlogTagsPageData
  | BlogTagPageData;

export type PageKind = PageData['kind'];
