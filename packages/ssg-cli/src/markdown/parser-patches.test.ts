// The parser is patched (`patches/` at the repository's root: linear pairing of emphasis and
// strikethrough, lazy lines, merged text, and a one-list pass over the events when content is
// tokenized). Each patch is meant to change the cost, never the result: the CommonMark
// specification's examples must come out as the specification says, also when the same
// Markdown sits in a block quote or a list item (where the passes over the events move container
// exits and look at the content of the lines).
import { createRequire } from 'node:module';
import { micromark } from 'micromark';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
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
});

/** The nodes without their positions (a quote moves every column). */
function withoutPositions(nodes: unknown): unknown {
  return JSON.parse(JSON.stringify(nodes), (key, value: unknown) => (key === 'position' ? undefined : value));
}
