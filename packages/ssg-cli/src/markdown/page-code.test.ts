import { describe, expect, it } from 'vitest';
import { createPageCodeRunner, PageCodeExit, PageCodeTimeout } from './page-code.js';

describe('createPageCodeRunner', () => {
  it('returns what the code returns and passes its errors on', async () => {
    const runner = createPageCodeRunner(1000);
    expect(runner.run(() => 42)).toBe(42);
    expect(() => runner.run(() => (globalThis as unknown as { x: { y: unknown } }).x.y)).toThrow(TypeError);
    await expect(runner.settle(Promise.resolve('done'))).resolves.toBe('done');
    await expect(runner.settle(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('stops code that never ends, synchronous or not', async () => {
    const runner = createPageCodeRunner(200);
    const started = performance.now();
    expect(() =>
      runner.run(() => {
        for (;;);
      }),
    ).toThrow(new PageCodeTimeout(200));
    expect(performance.now() - started).toBeLessThan(5000);
    await expect(runner.settle(new Promise(() => undefined))).rejects.toThrow("the page's code did not finish within 0.2 s");
    // The runner keeps working after a stop.
    expect(runner.run(() => 'again')).toBe('again');
  });

  it('turns process.exit into an error while the code runs, and only then', () => {
    const runner = createPageCodeRunner(1000);
    const exit = process.exit;
    expect(() => runner.run(() => process.exit(3))).toThrow(new PageCodeExit(3));
    expect(() => runner.run(() => process.exit(3))).toThrow("the page's code called process.exit(3)");
    expect(process.exit).toBe(exit);
  });
});
