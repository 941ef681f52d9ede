// The three passes that prepare Markdown for narrow screens and assistive technology: tables in
// named scroll containers, task-list checkboxes in labels, and wrapping marks (URLs, code tokens).
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import rehypeTables from './rehype-tables.js';
import rehypeTaskLists from './rehype-task-lists.js';
import rehypeWrapping from './rehype-wrapping.js';

async function render(source: string): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeTables)
    .use(rehypeTaskLists)
    .use(rehypeWrapping)
    .use(rehypeStringify);
  return String(await processor.process(source));
}

describe('rehypeTables', () => {
  it('puts a table in a focusable group named after its headers, at most four', async () => {
    expect(await render('| Setting | Why |\n| --- | --- |\n| a | b |')).toMatch(/^<div class="ssg-table" role="group" tabindex="0" aria-label="Table: Setting, Why"><table>/);
    const wide = await render('| A | B | C | D | E |\n| - | - | - | - | - |\n| 1 | 2 | 3 | 4 | 5 |');
    expect(wide).toContain('aria-label="Table: A, B, C, D, …"');
  });

  it('names a table by its caption, else plainly "Table", and wraps it once', async () => {
    const html = await render('<table><caption>Limits  per\nplan</caption><tr><td>1</td></tr></table>\n\n<table><tr><td>2</td></tr></table>');
    expect(html).toContain('<div class="ssg-table" role="group" tabindex="0" aria-label="Limits per plan"><table><caption>');
    expect(html).toContain('<div class="ssg-table" role="group" tabindex="0" aria-label="Table"><table><tbody><tr><td>2</td>');
    expect(html.match(/class="ssg-table"/g)).toHaveLength(2);
    const again = await render('<div class="ssg-table"><table><tr><td>3</td></tr></table></div>');
    expect(again.match(/class="ssg-table"/g)).toHaveLength(1);
  });

  it('turns an empty header cell (a comparison table corner) into a data cell', async () => {
    const html = await render('|  | Left | Right |\n| --- | --- | --- |\n| Row | 1 | 2 |');
    expect(html).toContain('<tr>\n<td></td>\n<th>Left</th>\n<th>Right</th>\n</tr>');
    expect(html).toContain('aria-label="Table: Left, Right"');
  });
});

describe('rehypeTaskLists', () => {
  it('labels each checkbox with its item text, nested lists left outside the label', async () => {
    const html = await render('- [x] Done, with `code`\n- [ ] Not done\n  - [ ] Nested');
    expect(html).toContain('<li class="task-list-item"><label><input type="checkbox" checked disabled> Done, with <code>code</code></label></li>');
    expect(html).toContain('<li class="task-list-item"><label><input type="checkbox" disabled> Not done\n</label><ul class="contains-task-list">');
    expect(html).toContain('<li class="task-list-item"><label><input type="checkbox" disabled> Nested</label></li>');
  });

  it('labels the checkbox inside the first paragraph of a loose item, and checkboxes written as HTML', async () => {
    const loose = await render('1. [x] Ordered\n\n   A second paragraph.');
    expect(loose).toContain('<p><label><input type="checkbox" checked disabled> Ordered</label></p>\n<p>A second paragraph.</p>');
    const raw = await render('<ul><li><input type="checkbox"> Raw item</li></ul>');
    expect(raw).toContain('<li><label><input type="checkbox"> Raw item</label></li>');
  });

  it('leaves list items without a checkbox alone', async () => {
    expect(await render('- plain\n- [link](/a)')).toBe('<ul>\n<li>plain</li>\n<li><a href="/a">link</a></li>\n</ul>');
  });
});

describe('rehypeWrapping', () => {
  it('marks links showing their own address and code holding a URL as URLs', async () => {
    const html = await render('See https://example.com/a/long/path and me@example.com, [a name](https://example.com), `https://example.com/x`.');
    expect(html).toContain('<a href="https://example.com/a/long/path" class="ssg-url">https://example.com/a/long/path</a>');
    expect(html).toContain('<a href="mailto:me@example.com" class="ssg-url">me@example.com</a>');
    expect(html).toContain('<a href="https://example.com">a name</a>');
    expect(html).toContain('<code class="ssg-url">https://example.com/x</code>');
  });

  it('keeps inline code tokens with hyphens whole, up to a phone line, and leaves code blocks alone', async () => {
    const html = await render('Run `uv lock --upgrade-package flux0-core` or `a-token-longer-than-a-phone-line-is-wide`.\n\n```\nflux0-server --port 80\n```');
    expect(html).toContain(
      '<code>uv lock <span class="ssg-nowrap">--upgrade-package</span> <span class="ssg-nowrap">flux0-core</span></code>',
    );
    expect(html).toContain('<code>a-token-longer-than-a-phone-line-is-wide</code>');
    expect(html).toContain('<pre><code>flux0-server --port 80\n</code></pre>');
    expect(await render('`plain code`')).toBe('<p><code>plain code</code></p>');
  });
});
