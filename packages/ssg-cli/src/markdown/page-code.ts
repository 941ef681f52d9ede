// Runs the code of an MDX page at build time (its compiled function, its expressions, the
// components it renders) so that the page's mistakes stay the page's: code that never ends is
// stopped after a time limit (a synchronous loop by node:vm's watchdog, which interrupts any
// JavaScript running on the thread; a promise that never settles by a timer), and a call of
// `process.exit` made by the code throws instead of ending the Markdown worker or the build.
// The errors name what happened; the MDX renderer turns them into user errors naming the page.
import vm from 'node:vm';

/** How long the code of one page may run, in milliseconds. Rendering a real page takes milliseconds. */
export const PAGE_CODE_TIME_LIMIT = 10_000;

/** The code did not finish within the time limit. */
export class PageCodeTimeout extends Error {
  override name = 'PageCodeTimeout';
  constructor(readonly limit: number) {
    super(`the page's code did not finish within ${limit / 1000} s`);
  }
}

/** The code called `process.exit`. */
export class PageCodeExit extends Error {
  override name = 'PageCodeExit';
  constructor(code: unknown) {
    super(`the page's code called process.exit(${code === undefined ? '' : String(code)})`);
  }
}

export interface PageCodeRunner {
  /** Runs synchronous code (and the synchronous start of asynchronous code) within the limit. */
  run<T>(code: () => T): T;
  /** Waits for a promise of the page's code within the limit. */
  settle<T>(promise: Promise<T>): Promise<T>;
}

/** A runner for the pages of one renderer. */
export function createPageCodeRunner(limit = PAGE_CODE_TIME_LIMIT): PageCodeRunner {
  const script = new vm.Script('run()');
  const context = vm.createContext({ run: undefined as (() => unknown) | undefined });
  return {
    run<T>(code: () => T): T {
      const exit = process.exit;
      // Nothing else runs on this thread until the code returns: the swap is invisible elsewhere.
      process.exit = (status?: unknown): never => {
        throw new PageCodeExit(status);
      };
      context.run = code;
      try {
        return script.runInContext(context, { timeout: limit }) as T;
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new PageCodeTimeout(limit);
        throw error;
      } finally {
        context.run = undefined;
        process.exit = exit;
      }
    },
    async settle<T>(promise: Promise<T>): Promise<T> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PageCodeTimeout(limit)), limit);
      });
      try {
        return await Promise.race([promise, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
