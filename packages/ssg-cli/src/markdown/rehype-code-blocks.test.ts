import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../report/diagnostics.js';
import { createCodeHighlighter } from './highlighter.js';
import { createPageState, pageFile } from './page-state.js';
import rehypeCodeBlocks from './rehype-code-blocks.js';
import remarkCodeMeta from './remark-code-meta.js';

let render: (markdown: string) => Promise<string>;
let diagnostics: Diagnostic[] = [];
beforeAll(async () => {
  const highlighter = await createCodeHighlighter();
  const processor = unified()
    .use(remarkParse)
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeCodeBlocks, { highlighter })
    .use(rehypeStringify);
  render = async (markdown) => {
    const state = createPageState({ source: markdown, file: 'docs/a.md', absPath: '/site/docs/a.md', lineOffset: 0, trust: 'local' });
    const html = String(await processor.process(pageFile(state)));
    diagnostics = state.diagnostics;
    return html;
  };
});

/** The scrolling `<pre>`: focusable, a named group. */
const pre = (name: string) =>
  `<pre class="shiki ssg-code-theme" style="background-color:var(--shiki-background);color:var(--shiki-foreground)" tabindex="0" role="group" aria-label="${name}">`;
const COPY = '<ssg-island data-island="CopyButton" data-strategy="intent"><button type="button" class="ssg-code__copy" data-ssg-copy="" aria-label="Copy code">Copy</button></ssg-island>';

describe('rehypeCodeBlocks', () => {
  it('highlights (colours as CSS variables), shows title, language label, copy button and marked lines', async () => {
    expect(await render('```python title="agent.py" {2}\nimport os\nprint(1)\n```')).toBe(
      '<figure class="ssg-code" data-lang="python"><figcaption class="ssg-code__title">agent.py</figcaption>' +
        `${pre('Code: agent.py')}<code>` +
        '<span class="line"><span style="color:var(--shiki-token-keyword)">import</span><span style="color:var(--shiki-foreground)"> os</span></span>\n' +
        '<span class="line ssg-code__line--highlighted"><span style="color:var(--shiki-token-function)">print</span><span style="color:var(--shiki-token-punctuation)">(</span><span style="color:var(--shiki-token-constant)">1</span><span style="color:var(--shiki-token-punctuation)">)</span></span>' +
        `</code></pre><span class="ssg-code__lang">python</span>${COPY}</figure>`,
    );
  });

  it('marks several ranges: {1,3-4}', async () => {
    const html = await render('```text {1,3-4}\na\nb\nc\nd\ne\n```');
    expect(html).toBe(
      `<figure class="ssg-code" data-lang="text">${pre('Code')}<code>` +
        '<span class="line ssg-code__line--highlighted"><span>a</span></span>\n<span class="line"><span>b</span></span>\n' +
        '<span class="line ssg-code__line--highlighted"><span>c</span></span>\n<span class="line ssg-code__line--highlighted"><span>d</span></span>\n' +
        `<span class="line"><span>e</span></span></code></pre>${COPY}</figure>`,
    );
  });

  it('shows unknown languages as plain text with their label and a warning, without failing', async () => {
    expect(await render('Text.\n\n```flowchartz\ngraph TD\n```')).toBe(
      `<p>Text.</p>\n<figure class="ssg-code" data-lang="flowchartz">${pre('Code: flowchartz')}<code><span class="line"><span>graph TD</span></span></code></pre>` +
        `<span class="ssg-code__lang">flowchartz</span>${COPY}</figure>`,
    );
    expect(diagnostics).toEqual([
      expect.objectContaining({ rule: 'unknown-language', file: 'docs/a.md', line: 3, column: 1, message: 'Unknown code language "flowchartz": the block is shown as plain text' }),
    ]);
    await render('```text\na\n```\n\n```txt\nb\n```\n\n```\nc\n```');
    expect(diagnostics).toEqual([]);
  });

  it("reads a fence's language as rustdoc, mdBook, VitePress and MkDocs write it (`rust,no_run`, `js{2} [a.js]`, `hl_lines=\"1\"`)", async () => {
    const rust = await render('```rust,no_run\nfn main() {}\n```');
    expect(rust).toContain('<figure class="ssg-code" data-lang="rust">');
    expect(rust).toContain('<span style="color:var(--shiki-token-keyword)">fn</span>');
    expect(rust).toContain('<span class="ssg-code__lang">rust</span>');
    const vitepress = await render('```js{2} [a.js]\nlet a;\nlet b;\n```');
    expect(vitepress).toContain('<figure class="ssg-code" data-lang="js"><figcaption class="ssg-code__title">a.js</figcaption>');
    expect(vitepress).toContain('<span class="line ssg-code__line--highlighted"><span style="color:var(--shiki-token-keyword)">let</span>');
    const mkdocs = await render('```hl_lines="1"\nplain\n```');
    expect(mkdocs).toContain('<figure class="ssg-code" data-lang="text">');
    expect(mkdocs).toContain('<span class="line ssg-code__line--highlighted"><span>plain</span></span>');
    expect(diagnostics).toEqual([]);
  });

  it('highlights any grammar Shiki ships, loaded on first use (go, rust, sql)', async () => {
    const html = await render('```go\nfunc main() {}\n```\n\n```rs\nfn main() {}\n```\n\n```sql\nSELECT 1;\n```');
    expect(html).toContain('<span style="color:var(--shiki-token-keyword)">func</span>');
    expect(html).toContain('<span style="color:var(--shiki-token-keyword)">fn</span>');
    expect(html).toContain('<span style="color:var(--shiki-token-keyword)">SELECT</span>');
    expect(diagnostics).toEqual([]);
  });

  it('marks lines by highlight-next-line and highlight-start/end comments, which disappear', async () => {
    const html = await render('```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n// highlight-start\nconst c = 3;\n// highlight-end\n```');
    expect(html).not.toContain('highlight-');
    expect(html.match(/<span class="line[^"]*"/g)).toEqual(['<span class="line"', '<span class="line ssg-code__line--highlighted"', '<span class="line ssg-code__line--highlighted"']);
  });

  it('applies the [!code …] notation: highlight, diff, focus, and removes the comments', async () => {
    const html = await render(
      '```ts\nlet a = 1; // [!code highlight]\nconst b = 2; // [!code ++]\nconst c = 3; // [!code --]\nconst d = 4; // [!code focus]\nconst e = 5;\n```',
    );
    expect(html).not.toContain('[!code');
    expect(html).toContain('<pre class="shiki ssg-code-theme ssg-code--has-highlighted ssg-code--has-diff ssg-code--has-focused"');
    expect(html.match(/<span class="line[^"]*"/g)).toEqual([
      '<span class="line ssg-code__line--highlighted"',
      '<span class="line ssg-code__line--added"',
      '<span class="line ssg-code__line--removed"',
      '<span class="line ssg-code__line--focused"',
      '<span class="line"',
    ]);
  });

  it('numbers lines with showLineNumbers, from a given number', async () => {
    expect(await render('```py showLineNumbers\nx = 1\n```')).toContain('<figure class="ssg-code ssg-code--line-numbers" data-lang="py">');
    expect(await render('```py showLineNumbers=10\nx = 1\n```')).toContain('<figure class="ssg-code ssg-code--line-numbers" data-lang="py" style="counter-reset:ssg-line 9">');
  });

  it('handles blocks without a language, aliases, and leaves inline code alone', async () => {
    const html = await render('Use `x`.\n\n```\nplain\n```\n\n```sh\necho hi\n```');
    expect(html).toContain('<p>Use <code>x</code>.</p>');
    expect(html).toContain(`<figure class="ssg-code" data-lang="text">${pre('Code')}<code><span class="line"><span>plain</span></span></code></pre>${COPY}</figure>`);
    expect(html).toContain('<figure class="ssg-code" data-lang="sh">');
    expect(html).toContain('<span style="color:var(--shiki-token-function)">echo</span>');
    expect(html).not.toContain('data-meta');
  });

  it('escapes code text', async () => {
    expect(await render('```html\n<script>alert(1)</script>\n```')).not.toContain('<script>');
  });
});
