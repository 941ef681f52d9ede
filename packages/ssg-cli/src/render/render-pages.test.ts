import { createElement } from 'react';
import type { PageData, SiteData } from '@ssg/theme/contract';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/types.js';
import type { OutputFile } from '../output/types.js';
import { renderPages, type RenderMemo } from './render-pages.js';
import type { ThemeModule } from './theme-module.js';

/** A theme that renders a page's title and the site's title, counting its renders. */
function countingTheme(): ThemeModule & { renders: string[] } {
  const renders: string[] = [];
  return {
    renders,
    themeStylesheets: [],
    renderPage: (data: PageData, site: SiteData) => {
      renders.push(data.route);
      return createElement('main', null, createElement('a', { href: `${site.baseUrl}docs/${data.title}` }, `${site.title}: ${data.title}`));
    },
  };
}

const page = (route: string, title: string): PageRecord => ({ route, source: `${route}.md`, data: { kind: 'markdown-page', route, title } as unknown as PageData }) as unknown as PageRecord;
const site = (title: string): SiteData => ({ title, baseUrl: '/' }) as unknown as SiteData;
const text = (file: OutputFile | undefined): string => Buffer.from((file as { contents: Uint8Array }).contents).toString('utf8');

describe('renderPages', () => {
  it('renders each page to a document and reads its links', async () => {
    const theme = countingTheme();
    const result = await renderPages({ pages: [page('/a', 'A'), page('/b', 'B')], site: site('S'), theme, readLinks: (html) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '') });
    expect(result.files.map((file) => file.path)).toEqual(['a/index.html', 'b/index.html']);
    expect(text(result.files[0])).toBe('<!doctype html><main><a href="/docs/A">S: A</a></main>');
    expect(result.links).toEqual([['/docs/A'], ['/docs/B']]);
  });

  it('hands documents to `write` instead of keeping them', async () => {
    const written: string[] = [];
    const result = await renderPages({
      pages: [page('/a', 'A'), page('/b', 'B')],
      site: site('S'),
      theme: countingTheme(),
      readLinks: () => [],
      write: async (file) => {
        written.push(file.path);
      },
    });
    expect(result.files).toEqual([]);
    expect(written).toEqual(['a/index.html', 'b/index.html']);
  });

  it('with a memo, renders again only pages whose page or site data changed', async () => {
    const theme = countingTheme();
    const memo: RenderMemo = new Map();
    const run = (pages: PageRecord[], siteData: SiteData) => renderPages({ pages, site: siteData, theme, readLinks: (html) => (html.includes('/docs/C') ? ['/docs/C'] : []), memo });

    await run([page('/a', 'A'), page('/b', 'B')], site('S'));
    expect(theme.renders).toEqual(['/a', '/b']);

    const again = await run([page('/a', 'A'), page('/b', 'C')], site('S'));
    expect(theme.renders).toEqual(['/a', '/b', '/b']);
    expect(text(again.files[0])).toBe('<!doctype html><main><a href="/docs/A">S: A</a></main>');
    expect(again.links).toEqual([[], ['/docs/C']]);

    await run([page('/a', 'A'), page('/b', 'C')], site('T'));
    expect(theme.renders).toEqual(['/a', '/b', '/b', '/a', '/b']);
    expect(memo.size).toBe(2);
  });
});
