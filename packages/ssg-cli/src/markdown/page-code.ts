// Runs the code of an MDX page at build time (its compiled function, its expressions, the
// components it renders) so that the page's mistakes stay the page's: code that never ends is
// stopped after a time limit (a synchronous loop by node:vm's watchdog, which interrupts any
// JavaScript running on the thread; a promise that never settles by a timer); a call of
// `process.exit` made by the code throws instead of ending the Markdown worker or the build; an
// error the code throws or leaves unhandled later (in a timer, a promise, a callback) is the
// page's error while it renders; and timers the code leaves behind are stopped when the page has
// rendered, a timer that would still have kept the process alive being an error of the page.
// Each page's code runs in an async context of its own, which tells whose code an uncaught error
// or a timer came from. The errors name what happened; the MDX renderer turns them into user
// errors naming the page.
import { AsyncLocalStorage, createHook } from 'node:async_hooks';
import vm from 'node:vm';
import type { Diagnostic } from '../report/diagnostics.js';

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

/** The code left a timer running once the page had rendered; the error's stack is where the timer was set. */
export class PageCodeTimerLeft extends Error {
  override name = 'PageCodeTimerLeft';
  constructor(kind: string, set: Error) {
    super(`the page's code left ${kind} running after the page had rendered`);
    this.stack = `${this.name}: ${this.message}\n${(set.stack ?? '').split('\n').slice(1).join('\n')}`;
  }
}

/** The code of one page, as the renderer runs it. */
export interface PageCode {
  /** Runs synchronous code (and the synchronous start of asynchronous code) within the limit. */
  run<T>(code: () => T): T;
  /** Waits for a promise of the page's code within the limit. */
  settle<T>(promise: Promise<T>): Promise<T>;
}

/** A page whose code runs: its file and how to find the line of an error of its code. */
export interface PageCodeSource {
  file: string;
  lineOf(error: unknown): number | undefined;
}

/** An error of a page's code that came when the page had rendered (from I/O the code started). */
export interface PageCodeFault {
  file: string;
  line: number | undefined;
  error: unknown;
}

export interface PageCodeRunner {
  /**
   * Runs `work`, the code of page `source`, in the page's context; settles with what it returns
   * or with the first error of the page's code, thrown or left unhandled (see `claim`) before the
   * page has rendered; then stops the timers the code left.
   */
  page<T>(source: PageCodeSource, work: (code: PageCode) => Promise<T>): Promise<T>;
  /**
   * Takes an uncaught error or unhandled rejection (the thread's listeners, `catchPageCodeErrors`)
   * when it came from a page's code: the error of the page while it renders, given to
   * `onLateError` after. Returns false for any other error.
   */
  claim(error: unknown): boolean;
}

export interface PageCodeRunnerOptions {
  /** The time limit in milliseconds (default PAGE_CODE_TIME_LIMIT). */
  limit?: number;
  /** Errors of a page's code that come after the page has rendered (default: dropped). */
  onLateError?: (fault: PageCodeFault) => void;
}

interface PageTimer {
  kind: 'a timer' | 'an immediate';
  handle: NodeJS.Timeout | NodeJS.Immediate;
  set: Error;
}

interface PageRun {
  source: PageCodeSource;
  timers: PageTimer[];
  fail(error: unknown): void;
  done: boolean;
}

/** Node's timers have no public way to say whether they are still pending; `_destroyed` is set once one has run or was cleared. */
const pending = (timer: PageTimer): boolean => !(timer.handle as unknown as { _destroyed: boolean })._destroyed;

const limited = new vm.Script('run()');
const limitedContext = vm.createContext({ run: undefined as (() => unknown) | undefined });

/**
 * Runs synchronous `work` on this thread, stopped after `limit` ms by node:vm's watchdog (which
 * interrupts any JavaScript running on the thread): `PageCodeTimeout` then. Also for the site's
 * React pages and component overrides, which render on the build's thread.
 */
export function runWithin<T>(limit: number, work: () => T): T {
  const outer = limitedContext.run;
  limitedContext.run = work;
  try {
    return limited.runInContext(limitedContext, { timeout: limit }) as T;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new PageCodeTimeout(limit);
    throw error;
  } finally {
    limitedContext.run = outer;
  }
}

/** A runner for the pages of one thread (or, without `catchPageCodeErrors`, of one renderer). */
export function createPageCodeRunner({ limit = PAGE_CODE_TIME_LIMIT, onLateError }: PageCodeRunnerOptions = {}): PageCodeRunner {
  const pages = new AsyncLocalStorage<PageRun>();
  // The timers set in a page's context; on only while pages render, since it is called for every promise.
  const timers = createHook({
    init(_id, type, _trigger, resource) {
      if (type !== 'Timeout' && type !== 'Immediate') return;
      const page = pages.getStore();
      if (page && !page.done) page.timers.push({ kind: type === 'Timeout' ? 'a timer' : 'an immediate', handle: resource as PageTimer['handle'], set: new Error() });
    },
  });
  let exit = process.exit;
  // While pages render, `process.exit` called by their code throws; anyone else's still exits.
  const guardedExit = (status?: unknown): never => {
    if (pages.getStore()) throw new PageCodeExit(status);
    return exit(status as number | undefined);
  };
  let rendering = 0;

  const code: PageCode = {
    run: (work) => runWithin(limit, work),
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

  return {
    async page(source, work) {
      let fail!: (error: unknown) => void;
      const failed = new Promise<never>((_, reject) => {
        fail = reject;
      });
      const page: PageRun = { source, timers: [], fail, done: false };
      if (rendering++ === 0) {
        timers.enable();
        exit = process.exit;
        process.exit = guardedExit;
      }
      try {
        const done = pages.run(page, () => work(code));
        // When the page fails first, what the work still does is of no interest.
        done.catch(() => undefined);
        const result = await Promise.race([done, failed]);
        // A rejection the code left unhandled is reported once the microtasks have run: wait for it.
        await Promise.race([new Promise((resolve) => setImmediate(resolve)), failed]);
        const left = page.timers.find((timer) => pending(timer) && timer.handle.hasRef());
        if (left) throw new PageCodeTimerLeft(left.kind, left.set);
        return result;
      } finally {
        page.done = true;
        for (const timer of page.timers) {
          if (timer.kind === 'a timer') clearTimeout(timer.handle as NodeJS.Timeout);
          else clearImmediate(timer.handle as NodeJS.Immediate);
        }
        page.timers = [];
        if (--rendering === 0) {
          timers.disable();
          process.exit = exit;
        }
      }
    },
    claim(error) {
      const page = pages.getStore();
      if (!page) return false;
      if (!page.done) page.fail(error);
      else onLateError?.({ file: page.source.file, line: page.source.lineOf(error), error });
      return true;
    },
  };
}

/**
 * Lets `runner` claim this thread's uncaught errors and unhandled rejections; `unclaimed` gets the
 * others (they would otherwise end the thread). Returns a function that removes the listeners.
 */
export function catchPageCodeErrors(runner: PageCodeRunner, unclaimed: (error: unknown) => void): () => void {
  const listener = (error: unknown): void => {
    if (!runner.claim(error)) unclaimed(error);
  };
  process.on('uncaughtException', listener);
  process.on('unhandledRejection', listener);
  return () => {
    process.off('uncaughtException', listener);
    process.off('unhandledRejection', listener);
  };
}

/** What an error of a page's code says: its message, or the value thrown. */
export function pageCodeErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The diagnostic of an error of a page's code that came when the page had rendered. */
export function lateErrorDiagnostic({ file, line, message }: { file: string; line?: number | undefined; message: string }): Diagnostic {
  return {
    severity: 'error',
    rule: 'mdx-page-code',
    file,
    ...(line === undefined ? {} : { line }),
    message: `The page's code failed after the page had rendered: ${message}`,
    hint: "Something the page's code started (a request, a file read, a callback) failed later: handle its errors, or start it in an effect (useEffect), which runs in the browser.",
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
