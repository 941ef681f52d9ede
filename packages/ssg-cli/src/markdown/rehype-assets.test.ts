import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createAssetStore, hashedRoute } from './asset-store.js';
import { createPageState, pageFile } from './page-state.js';
import type { PageState } from './page-state.js';
import rehypeAssets from './rehype-assets.js';

const guide = fileURLToPath(new URL('../../test/fixtures/markdown-assets/docs/guide/', import.meta.url));
const hash8 = (file: string): string => createHash('sha256').update(readFileSync(guide + file)).digest('hex').slice(0, 8);
const shot = `/assets/shot-${hash8('img/shot.png')}.png`;
const pdf = `/assets/flux0-guide-${hash8('files/flux0 guide.pdf')}.pdf`;

async function render(
  source: string,
  trust: 'local' | 'remote' = 'local',
  store = createAssetStore(),
  page = { file: 'docs/guide/page.md', absPath: `${guide}page.md` },
): Promise<{ html: string; state: PageState }> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeAssets, { store })
    .use(rehypeStringify);
  const state = createPageState({ source, ...page, lineOffset: 1, trust });
  return { html: String(await processor.process(pageFile(state))), state };
}

describe('rehypeAssets', () => {
  it('points relative images and file links at content-hashed copies and lists them once', async () => {
    const { html, state } = await render('![Shot](./img/shot.png) [Guide](files/flux0%20guide.pdf#page=2)\n\n<img src="img/shot.png" alt="again">');
    expect(html).toBe(
      `<p><img src="${shot}" alt="Shot"> <a href="${pdf}#page=2">Guide</a></p>\n<img src="${shot}" alt="again">`,
    );
    expect(state.assets).toEqual([
      { source: `${guide}img/shot.png`, route: shot },
      { source: `${guide}files/flux0 guide.pdf`, route: pdf },
    ]);
    expect(state.diagnostics).toEqual([]);
  });

  it('copies the files of a picture’s sources and an image’s srcset, each candidate with its descriptor', async () => {
    const { html, state } = await render('<picture>\n<source media="(prefers-color-scheme: dark)" srcset="./img/shot.png 1x, img/lost.png 2x">\n<img src="img/shot.png" srcset="https://example.com/a.png 2x">\n</picture>');
    expect(html).toBe(`<picture>\n<source media="(prefers-color-scheme: dark)" srcset="${shot} 1x, img/lost.png 2x">\n<img src="${shot}" srcset="https://example.com/a.png 2x">\n</picture>`);
    expect(state.assets).toEqual([{ source: `${guide}img/shot.png`, route: shot }]);
    expect(state.diagnostics.map((diagnostic) => diagnostic.message)).toEqual(['File "img/lost.png" referenced here does not exist']);
    const outside = await render('<picture><source srcset="../../../../../../../etc/passwd"></picture>');
    expect(outside.state.diagnostics.map((diagnostic) => diagnostic.rule)).toEqual(['asset-outside-site']);
  });

  it('keeps a missing file as written and warns where it is referenced', async () => {
    const { html, state } = await render('Intro\n\n![Lost](./img/lost.png)');
    expect(html).toBe('<p>Intro</p>\n<p><img src="./img/lost.png" alt="Lost"></p>');
    expect(state.assets).toEqual([]);
    expect(state.diagnostics).toEqual([
      {
        severity: 'warning', rule: 'missing-asset', file: 'docs/guide/page.md', line: 4, column: 1,
        message: 'File "./img/lost.png" referenced here does not exist',
        hint: 'Expected docs/guide/img/lost.png; paths are relative to this Markdown file.',
      },
    ]);
  });

  it('ignores pages, routes, absolute and external URLs', async () => {
    const source = '[a](./other.md) [b](../guide/) [c](/img/logo.png) [d](https://x.test/a.png) ![e](https://x.test/e.png) [f](#top)';
    const { html, state } = await render(source);
    expect(html).toBe(
      '<p><a href="./other.md">a</a> <a href="../guide/">b</a> <a href="/img/logo.png">c</a> <a href="https://x.test/a.png">d</a> <img src="https://x.test/e.png" alt="e"> <a href="#top">f</a></p>',
    );
    expect(state.assets).toEqual([]);
    expect(state.diagnostics).toEqual([]);
  });

  it('refuses files outside the site folder, also through a link, as errors at their position', async () => {
    const outside = '../../../../../../../../../../etc/passwd';
    const { html, state } = await render(`![p](${outside})\n\n<img src="../../../../../package.json">`);
    expect(html).toBe(`<p><img src="${outside}" alt="p"></p>\n<img src="../../../../../package.json">`);
    expect(state.assets).toEqual([]);
    expect(state.diagnostics.map(({ severity, rule, line, column, message }) => ({ severity, rule, line, column, message }))).toEqual([
      { severity: 'error', rule: 'asset-outside-site', line: 2, column: 1, message: `File "${outside}" referenced here is outside the site folder; it is not copied into the build` },
      { severity: 'error', rule: 'asset-outside-site', line: 4, column: 1, message: 'File "../../../../../package.json" referenced here is outside the site folder; it is not copied into the build' },
    ]);
    expect(state.diagnostics[0]!.hint).toMatch(/^Only files inside .*markdown-assets are published: move the file into the site/);

    const site = mkdtempSync(path.join(tmpdir(), 'ssg-assets-'));
    try {
      mkdirSync(path.join(site, 'docs'));
      symlinkSync('/etc/hostname', path.join(site, 'docs', 'host.png'));
      const linked = await render('![h](./host.png)', 'local', createAssetStore(), { file: 'docs/a.md', absPath: path.join(site, 'docs', 'a.md') });
      expect(linked.state.assets).toEqual([]);
      expect(linked.state.diagnostics.map((d) => d.rule)).toEqual(['asset-outside-site']);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('does nothing on remote pages', async () => {
    const { html, state } = await render('![Shot](./img/shot.png)', 'remote');
    expect(html).toBe('<p><img src="./img/shot.png" alt="Shot"></p>');
    expect(state.assets).toEqual([]);
  });

  it("names a copy within a folder name's length, for a file named at the file system's length", () => {
    const route = hashedRoute(`/site/docs/${'a-long-file-name-'.repeat(14)}.png`, new Uint8Array([1, 2, 3]));
    const file = route.slice('/assets/'.length);
    expect(file).toMatch(/^a-long-file-name-[a-z-]{83}-[0-9a-f]{8}\.png$/);
    expect(file.length).toBe(100 + 9 + 4);
  });

  it('hashes each file once per store', async () => {
    const store = createAssetStore('/static/');
    const first = await store.routeFor(`${guide}img/shot.png`);
    expect(first).toBe(`/static/shot-${hash8('img/shot.png')}.png`);
    expect(await store.routeFor(`${guide}img/shot.png`)).toBe(first);
    expect(await store.routeFor(`${guide}img/none.png`)).toBeUndefined();
    expect(await store.routeFor(guide)).toBeUndefined();
  });
});
