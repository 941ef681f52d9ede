// Head metadata of a page: document title, description, canonical URL, indexing.
import type { PageData, SiteData } from '../contract/index.js';
import { absoluteUrl } from './url.js';

/** What the document head needs to know about a page. */
export interface PageHead {
  /** Full `<title>` text. */
  title: string;
  description: string;
  /** Absolute canonical URL, absent for pages that must not be indexed. */
  canonical?: string;
  noindex: boolean;
}

/** "Page title | Site title"; the site title alone for the home page or an empty page title. */
export function documentTitle(site: Pick<SiteData, 'title'>, title: string, isHome = false): string {
  const page = title.trim();
  if (isHome || page === '' || page === site.title) return site.title;
  return `${page} | ${site.title}`;
}

/** Head metadata for any page kind (uses only the fields every kind shares). */
export function pageHead(data: PageData, site: SiteData): PageHead {
  const isHome = 'isHome' in data && data.isHome === true;
  const description = ('description' in data ? data.description : undefined) ?? site.tagline;
  const noindex = data.kind === 'not-found' || (data.kind === 'blog-post' && data.unlisted);
  const head: PageHead = { title: documentTitle(site, data.title, isHome), description, noindex };
  if (!noindex) head.canonical = absoluteUrl(site, data.route);
  return head;
}
