// The blog's RSS 2.0 and Atom 1.0 feeds (with the `feed` library) and the XSLT stylesheets
// that let a browser show them as a readable page.
import { absoluteUrl, type FeedLinks } from '@ssg/theme/contract';
import { Feed, type Item } from 'feed';
import type { ExtraFile } from '../types.js';
import { atomStylesheet, rssStylesheet } from './feed-stylesheets.js';
import type { BlogOptions } from './options.js';
import type { BlogPost } from './render-post.js';

export interface FeedSite {
  title: string;
  /** Origin, e.g. `https://flux0.dev` (a trailing slash is ignored). */
  url: string;
  /** Starts and ends with `/`. */
  baseUrl: string;
  /** The content's language (`en`). */
  lang: string;
}

export interface BuildFeedsInput {
  /** Listed posts, newest first. */
  posts: readonly BlogPost[];
  options: BlogOptions;
  site: FeedSite;
  /** Route of the blog (`/blog`). */
  blogRoute: string;
}

/**
 * The feeds every page head advertises, known from the options alone (so pages can render before
 * the blog has loaded): both or none, since with only one written a link would lead nowhere.
 */
export function feedLinks(options: BlogOptions, site: Pick<FeedSite, 'title'>, blogRoute: string): FeedLinks | undefined {
  const types = new Set(options.feed.types);
  if (!types.has('rss') || !types.has('atom')) return undefined;
  return { title: feedTitle(options, site), rss: `${blogRoute}/rss.xml`, atom: `${blogRoute}/atom.xml` };
}

function feedTitle(options: BlogOptions, site: Pick<FeedSite, 'title'>): string {
  return options.feed.title ?? `${site.title} Blog`;
}

/** Feed and stylesheet files, and the routes the page heads advertise (undefined: no feeds). */
export function buildFeeds({ posts, options, site, blogRoute }: BuildFeedsInput): { files: ExtraFile[]; feeds: FeedLinks | undefined } {
  const types = new Set(options.feed.types);
  if (types.size === 0) return { files: [], feeds: undefined };
  const absolute = (route: string) => absoluteUrl(site, route);
  const title = feedTitle(options, site);
  const routes = { rss: `${blogRoute}/rss.xml`, atom: `${blogRoute}/atom.xml` };
  const items = posts.slice(0, options.feed.limit);
  const makeFeed = (type: 'rss' | 'atom') => {
    const feed = new Feed({
      id: absolute(blogRoute),
      title,
      description: options.feed.description ?? options.blogDescription,
      link: absolute(blogRoute),
      language: site.lang,
      updated: items[0]?.date ?? new Date(0),
      generator: 'ssg',
      stylesheet: `${site.baseUrl}${blogRoute.replace(/^\//, '')}/${type}.xsl`,
      feedLinks: { rss: absolute(routes.rss), atom: absolute(routes.atom) },
      ...(options.feed.copyright ? { copyright: options.feed.copyright } : {}),
    });
    for (const post of items) feed.addItem(feedItem(post, type, absolute, site.url));
    return feed;
  };
  const files: ExtraFile[] = [];
  if (types.has('rss')) {
    files.push({ route: routes.rss, contents: makeFeed('rss').rss2() });
    files.push({ route: `${blogRoute}/rss.xsl`, contents: rssStylesheet() });
  }
  if (types.has('atom')) {
    files.push({ route: routes.atom, contents: makeFeed('atom').atom1() });
    files.push({ route: `${blogRoute}/atom.xsl`, contents: atomStylesheet() });
  }
  return { files, feeds: feedLinks(options, site, blogRoute) };
}

function feedItem(post: BlogPost, type: 'rss' | 'atom', absolute: (route: string) => string, origin: string): Item {
  const link = absolute(post.route);
  // Atom marks title and summary as HTML; RSS readers treat the description as HTML too.
  const title = type === 'atom' ? escapeHtml(post.title) : post.title;
  return {
    title,
    id: link,
    link,
    date: post.date,
    published: post.date,
    description: escapeHtml(post.description),
    content: absolutizeUrls(post.html, origin),
    author: post.authors.map(({ author, email }) => ({
      name: author.name,
      ...(email ? { email } : {}),
      ...(author.url && isHttpUrl(author.url) ? { link: author.url } : {}),
    })),
    category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
  };
}

/** Makes root-relative `href`/`src` values absolute, for feed readers that show the content elsewhere. */
export function absolutizeUrls(html: string, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return html.replace(/\b(href|src)="\/(?!\/)/g, (_, attribute: string) => `${attribute}="${base}/`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/]+/i.test(value);
}
