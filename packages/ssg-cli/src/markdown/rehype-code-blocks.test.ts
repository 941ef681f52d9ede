import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter } from './highlighter.js';
import rehypeCodeBlocks from './rehype-code-blocks.js';
import remarkCodeMeta from './remark-code-meta.js';

let render: (markdown: string) => Promise<string>;
beforeAll(async () => {
  const highlighter = await createCodeHighlighter();
  const processor = unified()
    .use(remarkParse)
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeCodeBlocks, { highlighter })
    .use(rehypeStringify);
  render = async (markdown) => String(await processor.process(markdown));
});

const PRE = '<pre class="shiki ssg-code-theme" style="background-color:var(--shiki-background);color:var(--shiki-foreground)" tabindex="0">';
const COPY = '<button type="button" class="ssg-code__copy" data-ssg-copy aria-label="Copy code">Copy</button>';

describe('rehypeCodeBlocks', () => {
  it('highlights (colours as CSS variables), shows title, language label, copy button and marked lines', async () => {
    expect(await render('```python title="agent.py" {2}\nimport os\nprint(1)\n```')).toBe(
      '<figure class="ssg-code" data-lang="python"><figcaption class="ssg-code__title">agent.py</figcaption>' +
        `${PRE}<code>` +
        '<span class="line"><span style="color:var(--shiki-token-keyword)">import</span><span style="color:var(--shiki-foreground)"> os</span></span>\n' +
        '<span class="line ssg-code__line--highlighted"><span style="color:var(--shiki-token-function)">print</span><span style="color:var(--shiki-token-punctuation)">(</span><span style="color:var(--shiki-token-constant)">1</span><span style="color:var(--shiki-token-punctuation)">)</span></span>' +
        `</code></pre><span class="ssg-code__lang">python</span>${COPY}</figure>`,
    );
  });

  it('marks several ranges: {1,3-4}', async () => {
    const html = await render('```text {1,3-4}\na\nb\nc\nd\ne\n```');
    expect(html).toBe(
      `<figure class="ssg-code" data-lang="text">${PRE}<code>` +
        '<span class="line ssg-code__line--highlighted"><span>a</span></span>\n<span class="line"><span>b</span></span>\n' +
        '<span class="line ssg-code__line--highlighted"><span>c</span></span>\n<span class="line ssg-code__line--highlighted"><span>d</span></span>\n' +
        `<span class="line"><span>e</span></span></code></pre>${COPY}</figure>`,
    );
  });

  it('shows unknown languages as plain text with their label, without failing', async () => {
    expect(await render('```mermaid\ngraph TD\n```')).toBe(
      `<figure class="ssg-code" data-lang="mermaid">${PRE}<code><span class="line"><span>graph TD</span></span></code></pre>` +
        `<span class="ssg-code__lang">mermaid</span>${COPY}</figure>`,
    );
  });

  it('handles blocks without a language, aliases, and leaves inline code alone', async () => {
    const html = await render('Use `x`.\n\n```\nplain\n```\n\n```sh\necho hi\n```');
    expect(html).toContain('<p>Use <code>x</code>.</p>');
    expect(html).toContain(`<figure class="ssg-code" data-lang="text">${PRE}<code><span class="line"><span>plain</span></span></code></pre>${COPY}</figure>`);
    expect(html).toContain('<figure class="ssg-code" data-lang="sh">');
    expect(html).toContain('<span style="color:var(--shiki-token-function)">echo</span>');
    expect(html).not.toContain('data-meta');
  });

  it('escapes code text', async () => {
    expect(await render('```html\n<script>alert(1)</script>\n```')).not.toContain('<script>');
  });
});
