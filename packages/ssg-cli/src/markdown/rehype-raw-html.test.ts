import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import rehypeRaw from 'rehype-raw';
import rehypeRawHtml, { settleLineBreaks } from './rehype-raw-html.js';
import { createPageState, pageFile } from './page-state.js';
import rehypeHeadings from './rehype-headings.js';
import { walk } from './walk.js';

const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRawHtml).use(rehypeStringify);
const render = async (markdown: string): Promise<string> => String(await processor.process(markdown));

describe('rehypeRawHtml', () => {
  it('parses raw HTML into elements, comments included', async () => {
    expect(await render('<div id="x">*not md*</div>\n\nText <kbd>Ctrl</kbd>\n\n<!-- truncate -->')).toBe(
      '<div id="x">*not md*</div>\n<p>Text <kbd>Ctrl</kbd></p>\n<!-- truncate -->',
    );
  });

  it('shows the tags of elements that would hide the text after them as text (<title>, <plaintext>, …)', async () => {
    expect(await render('Set the <title> element in the head.\n\nNext.')).toBe('<p>Set the &#x3C;title> element in the head.</p>\n<p>Next.</p>');
    expect(await render('Old <plaintext> and <xmp>x</xmp>, <noframes>n</noframes>, <NOEMBED>e</NOEMBED>.\n\nNext.')).toBe(
      '<p>Old &#x3C;plaintext> and &#x3C;xmp>x&#x3C;/xmp>, &#x3C;noframes>n&#x3C;/noframes>, &#x3C;NOEMBED>e&#x3C;/NOEMBED>.</p>\n<p>Next.</p>',
    );
    // Elements a page embeds on purpose stay; a longer name is another element.
    expect(await render('<iframe src="https://example.com/v"></iframe>\n\n<titles>x</titles>')).toBe('<iframe src="https://example.com/v"></iframe>\n<p><titles>x</titles></p>');
  });

  it('leaves pages without raw HTML untouched, code meta data included', async () => {
    const tree = processor.runSync(processor.parse('```py title="a"\nx < y\n```')) as Root;
    const code = (tree.children[0] as { children: Array<{ data?: unknown }> }).children[0];
    expect(code?.data).toEqual({ meta: 'title="a"' });
    expect(await render('Plain *text* with a < sign')).toBe('<p>Plain <em>text</em> with a &#x3C; sign</p>');
  });

  it('keeps the blank first lines of a code block on a page with raw HTML (the parser drops a line feed only after a pre start tag of HTML source)', async () => {
    expect(await render('<div>x</div>\n\n```\n\nfirst\n```\n\n~~~\n\n\nthird\n~~~')).toBe(
      '<div>x</div>\n<pre><code>\nfirst\n</code></pre>\n<pre><code>\n\nthird\n</code></pre>',
    );
    expect(await render('<pre>\nkept as the browser reads it</pre>')).toBe('<pre>kept as the browser reads it</pre>');
  });

  it('keeps the blank first line of a pre element written in HTML, as a browser reads the page', async () => {
    const page = await render('<pre>\n\nafter a blank line\n</pre>\n\n<textarea>\n\nalso</textarea>');
    expect(page).toBe('<pre>\n\nafter a blank line\n</pre>\n<textarea>\n\nalso</textarea>');
    // Read back by an HTML parser, the texts start with their line feed again.
    const texts: string[] = [];
    walk<Element>(fromHtml(page, { fragment: true }), 'element', (element) => {
      if (element.tagName === 'pre' || element.tagName === 'textarea') texts.push(toString(element));
    });
    expect(texts).toEqual(['\nafter a blank line\n', '\nalso']);
  });

  it("closes a tag written self-closing on the site's own pages, as MDX and Vue do (a heading's {#id} after a badge stays its id)", async () => {
    const headings = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRawHtml).use(rehypeHeadings).use(rehypeStringify);
    const page = async (source: string, trust: 'local' | 'remote'): Promise<string> =>
      String(await headings.process(pageFile(createPageState({ source, file: 'docs/page.md', absPath: '/site/docs/page.md', lineOffset: 0, trust }))));
    expect(await page('## Props <sup class="vt-badge" data-text="3.5+" /> {#props}\n\n[up](#props)', 'local')).toBe(
      '<h2 id="props">Props <sup class="vt-badge" data-text="3.5+"></sup><a class="ssg-heading-anchor" href="#props" aria-label="Direct link to Props">#</a></h2>\n<p><a href="#props">up</a></p>',
    );
    // A README is read as GitHub reads it: the slash is ignored, the element holds the rest of the heading.
    expect(await page('## Props <sup class="vt-badge" /> {#props}', 'remote')).toContain('<h2 id="props--props">Props <sup class="vt-badge"> {#props}</sup>');
    // In a paragraph, a component's tag closes where it is written; void elements, quoted slashes and tags with content are left as they are.
    expect(await render('a <Badge type="tip" text="new"/> b <img src="x.png" /> c <x-tip title="a/>b" /> d <span>e</span>')).toBe(
      '<p>a <badge type="tip" text="new"></badge> b <img src="x.png"> c <x-tip title="a/>b"></x-tip> d <span>e</span></p>',
    );
    expect(await render('<Badge text="on its own line" />\n\nNext.')).toBe('<badge text="on its own line"></badge>\n<p>Next.</p>');
  });

  it('detects raw nodes, making line breaks elements without the HTML parser', () => {
    expect(settleLineBreaks({ type: 'root', children: [{ type: 'raw', value: '<b>' }] })).toBe(true);
    expect(settleLineBreaks({ type: 'root', children: [{ type: 'text', value: '<b>' }] })).toBe(false);
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'raw', value: '<BR />' }, { type: 'raw', value: '<wbr>' }] }] };
    expect(settleLineBreaks(tree)).toBe(false);
    expect(tree.children[0]).toEqual({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'br', properties: {}, children: [] }, { type: 'element', tagName: 'wbr', properties: {}, children: [] }] });
  });

  it('writes a page with line breaks in HTML as the HTML parser has it', async () => {
    const page = '| Option | Notes |\n| --- | --- |\n| `a` | one<br>two<br/>three |\n\nType: `string`<BR>\nDefault: *x*<wbr>y, and <br class="x"> stays the parser\'s.';
    const parsed = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).use(rehypeStringify);
    expect(await render(page)).toBe(String(await parsed.process(page)));
    expect(await render(page.slice(0, page.indexOf('\n\nType')))).toBe(String(await parsed.process(page.slice(0, page.indexOf('\n\nType')))));
  });
});
