import { describe, expect, it } from 'vitest';
import { buildSnippet } from './snippet.js';

const show = (parts: ReturnType<typeof buildSnippet>): string => parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('buildSnippet', () => {
  it('marks every word the query found, a prefix lighting up its whole word', () => {
    expect(show(buildSnippet('Sessions hold events; a session streams.', ['session', 'event']))).toBe('[Sessions] hold [events]; a [session] streams.');
  });

  it('only matches at the start of words, case-insensitively', () => {
    expect(show(buildSnippet('Subsession and Session', ['session']))).toBe('Subsession and [Session]');
  });

  it('centres a long text on the first match, cut at word boundaries with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(30)}the koyeb secret is here ${'dolor sit '.repeat(30)}`;
    const snippet = show(buildSnippet(text, ['koyeb'], 80));
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('the [koyeb] secret');
    expect(snippet.length).toBeLessThan(100);
  });

  it('shows the start of the text when nothing matches', () => {
    expect(show(buildSnippet('Short text.', ['absent']))).toBe('Short text.');
  });
});
