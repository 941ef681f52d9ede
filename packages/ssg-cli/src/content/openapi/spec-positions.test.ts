import { describe, expect, it } from 'vitest';
import { parse as parseYaml, parseDocument } from 'yaml';
import { SpecPositions } from './spec-positions.js';

const json = `{
  "paths": {
    "/a~b/{id}": { "get": { "description": "One line.\\nSee [x](/y) \\"quoted\\"" } },
    "list": [1, {"k": "v"}]
  }
}`;

describe('SpecPositions', () => {
  it('finds values in JSON text by pointer, escaped tokens and array items included', () => {
    const positions = new SpecPositions(json);
    positions.prepare(['/paths/~1a~0b~1{id}/get', '/paths/list/1/k', '/paths/missing']);
    expect(positions.locate('/paths/~1a~0b~1{id}/get')).toEqual({ line: 3, column: 27 });
    expect(positions.locate('/paths/list/1/k')).toEqual({ line: 4, column: 23 });
    expect(positions.locate('/paths/missing')).toBeUndefined();
    expect(positions.locate('')).toEqual({ line: 1, column: 1 });
  });

  it('maps a spot inside a JSON string (escapes decoded) back to the file', () => {
    const positions = new SpecPositions(json);
    const at = positions.locateInString('/paths/~1a~0b~1{id}/get/description', 2, 5)!;
    expect(json.split('\n')[at.line - 1]!.slice(at.column - 1)).toMatch(/^\[x\]\(\/y\)/);
  });

  it('finds YAML values, and spots inside block scalars at their own line', () => {
    const yaml = 'info:\n  title: T\n  description: |\n    First line.\n    See [x](/y).\n';
    const positions = new SpecPositions(yaml);
    expect(positions.locate('/info/title')).toEqual({ line: 2, column: 10 });
    expect(positions.locateInString('/info/description', 2, 5)).toEqual({ line: 5, column: 9 });
    expect(positions.locateInString('/info/title', 1, 1)).toEqual({ line: 2, column: 10 });
  });
});

/** Every YAML way of writing a string, each with a link in its second or later line of text. */
const styles = `paths:
  folded:
    description: >-
      Objects live on Stripe's servers. They may be

      made by the [create
      call](https://example.com/api#create)

      or by a [scheduled
      query](#scheduled_queries).
  foldedKeep:
    description: >+
      First paragraph
      goes on here.

        A more indented line keeps its breaks.
        [indented](#more)
      Back to [folded](#back) text.


  literal:
    description: |
      Line one.
        Indented [two](#two).

      After a [blank](#blank) line.
  plain:
    description: A plain scalar
      that goes on [over](#over) lines

      and a [paragraph](#para).
  single:
    description: 'It''s single
      quoted, with [a link](#single)

      after a blank line.'
  double:
    description: "Double \\"quoted\\" with \\u00e9scapes
      and [a link](#double), an escaped \\
      break and a tab\\there."
`;

describe('SpecPositions in YAML strings', () => {
  it('maps every character of folded, literal, plain and quoted strings back to where it is written', () => {
    const positions = new SpecPositions(styles);
    const document = parseYaml(styles) as { paths: Record<string, { description: string }> };
    const lines = styles.split('\n');
    const names = ['folded', 'foldedKeep', 'literal', 'plain', 'single', 'double'];
    for (const name of names) {
      const value = document.paths[name]!.description;
      const valueLines = value.split('\n');
      let checked = 0;
      for (const [index, text] of valueLines.entries()) {
        for (let column = 1; column <= text.length; column += 1) {
          const char = text[column - 1]!;
          if (/\s/.test(char) || /[\\"é']/.test(char)) continue;
          const at = positions.locateInString(`/paths/${name}/description`, index + 1, column)!;
          expect(lines[at.line - 1]![at.column - 1], `${name}: "${char}" of value line ${index + 1}, column ${column}`).toBe(char);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(40);
    }
  });

  it('places links in folded descriptions at their own line (Stripe writes its descriptions folded)', () => {
    const positions = new SpecPositions(styles);
    // Value line 3 of the folded description is "or by a [scheduled query](#scheduled_queries).".
    const at = positions.locateInString('/paths/folded/description', 3, 9)!;
    expect(styles.split('\n')[at.line - 1]!.slice(at.column - 1)).toBe('[scheduled');
    expect(at.line).toBe(9);
  });

  it('reads positions from an already parsed document as from its own parse', () => {
    const parsed = parseDocument(styles, { uniqueKeys: false });
    const spot = ['/paths/plain/description', 2, 20] as const;
    expect(new SpecPositions(styles, parsed).locateInString(...spot)).toEqual(new SpecPositions(styles).locateInString(...spot));
    expect(new SpecPositions(styles, parsed).locate('/paths/double')).toEqual({ line: 38, column: 5 });
  });

  it('falls back to the start of a string whose spot is past its text', () => {
    const positions = new SpecPositions(styles);
    expect(positions.locateInString('/paths/plain/description', 9, 1)).toEqual(positions.locate('/paths/plain/description'));
  });
});
