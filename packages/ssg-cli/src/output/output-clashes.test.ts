import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/types.js';
import { outputClashes } from './output-clashes.js';

const page = (route: string, source: string): PageRecord => ({ route, source, data: { kind: 'doc' } as PageRecord['data'], links: [], anchors: [], assets: [] });

describe('outputClashes', () => {
  it('stops a page whose folder would be a file the build writes, and a file where a page needs a folder', () => {
    const pages = [page('/sitemap.xml', 'docs/s.md'), page('/docs/intro', 'docs/intro.md')];
    const files = [{ path: 'sitemap.xml', contents: '<urlset/>' }, { path: 'docs', copyFrom: '/site/static/docs' }];
    expect(outputClashes(pages, files, '/site/static', 'ssg.config.ts').map(({ severity, file, message }) => `${severity} ${file}: ${message}`)).toEqual([
      'error docs/s.md: the page /sitemap.xml needs a folder sitemap.xml/ where the build writes the file sitemap.xml',
      'error docs/intro.md: the page /docs/intro needs a folder docs/ where the build writes the static file static/docs',
    ]);
  });

  it('warns at a static file that a page or a generated file replaces', () => {
    const files = [{ path: 'index.html', copyFrom: '/site/static/index.html' }, { path: 'sitemap.xml', copyFrom: '/site/static/sitemap.xml' }, { path: 'sitemap.xml', contents: '<urlset/>' }];
    expect(outputClashes([page('/', 'pages/index.tsx')], files, '/site/static', 'ssg.config.ts').map(({ severity, file, message }) => `${severity} ${file}: ${message}`)).toEqual([
      'warning static/sitemap.xml: the static file static/sitemap.xml is replaced by the generated file sitemap.xml',
      'warning static/index.html: the static file static/index.html is replaced by the page / (pages/index.tsx)',
    ]);
  });

  it('has nothing to say of a site whose paths fit', () => {
    expect(outputClashes([page('/', 'pages/index.tsx'), page('/docs/a', 'docs/a.md')], [{ path: 'img/logo.svg', copyFrom: '/site/static/img/logo.svg' }, { path: 'sitemap.xml', contents: '' }], '/site/static', 'ssg.config.ts')).toEqual([]);
  });
});
