// The plain blocks are read without micromark (plain-blocks.ts): the syntax tree must be the one
// micromark makes, node for node, with the same positions, whatever the page holds. Compared on
// the site's docs and posts, the CommonMark specification's examples among other blocks, and
// pages put together at random from blocks plain and not.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkPlainBlocks, { parsePlainBlocks } from './plain-blocks.js';
import { markdownPlugins } from './render-markdown.js';

const remark = markdownPlugins({ baseUrl: '/', assetsRoute: '/assets/' } as Parameters<typeof markdownPlugins>[0]).remark;
const parser = (plugins: PluggableList) => unified().use(remarkParse).use(plugins).use(remark).freeze();
const [plain, micromarkOnly] = [parser([remarkPlainBlocks]), parser([])];

/** Both trees as JSON (the order of each node's fields too), and whether plain blocks were read. */
function bothWays(markdown: string): { plain: string; micromark: string; read: boolean } {
  // Read here when micromark is given stand-ins, or nothing.
  let read = true;
  const spy = parser([]);
  parsePlainBlocks(markdown, (doc) => {
    read = doc !== markdown;
    return spy.parse(doc);
  });
  return { plain: JSON.stringify(plain.parse(markdown)), micromark: JSON.stringify(micromarkOnly.parse(markdown)), read };
}

/** Each page gives micromark's tree, and is read here (`read`) or left to micromark. */
function expectTrees(pages: readonly string[], read: boolean): void {
  for (const page of pages) {
    const both = bothWays(page);
    expect(both.read, page).toBe(read);
    expect(both.plain, page).toBe(both.micromark);
  }
}

/** The documents among `inputs` whose trees differ (their first 200 characters), and how many had plain blocks read. */
function compare(inputs: readonly string[]): { differ: string[]; read: number } {
  const differ: string[] = [];
  let read = 0;
  for (const markdown of inputs) {
    const both = bothWays(markdown);
    if (both.plain !== both.micromark) differ.push(markdown.slice(0, 200));
    if (both.read) read++;
  }
  return { differ, read };
}

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
/** The Markdown files under `dir` (outside built output and packages), without front matter. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'build', 'dist', '.git'].includes(entry.name) || entry.name.startsWith('.') ? [] : markdownFiles(file);
    return /\.md$/.test(entry.name) ? [readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')] : [];
  });
}

const examples = (createRequire(import.meta.url)('commonmark-spec') as { tests: Array<{ markdown: string }> }).tests.map((example) => example.markdown.replaceAll('→', '\t'));

/** micromark's parse, recording each document it is given. */
function recordingParse(): { given: string[]; parse: (doc: string) => Root } {
  const given: string[] = [];
  return {
    given,
    parse: (doc) => {
      given.push(doc);
      return micromarkOnly.parse(doc) as Root;
    },
  };
}

/** Blocks to make pages of: plain ones read here, and others around and between them. */
const BLOCKS = [
  '# Title of the page',
  '## Section `two` with **strong** words',
  '### A heading ending in hashes ##',
  'A paragraph of plain words.\nIt goes on over a second line.',
  'Text with `code`, **strong**, *emphasis*, _underscored_ and __double__ marks, snake_case words.',
  'A [link](./other.md#part) and an ![image](img/pic.png) and [`code` link](https://example.com/x).',
  'See www.example.com or https://example.com or mail me@example.com.',
  'Marks that do not pair: 2 * 3 = 6 and *a **b* c** and a_b_ and *(x)*.',
  'Escapes \\* and entities &amp; and <span>html</span> and ~strike~ and a | pipe.',
  'Struck ~~words here~~ and (~~in parens~~), ~~`code` inside~~, ~~a~~b, a~~b~~ and ~~~three~~~ and ~~ spaced ~~ and ~~end.~~',
  '| a | b |\n| --- | --- |\n| ~~x~~ | *y* ~~z~~ |',
  '*Emphasis with ~~strike~~ inside* and ~~strike with *em*~~ and ~~[a link](x.md)~~.',
  '~~Strike~~ at the start of a line, ~~two~~ ~~in a row~~, ~~over\na line~~.',
  'A line ending with two spaces  \nand a hard break.',
  'A [ref] link and a [full][ref] one and a footnote[^1].',
  '[ref]: https://example.com',
  '- one item\n- two items with `code`\n- three',
  '- an item\n  goes on indented\n- and another',
  '- an item\nlazily going on',
  '1. first\n2. second\n3. third',
  '3) third\n4) fourth',
  '- [ ] a task\n- [x] done',
  '* star list\n+ plus list',
  '- outer\n  - nested\n  - nested two',
  '-\n  - an item of a marker alone\n  - holding a list',
  '*\n  * nested under a star',
  '- first\n-\n  - second, a marker alone',
  '-\nnot inside it',
  '-\n\n  - after a blank line',
  '1.\n   1. ordered',
  '```ts title="a.ts"\nconst a = 1;\n\nconst b = `x`;\n```',
  '~~~\nplain code\n~~~',
  '````md\n```\ninner fence\n```\n````',
  '```\nunclosed fence',
  '    indented code',
  '> a quote\n> of two lines',
  '| a | b |\n| --- | --- |\n| 1 | 2 |',
  'Header row\n--- | ---\ncell | cell',
  'Setext heading\n==============',
  'Another one\n---',
  '---',
  '***',
  ':::tip\nA tip with **marks**.\n:::',
  ':::note Title here\n\nTwo paragraphs.\n\n- and a list\n:::',
  '<div>\n\nInside HTML\n\n</div>',
  '<!-- a comment -->',
  '<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>',
  '> [!NOTE]\n> An alert.',
  'Paragraph then\n# a heading',
  'Paragraph then\n- a list',
  'Paragraph then\n2. not a list',
  'Paragraph then\n```\ncode\n```',
  'Émoji :rocket: and ünïcödé text, and CJK 日本語の文章。',
  '**Note:** a paragraph starting with strong text.',
  '_Emphasis_ at the start, and (*inside parentheses*).',
  'Text with a trailing space ',
  '\tTabbed text',
  '#NoSpace heading',
  '#',
  '[^1]: The footnote.',
  '* * *',
  'Term with `` double `tick` code `` spans and ` padded ` ones.',
  'A [link with *emphasis* inside](x.md) and **[a link](y.md) in strong**.',
  '![alt with `code`](pic.png) and [](empty.md) and [x]() and [y](<z>).',
  "Quotes \"double\" and 'single' and an apostrophe's use.",
  '- a loose list\n\n- of two items',
  '- an item\n\n  with a second paragraph',
  '1. one\n\n2. two',
  '> a quote\nwith a lazy line',
  '<!--\na comment\n\nover lines\n-->',
  '<script>\nlet a = 1;\n\nlet b = 2;\n</script>',
  'A paragraph\n| a | b |\n| - | - |',
  '    indented code\n\n    after a blank line',
  '::::note\n:::tip\nnested\n:::\n::::',
  '- item\n\n```\ncode after a list\n```',
  'Line one\\\nline two after a backslash break.',
  '[link]: /url "title"\n[link]',
  'A line with a * star and a lone _ underscore.',
  '**bold**text and *em*phasis and foo*bar*',
  'Trailing `code`\nand [link\nover lines](x.md) and **strong\nover lines**.',
  '- an item going on\n  `code` first on its second line\n  **strong** first on its third\n- [a link](x.md)\n  _em_ next',
  '`code` first\n[link](x.md) first\n![image](y.png) first\n*em* first',
  '1. a numbered item\n   going on\n2. `code` item',
  '1. one\n   - sub with `code`\n   - sub two\n2. two\n   1. sub numbered\n      going on',
  '- a\n  - b\n    - c\n      going on\n- d\n  * other marker',
  '- a\n  - b\n  lazy or not\n- c',
  '- a\n   - three spaces\n- b\n    - four spaces',
  '- a\n  - b\n\n  - loose nested',
  '- a\n  1) sub\n  2) sub two\n- b\n  3. not first',
  '| Key | Value | Notes |\n| --- | :-: | --: |\n| `K0` | 610 | Some **strong** words. |\n|  | empty | |',
  '## Heading over a table\n| a |\n|:--|\n| [link](x.md) |',
  '| one | two |\n| --- | --- |\n| only one |\n| three | cells | here |',
  '| a | b |\n| --- | --- |\n| 1 | 2 |\nfollowed by text',
  '| a | b |\n| --- | --- |\n| `x|y` | \\| |',
  '| a | b |\n|---|---|\n| 1 | 2 |\n- a list after',
  '| no delimiter |\n| row |',
  '|a|b|\n|-|-|\n|1|2|',
  ':::tip\nModel cache prompt, with `code`.\n:::',
  ':::note\n\nTwo groups.\n\n- a list\n- in a note\n\n```sh\ncode in a note\n```\n:::',
  ':::info\n- a\n\n- b\n:::',
  ':::warning\n```\n:::\n```\n:::',
  ':::danger\n:::',
  ':::tip \ntrailing space\n:::',
  ':::caution\ntext\n::: ',
  ':::note\n| a | b |\n| - | - |\n| 1 | 2 |\n:::',
  ':::tip[Label]\ntext\n:::',
  ':::tip{.cls}\ntext\n:::',
  ':::details\nInside\n\n  indented\n:::',
  'A paragraph over a line of\n\u00a0\nno-break space',
  '\u00a0',
  'Ends with blank lines\n\n\n',
  '> A quote with `code`\n> going on\n>\n> and a second paragraph with a [link](x.md).',
  '>no space\n> then one',
  '> - a list in a quote',
  '> # a heading in a quote',
  '> ends with a blank quoted line\n>',
  '>\n> starts with one',
  '> > nested',
  '>  two spaces',
  'A line of other white space\n\u3000\nand text\n\u000b',
  'A NUL \u0000 character',
  '[^1](x) a footnote call before a parenthesis\n\n[^1]: The note.',
  '```\u00a0lang\ncode\n```\n\n```a \u00a0meta\ncode\n```',
  '\ufeff# Title after a byte order mark',
  '- a loose item\n\n- b with a list\n  - nested tight\n\n- c\n- d',
  '1. one\n\n\n2. after two blank lines',
  '* star\n\n- dash after a blank line',
  '- a\n\n- b\n\n  going on after a blank line',
  '  - a list opened with an indent\n\n- b',
  '   1. three spaces\n2. two',
  ' - a list indented one column\n - with `code` and [a link](x.md)\n   - nested',
  '  1. numbered, indented\n  2. two\n     going on',
  ' - indented and loose\n\n - second item',
  ' - one indent\n  - two indents',
  '   - three columns in\n\n   after a blank line',
  'A setext heading\nover two lines\n---',
  'Level one\n===',
  'Underlined by one\n-',
  'Thanks to @someone and @other-name for #12 (and #34).',
  'Mail name@example.com, or a@b, or @ alone.',
  ':::tip\nSetext in a note\n---\n:::',
  '> A quote\n> ---',
  '- a list\n\n  - nested after a blank line',
  'Text, a blank line, then\n\n  - an indented list\n\n  - going on loose\n\n- and at the margin',
  '```\ncode\n\n  - not a list\n```',
  '<div>\n\n  - a list in HTML\n\n</div>',
  '- an item\nlazily going on\n\n  1. a numbered list nested in it',
  'Escaped \\*stars\\*, \\_under\\_, \\[brackets\\], \\`ticks\\` and \\\\ a backslash; \\a kept.',
  'R&D &amp; &copy; &mdash; &#35; &#x1F600; &#0; &nosuch; &amp &AMP;',
  '*em with \\* inside* and **strong &amp; more**',
  '[link \\*text\\*](x.md) and ![alt &amp; more](y.png)',
  '`code \\` then text`',
  '| a | b |\n| --- | --- |\n| \\| | &#124; |',
  '# Heading with &amp; and \\#',
  'Trailing backslash\\',
  'www\\.example.com and a\\@b.com',
  'Type: `string`<br>\nDefault: `x`<br/>',
  'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, or <a href="x.md" title=\'t\'>a link</a>.',
  'A <span class=note data-x="1">span</span> and an <img src="a.png" /> image.',
  'Not tags: a < b, <3, <!-- c -->, <https://example.com>, <a@b.com>, < span>, <a/ >.',
  '*emphasis around <b>bold</b> text* and **<i>x</i>**',
  'A tag over lines <a\nhref="x">here</a>',
  '| a | b |\n| --- | --- |\n| x<br>y | <code>c</code> |',
  '[link <b>bold</b>](x.md) and `<code>` and <a title="`">a tick</a>`',
  'A tag <a href=https://example.com/x>with a literal link</a> in it',
  // Link definitions, and references to them (full, collapsed, shortcut) and to none.
  '[guide]: https://example.com/guide\n[Two  Words]: ./two.md "A title"',
  "[api]: /api 'Single quotes'\n[empty]: /e \"\"",
  'See the [guide][guide], the [Guide][] and [guide]; [two words][two words] and [Two Words].',
  'The [*API* docs][api], [api] [x] and [api](./inline.md) and [api][missing] and [nothing].',
  '- a [guide] item\n- and [api][]',
  '# The [guide] heading',
  '| a | [guide] |\n| --- | --- |\n| [api][] | x |',
  '> quoted [guide]\n> [api]: /not-a-definition',
  '[guide]: /again\n"a title on the next line"',
  '[later]: /later\ntext after a definition [later]',
  'text before\n[never]: /never\nand [never]',
  '[guide]: not-here\n===',
  ':::tip\n[inside]: /inside\n\nSee [inside] and [guide].\n:::',
  '[guide] and [^note] and ![guide][] and ![img][guide]',
  '[Guide][GUIDE] [gu\nide] [guide]: x',
  '[guide]: /g\nA setext heading right after a definition\n---',
  '# Heading\n[guide]: /g\n```\ncode\n```\n[api]: /a',
  // Footnotes: calls (of footnotes defined or not), definitions of one line and others.
  'A call[^note] and another[^Note], one of none[^none] and one at the end[^1]',
  'Calls in **strong[^1]** text, *emphasis[^1]*, [a link[^1]](x.md), ![an image[^1]](y.png), ![^1] and [^1][^note] and [^1][guide] and \\[^1].',
  '[^note]: A note with *emphasis*, `code` and a [link](x.md).',
  '[^a]: First.\n[^b]: Second, right after.\n\nCalling [^a] and [^b].',
  '[^a]: A note\nlazily going on',
  '[^long-note]: A note\n\n    with a second paragraph, indented.',
  '[^1]: A note\n\n  indented two columns',
  'A paragraph\n[^1]: a definition right after it',
  '# A heading[^1]\n[^1]: right after it',
  '[^1]:no space and [^1]:  two spaces',
  '[^1]:  two spaces',
  '[^1]: - a list in a note',
  '[^1]: -',
  '[^ a]: a space in the label, and [^a b] called',
  '[^x&amp;]: a reference in the label [^x&amp;]',
  '| a | b[^1] |\n| - | - |\n| [^note] | x |',
  '> [^1]: a definition in a quote',
  '- [^1]: a definition in a list',
  ':::tip\n[^1]: a definition in a note\n:::',
  '[^Ünï]: A label not in ASCII.\n\nCalled[^ünï] and [^ÜNÏ].',
  '[^1]\n[^1]: alone on a line before its definition',
];

/** A seeded generator (mulberry32), so that a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('plain blocks', () => {
  it('give the tree micromark gives for every Markdown file of the repository (the site, its remote READMEs, the READMEs), and are read in most of them', () => {
    const files = markdownFiles(repo);
    expect(files.length).toBeGreaterThan(15);
    const { differ, read } = compare(files);
    expect(differ).toEqual([]);
    expect(read).toBeGreaterThan(files.length / 2);
  }, 60_000);

  it('give the tree micromark gives for each example of the CommonMark specification between plain blocks', () => {
    const { differ, read } = compare(examples.map((example) => `# Before the example\n\nA paragraph **before** it.\n\n${example}\n\nA paragraph after it, with a [link](x.md).\n`));
    expect(differ).toEqual([]);
    // Not those whose link definitions are used across the cuts: those pages are parsed whole.
    expect(read).toBeGreaterThan(examples.length * 0.85);
  }, 60_000);

  it('give the tree micromark gives for pages made at random of blocks plain and not', () => {
    const next = random(Number(process.env.PLAIN_BLOCKS_SEED ?? 20261130));
    const pages = Array.from({ length: Number(process.env.PLAIN_BLOCKS_PAGES ?? 1500) }, () => {
      const blocks = Array.from({ length: 2 + Math.floor(next() * 6) }, () => BLOCKS[Math.floor(next() * BLOCKS.length)]!);
      return blocks.reduce((page, block) => page + (next() < 0.75 ? '\n\n' : '\n') + block);
    });
    const { differ, read } = compare(pages);
    expect(differ).toEqual([]);
    expect(read).toBeGreaterThan(pages.length / 4);
  }, 120_000);

  it('read headings, paragraphs, lists, code and inline marks as micromark does', () => {
    const page = [
      '# Title',
      'Text with `code`, **strong**, *emphasis*, _em_, snake_case and a [link](./a.md#b).',
      '- an item with ![an image](pic.png)\n  that goes on\n- another',
      '1. first\n2. second',
      '```ts title="x.ts" {1,3}\nconst a = 1;\n\nconst b = 2;\n```',
    ].join('\n\n');
    const both = bothWays(page);
    expect(both.read).toBe(true);
    expect(both.plain).toBe(both.micromark);
  });

  it('read strikethrough of two tildes as micromark does, and leave one tilde or three to it', () => {
    expectTrees(['Struck ~~words here~~, (~~in parens~~) and ~~words `code` words~~.', '| n | text |\n|--:|---|\n| 1 | *x* ~~y~~ |\n| 2 | ~~z~~ |', '*Em with ~~strike~~ in it*.'], true);
    expectTrees(['A ~single~ tilde.', 'Three ~~~tildes~~~ here.', 'Not ~~ spaced ~~ out.', 'a~~b~~c'], false);
  });

  it('read an item of a marker alone holding a list (as the run of a long page inside a list item starts)', () => {
    expectTrees(['-\n  - nested 68 with *emphasis*\n  - nested 69 with *emphasis*', '# T\n\n- a\n-\n  - b\n  - c\n- d'], true);
    expectTrees(['-\nfoo', '-\n\n  - x', '-\n   - three columns in', '-\n  text first'], false);
  });

  it('read links to the definitions micromark surely reads, and the definitions unless micromark parses part of the page (which then needs them)', () => {
    const page = '# Options\n\nSee the [guide][guide], the [Guide][] and [guide].\n\n[guide]: https://example.com/guide "The guide"\n';
    const { given, parse } = recordingParse();
    const tree = parsePlainBlocks(page, parse);
    expect(given).toEqual([]);
    expect(JSON.stringify(tree)).toBe(JSON.stringify(micromarkOnly.parse(page)));
    const paragraph = tree.children[1] as { children: Array<{ type: string; referenceType?: string }> };
    expect(paragraph.children.filter((node) => node.type === 'linkReference').map((node) => node.referenceType)).toEqual(['full', 'collapsed', 'shortcut']);
    // With HTML (micromark's) the definition is micromark's too; the links are still read here.
    const withHtml = `${page}\n<div>\n[guide]\n</div>\n`;
    expect(JSON.stringify(parsePlainBlocks(withHtml, parse))).toBe(JSON.stringify(micromarkOnly.parse(withHtml)));
    expect(given).toEqual(['<!--\n\n-->\n\n[guide]: https://example.com/guide "The guide"\n\n<div>\n[guide]\n</div>\n']);
  });

  it('read footnote calls and definitions of one line as micromark does, and leave the others to it', () => {
    expectTrees(
      [
        'Text with a note[^n0].\n\n[^n0]: The note 0.\n\nText with a note[^N1] *and* [a link](x.md).\n\n[^n1]: The note 1, with `code`.',
        '# Title[^a]\n\n| a | b[^b] |\n| - | - |\n| [^a] | x |\n\n[^a]: First.\n[^b]: Second, right after.\n',
      ],
      true,
    );
    expectTrees(['Para\n[^a]: a definition right after a paragraph', '[^a]: A note\nlazily going on', '[^a]: A note\n\n    going on indented', '[^a]: - a list', 'A call[^a]: a colon after it\n\n[^a]: x', 'Calls of a footnote defined[^a] and of one not[^b].\n\n[^a]: Defined.'], false);
  });

  it('cut the page at the top-level starts they are given, when given (a run of a long page), not reading it for them again', () => {
    const page = '# Title\n\nA paragraph.\n';
    const { given: parsed, parse } = recordingParse();
    // Read here whole, cut at its own starts (0 and 2); given only the first, one piece holds a blank line and is left to micromark.
    expect(JSON.stringify(parsePlainBlocks(page, parse, [0, 2]))).toBe(JSON.stringify(parsePlainBlocks(page, parse)));
    expect(parsed).toEqual([]);
    parsePlainBlocks(page, parse, [0]);
    expect(parsed).toEqual([page]);
  });

  it('leave a page with Windows line endings to micromark', () => {
    const both = bothWays('# Title\r\n\r\nText.\r\n');
    expect(both.read).toBe(false);
    expect(both.plain).toBe(both.micromark);
  });
});
