import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createPageState, pageFile, type PageState } from './page-state.js';
import rehypeHeadings from './rehype-headings.js';
import rehypePageText from './rehype-page-text.js';
import type { MarkdownInput } from './types.js';

async function collect(source: string, input: Partial<MarkdownInput> = {}): Promise<PageState> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeHeadings)
    .use(rehypePageText, { levels: [2, 3] })
    .use(rehypeStringify);
  const state = createPageState({ source, file: 'docs/page.md', absPath: '/site/docs/page.md', lineOffset: 0, trust: 'local', collectText: true, ...input });
  await processor.process(pageFile(state));
  return state;
}

describe('rehypePageText', () => {
  it('splits the text at h2 and h3 with heading paths, leaving the title and anchors out', async () => {
    const state = await collect('# Title\n\nIntro **text**.\n\n## Install\n\nWith pip:\n\n### From `PyPI`\n\n- a\n- b\n\n#### Deep\n\nStill PyPI.\n\n## Run\n\nGo.');
    expect(state.sections).toEqual([
      { headings: [], text: 'Intro text.' },
      { id: 'install', headings: ['Install'], text: 'With pip:' },
      { id: 'from-pypi', headings: ['Install', 'From PyPI'], text: 'a b Deep Still PyPI.' },
      { id: 'run', headings: ['Run'], text: 'Go.' },
    ]);
  });

  it('takes the first paragraph of prose as the description, cut at about 160 characters', async () => {
    const long = 'Flux0 streams events. '.repeat(12);
    const state = await collect(`<aside class="ssg-admonition"><p>A note.</p></aside>\n\n> Quoted first.\n\n- listed\n\n<p><img src="badge.svg"></p>\n\n${long}\n\nSecond paragraph.`);
    expect(state.description).toBe(`${'Flux0 streams events. '.repeat(7)}Flux0…`);
    expect(state.description?.length).toBeLessThanOrEqual(161);
  });

  it("never takes a tab's label for the description", async () => {
    const tabs = '<div class="ssg-tabs"><div class="ssg-tabs__panel"><p class="ssg-tabs__label">npm</p><p>Install it with npm.</p></div></div>';
    const state = await collect(`${tabs}\n\nMore.`);
    expect(state.description).toBe('Install it with npm.');
  });

  it('keeps code text but not the contents of code references, nor the page chrome', async () => {
    const html = [
      '<figure class="ssg-code"><figcaption class="ssg-code__title">launch.json</figcaption><pre><code><span>"type"</span>: <span>"debugpy"</span></code></pre>',
      '<span class="ssg-code__lang">json</span><button class="ssg-code__copy">Copy</button></figure>',
      '<figure class="ssg-code"><figcaption class="ssg-code__title">agent.py</figcaption><pre><code>class Secret: pass</code></pre>',
      '<a class="ssg-code__source" href="https://github.com/o/r/blob/main/agent.py">View on GitHub</a></figure>',
    ].join('');
    const state = await collect(`## Debug\n\n${html}`);
    expect(state.sections).toEqual([{ id: 'debug', headings: ['Debug'], text: 'launch.json "type": "debugpy" agent.py' }]);
  });

  it('collects nothing unless asked', async () => {
    const state = await collect('Text.', { collectText: false });
    expect(state.sections).toBeUndefined();
    expect(state.description).toBeUndefined();
  });

  it('gives a page without prose no description and no empty intro', async () => {
    const state = await collect('## Only heading');
    expect(state.description).toBeUndefined();
    expect(state.sections).toEqual([{ id: 'only-heading', headings: ['Only heading'], text: '' }]);
  });
});
