import { describe, expect, it } from 'vitest';
import { createKeyedTurns, createLimiter } from './concurrency.js';

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

describe('createKeyedTurns', () => {
  it('runs one task at a time per key, in order, and tasks of different keys together', async () => {
    const turns = createKeyedTurns();
    const active = new Map<string, number>();
    const peaks = new Map<string, number>();
    let together = 0;
    let peakTogether = 0;
    const order: string[] = [];
    const task = (key: string, n: number) => async () => {
      active.set(key, (active.get(key) ?? 0) + 1);
      peaks.set(key, Math.max(peaks.get(key) ?? 0, active.get(key) ?? 0));
      together += 1;
      peakTogether = Math.max(peakTogether, together);
      order.push(`${key}${n}`);
      await new Promise((resolve) => setTimeout(resolve, 3));
      together -= 1;
      active.set(key, (active.get(key) ?? 0) - 1);
      return `${key}${n}`;
    };
    const results = await Promise.all([turns('a', task('a', 1)), turns('b', task('b', 1)), turns('a', task('a', 2)), turns('b', task('b', 2)), turns('a', task('a', 3))]);
    expect(results).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    expect(peaks.get('a')).toBe(1);
    expect(peaks.get('b')).toBe(1);
    expect(peakTogether).toBe(2);
    expect(order.filter((name) => name.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
  });

  it('passes a failure to its caller and runs the next task of the key', async () => {
    const turns = createKeyedTurns();
    const failed = turns('a', async () => {
      throw new Error('boom');
    });
    const next = turns('a', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
