import { TabItem, Tabs } from '@ssg/theme';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createPageState, pageFile, type PageState } from './page-state.js';
import remarkAdmonitions from './remark-admonitions.js';
import remarkTabs, { labelTabItems } from './remark-tabs.js';

const processor = unified().use(remarkParse).use(remarkDirective).use(remarkTabs).use(remarkRehype).use(rehypeStringify);

async function render(markdown: string): Promise<{ html: string; state: PageState }> {
  const state = createPageState({ source: markdown, file: 'docs/t.md', absPath: '/site/docs/t.md', lineOffset: 0, trust: 'local' });
  return { html: String(await processor.process(pageFile(state))), state };
}

describe('labelTabItems', () => {
  it('rewrites == items inside :::tabs only, never in code fences', () => {
    const doc = ['== outside', ':::tabs', '== One [a]', '```', '== in code', '```', '== Two', ':::', '== after'].join('\n');
    expect(labelTabItems(doc).split('\n')).toEqual(['== outside', ':::tabs', '::tab[One \\[a\\]]', '```', '== in code', '```', '::tab[Two]', ':::', '== after']);
  });

  it('follows nested containers', () => {
    const doc = ['::::tabs', '== A', ':::note', '== not an item', ':::', '== B', '::::'].join('\n');
    expect(labelTabItems(doc).split('\n')).toEqual(['::::tabs', '::tab[A]', ':::note', '== not an item', ':::', '::tab[B]', '::::']);
  });
});

describe('VitePress code groups', () => {
  it('become tabs, a fenced block each, labelled as their first lines say; the label takes the blank line before its block', () => {
    const doc = ['::: code-group', '', '```sh [npm]', 'npm i x', '```', '```sh [pnpm]', 'pnpm add x', '```', ':::', '', '```js [not in a group]', '```'].join('\n');
    expect(labelTabItems(doc).split('\n')).toEqual([':::tabs', '::tab[npm]', '```sh', 'npm i x', '```', '::tab[pnpm]', '```sh', 'pnpm add x', '```', ':::', '', '```js [not in a group]', '```']);
  });

  it('render as the theme\'s tabs, and so does ::: tabs written with a space', async () => {
    const { html } = await render('::: code-group\n\n```sh [npm]\nnpm i x\n```\n\n```sh [yarn]\nyarn add x\n```\n\n:::\n\n::: tabs\n== A\nOne.\n== B\nTwo.\n:::\n');
    expect([...html.matchAll(/<p class="ssg-tabs__label">([^<]*)<\/p>/g)].map((match) => match[1])).toEqual(['npm', 'yarn', 'A', 'B']);
    expect(html).toContain('<code class="language-sh">npm i x\n</code>');
    expect(html).not.toContain(':::');
  });

  it('stay in the list item that holds them', async () => {
    const { html } = await render('1. Create the files:\n\n   ::: code-group\n\n   ```json [a.json]\n   {}\n   ```\n\n   ```js [.rc]\n   x\n   ```\n\n   :::\n\n2. Deploy.\n');
    expect([...html.matchAll(/<p class="ssg-tabs__label">([^<]*)<\/p>/g)].map((match) => match[1])).toEqual(['a.json', '.rc']);
    expect(html).toMatch(/^<ol>\n<li>\n<p>Create the files:<\/p>\n<div class="ssg-tabs">[\s\S]*<\/div>\n<\/li>\n<li>\n<p>Deploy.<\/p>\n<\/li>\n<\/ol>$/);
  });
});

describe('remarkTabs', () => {
  it('renders a tab list island and every item as a labelled panel, readable without JavaScript', async () => {
    const { html, state } = await render(':::tabs\n== npm\n```sh\nnpm i x\n```\n== *pnpm*\nRun `pnpm add x`.\n:::');
    const props = JSON.stringify({ id: 'ssg-tabs-1', labels: ['npm', 'pnpm'] }).replace(/"/g, '&#x22;');
    expect(html).toBe(
      '<div class="ssg-tabs">' +
        `<ssg-island data-island="Tabs" data-strategy="intent" data-props="${props}"><div role="tablist" class="ssg-tabs__list">` +
        '<button type="button" role="tab" id="ssg-tabs-1-tab-0" class="ssg-tabs__tab" aria-selected="true" aria-controls="ssg-tabs-1-panel-0" tabindex="0">npm</button>' +
        '<button type="button" role="tab" id="ssg-tabs-1-tab-1" class="ssg-tabs__tab" aria-selected="false" aria-controls="ssg-tabs-1-panel-1" tabindex="-1">pnpm</button>' +
        '</div></ssg-island>' +
        '<div class="ssg-tabs__panel" id="ssg-tabs-1-panel-0" role="tabpanel" aria-labelledby="ssg-tabs-1-tab-0" tabindex="0">\n<p class="ssg-tabs__label">npm</p>\n<pre><code class="language-sh">npm i x\n</code></pre>\n</div>' +
        '<div class="ssg-tabs__panel" id="ssg-tabs-1-panel-1" role="tabpanel" aria-labelledby="ssg-tabs-1-tab-1" tabindex="0">\n<p class="ssg-tabs__label"><em>pnpm</em></p>\n<p>Run <code>pnpm add x</code>.</p>\n</div>' +
        '</div>',
    );
    expect(state.diagnostics).toEqual([]);
  });

  it('writes the markup of the theme’s Tabs component, so the island hydrates what it rendered', async () => {
    const { html } = await render('Intro\n\n:::tabs\n== One\nFirst.\n== Two\nSecond.\n:::');
    const theme = renderToStaticMarkup(
      createElement(Tabs, { id: 'ssg-tabs-3' }, createElement(TabItem, { label: 'One' }, createElement('p', null, 'First.')), createElement(TabItem, { label: 'Two' }, createElement('p', null, 'Second.'))),
    );
    // Compared as trees: the two serialisers quote and space attributes differently.
    const tree = (markup: string) => toHtml(fromHtml(markup.replace(/>\s+</g, '><'), { fragment: true }));
    expect(tree(html.replace(/^<p>Intro<\/p>\n/, ''))).toBe(tree(theme));
  });

  it("renders MkDocs' content tabs (=== \"Title\") as the same tabs, in the order the site's plugins run", async () => {
    const mkdocs = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions).use(remarkTabs).use(remarkRehype).use(rehypeStringify);
    const source = '=== "Python"\n\n    ```py\n    print(1)\n    ```\n\n=== "Shell"\n\n    Run *it*.\n\nAfter.\n';
    const state = createPageState({ source, file: 'docs/t.md', absPath: '/site/docs/t.md', lineOffset: 0, trust: 'local' });
    const html = String(await mkdocs.process(pageFile(state)));
    expect([...html.matchAll(/<p class="ssg-tabs__label">([^<]*)<\/p>/g)].map((match) => match[1])).toEqual(['Python', 'Shell']);
    expect(html).toContain('<code class="language-py">print(1)\n</code>');
    expect(html).toContain('<p>Run <em>it</em>.</p>');
    expect(html).toMatch(/<\/div>\n<p>After.<\/p>$/);
    expect(html).not.toContain('===');
  });

  it('gives blocks on other lines other ids', async () => {
    const { html } = await render(':::tabs\n== A\na\n:::\n\n:::tabs\n== B\nb\n:::');
    expect([...html.matchAll(/id="(ssg-tabs-\d+)-panel-0"/g)].map((match) => match[1])).toEqual(['ssg-tabs-1', 'ssg-tabs-6']);
  });

  it('warns about a tabs block without items and keeps its content', async () => {
    const { html, state } = await render('Intro\n\n:::tabs\nJust text.\n:::');
    expect(html).toBe('<p>Intro</p>\n<div class="ssg-tabs"><p>Just text.</p></div>');
    expect(state.diagnostics).toEqual([expect.objectContaining({ rule: 'tabs', file: 'docs/t.md', line: 3, message: 'A :::tabs block has no "== Title" items; its content is shown as is' })]);
  });
});
