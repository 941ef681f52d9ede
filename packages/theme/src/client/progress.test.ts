import { describe, expect, it } from 'vitest';
import { PROGRESS, trickle } from './progress.js';

describe('progress bar', () => {
  it('uses the constants of the site map', () => {
    expect(PROGRESS).toEqual({ delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 800 });
  });

  it('trickles in shrinking steps and never completes by itself', () => {
    expect(trickle(0.08)).toBeCloseTo(0.18);
    expect(trickle(0.3)).toBeCloseTo(0.34);
    expect(trickle(0.6)).toBeCloseTo(0.62);
    expect(trickle(0.9)).toBeCloseTo(0.905);
    let value = PROGRESS.minimum;
    for (let i = 0; i < 1000; i++) value = trickle(value);
    expect(value).toBeLessThan(1);
  });
});
