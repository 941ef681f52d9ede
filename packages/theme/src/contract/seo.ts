// What pages tell search engines and social sites beyond title and description, and which pages
// they may list: generators leave the others out of sitemaps and indexes, themes mark them noindex.
import type { PageData } from './index.js';

/** Front-matter metadata a page may carry for search engines and link previews. */
export interface PageSeo {
  /** `<meta name="keywords">`. */
  keywords?: string[];
  /** The page's social card: a site route (`/img/card.png`) or an absolute URL. */
  image?: string;
}

/**
 * Whether a page of this kind has its text as Markdown beside it (`markdownRoute`, for language
 * models and "Copy page"): docs, their category index pages and the API reference's pages. Tag
 * lists have none (the pages they list have theirs).
 */
export function hasMarkdownTwin(data: PageData): boolean {
  return data.kind === 'doc' || data.kind === 'doc-category' || data.kind === 'api-info' || data.kind === 'api-operation';
}

/** The route of the not-found page (`404.html`): the theme's, or a site's own page there. */
export const NOT_FOUND_ROUTE = '/404';

/** False for pages kept out of search engines, sitemaps and search: the not-found page (the theme's or the site's own), unlisted pages and drafts. */
export function isIndexable(data: PageData): boolean {
  if (data.kind === 'not-found' || data.route === NOT_FOUND_ROUTE) return false;
  return !(('unlisted' in data && data.unlisted === true) || ('draft' in data && data.draft === true));
}
