import type { PageData } from '@ssg/theme/contract';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/types.js';
import { sitemapFiles } from './sitemap.js';

const site = { url: 'https://flux0.dev/', baseUrl: '/flux0/' };

function record(route: string, data: Partial<PageData> & { kind: PageData['kind'] }, extra: Partial<PageRecord> = {}): PageRecord {
  return { route, source: `docs${route}.md`, data: { route, title: route, ...data } as PageData, links: [], anchors: [], assets: [], ...extra };
}

const text = (file: { contents?: unknown }): string => String(file.contents);

describe('sitemapFiles', () => {
  it('lists indexable pages by absolute URL, with front-matter dates first, then git dates for file pages', () => {
    const pages = [
      record('/docs/b', { kind: 'doc' }),
      record('/docs/a&b', { kind: 'doc' }, { lastmod: '2025-01-02T00:00:00.000Z' }),
      record('/blog/tags/x', { kind: 'blog-tag' }, { source: 'blog/tags.yml' }),
      record('/404', { kind: 'not-found' }),
      record('/blog/secret', { kind: 'blog-post', unlisted: true } as Partial<PageData> & { kind: 'blog-post' }),
    ];
    const change = (date: string) => ({ date, author: 'Ada' });
    const lastModified = new Map([['docs/docs/b.md', change('2025-03-04T05:06:07.000Z')], ['docs/docs/a&b.md', change('2024-01-01T00:00:00.000Z')], ['blog/tags.yml', change('2024-01-01T00:00:00.000Z')]]);
    const [file, ...rest] = sitemapFiles({ site, pages, lastModified });
    expect(rest).toEqual([]);
    expect(file?.path).toBe('sitemap.xml');
    expect(text(file ?? {})).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://flux0.dev/flux0/blog/tags/x</loc></url>\n' +
        '<url><loc>https://flux0.dev/flux0/docs/a&amp;b</loc><lastmod>2025-01-02T00:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://flux0.dev/flux0/docs/b</loc><lastmod>2025-03-04T05:06:07.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('becomes a sitemap index over numbered parts past the URL limit', () => {
    const pages = ['/a', '/b', '/c'].map((route) => record(route, { kind: 'doc' }));
    const files = sitemapFiles({ site, pages, maxUrls: 2 });
    expect(files.map((file) => file.path)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    expect(text(files[0] ?? {})).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://flux0.dev/flux0/sitemap-1.xml</loc></sitemap>');
    expect(text(files[2] ?? {})).toContain('<loc>https://flux0.dev/flux0/c</loc>');
  });
});
