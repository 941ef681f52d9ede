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

/** False for pages kept out of search engines, sitemaps and search: the not-found page, unlisted pages and drafts. */
export function isIndexable(data: PageData): boolean {
  if (data.kind === 'not-found') return false;
  return !(('unlisted' in data && data.unlisted === true) || ('draft' in data && data.draft === true));
}
