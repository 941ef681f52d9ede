import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createPageState, pageFile } from './page-state.js';
import type { PageState } from './page-state.js';
import rehypeHeadings from './rehype-headings.js';
import { headingSlug, type HeadingIdStyle } from './slugger.js';

async function render(source: string, tocLevels?: number[], trust: 'local' | 'remote' = 'local', headingIds?: HeadingIdStyle): Promise<{ html: string; state: PageState }> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeHeadings, { tocLevels, ...(headingIds ? { headingIds } : {}) })
    .use(rehypeStringify);
  const state = createPageState({ source, file: 'docs/page.md', absPath: '/site/docs/page.md', lineOffset: 0, trust });
  return { html: String(await processor.process(pageFile(state))), state };
}

describe('rehypeHeadings', () => {
  it('gives GitHub ids (emoji and punctuation dropped) and a visible anchor link', async () => {
    const { html } = await render('## 📦 Option 1: Install via PyPI');
    expect(html).toBe(
      '<h2 id="-option-1-install-via-pypi">📦 Option 1: Install via PyPI' +
        '<a class="ssg-heading-anchor" href="#-option-1-install-via-pypi" aria-label="Direct link to 📦 Option 1: Install via PyPI">#</a></h2>',
    );
  });

  it('shows {#id} after a remote README\'s heading as text, with the id GitHub gives it', async () => {
    const { html } = await render('## Install {#setup}', undefined, 'remote');
    expect(html).toContain('<h2 id="install-setup">Install {#setup}');
  });

  it("makes ids as VitePress does when the site says so (markdown.headingIds), a README's still as GitHub does", async () => {
    const source = '## server.watch\n\n## `index.html` and Project Root\n\n## server.watch';
    const vitepress = await render(source, undefined, 'local', 'vitepress');
    expect(vitepress.state.toc.map((entry) => entry.id)).toEqual(['server-watch', 'index-html-and-project-root', 'server-watch-1']);
    expect((await render(source)).state.toc.map((entry) => entry.id)).toEqual(['serverwatch', 'indexhtml-and-project-root', 'serverwatch-1']);
    expect((await render(source, undefined, 'remote', 'vitepress')).state.toc.map((entry) => entry.id)).toEqual(['serverwatch', 'indexhtml-and-project-root', 'serverwatch-1']);
    // VitePress's slugify: accents dropped, each run of punctuation one dash, none at the ends, `_` before a digit.
    expect(['Café crème', '--Options: (a/b)?--', '1. Intro', 'Ünïcödé'].map((text) => headingSlug(text, 'vitepress'))).toEqual(['cafe-creme', 'options-a-b', '_1-intro', 'unicode']);
  });

  it("takes MkDocs' attribute-list ids too: { #id } and {: #id }", async () => {
    const { html } = await render('## Setup { #setup }\n\n### Usage {: #use-it }\n\n## Braces {not an id}');
    expect(html).toContain('<h2 id="setup">Setup<a');
    expect(html).toContain('<h3 id="use-it">Usage<a');
    expect(html).toContain('<h2 id="braces-not-an-id">Braces {not an id}<a');
  });

  it('supports an explicit {#custom-id} and numbers repeated headings', async () => {
    const { html } = await render('### Set up *now* {#setup}\n\n## Usage\n\n## Usage');
    expect(html).toBe(
      '<h3 id="setup">Set up <em>now</em><a class="ssg-heading-anchor" href="#setup" aria-label="Direct link to Set up now">#</a></h3>\n' +
        '<h2 id="usage">Usage<a class="ssg-heading-anchor" href="#usage" aria-label="Direct link to Usage">#</a></h2>\n' +
        '<h2 id="usage-1">Usage<a class="ssg-heading-anchor" href="#usage-1" aria-label="Direct link to Usage">#</a></h2>',
    );
  });

  it('keeps every id unique: an author\'s id taken before (a heading\'s, the layout\'s) gets a number and a warning; later headings avoid it', async () => {
    const { html, state } = await render('## Intro\n\n## Start {#intro}\n\n## A {#same}\n\n## B {#same}\n\n## Same\n\n## Skip {#ssg-main}\n\n<h2 id="same">Raw</h2>');
    expect([...html.matchAll(/<h2 id="([^"]*)"/g)].map((match) => match[1])).toEqual(['intro', 'intro-1', 'same', 'same-1', 'same-2', 'ssg-main-1', 'same-3']);
    expect(state.diagnostics.map(({ line, message }) => `${line}: ${message}`)).toEqual([
      '3: The heading id "intro" is already used on this page; this heading gets "intro-1"',
      '7: The heading id "same" is already used on this page; this heading gets "same-1"',
      '11: The heading id "ssg-main" is already used on this page; this heading gets "ssg-main-1"',
      '13: The heading id "same" is already used on this page; this heading gets "same-3"',
    ]);
  });

  it('gives a heading with nothing to make an id of (images only, punctuation, an empty id) one all the same', async () => {
    const { html } = await render('## ![Docs](https://example.com/docs.svg)\n\n## ?!\n\n<h2 id="">Raw</h2>');
    expect([...html.matchAll(/<h2 id="([^"]*)"/g)].map((match) => match[1])).toEqual(['heading', 'heading-1', 'raw']);
  });

  it('takes the first h1 as the title, with an id but no anchor link', async () => {
    const { html, state } = await render('# Flux0 `server` docs\n\n# Second');
    expect(state.title).toBe('Flux0 server docs');
    expect(html).toBe('<h1 id="flux0-server-docs">Flux0 <code>server</code> docs</h1>\n<h1 id="second">Second</h1>');
  });

  it('collects a TOC of levels 2–3 with inline HTML kept and links unwrapped', async () => {
    const { state } = await render('# T\n\n## Install `flux0`\n\n### Via [PyPI](https://pypi.org) *fast*\n\n#### Deep\n\n## End');
    expect(state.toc).toEqual([
      { id: 'install-flux0', depth: 2, html: 'Install <code>flux0</code>' },
      { id: 'via-pypi-fast', depth: 3, html: 'Via PyPI <em>fast</em>' },
      { id: 'end', depth: 2, html: 'End' },
    ]);
  });

  it('honours other TOC levels, given as [min, max]', async () => {
    const { state } = await render('## A\n\n### B\n\n#### C\n\n##### D', [2, 4]);
    expect(state.toc.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('lists every id of the page as anchors, raw HTML included', async () => {
    const { state } = await render('## Intro\n\n<div id="custom-box"><a name="legacy"></a></div>\n\n<h2 id="kept">Raw</h2>\n\nNote[^1]\n\n[^1]: Footnote.');
    expect(state.anchors).toEqual(['intro', 'custom-box', 'legacy', 'kept', 'user-content-fnref-1', 'footnote-label', 'user-content-fn-1']);
    expect(state.toc.map((entry) => entry.id)).toEqual(['intro', 'kept']);
  });
});
