import { describe, expect, it } from 'vitest';
import { nestToc } from './toc.js';

const entry = (id: string, depth: number) => ({ id, html: id, depth });

describe('nestToc', () => {
  it('nests h3 under the preceding h2', () => {
    const tree = nestToc([entry('a', 2), entry('a1', 3), entry('a2', 3), entry('b', 2), entry('b1', 3)]);
    expect(tree.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });

  it('keeps every level it is given by default (the generator chose them)', () => {
    const tree = nestToc([entry('a', 2), entry('a1', 3), entry('deep', 4)]);
    expect(tree[0]!.children[0]!.children.map((c) => c.id)).toEqual(['deep']);
  });

  it('drops headings outside minDepth..maxDepth', () => {
    const tree = nestToc([entry('title', 1), entry('a', 2), entry('deep', 4), entry('a1', 3)], { minDepth: 2, maxDepth: 3 });
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children.map((c) => c.id)).toEqual(['a1']);
    expect(tree[0]!.children[0]!.children).toEqual([]);
  });

  it('keeps an h3 with no h2 before it at the top level', () => {
    const tree = nestToc([entry('lonely', 3), entry('a', 2)]);
    expect(tree.map((n) => n.id)).toEqual(['lonely', 'a']);
  });

  it('honours custom levels', () => {
    const tree = nestToc([entry('a', 2), entry('a1', 3), entry('a1x', 4)], { maxDepth: 4 });
    expect(tree[0]!.children[0]!.children.map((c) => c.id)).toEqual(['a1x']);
  });

  it('returns an empty list for no headings', () => {
    expect(nestToc([])).toEqual([]);
  });
});
