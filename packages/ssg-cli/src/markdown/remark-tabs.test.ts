import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createPageState, pageFile, type PageState } from './page-state.js';
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

describe('remarkTabs', () => {
  it('renders every item as a labelled panel, readable without JavaScript', async () => {
    const { html, state } = await render(':::tabs\n== npm\n```sh\nnpm i x\n```\n== *pnpm*\nRun `pnpm add x`.\n:::');
    expect(html).toBe(
      '<div class="ssg-tabs">' +
        '<div class="ssg-tabs__panel">\n<p class="ssg-tabs__label">npm</p>\n<pre><code class="language-sh">npm i x\n</code></pre>\n</div>' +
        '<div class="ssg-tabs__panel">\n<p class="ssg-tabs__label"><em>pnpm</em></p>\n<p>Run <code>pnpm add x</code>.</p>\n</div>' +
        '</div>',
    );
    expect(state.diagnostics).toEqual([]);
  });

  it('warns about a tabs block without items and keeps its content', async () => {
    const { html, state } = await render('Intro\n\n:::tabs\nJust text.\n:::');
    expect(html).toBe('<p>Intro</p>\n<div class="ssg-tabs"><p>Just text.</p></div>');
    expect(state.diagnostics).toEqual([expect.objectContaining({ rule: 'tabs', file: 'docs/t.md', line: 3, message: 'A :::tabs block has no "== Title" items; its content is shown as is' })]);
  });
});
