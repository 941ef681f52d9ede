import { createProcessor, run } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { CodePlaces, createPageCodeRunner, PageCodeExit, PageCodeTimeout, pageCodeLine } from './page-code.js';

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
