import { AsyncResource } from 'node:async_hooks';
import { createProcessor, run } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { CodePlaces, createPageCodeRunner, PageCodeExit, PageCodeTimeout, PageCodeTimerLeft, pageCodeLine, type PageCodeFault } from './page-code.js';

/** A page of `docs/page.mdx` whose errors are on line 7. */
const source = { file: 'docs/page.mdx', lineOf: () => 7 };
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('createPageCodeRunner', () => {
  it('returns what the code returns and passes its errors on', async () => {
    const runner = createPageCodeRunner({ limit: 1000 });
    await expect(
      runner.page(source, async (code) => {
        expect(code.run(() => 42)).toBe(42);
        expect(() => code.run(() => (globalThis as unknown as { x: { y: unknown } }).x.y)).toThrow(TypeError);
        await expect(code.settle(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
        return code.settle(Promise.resolve('done'));
      }),
    ).resolves.toBe('done');
    await expect(runner.page(source, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('stops code that never ends, synchronous or not', async () => {
    const runner = createPageCodeRunner({ limit: 200 });
    const started = performance.now();
    const loop = runner.page(source, async (code) =>
      code.run(() => {
        for (;;);
      }),
    );
    await expect(loop).rejects.toThrow(new PageCodeTimeout(200));
    expect(performance.now() - started).toBeLessThan(5000);
    await expect(runner.page(source, (code) => code.settle(new Promise(() => undefined)))).rejects.toThrow("the page's code did not finish within 0.2 s");
    // The runner keeps working after a stop.
    await expect(runner.page(source, async (code) => code.run(() => 'again'))).resolves.toBe('again');
  });

  it('turns process.exit into an error in the code of a page while it renders, and only then', async () => {
    const runner = createPageCodeRunner({ limit: 1000 });
    const exit = process.exit;
    await expect(runner.page(source, async (code) => code.run(() => process.exit(3)))).rejects.toThrow(new PageCodeExit(3));
    // Also after the code awaited something, outside the time limit's watch.
    await expect(
      runner.page(source, async () => {
        await sleep(1);
        process.exit(4);
      }),
    ).rejects.toThrow("the page's code called process.exit(4)");
    expect(process.exit).toBe(exit);
  });

  it("fails the page with an error of its code that it claims while the page renders, and only that page's", async () => {
    const late: PageCodeFault[] = [];
    const runner = createPageCodeRunner({ limit: 1000, onLateError: (fault) => late.push(fault) });
    expect(runner.claim(new Error('not a page'))).toBe(false);
    const failing = runner.page(source, async () => {
      // What the thread's listeners do with an uncaught error of a timer the code set.
      setTimeout(() => runner.claim(new Error('late boom')), 1);
      await sleep(50);
      return 'rendered';
    });
    const other = runner.page({ file: 'docs/other.mdx', lineOf: () => undefined }, async () => {
      await sleep(100);
      return 'other';
    });
    await expect(failing).rejects.toThrow('late boom');
    await expect(other).resolves.toBe('other');
    expect(late).toEqual([]);
  });

  it('gives the errors of a page that came after it rendered to onLateError, with the file and line', async () => {
    const late: PageCodeFault[] = [];
    const runner = createPageCodeRunner({ limit: 1000, onLateError: (fault) => late.push(fault) });
    let claimLater: (() => boolean) | undefined;
    await runner.page(source, async () => {
      // A callback of I/O the page started, later: the page's context comes with it.
      const later = new AsyncResource('page-io');
      claimLater = () => later.runInAsyncScope(() => runner.claim(new Error('request failed')));
    });
    expect(claimLater?.()).toBe(true);
    expect(late).toEqual([{ file: 'docs/page.mdx', line: 7, error: new Error('request failed') }]);
  });

  it('stops the timers a page left when it has rendered; one that would have kept the process alive is an error at its line', async () => {
    const runner = createPageCodeRunner({ limit: 1000 });
    const fired: string[] = [];
    const left = runner.page(source, async () => {
      setTimeout(() => fired.push('timeout'), 30);
      setInterval(() => fired.push('interval'), 10);
      return 'rendered';
    });
    const error: unknown = await left.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageCodeTimerLeft);
    expect((error as Error).message).toBe("the page's code left a timer running after the page had rendered");
    // The stack is where the timer was set: this test.
    expect((error as Error).stack).toContain('page-code.test.ts');
    await expect(runner.page(source, async () => (setTimeout(() => fired.push('unref'), 30).unref(), 'rendered'))).resolves.toBe('rendered');
    await expect(runner.page(source, async () => (setTimeout(() => fired.push('left'), 30) && 'rendered'))).rejects.toThrow(PageCodeTimerLeft);
    // A timer that ran, or was cleared, before the page rendered is no error.
    await expect(
      runner.page(source, async () => {
        clearTimeout(setTimeout(() => fired.push('never'), 30));
        await new Promise((resolve) => setTimeout(resolve, 1));
        return 'rendered';
      }),
    ).resolves.toBe('rendered');
    await sleep(80);
    expect(fired).toEqual([]);
  });
});

describe('pageCodeLine', () => {
  /** The error of calling the compiled page (or `name`, a component it exports), and the page's code places. */
  async function failure(source: string, name?: string): Promise<{ error: unknown; places: unknown }> {
    const compiled = await createProcessor({ outputFormat: 'function-body', SourceMapGenerator: CodePlaces as never }).process(source);
    const module = (await run(String(compiled), { ...runtime } as never)) as unknown as Record<string, (props: object) => unknown>;
    try {
      module[name ?? 'default']!({});
    } catch (error) {
      return { error, places: compiled.map };
    }
    throw new Error('expected the page to fail');
  }

  it('finds the line of the expression or of the statement that failed', async () => {
    const expression = await failure('# T\n\nText {1 + 2}\n\n{globalThis.x.y}\n');
    expect(pageCodeLine(expression.error, expression.places)).toBe(5);
    const component = await failure('# T\n\nexport const Boom = () => {\n  const a = 1;\n  throw new Error("boom" + a);\n};\n\n<Boom />\n', 'Boom');
    expect(pageCodeLine(component.error, component.places)).toBe(5);
  });

  it('finds nothing when the page is not on the stack', async () => {
    const { places } = await failure('{globalThis.x.y}');
    expect(pageCodeLine(new Error('elsewhere'), places)).toBeUndefined();
    expect(pageCodeLine('not an error', places)).toBeUndefined();
  });
});
