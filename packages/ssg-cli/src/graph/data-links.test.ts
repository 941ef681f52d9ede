import { describe, expect, it } from 'vitest';
import type { SidebarItem, SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import { collectDataLinks, configLinks } from './data-links.js';

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Intro', route: '/docs/intro' },
  { type: 'category', label: 'Guides', route: '/docs/category/guides', items: [{ type: 'link', label: 'Deploy', route: '/docs/guides/deploy' }] },
];

function doc(route: string, source: string): PageRecord {
  return {
    route,
    source,
    data: {
      kind: 'doc',
      route,
      title: route,
      html: '<a href="/not-data">x</a>',
      toc: [],
      hideTitle: false,
      hideTableOfContents: false,
      sidebar,
      breadcrumbs: [{ label: 'Guides', route: '/docs/category/guides' }, { label: 'Deploy' }],
      next: { label: 'Next', route: '/docs/next' },
      metadata: { id: 'x', path: 'x.md', sidebar: 'learn' },
    },
    links: [],
    anchors: [],
    assets: [],
  };
}

describe('collectDataLinks', () => {
  it('reads the routes of page data, a shared sidebar once, never the page itself or its HTML', () => {
    const links = collectDataLinks([doc('/docs/intro', 'docs/intro.md'), doc('/docs/guides/deploy', 'docs/guides/deploy.md')]);
    expect(links.map((link) => `${link.source} ${link.target}`)).toEqual([
      'docs/intro.md /docs/intro',
      'docs/intro.md /docs/category/guides',
      'docs/intro.md /docs/guides/deploy',
      'docs/intro.md /docs/category/guides',
      'docs/intro.md /docs/next',
      'docs/guides/deploy.md /docs/category/guides',
      'docs/guides/deploy.md /docs/next',
    ]);
  });

  it('reads blog routes and avatars that are site routes', () => {
    const page: PageRecord = {
      route: '/blog/authors/ada',
      source: 'blog/authors.yml',
      data: {
        kind: 'blog-author',
        route: '/blog/authors/ada',
        title: 'Ada',
        author: { name: 'Ada', initials: 'A', socials: [], imageUrl: '/img/ada.png', url: 'https://ada.dev' },
        authorsRoute: '/blog/authors',
        posts: [],
        pagination: { page: 1, totalPages: 2, totalPosts: 12, olderRoute: '/blog/authors/ada/page/2' },
      },
      links: [],
      anchors: [],
      assets: [],
    };
    expect(collectDataLinks([page]).map((link) => link.target)).toEqual(['/img/ada.png', '/blog/authors', '/blog/authors/ada/page/2']);
  });
});

describe('configLinks', () => {
  it('lists the internal navbar and footer links, the logo and the favicon once each', () => {
    const site = {
      favicon: '/img/favicon.svg',
      navbar: { title: 'X', logo: { src: '/img/logo.svg', alt: '' }, items: [{ label: 'Docs', to: '/docs', position: 'left' }, { label: 'GH', href: 'https://github.com', position: 'right' }] },
      footer: { style: 'dark', links: [{ label: 'Docs', to: '/docs' }, { label: 'Blog', to: '/blog' }], copyright: '' },
    } as unknown as SiteData;
    expect(configLinks(site)).toEqual(['/docs', '/blog', '/img/logo.svg', '/img/favicon.svg']);
  });
});
