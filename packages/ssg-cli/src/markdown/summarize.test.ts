import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

describe('summarize', () => {
  it('cuts long text at a word boundary with an ellipsis', () => {
    expect(summarize('one two three four', 10)).toBe('one two…');
    expect(summarize('short', 10)).toBe('short');
  });

  it('collapses whitespace and drops punctuation before the ellipsis', () => {
    expect(summarize('Install  it,\nthen run the server today', 16)).toBe('Install it, then…');
  });

  it('keeps about 160 characters by default', () => {
    const text = 'word '.repeat(60);
    const summary = summarize(text);
    expect(summary.length).toBeLessThanOrEqual(161);
    expect(summary.endsWith('word…')).toBe(true);
  });

  it('cuts inside a word only when there is no space in the second half', () => {
    expect(summarize(`a ${'x'.repeat(30)}`, 10)).toBe(`a ${'x'.repeat(8)}…`);
  });
});
