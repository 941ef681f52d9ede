import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './prefetch.js';

describe('prefetchAllowed', () => {
  it('is skipped on data saver and on 2g, allowed otherwise', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });
});
