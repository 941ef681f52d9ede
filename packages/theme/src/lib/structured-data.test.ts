import { describe, expect, it } from 'vitest';
import type { BlogPostPageData } from '../contract/index.js';
import { makeSite } from '../test-support/fixtures.js';
import { pageHead } from './head.js';
import { blogPosting, breadcrumbList, jsonLd } from './structured-data.js';

const site = makeSite({ baseUrl: '/flux/', image: '/img/card.png' });

const post: BlogPostPageData = {
  kind: 'blog-post',
  route: '/blog/monorepo',
  title: 'Monorepo releases',
  description: 'How we release.',
  keywords: ['release'],
  post: {
    route: '/blog/monorepo',
    title: 'Monorepo releases',
    date: '2025-03-16T00:00:00.000Z',
    readingTimeMinutes: 6,
    authors: [{ name: 'Asaf Shakarchi', url: 'https://github.com/asaf', initials: 'AS', socials: [] }, { name: 'Inline', initials: 'I', socials: [] }],
    tags: [{ label: 'Python', route: '/blog/tags/python' }],
  },
  html: '<p>Intro</p>',
  toc: [],
  hideTableOfContents: false,
  unlisted: false,
};

describe('breadcrumbList', () => {
  it('lists the linked crumbs and the page itself, numbered from 1', () => {
    const list = breadcrumbList(
      {
        route: '/docs/api/list-agents',
        title: 'List agents',
        breadcrumbs: [{ label: 'API', route: '/docs/category/api' }, { label: 'agents' }, { label: 'List agents' }],
      },
      site,
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'API', item: 'https://flux0.dev/flux/docs/category/api' },
        { '@type': 'ListItem', position: 2, name: 'List agents', item: 'https://flux0.dev/flux/docs/api/list-agents' },
      ],
    });
  });
});

describe('blogPosting', () => {
  it('describes the post with its dates, authors, keywords and image', () => {
    expect(blogPosting(post, site, { description: 'How we release.', image: 'https://flux0.dev/flux/img/card.png' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Monorepo releases',
      description: 'How we release.',
      url: 'https://flux0.dev/flux/blog/monorepo',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://flux0.dev/flux/blog/monorepo' },
      datePublished: '2025-03-16T00:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Asaf Shakarchi', url: 'https://github.com/asaf' }, { '@type': 'Person', name: 'Inline' }],
      keywords: ['Python', 'release'],
      image: 'https://flux0.dev/flux/img/card.png',
      publisher: { '@type': 'Organization', name: 'Flux0', url: 'https://flux0.dev/flux/' },
    });
  });

  it('is what the head of a post carries, with the OpenGraph article facts', () => {
    const head = pageHead(post, site);
    expect(head.type).toBe('article');
    expect(head.article).toEqual({ publishedTime: '2025-03-16T00:00:00.000Z', tags: ['Python'] });
    expect(head.structuredData).toHaveLength(1);
    expect(pageHead({ ...post, unlisted: true }, site)).toMatchObject({ noindex: true, structuredData: [] });
  });
});

describe('jsonLd', () => {
  it('escapes "<" so that a title cannot close the script element', () => {
    const text = jsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
