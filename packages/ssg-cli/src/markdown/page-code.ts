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

interface CodePlace {
  /** Where astring wrote a node: 1-based line, 0-based column of the compiled code. */
  line: number;
  column: number;
  /** Where the node is in the MDX text (1-based line). */
  original: { line: number };
}

/**
 * Records where each node of a page's compiled code that has a place in the MDX text was
 * written: the part of `source-map`'s `SourceMapGenerator` that estree-util-to-js and astring
 * use (its `toJSON()` becomes the compiled file's `map`), given to @mdx-js/mdx as that class.
 */
export class CodePlaces {
  private readonly places: CodePlace[] = [];
  /** astring passes one object, changed between calls: its numbers are copied. */
  addMapping(mapping: { generated: { line: number; column: number }; original: { line: number; column: number } | null }): void {
    if (mapping.original) this.places.push({ line: mapping.generated.line, column: mapping.generated.column, original: { line: mapping.original.line } });
  }
  toJSON(): CodePlace[] {
    return this.places;
  }
}

/** A frame of code made by `new Function` / `new AsyncFunction` (the compiled page run by @mdx-js/mdx): `(eval at run (…), <anonymous>:18:28)`. */
const PAGE_FRAME = /, <anonymous>:(\d+):(\d+)\)$/m;
/** The lines the Function constructor puts before the body: `(async function anonymous(` and `) {`. */
const FUNCTION_HEADER_LINES = 2;

/**
 * The line in the MDX text of the innermost frame of `error` in the page's compiled code, found
 * with the places recorded when it was compiled; undefined when the page's code is not on the
 * stack (an imported component failed, or the code was stopped).
 */
export function pageCodeLine(error: unknown, places: unknown): number | undefined {
  const frame = error instanceof Error && typeof error.stack === 'string' ? PAGE_FRAME.exec(error.stack) : null;
  if (!frame || !Array.isArray(places)) return undefined;
  const line = Number(frame[1]) - FUNCTION_HEADER_LINES;
  const column = Number(frame[2]) - 1;
  // The last node written at or before the frame's place; on the frame's line, its first node if
  // none is before it there (`throw new Error()` is placed at `new`, its first node at `Error`).
  let found: CodePlace | undefined;
  for (const place of places as CodePlace[]) {
    if (place.line > line || (place.line === line && place.column > column && found?.line === line)) break;
    found = place;
    if (place.line === line && place.column > column) break;
  }
  return found?.original.line;
}
