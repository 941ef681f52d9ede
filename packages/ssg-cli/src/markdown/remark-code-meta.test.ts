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
});
