import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createPageState, pageFile } from './page-state.js';
import type { PageState } from './page-state.js';
import rehypeExcerpt from './rehype-excerpt.js';

async function render(source: string): Promise<{ html: string; state: PageState }> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeExcerpt)
    .use(rehypeStringify);
  const state = createPageState({ source, file: 'blog/post.md', absPath: '/site/blog/post.md', lineOffset: 0, trust: 'local' });
  return { html: String(await processor.process(pageFile(state))), state };
}

describe('rehypeExcerpt', () => {
  it('takes the HTML before <!-- truncate --> as the excerpt and removes the marker', async () => {
    const { html, state } = await render('Intro with **bold**.\n\nSecond.\n\n<!-- truncate -->\n\nRest.');
    expect(state.excerptHtml).toBe('<p>Intro with <strong>bold</strong>.</p>\n<p>Second.</p>');
    expect(html).toBe('<p>Intro with <strong>bold</strong>.</p>\n<p>Second.</p>\n\n<p>Rest.</p>');
  });

  it('accepts the marker without spaces and leaves other comments alone', async () => {
    const { html, state } = await render('A\n\n<!-- note -->\n\n<!--truncate-->\n\nB');
    expect(state.excerptHtml).toBe('<p>A</p>\n<!-- note -->');
    expect(html).toBe('<p>A</p>\n<!-- note -->\n\n<p>B</p>');
  });

  it('gives no excerpt without the marker', async () => {
    const { state } = await render('Just text, truncate mentioned.');
    expect(state.excerptHtml).toBeUndefined();
  });
});
