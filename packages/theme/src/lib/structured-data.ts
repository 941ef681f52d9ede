// JSON-LD for search engines: a `BreadcrumbList` on every page of the docs layout (the trail the
// page shows) and a `BlogPosting` on blog posts. Plain objects; the head serialises them.
import type { BlogPostPageData, DocShell, PageData, SiteData } from '../contract/index.js';
import { breadcrumbTrail } from './breadcrumbs.js';
import { absoluteUrl } from './url.js';

/** Page facts already worked out for the head. */
export interface StructuredDataContext {
  description: string;
  /** Absolute URL of the page's social card. */
  image?: string;
}

/** The JSON-LD objects of a page (none for kinds that have no matching schema). */
export function structuredData(data: PageData, site: SiteData, context: StructuredDataContext): object[] {
  if ('breadcrumbs' in data) return [breadcrumbList(data, site)];
  if (data.kind === 'blog-post') return [blogPosting(data, site, context)];
  return [];
}

/** The page's breadcrumb trail; crumbs without a page of their own are left out. */
export function breadcrumbList(data: Pick<DocShell, 'breadcrumbs' | 'route' | 'title'>, site: SiteData): object {
  const linked = breadcrumbTrail(data.breadcrumbs, data.route, data.title).flatMap((crumb) => {
    const route = crumb.current ? data.route : crumb.route;
    return route === undefined ? [] : [{ name: crumb.label, route }];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.route),
    })),
  };
}

/** A blog post: headline, dates, authors, keywords (tags and front-matter keywords), image. */
export function blogPosting(data: BlogPostPageData, site: SiteData, context: StructuredDataContext): object {
  const url = absoluteUrl(site, data.route);
  const keywords = [...data.post.tags.map((tag) => tag.label), ...(data.keywords ?? [])];
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: data.title,
    description: context.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: data.post.date,
    author: data.post.authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      ...(author.url !== undefined ? { url: author.url } : {}),
    })),
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(context.image !== undefined ? { image: context.image } : {}),
    publisher: { '@type': 'Organization', name: site.title, url: absoluteUrl(site, '/') },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLd(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
