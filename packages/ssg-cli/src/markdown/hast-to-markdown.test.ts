import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { hastToMarkdown } from './hast-to-markdown.js';

const md = (html: string, origin?: string): string => hastToMarkdown(fromHtml(html, { fragment: true }), origin);

describe('hastToMarkdown', () => {
  it('writes headings, paragraphs, emphasis, links and images, with root-relative URLs made absolute', () => {
    expect(md('<h2 id="x">Set <code>up</code><a class="ssg-heading-anchor" href="#x">#</a></h2><p>A <strong>bold </strong>and <em>em</em> <del>old</del> <a href="/flux0/docs/a">link</a> <img src="/flux0/assets/a.png" alt="A [b]"></p>', 'https://flux0.dev/')).toBe(
      '## Set `up`\n\nA **bold** and *em* ~~old~~ [link](https://flux0.dev/flux0/docs/a) ![A \\[b\\]](https://flux0.dev/flux0/assets/a.png)',
    );
  });

  it('writes emphasis inside a word with *, keeps sup and sub as HTML, and keeps a table\'s alignment', () => {
    expect(md('<p>2<em>3</em>4, x<sup>2</sup> and H<sub>2</sub>O</p>')).toBe('2*3*4, x<sup>2</sup> and H<sub>2</sub>O');
    expect(md('<table><thead><tr><th align="left">a</th><th align="center">b</th><th align="right">c</th><th>d</th></tr></thead><tbody><tr><td align="left">1</td><td align="center">2</td><td align="right">3</td><td>4</td></tr></tbody></table>')).toBe(
      '| a | b | c | d |\n| :--- | :---: | ---: | --- |\n| 1 | 2 | 3 | 4 |',
    );
  });

  it('collapses white space across text nodes as in one, after a hard break too', () => {
    const split: Root = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'a \n' }, { type: 'text', value: '  b' }] }] };
    expect(hastToMarkdown(split)).toBe('a b');
    expect(md('<p>foo<br>\nbar</p>')).toBe('foo\\\nbar');
  });

  it('escapes text that Markdown would read as syntax, but not underscores inside words', () => {
    expect(md('<p>1. not a list *star* [x] &lt;tag> snake_case _lead ~~gone~~ back\\slash</p>')).toBe(
      '1\\. not a list \\*star\\* \\[x\\] \\<tag> snake_case \\_lead \\~\\~gone\\~\\~ back\\\\slash',
    );
    expect(md('<p># not a heading</p><p>- not an item</p>')).toBe('\\# not a heading\n\n\\- not an item');
  });

  it('writes tight and nested lists, ordered lists from their start, and task items', () => {
    expect(md('<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul><ol start="3"><li>three</li><li>four</li></ol>')).toBe(
      '- one\n- two\n  - inner\n\n3. three\n4. four',
    );
    expect(md('<ul><li><input type="checkbox" checked disabled> done</li><li><input type="checkbox" disabled> todo</li></ul>')).toBe('- [x] done\n- [ ] todo');
    expect(md('<ul><li><p>first</p><p>second</p></li></ul>')).toBe('- first\n\n  second');
  });

  it('fences code with more backticks than it holds, and keeps inline code whole', () => {
    expect(md('<pre><code class="language-md">a\n```\nb\n</code></pre>')).toBe('````md\na\n```\nb\n````');
    expect(md('<p><code>a`b</code> <code>`x`</code></p>')).toBe('``a`b`` `` `x` ``');
  });

  it('writes tables with pipes escaped, and quotes', () => {
    expect(md('<table><thead><tr><th>Key</th><th>Value</th></tr></thead><tbody><tr><td>a|b</td><td><code>x</code></td></tr><tr><td>only</td></tr></tbody></table>')).toBe(
      '| Key | Value |\n| --- | --- |\n| a\\|b | `x` |\n| only |  |',
    );
    expect(md('<blockquote><p>one</p><p>two</p></blockquote>')).toBe('> one\n>\n> two');
  });

  it('keeps the content of other elements, drops chrome and links without a URL', () => {
    expect(md('<div align="center"><p>Hi</p><details><summary>More</summary>Hidden <b>text</b></details></div><p><a>no url</a><img alt="x"><button>Copy</button><span>span</span><br>next</p>')).toBe(
      'Hi\n\nMore\n\nHidden **text**\n\nno urlspan\\\nnext',
    );
  });

  it('writes links whose URL has spaces or parentheses in angle brackets', () => {
    expect(md('<p><a href="https://x.dev/a b(c)">x</a></p>')).toBe('[x](<https://x.dev/a b(c)>)');
  });
});
