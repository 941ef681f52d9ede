import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './code-meta.js';

describe('parseCodeMeta', () => {
  it('reads a double-quoted title, line ranges and flags', () => {
    const meta = parseCodeMeta('reference title="agent file.py" {1,3-4}');
    expect(meta.title).toBe('agent file.py');
    expect([...meta.highlightLines]).toEqual([1, 3, 4]);
    expect([...meta.flags]).toEqual(['reference']);
  });

  it('accepts single quotes, bare titles and a single line', () => {
    expect(parseCodeMeta("title='a b'").title).toBe('a b');
    expect(parseCodeMeta('title=run.sh {4-5}').title).toBe('run.sh');
    expect([...parseCodeMeta('{7}').highlightLines]).toEqual([7]);
    expect([...parseCodeMeta('{4-5}').highlightLines]).toEqual([4, 5]);
  });

  it('gives empty results without meta and ignores junk in ranges', () => {
    const empty = parseCodeMeta(undefined);
    expect(empty.title).toBeUndefined();
    expect(empty.highlightLines.size).toBe(0);
    expect(empty.flags.size).toBe(0);
    expect([...parseCodeMeta('{2, ,-}').highlightLines]).toEqual([2]);
  });

  it('caps absurd ranges instead of stalling', () => {
    expect(parseCodeMeta('{1-99999999}').highlightLines.size).toBe(10_001);
  });

  it('reads showLineNumbers, with or without a first number', () => {
    expect(parseCodeMeta('showLineNumbers').lineNumbersFrom).toBe(1);
    expect(parseCodeMeta('title="a.py" showLineNumbers=12 {2}').lineNumbersFrom).toBe(12);
    expect(parseCodeMeta('showLineNumbers=x').lineNumbersFrom).toBe(1);
    expect(parseCodeMeta('title="a.py"').lineNumbersFrom).toBeUndefined();
    expect([...parseCodeMeta('showLineNumbers').flags]).toEqual([]);
  });

  it("reads VitePress's title in brackets and MkDocs' highlighted lines and line numbers", () => {
    const vitepress = parseCodeMeta('{12-15} twoslash [server.js]');
    expect([vitepress.title, [...vitepress.highlightLines], [...vitepress.flags]]).toEqual(['server.js', [12, 13, 14, 15], ['twoslash']]);
    expect(parseCodeMeta('title="a.py" [b.py]').title).toBe('a.py');
    const mkdocs = parseCodeMeta('hl_lines="2 4-5" linenums="10"');
    expect([[...mkdocs.highlightLines], mkdocs.lineNumbersFrom, [...mkdocs.flags]]).toEqual([[2, 4, 5], 10, []]);
  });
});
