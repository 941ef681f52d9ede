import { describe, expect, it } from 'vitest';
import { activeHeadingId } from './toc-active.js';

const headings = [
  { id: 'a', top: -400 },
  { id: 'b', top: 40 },
  { id: 'c', top: 300 },
];

describe('activeHeadingId', () => {
  it('is the last heading above the line', () => {
    expect(activeHeadingId(headings, 80, false)).toBe('b');
    expect(activeHeadingId(headings, 20, false)).toBe('a');
  });

  it('is none above the first heading, and the last one at the end of the page', () => {
    expect(activeHeadingId([{ id: 'a', top: 200 }], 80, false)).toBeUndefined();
    expect(activeHeadingId(headings, 80, true)).toBe('c');
    expect(activeHeadingId([], 80, true)).toBeUndefined();
  });
});
