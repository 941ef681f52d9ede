import { describe, expect, it } from 'vitest';
import { closestMatch, editDistance } from './closest.js';

/** The whole Levenshtein table, no cut-off: what `editDistance` must agree with. */
function reference(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
  }
  return rows[a.length]![b.length]!;
}

describe('editDistance', () => {
  const pairs: Array<[string, string]> = [
    ['', ''],
    ['', 'abc'],
    ['kitten', 'sitting'],
    ['/docs/quickstart', '/docs/quick-start'],
    ['/docs/api/list-agents', '/docs/api/create-agent'],
    ['abcdef', 'fedcba'],
    ['/rest/guides/traversing-with-pagination', '/docs/api/repos/list-commits'],
  ];
  it('is the exact distance when within the cut-off, and one past the cut-off otherwise', () => {
    for (const [a, b] of pairs) {
      const exact = reference(a, b);
      expect(editDistance(a, b)).toBe(exact);
      expect(editDistance(b, a)).toBe(exact);
      for (const max of [0, 1, 2, 3, 5, 8]) expect(editDistance(a, b, max)).toBe(Math.min(exact, max + 1));
    }
  });
});

describe('closestMatch', () => {
  it('picks the nearest candidate within a third of the length, the first of equals', () => {
    expect(closestMatch('/docs/quikstart', ['/docs/intro', '/docs/quickstart', '/docs/quickstarts'])).toBe('/docs/quickstart');
    expect(closestMatch('/docs/abc', ['/docs/abd', '/docs/abe'])).toBe('/docs/abd');
    expect(closestMatch('/rest/orgs/webhooks', ['/docs/api/orgs/list-webhooks', '/docs/intro'])).toBeUndefined();
    expect(closestMatch('k0', ['id'])).toBeUndefined();
  });

  it('compares no more candidates than its budget allows, and takes them from it', () => {
    const budget = { candidates: 2 };
    expect(closestMatch('/docs/quikstart', ['/blog', '/docs/intro', '/docs/quickstart'], budget)).toBeUndefined();
    expect(budget.candidates).toBeLessThanOrEqual(0);
    expect(closestMatch('/docs/quikstart', ['/docs/quickstart'], budget)).toBeUndefined();
    const enough = { candidates: 10 };
    expect(closestMatch('/docs/quikstart', ['/blog', '/docs/intro', '/docs/quickstart'], enough)).toBe('/docs/quickstart');
    expect(enough.candidates).toBe(7);
  });
});
