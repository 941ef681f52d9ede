import { describe, expect, it } from 'vitest';
import { nearTerms } from './near-terms.js';

/** The optimal string alignment distance, by the whole matrix: what nearTerms must agree with. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

describe('nearTerms', () => {
  const terms = ['age', 'agen', 'agent', 'agents', 'agnet', 'agreement', 'gaent', 'ganet', 'session', 'sessions', 'sesison', 'version'].sort();

  it('counts a swap of two neighbouring letters as one typo', () => {
    expect(nearTerms(terms, 'agnet', 1)).toEqual(new Map([['agent', 1], ['ganet', 1]]));
    expect(nearTerms(['session', 'sessions'], 'sesison', 1)).toEqual(new Map([['session', 1]]));
    expect(nearTerms(['session'], 'sesisno', 2)).toEqual(new Map([['session', 2]]));
  });

  it('finds what the whole distance matrix finds, and not the word itself', () => {
    const words = ['agnet', 'agent', 'sesion', 'sesison', 'ag', 'versoin', 'agrement', 'x'];
    for (const word of words) {
      for (const max of [1, 2]) {
        const expected = new Map(terms.filter((term) => term !== word && distance(term, word) <= max).map((term) => [term, distance(term, word)]));
        expect(nearTerms(terms, word, max), `${word} ${max}`).toEqual(expected);
      }
    }
  });

  it('finds the same in a large vocabulary as by checking every term', () => {
    let seed = 3;
    const letter = (): string => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return 'aegnst'[seed % 6] as string;
    };
    const vocabulary = [...new Set(Array.from({ length: 3000 }, () => Array.from({ length: 3 + (seed % 6) }, letter).join('')))].sort();
    for (const word of ['agent', 'sesison', 'gantes', 'tase']) {
      const expected = new Map(vocabulary.filter((term) => term !== word && distance(term, word) <= 2).map((term) => [term, distance(term, word)]));
      expect(nearTerms(vocabulary, word, 2)).toEqual(expected);
    }
  });
});
