// The parser is patched (`patches/` at the repository's root: linear pairing of emphasis and
// strikethrough, lazy lines, merged text, a one-list pass over the events when content is
// tokenized, and runs of plain characters consumed in one step). Each patch is meant to change the cost, never the result: the CommonMark
// specification's examples must come out as the specification says, also when the same
// Markdown sits in a block quote or a list item (where the passes over the events move container
// exits and look at the content of the lines).
import { createRequire } from 'node:module';
import { serialize } from 'node:v8';
import { micromark } from 'micromark';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Node } from 'unist';
import { describe, expect, it } from 'vitest';

interface SpecExample {
  markdown: string;
  html: string;
  number: number;
  section: string;
}

// The specification writes tabs as arrows.
const examples = (createRequire(import.meta.url)('commonmark-spec') as { tests: SpecExample[] }).tests.map((example) => ({
  ...example,
  markdown: example.markdown.replaceAll('→', '\t'),
  html: example.html.replaceAll('→', '\t'),
}));

const html = (markdown: string): string => micromark(markdown, { allowDangerousHtml: true, allowDangerousProtocol: true });

describe('the patched parser', () => {
  it('renders every example of the CommonMark specification as the specification does', () => {
    expect(examples.length).toBeGreaterThan(600);
    const wrong = examples.filter((example) => html(example.markdown) !== example.html).map((example) => `${example.number} (${example.section})`);
    expect(wrong).toEqual([]);
  });

  it('gives a block quote of an example the example’s blocks', () => {
    const parse = unified().use(remarkParse).freeze();
    const mismatches: number[] = [];
    let compared = 0;
    for (const example of examples) {
      const markdown = example.markdown.replace(/\n$/, '');
      // Lines that could continue or end a quote lazily, tabs and HTML blocks change the
      // structure inside a quote: only examples without them can be compared this way.
      if (markdown === '' || /\t|^\s*$|^\s{0,3}(?:>|<|`{3}|~{3}|[-+*]|\d+[.)])|^ {4}/m.test(markdown)) continue;
      const alone = parse.parse(markdown);
      const quoted = parse.parse(markdown.split('\n').map((line) => `> ${line}`).join('\n'));
      const quote = quoted.children[0];
      const same = quote?.type === 'blockquote' && JSON.stringify(withoutPositions(quote.children)) === JSON.stringify(withoutPositions(alone.children));
      if (!same) mismatches.push(example.number);
      compared++;
    }
    expect(compared).toBeGreaterThan(200);
    expect(mismatches).toEqual([]);
  });

  it('places every node where its text is: line, column and offset agree (tabs, CR LF, tables, code and headings included)', () => {
    const parse = unified().use(remarkParse).use(remarkGfm).freeze();
    const sources = [
      ...examples.map((example) => example.markdown),
      '# Title # with #hash ##\n\n| a \\| b | `c d` |\n|---|:-:|\n| x\\|y\t| **z** |\n\n```js\nlet a\t= 1;\n```\n\n    indented\tcode\n',
    ];
    const wrong: string[] = [];
    for (const source of [...sources, ...sources.map((text) => text.replaceAll('\n', '\r\n'))]) {
      const lineStarts = [0];
      for (const match of source.matchAll(/\r\n|\r|\n/g)) lineStarts.push(match.index + match[0].length);
      const visit = (node: Node): void => {
        for (const point of node.position ? [node.position.start, node.position.end] : []) {
          if (lineStarts[point.line - 1]! + point.column - 1 !== point.offset) wrong.push(`${JSON.stringify(source.slice(0, 40))}: ${node.type} at ${point.line}:${point.column} (${point.offset})`);
        }
        for (const child of (node as { children?: Node[] }).children ?? []) visit(child);
      };
      visit(parse.parse(source));
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('reads what comes before a character where that matters (autolinks, intraword emphasis, escapes in cells)', () => {
    const process = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify).freeze();
    const render = (markdown: string): string => String(process.processSync(markdown));
    expect(render('Mail a.b@c.org, www.x.com/a_b and https://e.f/g now.')).toBe(
      '<p>Mail <a href="mailto:a.b@c.org">a.b@c.org</a>, <a href="http://www.x.com/a_b">www.x.com/a_b</a> and <a href="https://e.f/g">https://e.f/g</a> now.</p>',
    );
    expect(render('snake_case_word and a*b*c and _u_ in `a b` and ``x `y` z``')).toBe(
      '<p>snake_case_word and a<em>b</em>c and <em>u</em> in <code>a b</code> and <code>x `y` z</code></p>',
    );
    expect(render('| a \\| b | c\\\\d |\n|---|:-:|\n| x\\|y | `p\\|q` |')).toBe(
      '<table>\n<thead>\n<tr>\n<th>a | b</th>\n<th align="center">c\\d</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>x|y</td>\n<td align="center"><code>p|q</code></td>\n</tr>\n</tbody>\n</table>',
    );
    expect(render('# Title # with #hash ##\n\ntab\there\tand *em*\tafter')).toBe('<h1>Title # with #hash</h1>\n<p>tab\there\tand <em>em</em>\tafter</p>');
  });
});

describe('the patched HTML serialiser', () => {
  it('writes text and attributes with nothing to encode as they are, and encodes the rest as before', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'a', properties: { href: '/a/b?c=d#e', title: 'Say "x" & it\'s `y`', className: ['one', 'two'], dataMeta: 'm' }, children: [{ type: 'text', value: 'Plain text, 1 > 0.' }] },
        { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'a < b & c' }] },
        { type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: 'if (a < b && c) {}' }] },
      ],
    };
    expect(toHtml(tree)).toBe(
      '<a href="/a/b?c=d#e" title="Say &#x22;x&#x22; &#x26; it&#x27;s &#x60;y&#x60;" class="one two" data-meta="m">Plain text, 1 > 0.</a><p>a &#x3C; b &#x26; c</p><script>if (a < b && c) {}</script>',
    );
  });

  it('writes the HTML of ASCII in one byte a character, whatever the tag names were made from', () => {
    // A tag name made in the program (`'h' + depth`) and then looked up as a property name becomes
    // a thin string, which V8's `Array#join` writes in two bytes a character, and all around it too.
    const made = `h${[2][0]}`;
    const names: Record<string, number> = { h2: 2 };
    expect(names[made]).toBe(2);
    const html = toHtml({ type: 'root', children: [{ type: 'element', tagName: made, properties: { id: 'a' }, children: [{ type: 'text', value: 'A' }] }] });
    expect(html).toBe('<h2 id="a">A</h2>');
    expect(oneByte(html)).toBe(true);
  });
});

/** Whether V8 holds the string one byte a character (its serialiser writes the representation it has). */
function oneByte(text: string): boolean {
  const bytes = serialize(text);
  // After the version header, a one-byte string's tag is `"`; a two-byte one's is `c`, maybe after a padding byte.
  return bytes[2] === 0x22;
}

/** The nodes without their positions (a quote moves every column). */
function withoutPositions(nodes: unknown): unknown {
  return JSON.parse(JSON.stringify(nodes), (key, value: unknown) => (key === 'position' ? undefined : value));
}
