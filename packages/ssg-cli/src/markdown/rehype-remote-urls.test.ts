import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createPageState, pageFile } from './page-state.js';
import type { PageState } from './page-state.js';
import rehypeRemoteUrls, { aboveGitHubTree, joinUnder, rawBaseFor } from './rehype-remote-urls.js';
import type { MarkdownInput } from './types.js';

async function render(source: string, input: Partial<MarkdownInput>): Promise<{ html: string; state: PageState }> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeRemoteUrls)
    .use(rehypeStringify);
  const state = createPageState({ source, file: 'docs/examples/static.md', absPath: '/cache/static.md', lineOffset: 0, trust: 'remote', ...input });
  return { html: String(await processor.process(pageFile(state))), state };
}

const TREE = 'https://github.com/flux0-ai/flux0/tree/develop';
const RAW = 'https://raw.githubusercontent.com/flux0-ai/flux0/develop';

describe('rehypeRemoteUrls', () => {
  it('rewrites relative links onto the link base, anchors and queries kept', async () => {
    const { html } = await render('[a](./x.md#setup) [b](/LICENSE) [c](docs/run.md?plain=1) [d](../up.py)', { linkBase: TREE });
    expect(html).toBe(
      `<p><a href="${TREE}/x.md#setup">a</a> <a href="${TREE}/LICENSE">b</a> <a href="${TREE}/docs/run.md?plain=1">c</a> <a href="${TREE}/up.py">d</a></p>`,
    );
  });

  it('rewrites relative images (Markdown and raw HTML) to raw files', async () => {
    const { html } = await render('![s](./img/shot.png)\n\n<img src="/logo.svg"><video src="demo.mp4" poster="p.jpg"></video>', { linkBase: `${TREE}/` });
    expect(html).toBe(
      `<p><img src="${RAW}/img/shot.png" alt="s"></p>\n<p><img src="${RAW}/logo.svg"><video src="${RAW}/demo.mp4" poster="${RAW}/p.jpg"></video></p>`,
    );
  });

  it('rewrites the candidates of a picture’s sources to raw files, descriptors kept', async () => {
    const source = '<picture>\n<source media="(prefers-color-scheme: dark)" srcset="./img/dark.png">\n<source srcset="a.webp 1x, /b.webp 2x, https://example.com/c.png 3x">\n<img src="./img/light.png">\n</picture>';
    const { html } = await render(source, { linkBase: TREE });
    expect(html).toBe(
      `<picture>\n<source media="(prefers-color-scheme: dark)" srcset="${RAW}/img/dark.png">\n<source srcset="${RAW}/a.webp 1x, ${RAW}/b.webp 2x, https://example.com/c.png 3x">\n<img src="${RAW}/img/light.png">\n</picture>`,
    );
  });

  it('resolves relative URLs from the README folder, root-relative ones from the repository root', async () => {
    const { html } = await render('[a](./agent.py) [b](agent.py) [c](../langchain_simple/README.md) [d](/LICENSE) [e](../../../../../etc)\n\n![i](./shot.png)', {
      linkBase: TREE,
      linkFolder: 'examples/static',
    });
    expect(html).toBe(
      `<p><a href="${TREE}/examples/static/agent.py">a</a> <a href="${TREE}/examples/static/agent.py">b</a> <a href="${TREE}/examples/langchain_simple/README.md">c</a> <a href="${TREE}/LICENSE">d</a> <a href="${TREE}/etc">e</a></p>\n<p><img src="${RAW}/examples/static/shot.png" alt="i"></p>`,
    );
  });

  it('resolves links and badges that climb out of the tree to the repository\'s pages, as GitHub does', async () => {
    const source = '[issues](../../issues) [wiki](../../wiki?x=1#top) [home](../../) ![ci](../../actions/workflows/ci.yml/badge.svg)';
    const { html } = await render(source, { linkBase: TREE });
    const repo = 'https://github.com/flux0-ai/flux0';
    expect(html).toBe(`<p><a href="${repo}/issues">issues</a> <a href="${repo}/wiki?x=1#top">wiki</a> <a href="${repo}">home</a> <img src="${repo}/actions/workflows/ci.yml/badge.svg" alt="ci"></p>`);
    // From a folder, it takes as many more steps.
    expect(aboveGitHubTree(TREE, 'examples/static', '../../../../pulls')).toBe(`${repo}/pulls`);
    expect(aboveGitHubTree(TREE, 'examples/static', '../../pulls')).toBeUndefined();
    // Another ref's tree, or outside the repository: kept under the link base (below).
    expect(aboveGitHubTree(TREE, '', '../other.md')).toBeUndefined();
    expect(aboveGitHubTree(TREE, '', '../../../elsewhere')).toBeUndefined();
    expect(aboveGitHubTree('https://docs.example/base', '', '../../issues')).toBeUndefined();
  });

  it('leaves absolute URLs and #anchors alone', async () => {
    const { html } = await render('[a](https://x.test/a) [b](#usage) [c](mailto:a@b.c) ![d](https://x.test/d.png)', { linkBase: TREE });
    expect(html).toBe('<p><a href="https://x.test/a">a</a> <a href="#usage">b</a> <a href="mailto:a@b.c">c</a> <img src="https://x.test/d.png" alt="d"></p>');
  });

  it('uses the link base for images when it is not a GitHub tree', async () => {
    const { html } = await render('![s](img/s.png)', { linkBase: 'https://docs.example/readme' });
    expect(html).toBe('<p><img src="https://docs.example/readme/img/s.png" alt="s"></p>');
  });

  it('warns about relative URLs when the page has no link base', async () => {
    const { html, state } = await render('[a](./x.md)', {});
    expect(html).toBe('<p><a href="./x.md">a</a></p>');
    expect(state.diagnostics).toMatchObject([{ rule: 'remote-link', line: 1, column: 1, message: 'Relative URL "./x.md" in a remote page cannot be resolved' }]);
  });

  it('does nothing on local pages, but for the descriptions of a local API document given a link base', async () => {
    expect((await render('[a](./x.md)', { trust: 'local' })).html).toBe('<p><a href="./x.md">a</a></p>');
    // openapi.linkBase: the links were written for the API's own site.
    expect((await render('[a](../schema/a.xsd)', { trust: 'local', linkBase: 'https://api.example.org/docs/' })).html).toBe('<p><a href="https://api.example.org/docs/schema/a.xsd">a</a></p>');
  });
});

describe('rawBaseFor / joinUnder', () => {
  it('derives raw.githubusercontent.com from tree and blob URLs only', () => {
    expect(rawBaseFor(TREE)).toBe(RAW);
    expect(rawBaseFor('https://github.com/o/r/blob/main/docs')).toBe('https://raw.githubusercontent.com/o/r/main/docs');
    expect(rawBaseFor('https://gitlab.com/o/r/-/tree/main')).toBeUndefined();
  });

  it('never climbs above the base', () => {
    expect(joinUnder('https://h/base/', '../../x?q#h')).toBe('https://h/base/x?q#h');
    expect(joinUnder('https://h/base', './dir/')).toBe('https://h/base/dir/');
  });
});
