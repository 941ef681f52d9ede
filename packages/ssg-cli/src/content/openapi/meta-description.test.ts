import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description.js';

describe('metaDescription', () => {
  it('takes the text of the HTML, inline markup joined and blocks separated', () => {
    expect(metaDescription('<p>Lists <a href="/x">agents</a>.</p>\n<ul><li>one</li></ul>')).toBe('Lists agents. one');
    expect(metaDescription('<p>A &amp; B &lt;tag&gt;</p>')).toBe('A & B <tag>');
    expect(metaDescription('<pre><code>code only</code></pre>')).toBeUndefined();
  });

  it('cuts long text at a sentence end, else at a word, within 160 characters', () => {
    const sentence = `${'Word '.repeat(20).trim()}. ${'More '.repeat(40)}`;
    expect(metaDescription(`<p>${sentence}</p>`)).toBe(`${'Word '.repeat(20).trim()}.`);
    const words = metaDescription(`<p>${'word '.repeat(60)}</p>`)!;
    expect(words.length).toBeLessThanOrEqual(160);
    expect(words.endsWith('word…')).toBe(true);
  });
});
