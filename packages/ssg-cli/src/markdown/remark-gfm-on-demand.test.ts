import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Data, type Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkGfmOnDemand from './remark-gfm-on-demand.js';

type SyntaxExtension = NonNullable<Data['micromarkExtensions']>[number];

/** Names of the constructs an extension holds. */
function constructNames(extension: SyntaxExtension): Set<string> {
  const names = new Set<string>();
  for (const map of [extension.flow, extension.text]) {
    for (const constructs of Object.values(map ?? {})) for (const construct of [constructs].flat()) if (construct?.name) names.add(construct.name);
  }
  return names;
}

/** Records GFM's syntax extension as remark-parse sees it at each parse. */
function recordSyntax(seen: SyntaxExtension[]) {
  return function (this: Processor): void {
    const parse = this.parser!;
    const syntax = this.data().micromarkExtensions!;
    this.parser = (doc, file) => {
      seen.push(syntax.at(-1)!);
      return parse(doc, file);
    };
  };
}

const plain = unified().use(remarkParse).use(remarkGfm).freeze();
const seen: SyntaxExtension[] = [];
const onDemand = unified().use(remarkParse).use(remarkGfm).use(recordSyntax(seen)).use(remarkGfmOnDemand).freeze();
const tree = (processor: typeof plain, text: string) => processor.runSync(processor.parse(text));

const SAMPLES = [
  'Plain prose, with *emphasis*, `code` and a [link](./other.md).',
  'Mail foo@example.com or write to <bar@example.org>; user.name+tag@sub-domain.example.co.uk!',
  'At &#64;example.com, x&amp;y@example.com and `a@b.co` in code, then a@b.co.',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  'a\n:-\n\nb\n-:\n\nc\n-',
  'Visit www.example.com/path or https://example.com/a_(b) — or http://x.y.',
  'A note[^1] with ~~strike~~.\n\n[^1]: The note, by me@example.com.\n\n- [x] done\n- [ ] open',
  '> | quoted | table |\n> |---|---|\n> | x@y.co | z |',
  // Addresses only where the literal-autolink transform does not look; then, one trigger of the
  // transform's text check each, addresses only the transform links (a character reference
  // hides them from the parser), some in capitals.
  'A [link](https://example.com/docs) and ![an image](http://example.com/a.png "www.example.com").',
  '&#87;WW.EXAMPLE.COM',
  '&#72;TTPS://EXAMPLE.COM/PATH',
  '&#104;ttp://example.com',
  'x&#64;example.com',
];

describe('remarkGfmOnDemand', () => {
  it('parses every sample to the tree remark-gfm makes, positions included', () => {
    for (const text of SAMPLES) expect(tree(onDemand, text), text).toEqual(tree(plain, text));
  });

  it('leaves out the e-mail autolinks without an `@`, and tables without `|`, `:-` or `-:`', () => {
    const gfm = onDemand.data().micromarkExtensions!.at(-1)!;
    const cases: Array<[string, { email: boolean; table: boolean }]> = [
      ['Plain prose and www.example.com.', { email: false, table: false }],
      ['Write to a@b.co.', { email: true, table: false }],
      ['| a |\n| - |', { email: false, table: true }],
      ['a\n:-', { email: false, table: true }],
      ['a@b.co\n\nx | y\n--|--', { email: true, table: true }],
    ];
    for (const [text, expected] of cases) {
      seen.length = 0;
      tree(onDemand, text);
      const names = constructNames(seen[0]!);
      expect({ email: names.has('emailAutolink'), table: names.has('table') }, text).toEqual(expected);
      // Literal web addresses are always looked for.
      expect(names.has('wwwAutolink') && names.has('protocolAutolink'), text).toBe(true);
      // The processor's own list is back to the whole of GFM after each parse.
      expect(onDemand.data().micromarkExtensions!.at(-1)).toBe(gfm);
    }
  });

  it('refuses to run anywhere but right after remark-parse and remark-gfm', () => {
    expect(() => unified().use(remarkParse).use(remarkGfmOnDemand).freeze()).toThrow(/right after remark-parse and remark-gfm/);
  });
});
