import { describe, expect, it } from 'vitest';
import { createLimiter } from './concurrency.js';

describe('createLimiter', () => {
  it('never runs more than the limit at once, and runs every task in order', async () => {
    const run = createLimiter(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        run(async () => {
          started.push(n);
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((resolve) => setTimeout(resolve, 5));
          active -= 1;
          return n * 10;
        }),
      ),
    );
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts tasks queued first before the others, each lane in order', async () => {
    const run = createLimiter(1);
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    await Promise.all([run(task('a')), run(task('b')), run(task('c')), run(task('x'), true), run(task('y'), true)]);
    expect(started).toEqual(['a', 'x', 'y', 'b', 'c']);
  });

  it('passes failures through and keeps going', async () => {
    const run = createLimiter(1);
    const failed = run(async () => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
