import { describe, expect, it } from 'vitest';
import { buildSnippet, highlight } from './snippet.js';

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

describe('highlight', () => {
  it('marks the matched words of a whole heading path, prefixes lighting up their word', () => {
    expect(show(highlight('Environment variables › FLUX0_DB_URI', ['flux0_db_uri', 'flux0', 'uri']))).toBe('Environment variables › [FLUX0_DB_URI]');
    expect(show(highlight('Step 1: Store your API key as a secret', ['secre', 'koyeb']))).toBe('Step 1: Store your API key as a [secret]');
  });

  it('marks a one-character term as a whole word only, as the index matched it', () => {
    expect(show(highlight('Section 3 after Section 30 and 3.1', ['section', '3']))).toBe('[Section] [3] after [Section] 30 and [3].1');
    expect(show(highlight('C and C++, not Cython', ['c']))).toBe('[C] and [C]++, not Cython');
  });

  it('marks words matched without their accents, as the index matched them, and leaves other text as written', () => {
    expect(show(highlight('Internationale Übersicht', ['ubersicht']))).toBe('Internationale [Übersicht]');
    expect(show(highlight('Un café naïve résumé', ['cafe', 'naive', 'resume']))).toBe('Un [café] [naïve] [résumé]');
    expect(show(highlight('Die Größe zählt', ['große']))).toBe('Die [Größe] zählt');
    expect(show(highlight('emoji 😀 then Café', ['cafe']))).toBe('emoji 😀 then [Café]');
  });

  it('leaves a text without matches whole', () => {
    expect(highlight('Installation', ['docker'])).toEqual([{ text: 'Installation', match: false }]);
    expect(highlight('', ['docker'])).toEqual([]);
  });
});
