// Head metadata of a page: document title, description, canonical URL, indexing, and what link
// previews (OpenGraph, Twitter cards) and search engines (keywords, JSON-LD) read.
import { isIndexable, type PageData, type SiteData } from '../contract/index.js';
import { structuredData } from './structured-data.js';
import { absoluteUrl } from './url.js';

/** An article's OpenGraph facts (`article:*`), for blog posts. */
export interface ArticleHead {
  /** ISO 8601. */
  publishedTime: string;
  tags: string[];
}

/** What the document head needs to know about a page. */
export interface PageHead {
  /** Full `<title>` text. */
  title: string;
  description: string;
  /** Absolute canonical URL, absent for pages that must not be indexed. */
  canonical?: string;
  noindex: boolean;
  keywords: string[];
  /** Absolute URL of the social card: the page's `image`, else the site's. */
  image?: string;
  /** `og:type`. */
  type: 'website' | 'article';
  article?: ArticleHead;
  /** JSON-LD objects (`BreadcrumbList` on docs, `BlogPosting` on posts); none on unindexed pages. */
  structuredData: object[];
  /** Routes of the page's own stylesheets (`PageStylesheets`). */
  stylesheets: string[];
}

/** "Page title | Site title"; the site title alone for the home page or an empty page title. */
export function documentTitle(site: Pick<SiteData, 'title'>, title: string, isHome = false): string {
  const page = title.trim();
  if (isHome || page === '' || page === site.title) return site.title;
  return `${page} | ${site.title}`;
}

/** Head metadata for any page kind (uses only the fields every kind shares, plus the SEO ones). */
export function pageHead(data: PageData, site: SiteData): PageHead {
  const isHome = 'isHome' in data && data.isHome === true;
  const description = ('description' in data ? data.description : undefined) ?? site.tagline;
  const noindex = !isIndexable(data);
  const image = ('image' in data ? data.image : undefined) ?? site.image;
  const head: PageHead = {
    title: documentTitle(site, data.title, isHome),
    description,
    noindex,
    keywords: ('keywords' in data ? data.keywords : undefined) ?? [],
    type: data.kind === 'blog-post' ? 'article' : 'website',
    structuredData: noindex ? [] : structuredData(data, site, { description, ...(image !== undefined ? { image: absoluteUrl(site, image) } : {}) }),
    stylesheets: ('stylesheets' in data ? data.stylesheets : undefined) ?? [],
  };
  if (!noindex) head.canonical = absoluteUrl(site, data.route);
  if (image !== undefined) head.image = absoluteUrl(site, image);
  if (data.kind === 'blog-post') head.article = { publishedTime: data.post.date, tags: data.post.tags.map((tag) => tag.label) };
  return head;
}
