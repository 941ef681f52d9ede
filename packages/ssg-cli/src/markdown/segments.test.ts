import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter, type CodeHighlighter } from './highlighter.js';
import { createMarkdownRenderer } from './render-markdown.js';
import { splitMarkdown, topLevelStarts, type Segment } from './segments.js';
import type { MarkdownInput, MarkdownResult } from './types.js';

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

/** A long document of every kind of block, some spanning blank lines, with document-wide references. */
function longDocument(sections: number): string {
  const parts = ['# Long page\n\nIntro with a [reference link][docs].\n'];
  for (let i = 0; i < sections; i++) {
    parts.push(
      `## Section ${i % 7}\n\nText *${i}* with \`code\`, a [link][docs] and <b>bold</b>.\n\n` +
        `- item one\n\n- item two\n\n  continued\n\n` +
        '```python title="x.py"\n' + `x = ${i}\n\nprint(x)\n` + '```\n\n' +
        `> quote\n>\n> more\n\n| a | b |\n|---|---|\n| ${i} | y |\n\n### Sub ${i}\n\nSub text.\n\n${i === 30 ? '# Part two\n\n' : ''}` +
        `:::tip\n\nInside a tip.\n\n:::\n\n<details>\n<summary>More</summary>\n\nHidden ${i}.\n\n</details>\n\n` +
        `<!--\n\ncomment\n\n-->\n\nA paragraph\ncontinued.\n`,
    );
  }
  parts.push('[docs]: https://example.com/docs "Docs"\n');
  return parts.join('\n');
}

const page = (source: string): MarkdownInput => ({
  source, file: 'docs/long.md', absPath: '/site/docs/long.md', lineOffset: 3, trust: 'local', route: '/docs/long', collectText: true, collectMarkdown: true,
});

describe('splitMarkdown', () => {
  it('cuts only before top-level blocks after a blank line, never inside fences, HTML, directives or lists but admonitions and details', () => {
    const text = longDocument(40);
    const runs = splitMarkdown(text, 2000);
    expect(runs.length).toBeGreaterThan(5);
    const lines = text.split('\n');
    for (const run of runs.slice(1)) {
      // A new top-level block, not indented; or the next row of a table, after an empty header.
      expect(lines[run.line]).toMatch(/^\S/);
      // In front of each run but the one that holds it.
      expect(run.text.startsWith('[docs]: https://example.com/docs "Docs"\n\n')).toBe(run !== runs.at(-1));
      if (run.joinsPrevious === 'table') {
        expect(lines[run.line]).toMatch(/^\| \d+ \| y \|$/);
        expect(run.text.split('\n').slice(2, 4)).toEqual(['| | |', '|---|---|']);
        expect(run.prefixLines).toBe(4);
      } else if (run.joinsPrevious === 'admonition' || run.joinsPrevious === 'details') {
        // Inside a tip or a details element, opened again in front of the run.
        const head = run.joinsPrevious === 'admonition' ? [':::tip'] : ['<details>', '<summary>More</summary>', ''];
        expect(lines[run.line - 1]).toBe('');
        expect(run.text.split('\n').slice(2, 2 + head.length)).toEqual(head);
        expect(run.prefixLines).toBe(2 + head.length);
      } else {
        expect(lines[run.line - 1]).toBe('');
        expect(run.prefixLines).toBe(run === runs.at(-1) ? 0 : 2);
      }
    }
  });

  it('puts in front of each run only the definitions it names, labels matched as CommonMark matches them', () => {
    const parts = Array.from({ length: 30 }, (_, i) => `## Part ${i}\n\n${i === 20 ? 'See [the\n  DOCS] and ![a picture][pic].' : 'Plain text.'}\n`);
    const text = `${parts.join('\n')}\n[The docs]: https://example.com/docs\n[pic]: /pic.png\n[unused]: https://example.com/unused\n`;
    const runs = splitMarkdown(text, 100);
    const naming = runs.find((run) => run.text.includes('DOCS]'));
    expect(naming?.text.startsWith('[The docs]: https://example.com/docs\n[pic]: /pic.png\n\n')).toBe(true);
    expect(naming?.text).not.toContain('[unused]');
    expect(naming?.prefixLines).toBe(3);
    const plain = runs.filter((run) => !/\[/.test(run.text));
    expect(plain.length).toBeGreaterThan(5);
    for (const run of plain) expect(run.prefixLines).toBe(0);
  });

  it('numbers the footnotes of a page rendered in runs as whole, and writes their footer once, after the last run', async () => {
    const parts = Array.from({ length: 60 }, (_, i) => {
      const call = `Text ${i} with a note[^n${i % 7}], the shared one[^shared] and a [link](./missing-${i}.md).`;
      const definition = i % 10 === 3 ? `\n\n[^n${i % 7}]: Note ${i}, calling [^shared] and linking [the docs][docs] and [a page](./gone-${i}.md).\n\n    More of note ${i}, <b>bold</b>.` : '';
      return `## Part ${i}\n\n${call}${definition}\n`;
    });
    const source = `# Notes\n\n${parts.join('\n')}\n[^shared]: The shared note.\n\n[^unused]: Never called.\n\n[docs]: https://example.com/docs\n`;
    expect(splitMarkdown(source, 500).length).toBeGreaterThan(10);
    const { whole, runs } = await bothWays(source);
    expect(runs).toEqual(whole);
    expect(whole.html.match(/<section data-footnotes/g)).toHaveLength(1);
    expect(whole.html.match(/data-footnote-ref/g)?.length).toBeGreaterThan(100);
    // What a footnote's content reports points at its line in the page.
    const gone = runs.links.find((link) => link.written === './gone-3.md');
    expect(gone?.position.line).toBe(3 + source.split('\n').findIndex((line) => line.includes('gone-3.md')) + 1);
  });

  it('writes the footer of many footnotes in parts, in the order of the calls, as the page whole writes it in one', async () => {
    const notes = Array.from({ length: 300 }, (_, i) => {
      const again = i % 7 === 0 ? ` and again[^n${Math.max(0, i - 7)}]` : '';
      const definition = i % 3 === 0 ? `[^n${i}]: The note ${i}, with a [link][docs] and <b>bold</b>.\n\n    More ${i}.` : `[^n${i}]: Short ${i}.`;
      return `Text ${i} with a note[^n${i}]${again}.\n\n${definition}\n`;
    });
    const defined = `${lines(200, (i) => `[^m${i}]: Note ${i}.\n`)}\n${lines(200, (i) => `Call ${i}[^m${199 - i}].\n`)}`;
    for (const source of [`# Many\n\n${notes.join('\n')}\n[docs]: https://example.com/docs\n`, defined]) {
      const { whole, runs, rendered } = await bothWays(source);
      expect(runs).toEqual(whole);
      // The runs, then the footer's parts (more than one), and not all again without tentative cuts.
      const cut = splitMarkdown(source, 500).length;
      expect(rendered).toBeGreaterThan(cut + 1);
      expect(rendered).toBeLessThan(2 * cut);
      expect(whole.html.match(/<section data-footnotes/g)).toHaveLength(1);
    }
  });

  it('cuts between whole definitions that follow one another, never after one that may go on, and renders them as whole', async () => {
    const many = `${lines(300, (i) => `[ref${i}]: https://example.com/${i}${i % 3 === 0 ? ` "Title ${i}"` : ''}`)}\n\nSee [ref1], [ref150] and [ref299].\n`;
    const runs = splitMarkdown(many, 500);
    expect(runs.length).toBeGreaterThan(10);
    // A run of definitions names only its own: nothing in front of it.
    for (const run of runs.slice(1, -1)) expect([run.text.match(/^\[ref\d+\]: /), run.prefixLines]).toEqual([expect.anything(), 0]);
    expect(runs.at(-1)?.text).toMatch(/^\[ref1\]: .*\n\[ref150\]: .*\n\n\[ref\d+\]: /);
    // A title on the next line: the definition is its two lines, in front of a run as in the page.
    const titled = `${lines(300, (i) => (i % 2 ? `  "Title ${i}"` : `[ref${i}]: https://example.com/${i}`))}\n\nSee [ref0] and [ref298].\n`;
    expect(splitMarkdown(titled, 500).length).toBeGreaterThan(10);
    expect(splitMarkdown(titled, 500).at(-1)?.text).toMatch(/^\[ref0\]: https:\/\/example.com\/0\n {2}"Title 1"\n\n/);
    // An open title, an invalid destination, or what may be more of a paragraph: the page whole
    // (the runs could read them otherwise).
    const doubtful = [
      lines(300, (i) => (i % 2 ? `[ref${i}]: next" line` : `[ref${i}]: https://example.com/${i} "open`)),
      lines(300, (i) => `[ref${i}]: https://example.com/(${i}`),
      `A paragraph\n${lines(300, (i) => `[ref${i}]: https://example.com/${i}`)}`,
      // In a quote, after a list item's marker, in a nested list's item: they apply to the whole page.
      `> A quote.\n>\n> [ref3]: https://example.com/quoted\n\n${lines(300, (i) => `Line ${i}.\n`)}`,
      `- [ref3]: https://example.com/listed\n\n${lines(300, (i) => `Line ${i}.\n`)}`,
      `- A list\n  - nested\n\n    [ref3]: https://example.com/nested\n\n${lines(300, (i) => `Line ${i}.\n`)}`,
    ].map((text) => `${text}\n\n${lines(30, (i) => `Text ${i} naming [ref${i}].\n`)}`);
    for (const text of doubtful) expect(splitMarkdown(text, 500)).toHaveLength(1);
    for (const text of [many, titled, ...doubtful]) {
      const { whole, runs: inRuns } = await bothWays(text);
      expect(inRuns).toEqual(whole);
    }
  });

  it('keeps short documents whole, and documents with a footnote defined elsewhere than at the start of a line', () => {
    expect(splitMarkdown('# Short\n', 10)).toEqual([{ text: '# Short\n', line: 0, prefixLines: 0, joinsPrevious: false }]);
    for (const definition of ['> [^1]: In a quote.', '- [^1]: In a list.', '```md\n[^1]: In code.\n```']) {
      expect(splitMarkdown(`${longDocument(40)}\nA note[^1].\n\n${definition}\n`, 2000)).toHaveLength(1);
    }
  });

  it('gives a run that calls a footnote defined elsewhere a stand-in definition in front', () => {
    const text = `${lines(40, (i) => `Paragraph ${i}${i % 10 === 5 ? ' with a note[^a] and [^Other-Note]' : ''}.\n`)}\n[^a]: The note.\n\n[^other-note]: Another.\n`;
    const runs = splitMarkdown(text, 100);
    expect(runs.length).toBeGreaterThan(5);
    const calling = runs.filter((run) => run.text.includes('with a note'));
    expect(calling.length).toBe(4);
    for (const run of calling) expect([run.text.split('\n').slice(0, 3), run.prefixLines]).toEqual([['[^A]: Defined elsewhere.', '[^OTHER-NOTE]: Defined elsewhere.', ''], 3]);
    expect(runs.at(-1)?.prefixLines).toBe(0);
  });

  it('gives each run the lines where its top-level blocks start, as its text read alone has them, at every kind of cut', () => {
    let seed = 20261130;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const text = (): string => pick(['Alpha words', 'beta *em* text', '12 items', 'a [ref] link']);
    const blocks: Array<() => string> = [
      () => lines(1 + Math.floor(random() * 120), text),
      () => `## Heading\n${text()}`,
      () => lines(8, () => `> ${random() < 0.3 ? '' : text()}`),
      () => lines(8, () => `${pick(['-', '1.'])} ${text()}${random() < 0.3 ? `\n  - ${text()}` : ''}`),
      () => `- ${text()}\n${lines(10, () => `  - ${text()}${random() < 0.2 ? '\n' : ''}`)}`,
      () => `| a | b |\n|---|---|\n${lines(10, () => `| ${text()} | x |`)}`,
      () => '```\ncode\n\nmore code\n```',
      () => `:::note\n\n${text()}\n\n${text()}\n\n:::`,
      () => `<details>\n<summary>More</summary>\n\n${text()}\n\n${text()}\n\n</details>`,
      () => `<div>\n${text()}\n</div>`,
      () => `[ref]: https://example.com/ref\n[other]: https://example.com/other "Title"`,
    ];
    const kinds = new Set<Segment['joinsPrevious']>();
    let split = 0;
    for (let n = 0; n < 60; n++) {
      const parts: string[] = [];
      for (let length = 0; length < 3000; length += parts.at(-1)!.length) parts.push(pick(blocks)());
      const source = parts.join(random() < 0.8 ? '\n\n' : '\n');
      for (const tentative of [true, false]) {
        const runs = splitMarkdown(source, 150, 300, { tentative });
        // Not split (a definition after a paragraph's line): one run, read by itself.
        if (runs.length === 1) continue;
        split += 1;
        for (const run of runs) {
          kinds.add(run.joinsPrevious);
          expect(run.starts, run.text).toEqual(topLevelStarts(run.text.split('\n')));
        }
      }
    }
    expect(split).toBeGreaterThan(60);
    expect(kinds).toEqual(new Set([false, 'list', 'tight-list', 'table', 'paragraph', 'quote', 'item', 'loose-item', 'admonition', 'details']));
  });
});

/** `n` lines made by `line`, one after the other. */
const lines = (n: number, line: (i: number) => string): string => Array.from({ length: n }, (_, i) => line(i)).join('\n');

/**
 * `source` rendered whole and in runs of `size` characters, and how many runs the second rendering
 * rendered (more than the page has when it rendered again without its tentative cuts).
 */
async function bothWays(source: string, size = 500): Promise<{ whole: MarkdownResult; runs: MarkdownResult; rendered: number }> {
  let rendered = 0;
  const count = () => () => {
    rendered += 1;
  };
  const whole = await createMarkdownRenderer({ highlighter, baseUrl: '/', resolveFileRoute: () => undefined, segmentSize: Number.POSITIVE_INFINITY })(page(source));
  const runs = await createMarkdownRenderer({ highlighter, baseUrl: '/', resolveFileRoute: () => undefined, segmentSize: size, rehypePlugins: [count] })(page(source));
  return { whole, runs, rendered };
}

/** Whether the splitter cuts each of `sources` with a cut of `kind`; each must render in runs exactly as whole. */
async function cutsAndRenders(sources: readonly string[], kind: Segment['joinsPrevious']): Promise<boolean[]> {
  for (const source of sources) {
    const { whole, runs } = await bothWays(source);
    expect(runs).toEqual(whole);
  }
  return sources.map((source) => splitMarkdown(source, 500).some((run) => run.joinsPrevious === kind));
}

describe('rendering a long page in runs', () => {
  it("renders MkDocs' admonitions in runs as whole (their indented bodies are never cut), nested and at the page's end too", async () => {
    const section = (i: number) => `## Part ${i}\n\nText ${i} with *emphasis*.\n\n!!! note "Note ${i}"\n\n    Body ${i}.\n\n    !!! tip\n        Nested ${i}.\n\n??? info "More ${i}"\n\n    Hidden ${i}.\n\n`;
    const source = `# Long\n\n${Array.from({ length: 60 }, (_, i) => section(i)).join('')}!!! warning\n    Last.`;
    const { whole, runs } = await bothWays(source);
    expect(runs).toEqual(whole);
    expect(whole.html.match(/ssg-admonition--note/g)).toHaveLength(60);
    expect(whole.html).not.toContain('!!!');
  });

  it('joins a list split between its items back into one, tight or loose, bulleted or numbered', async () => {
    const lists = [
      Array.from({ length: 400 }, (_, i) => `- item ${i}\n`).join('') + '\n- after a blank\n',
      Array.from({ length: 400 }, (_, i) => `${i + 1}. item ${i} with *emphasis*\n\n`).join(''),
      `${Array.from({ length: 200 }, (_, i) => `- item ${i}\n\n  more ${i}\n\n`).join('')}* another list\n\n- and a third`,
    ];
    for (const source of lists) {
      const { whole, runs } = await bothWays(source);
      expect(splitMarkdown(source, 500).some((run) => run.joinsPrevious)).toBe(true);
      expect(runs.html).toBe(whole.html);
      expect(runs.markdown).toBe(whole.markdown);
    }
  });

  it('reads a line of other white space than spaces and tabs (a no-break space, a byte order mark) as text, not as a blank line or indent', async () => {
    for (const other of ['\u00a0\ngoing on', '\ufeff# not a heading']) {
      const source = `${Array.from({ length: 200 }, (_, i) => `- item ${i}\n\n  more ${i}\nlazy line\n${other}\n\n`).join('')}`;
      const { whole, runs } = await bothWays(source);
      // One loose list, as the page whole has it (the line goes on the item's paragraph).
      expect(whole.html.match(/<ul>/g)).toHaveLength(1);
      expect(runs.html).toBe(whole.html);
    }
  });

  it('ends a list at a block that starts right after an item’s line (a heading, a quote, a fence, a break): a list after it is another', async () => {
    const enders = ['## Heading', '> Quote', '```\ncode\n```', '***', '<div>\nHTML\n</div>'];
    const sources = enders.flatMap((ender) => [
      `${lines(100, (i) => `- item ${i}`)}\n${ender}\n\n${lines(100, (i) => `- other ${i}`)}\n`,
      // The same one level down, in a list’s item.
      `- outer\n${lines(100, (i) => `  - nested ${i}`)}\n  ${ender.replaceAll('\n', '\n  ')}\n\n${lines(100, (i) => `  - other ${i}`)}\n`,
    ]);
    for (const source of sources) {
      const { whole, runs } = await bothWays(source);
      expect(runs).toEqual(whole);
    }
  });

  it('reports the page’s warnings in the order of their lines, whole or in runs', async () => {
    const source = `\`\`\`nolang\ncode\n\`\`\`\n\n${lines(100, (i) => `Line ${i}.\n`)}\n![gone](./gone.png)\n\n${lines(100, (i) => `More ${i}.\n`)}\n\`\`\`other\nx\n\`\`\`\n`;
    const { whole, runs } = await bothWays(source);
    expect(runs).toEqual(whole);
    expect(whole.diagnostics.map((diagnostic) => diagnostic.rule)).toEqual(['unknown-language', 'missing-asset', 'unknown-language']);
  });

  it('does not cut between the items of what may be no list (its first item, right after a line, numbered from 2 or more: more of a paragraph)', async () => {
    const sources = [
      `Intro text\n${lines(300, (i) => `${i + 25}. item ${i}`)}\n`,
      `- item\n  text\n${lines(300, (i) => `  ${i + 7}) nested ${i}`)}\n`,
      `1) first\n\n   more\n${lines(300, (i) => `${i + 2}. other ${i}`)}\n`,
    ];
    for (const source of sources) {
      expect(splitMarkdown(source, 500)).toHaveLength(1);
      const { whole, runs } = await bothWays(source);
      expect(runs).toEqual(whole);
    }
  });

  it('joins a tight list cut between its items back into one, numbered on; renders it whole when it turns out loose', async () => {
    const lists = [
      Array.from({ length: 400 }, (_, i) => `- item ${i} with *em* and [a link](./x-${i}.md)\n`).join(''),
      `# Steps\n\n${Array.from({ length: 400 }, (_, i) => `1. step ${i}\n`).join('')}\nAfter.\n`,
      // Loose, by one blank line between two items at its end.
      `${Array.from({ length: 400 }, (_, i) => `- item ${i}\n`).join('')}\n- after a blank\n`,
    ];
    const rendered: number[] = [];
    for (const source of lists) {
      expect(splitMarkdown(source, 500).some((run) => run.joinsPrevious === 'tight-list')).toBe(true);
      const { whole, runs, rendered: times } = await bothWays(source);
      expect(runs).toEqual(whole);
      rendered.push(times);
    }
    // The tight lists as cut; the loose one again without its tentative cuts.
    expect(rendered.slice(0, 2)).toEqual(lists.slice(0, 2).map((source) => splitMarkdown(source, 500).length));
    expect(rendered[2]).toBeGreaterThan(splitMarkdown(lists[2]!, 500, undefined, { tentative: false }).length);
  });

  it('joins a table split between its rows back into one, and cuts only top-level tables whose rows start with a pipe', async () => {
    const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `| ${from + i} | *em* [link](./x-${i}.md) \\| pipe | ~~old~~ |\n`).join('');
    const tables = [
      `# Table\n\n| n | text | old |\n|--:|:--|:-:|\n${rows(400)}\nAfter the table.\n`,
      `| only | header |\n| --- | --- |\n${rows(300)}`,
      // Not cut: in a list, in a quote, right after a paragraph line, a header in a quote, rows without a leading pipe.
      `- item\n\n  | a | b |\n  |---|---|\n${rows(100).replace(/^/gm, '  ')}`,
      `> | a | b |\n> |---|---|\n${rows(100).replace(/^/gm, '> ')}`,
      `Text\n| a | b |\n|---|---|\n${rows(100)}`,
      `> | a | b |\n|---|---|\n${rows(100)}`,
      `a | b\n---|---\n${Array.from({ length: 200 }, (_, i) => `${i} | x\n`).join('')}`,
    ];
    expect(await cutsAndRenders(tables, 'table')).toEqual([true, true, false, false, false, false, false]);
  });

  it('joins a paragraph cut between its lines back into one, and renders whole a paragraph whose marks may pair across a cut', async () => {
    const paragraphs = [
      // Cut: marks that pair within a line, a first paragraph (the description), an excerpt after it.
      `${lines(300, (i) => `word${i} *em* ~~del~~ [link](https://example.com/${i}) and \`code ${i}\``)}\n\n<!-- truncate -->\n\n## After\n\nMore text.\n`,
      // Cut, then rendered whole: emphasis, a link's text, a code span and an HTML tag across line breaks.
      `# Title\n\n${lines(300, (i) => (i % 9 === 4 ? `text *open ${i}` : i % 9 === 5 ? `close ${i}* [link ${i}` : i % 9 === 6 ? `text](./a-${i}.md) \`code` : i % 9 === 7 ? `span\` <b` : `class="x">${i}</b> plain line ${i}`))}\n`,
      `Intro.\n\n${lines(300, (i) => (i === 100 ? 'emphasis *opens here' : i === 250 ? 'and closes* here' : `plain line ${i} of a long paragraph`))}\n`,
      // Not cut: hard line breaks, a heading's underline, a table's delimiter row, lazy lines of a list item and of a quote.
      `${lines(300, (i) => `line ${i} with a hard break  `)}\nend\n`,
      `${lines(300, (i) => `heading line ${i}`)}\n===\n`,
      `${lines(300, (i) => `line ${i}`)}\n| a |\n|---|\n`,
      `- item\n${lines(300, (i) => `lazy line ${i}`)}\n`,
      `> quote\n${lines(300, (i) => `lazy line ${i}`)}\n`,
    ];
    const cut = paragraphs.map((source) => splitMarkdown(source, 500).some((run) => run.joinsPrevious === 'paragraph'));
    expect(cut).toEqual([true, true, true, false, false, false, false, false]);
    const rendered: number[] = [];
    for (const source of paragraphs) {
      const { whole, runs, rendered: times } = await bothWays(source);
      expect(runs).toEqual(whole);
      rendered.push(times);
    }
    // The first page as cut; the next two again without their paragraph cuts.
    const runsOf = (source: string, paragraphCuts = true) => splitMarkdown(source, 500, undefined, { tentative: paragraphCuts }).length;
    expect(rendered[0]).toBe(runsOf(paragraphs[0]!));
    for (const source of paragraphs.slice(1, 3)) expect(rendered[paragraphs.indexOf(source)]).toBeGreaterThan(runsOf(source, false));
  });

  it('joins a block quote cut between its blocks back into one, and cuts only where its blocks allow', async () => {
    const quotes = [
      `# Quote\n\n${lines(200, (i) => `> Paragraph ${i} with *em* and a [link](./x-${i}.md).\n>`)}\n\nAfter.\n`,
      // A fence with a blank line in it, a quote in the quote, a list, a lazy line.
      lines(120, (i) =>
        i % 10 === 3 ? '> ```js\n> let a = 1;\n>\n> let b = 2;\n> ```\n>' : i % 10 === 5 ? '> > inner quote\n>\n> - item\n>\n>   continued\n>' : i % 10 === 7 ? `> Text ${i}\nlazy line ${i}\n>` : `> Text ${i} of the quote.\n>`,
      ),
      // Not cut: an alert, HTML in it, a directive in it.
      `> [!NOTE]\n>\n${lines(200, (i) => `> Note paragraph ${i}.\n>`)}\n`,
      `> <div>\n>\n${lines(200, (i) => `> In a div ${i}.\n>`)}\n> </div>\n`,
      `> :::tip\n>\n${lines(200, (i) => `> In a tip ${i}.\n>`)}\n> :::\n`,
    ];
    expect(await cutsAndRenders(quotes, 'quote')).toEqual([true, true, false, false, false]);
  });

  it('cuts a paragraph of one line of megabytes at spaces, and joins it back with a space, positions and all', async () => {
    const words = (n: number, word: (i: number) => string) => Array.from({ length: n }, (_, i) => word(i)).join(' ');
    const sources = [
      `# One line\n\n${words(3000, (i) => `word${i} *em* and a [link](./x-${i}.md)`)}\n\nAfter.\n`,
      `${words(3000, (i) => (i === 1500 ? 'an *opening' : i === 1510 ? 'closing* mark' : `w${i} text`))}\r\n\r\nNext.\r\n`,
      // Not cut: a list's item, a line with HTML or code in it.
      `- item ${words(3000, (i) => `word${i}`)}\n`,
      `Text ${words(3000, (i) => (i === 5 ? '<b>bold</b>' : `word${i}`))}\n`,
    ];
    expect(sources.map((source) => splitMarkdown(source, 500).some((run) => run.column !== undefined))).toEqual([true, true, false, false]);
    for (const source of sources) {
      const { whole, runs } = await bothWays(source);
      expect(runs).toEqual(whole);
    }
    const { whole } = await bothWays(sources[0]!);
    expect(whole.links.at(-1)?.position).toEqual({ file: 'docs/long.md', line: 6, column: sources[0]!.split('\n')[2]!.lastIndexOf('[link]') + 1 });
  });

  it('joins an admonition or a details element cut between its paragraphs back into one, its title once, and cuts only where the title is plain text', async () => {
    const body = (n: number) =>
      lines(n, (i) => `Paragraph ${i} with *em* and a [link](./x-${i}.md).\n${i % 9 === 4 ? `\n- item ${i}\n- more\n\n## Heading ${i}\n` : ''}${i % 13 === 6 ? '\n```js\nlet x;\n\nlet y;\n```\n' : ''}`);
    const boxes = [
      `# Box\n\n:::note\n\n${body(150)}\n:::\n\nAfter.\n`,
      `:::tip[A plain title]\n${body(150)}\n:::\n`,
      `:::warning Some words\n\n${body(80)}\n\n:::tip\n\nNested.\n\n:::\n\n${body(80)}\n:::\n`,
      // Not cut: a title with a link, attributes, a directive that is no admonition.
      `:::danger[See [this](./y.md)]\n\n${body(150)}\n:::\n`,
      `:::info{#box}\n\n${body(150)}\n:::\n`,
      `:::details Summary\n\n${body(150)}\n:::\n`,
    ];
    expect(await cutsAndRenders(boxes, 'admonition')).toEqual([true, true, true, false, false, false]);
    // So a `<details>` element opened on its own lines, with a summary of plain text.
    const elements = [
      `<details>\n<summary>More</summary>\n\n${body(150)}\n</details>\n\nAfter.\n`,
      `<details open>\n<summary>Open</summary>\n\n${body(80)}\n<details>\n<summary>Inner</summary>\n\nInner.\n\n</details>\n\n${body(80)}\n</details>\n`,
      `<details>\n\n${body(150)}\n</details>\n`,
      `<details>\n<summary>Not <b>plain</b></summary>\n\n${body(150)}\n</details>\n`,
      `<div>\n<details>\n<summary>In a div</summary>\n\n${body(150)}\n</details>\n</div>\n`,
    ];
    expect(await cutsAndRenders(elements, 'details')).toEqual([true, true, false, false, false]);
    const { whole } = await bothWays(boxes[0]!);
    expect(whole.html.match(/<aside/g)).toHaveLength(1);
    expect(whole.markdown?.match(/\*\*Note\*\*/g)).toHaveLength(1);
  });

  it('ends admonitions where the parser does: at a closing ::: inside a code block or HTML in them, the outermost of as many colons first', async () => {
    const filler = lines(300, (i) => `Filler paragraph ${i} with *em*.\n`);
    const boxes = [
      ':::note\n```\n:::\n```\n:::\n',
      ':::tip\n<div>\n:::\n</div>\n:::\n',
      ':::note\n\n:::warning\n~~~\n:::\n~~~\n:::\n:::\n',
      // A closing fence closes the outermost container opened with as many colons or fewer.
      `:::note\n:::tip\nx\n:::\n\n${lines(40, (i) => `After ${i}.\n`)}\n:::\n`,
      `::::note\n:::tip\nx\n:::\n\n${lines(40, (i) => `Inside ${i}.\n`)}\n::::\n`,
    ];
    for (const box of boxes) {
      const { whole, runs } = await bothWays(`${box}\n${filler}`);
      expect(runs).toEqual(whole);
    }
  });

  it('reads [^a b] as GFM does, not as a footnote (no white space in their labels): no stand-in definition for it', async () => {
    const filler = lines(300, (i) => `Filler paragraph ${i} with *em*.\n`);
    for (const definition of ['[^a b]: Note text.', '[^my note]: M.', '[^x]: A real footnote.']) {
      const label = /^\[([^\]]+)\]/.exec(definition)?.[1] ?? '';
      const { whole, runs } = await bothWays(`Call[${label}].\n\n${filler}\n${definition}\n`);
      expect(runs).toEqual(whole);
    }
  });

  it('joins the list nested in a list item cut between its items back into one, tight or loose, bulleted or numbered', async () => {
    const items = [
      `# Items\n\n- first\n- item\n${lines(300, (i) => `  - nested ${i} with *em* and [a link](./x-${i}.md)`)}\n- next item\n\nAfter.\n`,
      `1. item\n${lines(300, (i) => `   1. nested ${i}${i % 50 === 7 ? `\n      - deeper ${i}\n      - and more ${i}` : ''}`)}\n`,
      // Loose late: cut while tight, then rendered again whole where the two sides differ.
      `- item\n${lines(300, (i) => `  - nested ${i}${i === 290 ? '\n' : ''}`)}\n`,
      // Loose: cut after blank lines between its items only.
      `- item\n\n${lines(200, (i) => `  - nested ${i}\n    more ${i}\n`)}\n- next\n`,
      `1. item\n${lines(200, (i) => `   1. nested ${i} with *em*\n`)}\n`,
      // A run that ends with one item of the loose list: it renders loose too.
      `- item\n  - ${'long '.repeat(120)}\n\n${lines(100, (i) => `  - nested ${i}\n`)}\n`,
      // Not cut: a nested list with blank lines only inside its items (it may be loose), a fence in the item, content further from the marker.
      `1. item\n${lines(300, (i) => `   ${i + 1}. nested ${i}${i % 50 === 7 ? `\n      - deeper ${i}\n\n        more ${i}` : ''}`)}\n`,
      `- item\n${lines(200, (i) => `  - nested ${i}\n\n    more ${i}`)}\n`,
      `- item\n  \`\`\`\n${lines(300, (i) => `  - in a fence ${i}`)}\n  \`\`\`\n`,
      `-   item\n${lines(300, (i) => `    - nested ${i}`)}\n`,
    ];
    expect(await cutsAndRenders(items, 'item')).toEqual([true, true, true, false, false, false, false, false, false, false]);
    expect(items.map((source) => splitMarkdown(source, 500).some((run) => run.joinsPrevious === 'loose-item'))).toEqual([false, false, false, true, true, true, false, false, false, false]);
    // A changelog: each version's item holds a list, apart from its title by a blank line (the outer list loose too), tight or loose; rendered as cut.
    for (const gap of ['\n', '']) {
      const changelog = [0, 1].map((v) => `- v${v}.0\n\n${lines(200, (i) => `  - fix ${v}.${i} with *em*\n${gap}`)}`).join('\n');
      const { whole, runs, rendered } = await bothWays(changelog);
      expect(runs).toEqual(whole);
      expect(rendered).toBe(splitMarkdown(changelog, 500).length);
      expect(splitMarkdown(changelog, 500).filter((run) => run.joinsPrevious === 'item' || run.joinsPrevious === 'loose-item').length).toBeGreaterThan(5);
    }
  });

  it('gives the Markdown and excerpt of rendering it whole too: lists numbered on, a run of definitions alone, markers after a cut', async () => {
    const pages = [
      // Every item written `1.`: the Markdown numbers them on across the cuts.
      `# Steps\n\n${lines(200, (i) => `1. Step ${i}\n\n   Details of step ${i}.\n`)}\n`,
      `- steps\n${lines(300, (i) => `  1. Step ${i}`)}\n`,
      // A line indented less than the item's content ends the list; one indented with a tab does not.
      `${lines(100, (i) => `${i + 1}. Item ${i}\n`)}\n10. Ten\n\n   not in the item\n\n${lines(200, (i) => `1. Again ${i}\n`)}\n`,
      `${lines(100, (i) => `1. Item ${i}\n\n\tcontinued ${i}\n`)}\n`,
      // The last run holds only definitions.
      `${lines(100, (i) => `Paragraph ${i} with [a reference][r${i % 3}].\n`)}\n${lines(40, (i) => `[r${i}]: https://example.com/${i}`)}\n`,
      // The excerpt's marker after a table cut between its rows; a second marker later.
      `| a | b |\n|---|---|\n${lines(100, (i) => `| ${i} | *x* |`)}\n\n<!-- truncate -->\n\n${lines(100, (i) => `Text ${i}.\n`)}\n<!-- truncate -->\n\nEnd.\n`,
    ];
    for (const source of pages) {
      expect(splitMarkdown(source, 500).length).toBeGreaterThan(3);
      const { whole, runs } = await bothWays(source);
      expect(runs).toEqual(whole);
    }
  });

  it('takes the lines of an HTML block that ends at a blank line as HTML: no fence or definition in it', async () => {
    const pages = [
      `<div>\n[x]: https://example.com/x\n</div>\n\n${lines(200, (i) => `Paragraph ${i} names [x].\n`)}`,
      `<custom-element>\n\`\`\`\n</custom-element>\n\n${lines(200, (i) => `Paragraph ${i}.\n`)}\n\`\`\`\n${lines(50, (i) => `In a fence ${i}.\n`)}`,
    ];
    for (const source of pages) {
      expect(splitMarkdown(source, 500).length).toBeGreaterThan(3);
      const { whole, runs } = await bothWays(source);
      expect(runs).toEqual(whole);
    }
  });

  it('renders random long pages of every kind of block in runs exactly as whole', async () => {
    let seed = 20261129;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const count = (most: number): number => 1 + Math.floor(random() * most);
    const words = ['alpha', '*em*', '**strong**', '`code`', '[link](./a.md)', '~~del~~', 'x*', '*y', '_u_', 'snake_case', '<b>b</b>', '1.', '2)', '[ref]', 'www.example.com', '\\*', '&amp;', ':smile:', '[^1]'];
    const text = (): string => `${pick(['Alpha', 'beta', '12', 'delta'])} ${Array.from({ length: count(8) }, () => pick(words)).join(' ')}${random() < 0.05 ? '  ' : ''}`;
    const blocks: Array<() => string> = [
      () => Array.from({ length: count(40) }, text).join('\n'),
      () => `## Heading ${count(5)}`,
      () => Array.from({ length: count(30) }, () => `> ${random() < 0.2 ? '' : text()}`).join('\n'),
      () => `> ${text()}\n>\n> \`\`\`\n> code\n>\n> more\n> \`\`\`\n>\n> - ${text()}\n>   ${text()}\n>\n> ${text()}`,
      () => `- ${text()}\n${Array.from({ length: count(40) }, () => `  ${pick(['-', '*', '1.'])} ${text()}${random() < 0.1 ? '\n' : ''}${random() < 0.1 ? `\n    - deep ${text()}` : ''}`).join('\n')}`,
      () => Array.from({ length: count(30) }, (_, i) => `${pick(['1.', `${i + 1}.`, '1)'])} ${text()}${random() < 0.5 ? `\n\n   ${text()}` : ''}`).join(random() < 0.5 ? '\n\n' : '\n'),
      () => `- ${text()}\n${Array.from({ length: count(40) }, () => `  1. ${text()}${random() < 0.3 ? `\n\n     ${text()}` : ''}`).join('\n')}`,
      () => `| a | b |\n|---|---|\n${Array.from({ length: count(20) }, () => `| ${text()} | x |`).join('\n')}`,
      () => '```js\nlet a = 1;\n\nlet b = 2;\n```',
      () => `:::note\n\n${text()}\n\n:::`,
      () => `<div>\n\n${text()}\n\n</div>`,
      () => `Setext ${text()}\n${pick(['===', '---'])}`,
      () => `> [!NOTE]\n> ${text()}`,
      () => `${text()}\n<!-- truncate -->`,
    ];
    for (let n = 0; n < 16; n++) {
      const parts: string[] = [];
      for (let length = 0; length < 8000; length += parts.at(-1)!.length) parts.push(pick(blocks)());
      const source = `${parts.join(random() < 0.9 ? '\n\n' : '\n')}\n\n[ref]: https://example.com/ref\n`;
      const { whole, runs } = await bothWays(source, 300);
      expect(runs, source).toEqual(whole);
    }
  });

  it('gives exactly the HTML, TOC, anchors, links and positions of rendering it whole', async () => {
    const source = longDocument(60);
    const { whole, runs } = await bothWays(source, 1000);
    expect(splitMarkdown(source, 1000).length).toBeGreaterThan(10);
    expect(runs).toEqual(whole);
    expect(runs.toc.filter((entry) => entry.id.startsWith('section-0')).map((entry) => entry.id).slice(0, 3)).toEqual(['section-0', 'section-0-1', 'section-0-2']);
  });
});
