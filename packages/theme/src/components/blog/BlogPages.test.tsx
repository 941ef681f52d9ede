import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type {
  BlogAuthor,
  BlogListPageData,
  BlogPostPageData,
  BlogPostSummary,
  BlogSidebar,
  PageData,
  SiteData,
} from '../../contract/index.js';
import { renderPage } from '../../render-page.js';

const site: SiteData = {
  title: 'Flux0',
  tagline: 'Agents',
  lang: 'en',
  dir: 'ltr',
  url: 'https://flux0.dev',
  baseUrl: '/base/',
  navbar: { title: 'Flux0', items: [{ label: 'Blog', to: '/blog', position: 'left' }] },
  footer: { style: 'dark', links: [], copyright: 'Copyright © 2025 Flux0.' },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  feeds: { title: 'Flux0 Blog', rss: '/blog/rss.xml', atom: '/blog/atom.xml' },
  buildId: 'test',
  assets: { css: [], js: [] },
  docsVersionLabel: 'Next',
};

const asaf: BlogAuthor = { key: 'asaf', name: 'Asaf Shakarchi', title: 'Flux0 Maintainer', url: 'https://github.com/asaf', initials: 'AS', socials: [] };
const yangshun: BlogAuthor = {
  key: 'yangshun',
  name: 'Yangshun Tay',
  title: 'Ex-Meta Staff Engineer',
  imageUrl: 'https://github.com/yangshun.png',
  initials: 'YT',
  route: '/blog/authors/yangshun',
  socials: [{ platform: 'x', label: 'X', url: 'https://x.com/yangshunz' }],
};
const python = { label: 'Python', route: '/blog/tags/python', description: 'Python things.' };

const sidebar: BlogSidebar = {
  title: 'All posts',
  groups: [
    { year: '2025', posts: [{ title: 'Monorepo releases', route: '/blog/monorepo', date: '2025-03-16T00:00:00.000Z' }] },
    { year: '2024', posts: [{ title: 'Hello', route: '/blog/hello', date: '2024-05-01T00:00:00.000Z' }] },
  ],
};

const summary: BlogPostSummary = {
  route: '/blog/monorepo',
  title: 'Monorepo releases',
  date: '2025-03-16T00:00:00.000Z',
  readingTimeMinutes: 6,
  authors: [asaf, yangshun],
  tags: [python],
  description: 'How we release.',
  excerptHtml: '<p>The <em>intro</em>.</p>',
  truncated: true,
};

function html(data: PageData): string {
  return renderToStaticMarkup(renderPage(data, site));
}

/** The part of the document inside `<main>`. */
function main(data: PageData): string {
  const out = html(data);
  return out.slice(out.indexOf('<main'), out.indexOf('</main>'));
}

describe('blog list page', () => {
  const data: BlogListPageData = {
    kind: 'blog-list',
    route: '/blog/page/2',
    title: 'Blog – page 2',
    description: 'News and guides',
    sidebar,
    heading: 'Blog',
    posts: [summary, { ...summary, route: '/blog/hello', title: 'Hello', truncated: false, authors: [], tags: [] }],
    pagination: { page: 2, totalPages: 3, totalPosts: 21, newerRoute: '/blog', olderRoute: '/blog/page/3' },
  };

  it('shows each post with title link, date, reading time, authors, tags, excerpt and Read more', () => {
    const out = main(data);
    expect(out).toContain('<h2 class="ssg-blog-summary__title"><a href="/base/blog/monorepo">Monorepo releases</a></h2>');
    expect(out).toContain('<time dateTime="2025-03-16T00:00:00.000Z">March 16, 2025</time>');
    expect(out).toContain('6 min read');
    expect(out).toContain('<a class="ssg-blog-author__name" href="https://github.com/asaf">Asaf Shakarchi</a>');
    expect(out).toContain('<a class="ssg-blog-author__name" href="/base/blog/authors/yangshun">Yangshun Tay</a>');
    expect(out).toContain('<a class="ssg-blog-tag" href="/base/blog/tags/python">Python</a>');
    expect(out).toContain('<div class="ssg-markdown ssg-blog-summary__excerpt"><p>The <em>intro</em>.</p></div>');
    expect(out).toContain(
      '<a class="ssg-blog-summary__more" href="/base/blog/monorepo">Read more<span class="ssg-visually-hidden"> about “Monorepo releases”</span></a>',
    );
    // A post shown whole has no "Read more".
    expect(out.match(/Read more/g)).toHaveLength(1);
  });

  it('links to newer and older pages and says where the reader is', () => {
    const out = main(data);
    expect(out).toMatch(/<a class="ssg-blog-paginator__link" href="\/base\/blog" rel="prev">.*Newer posts<\/a>/);
    expect(out).toMatch(/href="\/base\/blog\/page\/3" rel="next">Older posts/);
    expect(out).toContain('<span class="ssg-blog-paginator__position">Page 2 of 3</span>');
    expect(out).toContain('<h1 class="ssg-title">Blog<span class="ssg-visually-hidden">, Page 2 of 3</span></h1>');
  });

  it('renders the sidebar grouped by year', () => {
    const out = main(data);
    expect(out).toContain('<nav class="ssg-blog-sidebar" aria-label="Blog posts"><p class="ssg-blog-sidebar__title">All posts</p>');
    expect(out).toContain('<p class="ssg-blog-sidebar__year" id="ssg-blog-sidebar-year-2025">2025</p><ul class="ssg-blog-sidebar__list" aria-labelledby="ssg-blog-sidebar-year-2025">');
    expect(out.indexOf('>2025<')).toBeLessThan(out.indexOf('>2024<'));
  });

  it('advertises both feeds in the head', () => {
    const out = html(data);
    expect(out).toContain('<link rel="alternate" type="application/rss+xml" title="Flux0 Blog RSS Feed" href="/base/blog/rss.xml"/>');
    expect(out).toContain('<link rel="alternate" type="application/atom+xml" title="Flux0 Blog Atom Feed" href="/base/blog/atom.xml"/>');
  });
});

describe('blog post page', () => {
  const data: BlogPostPageData = {
    kind: 'blog-post',
    route: '/blog/monorepo',
    title: 'Monorepo releases',
    description: 'How we release.',
    sidebar,
    post: summary,
    html: '<p>Intro</p><h2 id="setup">Setup</h2><h3 id="uv">uv</h3>',
    toc: [
      { id: 'setup', html: 'Setup', depth: 2 },
      { id: 'uv', html: 'uv', depth: 3 },
    ],
    hideTableOfContents: false,
    unlisted: false,
    newer: { title: 'Newer one', route: '/blog/newer', date: '2025-04-01T00:00:00.000Z' },
    older: { title: 'Hello', route: '/blog/hello', date: '2024-05-01T00:00:00.000Z' },
  };

  it('shows the title, date, reading time and authors with avatars', () => {
    const out = main(data);
    expect(out).toContain('<h1 class="ssg-title ssg-blog-post__title">Monorepo releases</h1>');
    expect(out).toContain('March 16, 2025');
    expect(out).toContain('6 min read');
    // No image: initials only.
    expect(out).toContain('<span class="ssg-blog-avatar ssg-blog-avatar--small" aria-hidden="true"><span class="ssg-blog-avatar__initials">AS</span></span>');
    // A remote image: referenced for the browser to load lazily, initials underneath.
    expect(out).toContain(
      '<span class="ssg-blog-avatar__initials">YT</span><img class="ssg-blog-avatar__image" src="https://github.com/yangshun.png" width="40" height="40" loading="lazy" decoding="async" referrerPolicy="no-referrer" data-initials="YT" alt=""/>',
    );
    expect(out).toContain('<span class="ssg-blog-author__title">Flux0 Maintainer</span>');
  });

  it('has the content, a table of contents of h2–h3, tags and newer/older links', () => {
    const out = main(data);
    expect(out).toContain('<div class="ssg-markdown"><p>Intro</p><h2 id="setup">Setup</h2>');
    expect(out).toContain('<nav class="ssg-toc" data-ssg-toc="" aria-label="Table of contents">');
    expect(out).toContain('<a class="ssg-toc__link" href="#uv">uv</a>');
    expect(out).toContain('<a class="ssg-blog-tag" href="/base/blog/tags/python">Python</a>');
    expect(out).toMatch(/href="\/base\/blog\/newer" rel="prev">.*Newer post.*Newer one/);
    expect(out).toMatch(/href="\/base\/blog\/hello" rel="next">.*Older post.*Hello/);
    expect(out).toContain('aria-current="page">Monorepo releases</a>');
  });

  it('marks an unlisted post and keeps it out of search engines', () => {
    const listed = html(data);
    expect(listed).not.toContain('noindex');
    const out = html({ ...data, unlisted: true, newer: undefined, older: undefined } as BlogPostPageData);
    expect(out).toContain('<meta name="robots" content="noindex"/>');
    expect(out).toContain('<p class="ssg-page-notice" role="note">Unlisted post');
    expect(out).not.toContain('More posts');
  });

  it('leaves the TOC out when the post hides it', () => {
    expect(main({ ...data, hideTableOfContents: true })).not.toContain('data-ssg-toc');
  });
});

describe('archive, authors and tags pages', () => {
  it('lists the archive by year with dates', () => {
    const out = main({ kind: 'blog-archive', route: '/blog/archive', title: 'Archive', sidebar, years: sidebar.groups });
    expect(out).toContain('<h1 class="ssg-title">Archive</h1>');
    expect(out).toContain('<section class="ssg-blog-archive__year" aria-labelledby="ssg-blog-archive-2024"><h2 id="ssg-blog-archive-2024" class="ssg-blog-archive__heading">2024</h2>');
    expect(out).toContain('<time class="ssg-blog-archive__date" dateTime="2024-05-01T00:00:00.000Z">May 1, 2024</time><a href="/base/blog/hello">Hello</a>');
  });

  it('lists every author with avatar, title, socials and post count', () => {
    const out = main({
      kind: 'blog-authors',
      route: '/blog/authors',
      title: 'Authors',
      authors: [
        { author: asaf, count: 1 },
        { author: yangshun, count: 0 },
      ],
    });
    expect(out).toContain('<h2 class="ssg-blog-author-card__name"><a href="https://github.com/asaf">Asaf Shakarchi</a></h2>');
    expect(out).toContain('<h2 class="ssg-blog-author-card__name"><a href="/base/blog/authors/yangshun">Yangshun Tay</a></h2>');
    expect(out).toContain('<p class="ssg-blog-author-card__extra">1 post</p>');
    expect(out).toContain('<p class="ssg-blog-author-card__extra">0 posts</p>');
    expect(out).toContain('<a class="ssg-blog-socials__link" href="https://x.com/yangshunz" rel="noopener me">X</a>');
    expect(out).toContain('width="72" height="72"');
  });

  it("shows an author's page with their card, their posts and a way back", () => {
    const out = main({
      kind: 'blog-author',
      route: '/blog/authors/yangshun',
      title: 'Yangshun Tay',
      author: yangshun,
      authorsRoute: '/blog/authors',
      posts: [summary],
      pagination: { page: 1, totalPages: 1, totalPosts: 1 },
    });
    expect(out).toContain('<h1 class="ssg-blog-author-card__name">Yangshun Tay</h1>');
    expect(out).toContain('<p class="ssg-blog-author-card__extra">1 post</p>');
    expect(out).toContain('<a href="/base/blog/authors">View all authors</a>');
    expect(out).toContain('Monorepo releases');
    expect(out).not.toContain('ssg-blog-paginator');
  });

  it('shows an empty author page without failing', () => {
    const out = main({ kind: 'blog-author', route: '/blog/authors/x', title: 'X', author: { ...asaf, route: '/blog/authors/x' }, authorsRoute: '/blog/authors', posts: [], pagination: { page: 1, totalPages: 1, totalPosts: 0 } });
    expect(out).toContain('No posts yet.');
  });

  it('lists tags with counts, and a tag page shows its description', () => {
    const tags = main({ kind: 'blog-tags', route: '/blog/tags', title: 'Tags', tags: [{ tag: python, count: 3 }] });
    expect(tags).toContain(
      '<a class="ssg-blog-tag" href="/base/blog/tags/python">Python<span class="ssg-blog-tag__count"><span class="ssg-visually-hidden">, </span>3<span class="ssg-visually-hidden"> posts</span></span></a>',
    );
    const tag = main({
      kind: 'blog-tag',
      route: '/blog/tags/python',
      title: 'Posts tagged “Python”',
      tag: python,
      tagsRoute: '/blog/tags',
      posts: [summary],
      pagination: { page: 1, totalPages: 1, totalPosts: 1 },
    });
    expect(tag).toContain('<h1 class="ssg-title">1 post tagged with “Python”</h1>');
    expect(tag).toContain('<p class="ssg-lead">Python things.</p>');
    expect(tag).toContain('<a href="/base/blog/tags">View all tags</a>');
  });
});
