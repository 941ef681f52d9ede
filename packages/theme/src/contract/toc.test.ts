import { describe, expect, it } from 'vitest';
import { tocDepthLimit, tocWithinBudget } from './toc.js';

const entry = (id: string, depth: number) => ({ id, html: id, depth });

describe('tocWithinBudget', () => {
  const sections = (count: number) => Array.from({ length: count }, (_, i) => [entry(`s${i}`, 2), entry(`s${i}-a`, 3), entry(`s${i}-b`, 3)]).flat();

  it('keeps a TOC within the budget as it is', () => {
    const toc = sections(10);
    expect(tocWithinBudget(toc, 30)).toBe(toc);
  });

  it('drops the deepest level while the TOC has more entries than the budget', () => {
    expect(tocWithinBudget(sections(10), 29).map((e) => e.id)).toEqual(Array.from({ length: 10 }, (_, i) => `s${i}`));
  });

  it('cuts a TOC whose top level alone is over the budget after the budget', () => {
    const toc = tocWithinBudget(sections(5000));
    expect(toc).toHaveLength(1000);
    expect(toc.every((e) => e.depth === 2)).toBe(true);
    expect(toc.at(-1)?.id).toBe('s999');
  });

  it('keeps the levels whose entries fit, from how many there are of each', () => {
    expect(tocDepthLimit(new Map([[2, 500], [3, 400], [4, 200]]))).toBe(3);
    expect(tocDepthLimit(new Map([[2, 500], [3, 800]]))).toBe(2);
    expect(tocDepthLimit(new Map([[3, 5000]]))).toBe(3);
    expect(tocDepthLimit(new Map([[2, 10], [4, 5]]), 15)).toBe(4);
    expect(tocDepthLimit(new Map())).toBeUndefined();
  });
});
