import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { absolutizeUrls, buildFeeds } from './feeds.js';
import { resolveBlogOptions, type BlogOptionsInput } from './options.js';
import type { BlogPost } from './render-post.js';

function post(overrides: Partial<BlogPost> & Pick<BlogPost, 'route' | 'title' | 'date'>): BlogPost {
  return {
    file: `blog${overrides.route.slice(5)}.md`,
    description: `About ${overrides.title}`,
    authors: [],
    tags: [],
    draft: false,
    unlisted: false,
    hideTableOfContents: false,
    html: `<p>${overrides.title} body</p>`,
    excerptHtml: `<p>${overrides.title}</p>`,
    truncated: true,
    readingTimeMinutes: 1,
    toc: [],
    links: [],
    anchors: [],
    assets: [],
    ...overrides,
  };
}

const POSTS: BlogPost[] = [
  post({
    route: '/blog/second',
    title: 'Second <post> & more',
    date: new Date('2025-03-16T00:00:00.000Z'),
    description: 'Fish & chips',
    html: '<p>See <a href="/flux0/docs/intro">the docs</a> and <img src="/flux0/assets/a-1234.png" alt=""> or <a href="https://example.com/x">this</a>.</p>',
    authors: [
      { author: { key: 'asaf', name: 'Asaf Shakarchi', url: 'https://github.com/asaf', initials: 'AS', socials: [] }, email: 'asaf@example.com' },
      { author: { name: 'Guest', initials: 'G', socials: [] } },
    ],
    tags: [
      { label: 'Python', route: '/blog/tags/python' },
      { label: 'Uv', route: '/blog/tags/uv' },
    ],
  }),
  post({ route: '/blog/first', title: 'First', date: new Date('2025-01-02T08:00:00.000Z') }),
];

const site = { title: 'Flux0', url: 'https://flux0.dev/', baseUrl: '/flux0/', lang: 'en' };
/** Elements that may repeat are always read as arrays, so the checks see every one. */
const REPEATED = new Set([
  'rss.channel.item',
  'rss.channel.item.author',
  'rss.channel.item.category',
  'rss.channel.atom:link',
  'feed.link',
  'feed.entry',
  'feed.entry.link',
  'feed.entry.author',
  'feed.entry.category',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (_name, jpath) => REPEATED.has(String(jpath)),
});

function feeds(options: BlogOptionsInput = {}, lang = 'en') {
  const result = buildFeeds({ posts: POSTS, options: resolveBlogOptions({ blogDescription: 'News from Flux0', ...options }), site: { ...site, lang }, blogRoute: '/blog' });
  const file = (route: string) => result.files.find((f) => f.route === route)?.contents as string | undefined;
  return { ...result, file };
}

describe('RSS 2.0 feed', () => {
  const { file } = feeds({ feed: { copyright: 'Copyright © 2025 Flux0.' } });
  const xml = file('/blog/rss.xml')!;
  const doc = parser.parse(xml);
  const channel = doc.rss.channel;

  it('is well-formed XML that asks for its stylesheet right after the declaration', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?><\?xml-stylesheet href="\/flux0\/blog\/rss\.xsl" type="text\/xsl"\?>/);
    expect(doc['?xml-stylesheet']).toEqual({ '@_href': '/flux0/blog/rss.xsl', '@_type': 'text/xsl' });
    expect(doc.rss['@_version']).toBe('2.0');
  });

  it('describes the blog with absolute links from the site URL and base URL', () => {
    expect(channel.title).toBe('Flux0 Blog');
    expect(channel.link).toBe('https://flux0.dev/flux0/blog');
    expect(channel.description).toBe('News from Flux0');
    expect(channel.language).toBe('en');
    expect(parser.parse(feeds({}, 'pt-BR').file('/blog/rss.xml') ?? '').rss.channel.language).toBe('pt-BR');
    expect(channel.copyright).toBe('Copyright © 2025 Flux0.');
    expect(channel.lastBuildDate).toBe('Sun, 16 Mar 2025 00:00:00 GMT');
    expect(channel['atom:link']).toEqual([{ '@_href': 'https://flux0.dev/flux0/blog/rss.xml', '@_rel': 'self', '@_type': 'application/rss+xml' }]);
  });

  it('has one item per post, newest first, with full content, authors and categories', () => {
    const [second, first] = channel.item;
    expect(channel.item).toHaveLength(2);
    expect(second.title).toBe('Second <post> & more');
    expect(second.link).toBe('https://flux0.dev/flux0/blog/second');
    expect(second.guid).toEqual({ '#text': 'https://flux0.dev/flux0/blog/second', '@_isPermaLink': 'false' });
    expect(second.pubDate).toBe('Sun, 16 Mar 2025 00:00:00 GMT');
    expect(second.description).toBe('Fish &amp; chips');
    expect(second['content:encoded']).toBe(
      '<p>See <a href="https://flux0.dev/flux0/docs/intro">the docs</a> and <img src="https://flux0.dev/flux0/assets/a-1234.png" alt=""> or <a href="https://example.com/x">this</a>.</p>',
    );
    expect(second.author).toEqual(['asaf@example.com (Asaf Shakarchi)', 'Guest']);
    expect(second.category).toEqual(['Python', 'Uv']);
    expect(first.title).toBe('First');
    expect(first['content:encoded']).toBe('<p>First body</p>');
  });

  it('keeps to the configured number of items', () => {
    const limited = parser.parse(feeds({ feed: { limit: 1 } }).file('/blog/rss.xml')!);
    expect(limited.rss.channel.item.map((item: { title: string }) => item.title)).toEqual(['Second <post> & more']);
  });
});

describe('Atom 1.0 feed', () => {
  const { file } = feeds({ feed: { title: 'Flux0 news', copyright: 'CC BY 4.0' } });
  const xml = file('/blog/atom.xml')!;
  const doc = parser.parse(xml);
  const feed = doc.feed;

  it('is well-formed Atom that asks for its stylesheet', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(doc['?xml-stylesheet']).toEqual({ '@_href': '/flux0/blog/atom.xsl', '@_type': 'text/xsl' });
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  });

  it('identifies the feed and links to the blog and to itself', () => {
    expect(feed.id).toBe('https://flux0.dev/flux0/blog');
    expect(feed.title).toBe('Flux0 news');
    expect(feed.subtitle).toBe('News from Flux0');
    expect(feed.updated).toBe('2025-03-16T00:00:00.000Z');
    expect(feed.rights).toBe('CC BY 4.0');
    expect(feed.link).toEqual([
      { '@_rel': 'alternate', '@_href': 'https://flux0.dev/flux0/blog' },
      { '@_rel': 'self', '@_href': 'https://flux0.dev/flux0/blog/atom.xml' },
    ]);
  });

  it('has one entry per post with escaped HTML title, summary, content, authors and categories', () => {
    const [second] = feed.entry;
    expect(feed.entry).toHaveLength(2);
    expect(second.title).toEqual({ '#text': 'Second &lt;post&gt; &amp; more', '@_type': 'html' });
    expect(second.id).toBe('https://flux0.dev/flux0/blog/second');
    expect(second.link).toEqual([{ '@_href': 'https://flux0.dev/flux0/blog/second' }]);
    expect(second.updated).toBe('2025-03-16T00:00:00.000Z');
    expect(second.published).toBe('2025-03-16T00:00:00.000Z');
    expect(second.summary).toEqual({ '#text': 'Fish &amp; chips', '@_type': 'html' });
    expect(second.content['@_type']).toBe('html');
    expect(second.content['#text']).toContain('href="https://flux0.dev/flux0/docs/intro"');
    expect(second.author).toEqual([{ name: 'Asaf Shakarchi', email: 'asaf@example.com', uri: 'https://github.com/asaf' }, { name: 'Guest' }]);
    expect(second.category).toEqual([
      { '@_label': 'Python', '@_term': 'Python' },
      { '@_label': 'Uv', '@_term': 'Uv' },
    ]);
  });
});

describe('feed files and head links', () => {
  it('writes both feeds and both stylesheets, and advertises both feeds', () => {
    const result = feeds();
    expect(result.files.map((f) => f.route)).toEqual(['/blog/rss.xml', '/blog/rss.xsl', '/blog/atom.xml', '/blog/atom.xsl']);
    expect(result.feeds).toEqual({ title: 'Flux0 Blog', rss: '/blog/rss.xml', atom: '/blog/atom.xml' });
  });

  it('writes nothing when no feed type is asked for', () => {
    expect(feeds({ feed: { types: [] } })).toMatchObject({ files: [], feeds: undefined });
  });

  it('writes only the asked feed, and advertises none rather than a missing one', () => {
    const result = feeds({ feed: { types: ['atom'] } });
    expect(result.files.map((f) => f.route)).toEqual(['/blog/atom.xml', '/blog/atom.xsl']);
    expect(result.feeds).toBeUndefined();
  });

  it('ships stylesheets that are well-formed XSLT for their feed format', () => {
    const { file } = feeds();
    for (const [route, select] of [['/blog/rss.xsl', '/rss/channel/item'], ['/blog/atom.xsl', '/atom:feed/atom:entry']] as const) {
      const xsl = file(route)!;
      expect(XMLValidator.validate(xsl)).toBe(true);
      const sheet = parser.parse(xsl)['xsl:stylesheet'];
      expect(sheet['@_version']).toBe('1.0');
      expect(xsl).toContain(`<xsl:for-each select="${select}">`);
    }
  });
});

describe('absolutizeUrls', () => {
  it('prefixes root-relative href and src with the origin, leaving other URLs alone', () => {
    expect(absolutizeUrls('<a href="/a">a</a><a href="//cdn.x/y">b</a><a href="#top">c</a><img src="/i.png">', 'https://x.dev/')).toBe(
      '<a href="https://x.dev/a">a</a><a href="//cdn.x/y">b</a><a href="#top">c</a><img src="https://x.dev/i.png">',
    );
  });
});
