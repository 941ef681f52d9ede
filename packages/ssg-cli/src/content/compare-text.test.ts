import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text.js';

describe('compareText', () => {
  it('orders case-insensitively, then by code unit', () => {
    expect(['banana', 'Cherry', 'apple', 'Banana', 'b'].sort(compareText)).toEqual(['apple', 'b', 'Banana', 'banana', 'Cherry']);
  });

  it('orders paths and numbered names the way a file listing reads', () => {
    expect(['docs/b.md', 'assets/x.png', '10-intro', '2-setup', 'docs/a-b.md', 'docs/a.md'].sort(compareText)).toEqual([
      '10-intro',
      '2-setup',
      'assets/x.png',
      'docs/a-b.md',
      'docs/a.md',
      'docs/b.md',
    ]);
  });

  it('is 0 only for the same text', () => {
    expect(compareText('Guide', 'Guide')).toBe(0);
    expect(compareText('Guide', 'guide')).toBeLessThan(0);
    expect(compareText('guide', 'Guide')).toBeGreaterThan(0);
  });
});
