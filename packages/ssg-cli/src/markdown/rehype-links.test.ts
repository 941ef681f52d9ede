import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createPageState, pageFile } from './page-state.js';
import type { PageState } from './page-state.js';
import rehypeLinks from './rehype-links.js';
import type { MarkdownInput } from './types.js';

const routes = new Map([
  ['/site/docs/quickstart/first-agent.md', '/docs/quickstart/first-agent'],
  ['/site/docs/quickstart/installation.md', '/docs/quickstart/installation'],
  ['/site/docs/intro.mdx', '/docs/intro'],
  ['/site/pages/about.md', '/about'],
]);

async function render(source: string, input: Partial<MarkdownInput> = {}): Promise<{ html: string; state: PageState }> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeLinks, { resolveFileRoute: (absPath) => routes.get(absPath) })
    .use(rehypeStringify);
  const state = createPageState({
    source, file: 'docs/quickstart/installation.md', absPath: '/site/docs/quickstart/installation.md', lineOffset: 3, trust: 'local', ...input,
  });
  return { html: String(await processor.process(pageFile(state))), state };
}

describe('rehypeLinks', () => {
  it('resolves relative .md links to routes, keeping #anchors, and records them', async () => {
    const { html, state } = await render('See [first](./first-agent.md#step-1) and [intro](../intro.mdx).');
    expect(html).toBe('<p>See <a href="/docs/quickstart/first-agent#step-1">first</a> and <a href="/docs/intro">intro</a>.</p>');
    expect(state.links).toEqual([
      { target: '/docs/quickstart/first-agent#step-1', written: './first-agent.md#step-1', kind: 'markdown', position: { file: 'docs/quickstart/installation.md', line: 4, column: 5 } },
      { target: '/docs/intro', written: '../intro.mdx', kind: 'markdown', position: { file: 'docs/quickstart/installation.md', line: 4, column: 42 } },
    ]);
    expect(state.diagnostics).toEqual([]);
  });

  it("records no footnote's call or back reference (written with the ids they point at), but an author's link to a footnote", async () => {
    const { state } = await render('A note[^a] and the same again[^a].\n\nSee [the note](#user-content-fn-a).\n\n[^a]: The note.');
    expect(state.links.map(({ target, position }) => [target, position.line])).toEqual([['#user-content-fn-a', 6]]);
  });

  it('resolves absolute .md links from the content folder, then from the site root', async () => {
    const { html } = await render('[a](/quickstart/first-agent.md) [b](/pages/about.md?x=1#team) [c](/docs/intro.mdx)');
    expect(html).toBe('<p><a href="/docs/quickstart/first-agent">a</a> <a href="/about?x=1#team">b</a> <a href="/docs/intro">c</a></p>');
  });

  it('decodes escaped file names', async () => {
    routes.set('/site/docs/quickstart/my page.md', '/docs/quickstart/my-page');
    const { html } = await render('[x](./my%20page.md)');
    expect(html).toBe('<p><a href="/docs/quickstart/my-page">x</a></p>');
  });

  it('keeps an unresolved .md link and records it as written for the link checker, without reporting it', async () => {
    const { html, state } = await render('Text\n\n[gone](./missing.md#a)');
    expect(html).toBe('<p>Text</p>\n<p><a href="./missing.md#a">gone</a></p>');
    expect(state.links).toEqual([
      { target: './missing.md#a', written: './missing.md#a', kind: 'markdown', position: { file: 'docs/quickstart/installation.md', line: 6, column: 1 } },
    ]);
    expect(state.diagnostics).toEqual([]);
  });

  it('records internal links and anchors, not external ones', async () => {
    const { html, state } = await render('[a](/docs/api) [b](#usage) [c](https://flux0.dev) [d](mailto:x@y.z) [e](//cdn.test/x)');
    expect(html).toBe('<p><a href="/docs/api">a</a> <a href="#usage">b</a> <a href="https://flux0.dev">c</a> <a href="mailto:x@y.z">d</a> <a href="//cdn.test/x">e</a></p>');
    expect(state.links.map(({ target, kind }) => ({ target, kind }))).toEqual([
      { target: '/docs/api', kind: 'link' },
      { target: '#usage', kind: 'link' },
    ]);
  });

  it('resolves relative route links against the page route', async () => {
    const { html, state } = await render('[up](../guides/) [sib](./deploy#docker)', { route: '/docs/quickstart/installation' });
    expect(html).toBe('<p><a href="/docs/guides/">up</a> <a href="/docs/quickstart/deploy#docker">sib</a></p>');
    expect(state.links.map((link) => [link.target, link.written])).toEqual([
      ['/docs/guides/', '../guides/'],
      ['/docs/quickstart/deploy#docker', './deploy#docker'],
    ]);
  });

  it('handles raw HTML links with positions and adds rel="noopener" to new-tab links', async () => {
    const { html, state } = await render('Intro\n\n<p><a href="./first-agent.md" target="_blank" rel="external">x</a> <a href="https://x.test" target="_blank">y</a></p>');
    expect(html).toBe(
      '<p>Intro</p>\n<p><a href="/docs/quickstart/first-agent" target="_blank" rel="external noopener">x</a> <a href="https://x.test" target="_blank" rel="noopener">y</a></p>',
    );
    expect(state.links).toEqual([
      { target: '/docs/quickstart/first-agent', written: './first-agent.md', kind: 'markdown', position: { file: 'docs/quickstart/installation.md', line: 6, column: 4 } },
    ]);
  });

  it('leaves relative file links for the asset step', async () => {
    const { html, state } = await render('[pdf](./files/guide.pdf)');
    expect(html).toBe('<p><a href="./files/guide.pdf">pdf</a></p>');
    expect(state.links).toEqual([]);
  });

  it('on remote pages records nothing (their #anchors are recorded once their ids are final)', async () => {
    const { state } = await render('[a](https://github.com/o/r/tree/main/x.md) [b](#usage) [c](./x.md)', { trust: 'remote' });
    expect(state.links).toEqual([]);
    expect(state.diagnostics).toEqual([]);
  });
});
