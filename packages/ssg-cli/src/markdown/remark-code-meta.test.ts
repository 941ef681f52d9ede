import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkCodeMeta from './remark-code-meta.js';

const render = async (markdown: string, withMeta = true): Promise<string> => {
  const base = unified().use(remarkParse);
  const processor = (withMeta ? base.use(remarkCodeMeta) : base)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeStringify);
  return String(await processor.process(markdown));
};

describe('remarkCodeMeta', () => {
  it('keeps the fence meta as data-meta through raw HTML parsing', async () => {
    expect(await render('<div>raw</div>\n\n```python title="a.py" {2}\nx\n```')).toBe(
      '<div>raw</div>\n<pre><code class="language-python" data-meta="title=&#x22;a.py&#x22; {2}">x\n</code></pre>',
    );
  });

  it('is needed: without it the meta is lost', async () => {
    expect(await render('```python title="a.py"\nx\n```', false)).toBe('<pre><code class="language-python">x\n</code></pre>');
  });

  it('adds nothing to fences without meta', async () => {
    expect(await render('```\nx\n```')).toBe('<pre><code>x\n</code></pre>');
  });

  it("moves what other tools write against the language into the meta: VitePress's lines and title, MkDocs' attributes, rustdoc's", async () => {
    expect(await render('```js{12-15} twoslash [server.js]\nx\n```')).toBe('<pre><code class="language-js" data-meta="{12-15} twoslash [server.js]">x\n</code></pre>');
    expect(await render('```[.env]\nA=1\n```')).toBe('<pre><code data-meta="[.env]">A=1\n</code></pre>');
    expect(await render('```hl_lines="17"\nx\n```')).toBe('<pre><code data-meta="hl_lines=&#x22;17&#x22;">x\n</code></pre>');
    expect(await render('```python\nx\n```')).toBe('<pre><code class="language-python">x\n</code></pre>');
    expect(await render('```rust,no_run,should_panic\nx\n```')).toBe('<pre><code class="language-rust" data-meta="no_run should_panic">x\n</code></pre>');
  });
});
