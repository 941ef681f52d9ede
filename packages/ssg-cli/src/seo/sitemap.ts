// sitemap.xml: the absolute URL of every indexable page (not the not-found page, not unlisted
// pages, not redirects), with the date it last changed when one is known — from its front
// matter, else from git for pages written in a file of their own (generated pages such as lists,
// tags and the API reference have no such file). Past 50,000 URLs (the protocol's limit per file) it becomes a sitemap
// index over numbered sitemaps.
import { absoluteUrl, isIndexable, type SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import type { OutputFile } from '../output/types.js';
import type { LastChange } from './git-dates.js';

export const SITEMAP_PATH = 'sitemap.xml';

/** Page kinds whose content is one source file, which git dates. */
const FILE_KINDS = new Set(['doc', 'blog-post', 'page', 'markdown-page']);

/** URLs per sitemap file, as the sitemap protocol allows. */
const MAX_URLS = 50_000;

export interface SitemapInput {
  site: Pick<SiteData, 'url' | 'baseUrl'>;
  pages: readonly PageRecord[];
  /** Last change by site-relative source file (from git). */
  lastModified?: ReadonlyMap<string, LastChange>;
  /** URLs per file (default and maximum 50,000). */
  maxUrls?: number;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** `sitemap.xml` (and its parts on a very large site). */
export function sitemapFiles({ site, pages, lastModified = new Map(), maxUrls = MAX_URLS }: SitemapInput): OutputFile[] {
  const entries = pages
    .filter((page) => isIndexable(page.data))
    .map((page) => ({
      loc: absoluteUrl(site, page.route),
      lastmod: page.lastmod ?? (FILE_KINDS.has(page.data.kind) ? lastModified.get(page.source)?.date : undefined),
    }))
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
  const urlset = (part: typeof entries): string =>
    `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${part
      .map(({ loc, lastmod }) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`)
      .join('')}</urlset>\n`;
  const limit = Math.min(maxUrls, MAX_URLS);
  if (entries.length <= limit) return [{ path: SITEMAP_PATH, contents: urlset(entries) }];
  const parts: OutputFile[] = [];
  for (let start = 0; start < entries.length; start += limit) {
    parts.push({ path: `sitemap-${parts.length + 1}.xml`, contents: urlset(entries.slice(start, start + limit)) });
  }
  const index = `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${parts
    .map((part) => `<sitemap><loc>${escapeXml(absoluteUrl(site, `/${part.path}`))}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
  return [{ path: SITEMAP_PATH, contents: index }, ...parts];
}
