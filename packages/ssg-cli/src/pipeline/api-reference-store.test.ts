import { describe, expect, it } from 'vitest';
import { jsonPieces } from './api-reference-store.js';

describe('jsonPieces', () => {
  it('joins to the text JSON.stringify gives, at any depth', () => {
    const value = {
      pages: [{ title: 'A', skipped: undefined, list: [1, undefined, () => 0, null], nested: { deeper: { at: new Date(0) } } }, 'text', 3, null],
      empty: { inner: [], object: {} },
      gone: undefined,
      sidebar: [{ type: 'link', label: 'Ünïcode ✓ "quoted"', route: '/docs/api' }],
    };
    for (const depth of [0, 1, 2, 3, 6]) expect([...jsonPieces(value, depth)].join('')).toBe(JSON.stringify(value));
  });
});
