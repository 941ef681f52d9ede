import { createElement } from 'react';
import type { PageData, SiteData } from '@ssg/theme/contract';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/types.js';
import type { OutputFile } from '../output/types.js';
import type { ThemeModule } from '../render/theme-module.js';
import type { WrittenPage } from './build-cache.js';
import { createPageWriter, type RenderMemo } from './page-writer.js';

/** A theme that renders a page's title and the site's title, counting its renders. */
function countingTheme(): ThemeModule & { renders: string[] } {
  const renders: string[] = [];
  return {
    renders,
    themeStylesheets: [],
    renderPage: (data: PageData, site: SiteData) => {
      renders.push(data.route);
      return createElement('main', null, `${site.title}: ${data.title}`);
    },
  };
}

const page = (route: string, title: string, source = `${route}.md`): PageRecord =>
  ({ route, source, data: { kind: 'markdown-page', route, title }, links: [], anchors: [], assets: [] }) as unknown as PageRecord;
const site = (title: string): SiteData => ({ title, baseUrl: '/' }) as unknown as SiteData;
const text = (file: OutputFile | undefined): string => Buffer.from((file as { contents: Uint8Array }).contents).toString('utf8');

describe('createPageWriter', () => {
  it('renders the documents asked for first (the pages open in a browser) before the others waiting with them', async () => {
    const theme = countingTheme();
    const writer = createPageWriter({ site: site('S'), theme, renderFirst: new Set(['c/index.html']) });
    const pages = [page('/a', 'A'), page('/b', 'B'), page('/c', 'C')];
    for (const one of pages) writer.add(one);
    await writer.finish(pages);
    expect(theme.renders).toEqual(['/c', '/a', '/b']);
  });

  it('renders each page added to a document, returned in the order of the final pages', async () => {
    const theme = countingTheme();
    const writer = createPageWriter({ site: site('S'), theme });
    const [a, b] = [page('/a', 'A'), page('/b', 'B')];
    writer.add(b);
    writer.add(a);
    const files = await writer.finish([a, b]);
    expect(files.map((file) => file.path)).toEqual(['a/index.html', 'b/index.html']);
    expect(text(files[0])).toBe('<!doctype html><main>S: A</main>');
    expect(theme.renders).toEqual(['/b', '/a']);
  });

  it('hands documents to `write` as they are rendered, before `finish`', async () => {
    const written: string[] = [];
    const writer = createPageWriter({ site: site('S'), theme: countingTheme(), write: async (file) => void written.push(file.path) });
    writer.add(page('/a', 'A'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toEqual(['a/index.html']);
    writer.add(page('/b', 'B'));
    expect(await writer.finish([page('/a', 'A'), page('/b', 'B')])).toEqual([]);
    expect(written).toEqual(['a/index.html', 'b/index.html']);
  });

  it('writes the winner of a route claimed twice, whichever arrived first', async () => {
    const written: OutputFile[] = [];
    const writer = createPageWriter({ site: site('S'), theme: countingTheme(), write: async (file) => void written.push(file) });
    const first = page('/a', 'First', 'docs/a.md');
    writer.add(page('/a', 'Second', 'docs/a/index.md'));
    writer.add(first);
    await writer.finish([first]);
    expect(text(written.at(-1))).toBe('<!doctype html><main>S: First</main>');
  });

  it('fails on a failed write', async () => {
    const writer = createPageWriter({ site: site('S'), theme: countingTheme(), write: () => Promise.reject(new Error('disk full')) });
    writer.add(page('/a', 'A'));
    await expect(writer.finish([page('/a', 'A')])).rejects.toThrow('disk full');
  });

  it('with a memo, renders again only pages whose page or site data changed', async () => {
    const memo: RenderMemo = new Map();
    const build = async (pages: PageRecord[], siteTitle: string) => {
      const theme = countingTheme();
      const told: string[] = [];
      const writer = createPageWriter({ site: site(siteTitle), theme, memo, onRendered: (file) => told.push(file.path) });
      for (const p of pages) writer.add(p);
      const files = await writer.finish(pages);
      return { renders: theme.renders, files, told };
    };
    expect((await build([page('/a', 'A'), page('/b', 'B')], 'S')).renders).toEqual(['/a', '/b']);
    const again = await build([page('/a', 'A'), page('/b', 'C')], 'S');
    expect(again.renders).toEqual(['/b']);
    // Only the page rendered anew is told of, as its own document.
    expect(again.told).toEqual(['b/index.html']);
    expect(text(again.files[0])).toBe('<!doctype html><main>S: A</main>');
    expect((await build([page('/a', 'A'), page('/b', 'C')], 'T')).renders).toEqual(['/a', '/b']);
    expect(memo.size).toBe(2);
  });

  it('keeps the last output of a page without a fingerprint (a React page) when its bytes are the same', async () => {
    const written = new Map<string, WrittenPage>();
    const reactPage = (title: string): PageRecord => ({ ...page('/', title, 'pages/index.tsx'), data: { kind: 'page', route: '/', title } }) as unknown as PageRecord;
    const build = async (title: string) => {
      const theme = countingTheme();
      const writes: string[] = [];
      const reused: string[] = [];
      const writer = createPageWriter({
        site: site('S'),
        theme,
        written,
        write: async (file) => {
          writes.push(file.path);
          return { size: file.path.length, mtimeMs: writes.length };
        },
        reuse: async (path) => {
          reused.push(path);
          return true;
        },
      });
      const home = reactPage(title);
      writer.add(home);
      await writer.finish([home]);
      return { renders: theme.renders, writes, reused, changed: writer.writtenChanged };
    };
    expect(await build('Home')).toEqual({ renders: ['/'], writes: ['index.html'], reused: [], changed: true });
    // Rendered again (it has no fingerprint), but the same bytes: the file written last time stays.
    expect(await build('Home')).toEqual({ renders: ['/'], writes: [], reused: ['index.html'], changed: false });
    expect(await build('Welcome')).toEqual({ renders: ['/'], writes: ['index.html'], reused: [], changed: true });
  });
});
