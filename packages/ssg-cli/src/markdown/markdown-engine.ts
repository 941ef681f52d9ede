// Where a build renders Markdown. The compiled CLI renders in worker threads, one per core beside
// the build's own (at least one, at most four), each with its own unified processor and Shiki:
// parsing and highlighting, most of a build's work, then run in parallel while the build's own
// thread reads the rest of the site and renders the pages with React. Pages go to the worker
// with the fewest requests waiting; code blocks are highlighted by the worker that owns their
// grammar (grammar-plan.ts), which the workers ask each other for. A worker that stops (an error
// nothing could keep to a page, out of memory) is replaced; what it was rendering is tried again
// once, one request at a time, and what a second worker stops on fails with a user error naming
// the page. A long page renders on a thread started for it (with a young generation sized for
// such pages), which has another thread render its last runs meanwhile (render-ahead.ts): a
// helper started the same way when a core is left beside the workers, else the least busy worker.
// Running from sources (tests), there is no compiled worker and everything
// renders in-process.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { grammarWorker, planGrammars, type GrammarPlan } from './grammar-plan.js';
import type { MarkdownRenderers, RendererSetup } from './renderers.js';
import { resolveLanguage } from './languages.js';
import { UserError, type Diagnostic } from '../report/diagnostics.js';
import { catchPageCodeErrors, createPageCodeRunner, lateErrorDiagnostic, pageCodeErrorMessage } from './page-code.js';
import { AheadProgress, rendersAhead, unpackResult, type PackedRuns } from './render-ahead.js';
import type { Segment } from './segments.js';
import { loadThreadPipeline } from './thread-pipeline.js';
import type { FetchCodeReference, MarkdownInput, MarkdownResult } from './types.js';
import type { FetchedCode, FromWorker, ToWorker, WorkerData } from './worker-protocol.js';

export interface BuildMarkdownOptions extends RendererSetup {
  /** Fetcher for code references; without it references render as a link plus a note. */
  fetchCodeReference?: FetchCodeReference;
  /**
   * Fenced blocks by language expected in this build (fence-languages.ts), to share out grammars;
   * asked only when the workers get a new setup (not when a build repeats the last one's).
   */
  codeLanguages: () => ReadonlyMap<string, number>;
  /** Errors of MDX pages' code that came once the page was rendered (page-code.ts), for the build's report. */
  onPageCodeError: (diagnostic: Diagnostic) => void;
}

export interface MarkdownEngine {
  /** Where pages render: `workers` (with their number, a worker added for a site of much code included) or `in-process`. */
  readonly threads: number | 'in-process';
  /**
   * The renderers for one build. Builds run one at a time: a new call retires the last one's. A
   * build whose setup is the last one's keeps the workers' renderers and grammar plan.
   */
  renderers(options: BuildMarkdownOptions): Promise<MarkdownRenderers>;
  /** Once a build's pages are rendered: bundled workers that started without a code cache write one. */
  saveCodeCache(): Promise<void>;
  /** Stops the workers. */
  close(): Promise<void>;
}

export interface MarkdownEngineOptions {
  /** Worker threads (default: `defaultWorkers()`; 0 renders in-process). */
  workers?: number;
  /** The compiled worker (default: `markdown-worker.js` next to this module, when it exists). */
  workerFile?: URL;
}

const WORKER_FILE = new URL('./markdown-worker.js', import.meta.url);

/**
 * A page at least this long (in characters) renders on a thread started for it, with a young
 * generation of `LONG_PAGE_YOUNG_GENERATION_MB`, and ended after it (which frees the memory such a
 * page leaves behind); its helper (render-ahead.ts) is started the same way. The workers keep V8's
 * default young generation for the site's other pages.
 */
const LONG_PAGE = 512 * 1024;

/**
 * Long pages rendering at once, each on its thread: the others wait for a turn. All at once, the
 * seven changelogs of 0.5–1 MB among 954 READMEs had seven threads (and their heaps) at work on
 * two cores: 1.4 GB.
 */
const longPagesAtOnce = (): number => Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * Twice V8's default young generation (semi-spaces of 32 MB, not 16). Parsing a long page keeps
 * much alive until its trees are made, so a collection of a small young generation copies most of
 * it: a 5 MB page of small tables went through 1,600 of them, half of its CPU. With this, such
 * pages take 0.5–0.75× the CPU. On a site of ordinary pages, the workers' young generation grows to
 * whatever size it is allowed for no gain: 25 MB more peak memory at 1,000 pages (BENCHMARKS.md).
 */
const LONG_PAGE_YOUNG_GENERATION_MB = 96;

/**
 * One worker per core beside the build's own thread (which renders the pages with React and
 * writes them meanwhile), at least one, at most four. On two cores one worker rendered the
 * 1,000-page corpus in the same wall time as two, with less CPU and memory: a second worker only
 * competes with the build's thread for the cores, and warms its own copy of the parser and
 * grammars (BENCHMARKS.md, "Markdown workers").
 */
function defaultWorkers(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/** Starts the workers (when the compiled worker exists) right away: they load while the build reads the site. */
export function createMarkdownEngine(options: MarkdownEngineOptions = {}): MarkdownEngine {
  const workers = options.workers ?? defaultWorkers();
  const workerFile = options.workerFile ?? WORKER_FILE;
  return workers > 0 && existsSync(fileURLToPath(workerFile)) ? workerEngine(workers, workerFile, options.workers === undefined) : inProcessEngine();
}

function inProcessEngine(): MarkdownEngine {
  let reportPageCodeError: BuildMarkdownOptions['onPageCodeError'] | undefined;
  const pageCode = createPageCodeRunner({ onLateError: ({ file, line, error }) => reportPageCodeError?.(lateErrorDiagnostic({ file, line, message: pageCodeErrorMessage(error) })) });
  // An error no page claimed is left to the process, as if the engine had never listened.
  const release = catchPageCodeErrors(pageCode, (error) => {
    release();
    process.nextTick(() => {
      throw error;
    });
  });
  const ready = loadThreadPipeline();
  // Awaited by `renderers`; a failure must not count as unhandled before the build gets there.
  ready.catch(() => undefined);
  return {
    threads: 'in-process',
    async renderers({ fetchCodeReference, codeLanguages: _languages, onPageCodeError, ...setup }) {
      reportPageCodeError = onPageCodeError;
      const { highlighter, createRenderers } = await ready;
      return createRenderers(highlighter, setup, pageCode, { fetchCodeReference });
    },
    saveCodeCache: () => Promise.resolve(),
    close: () => {
      release();
      return Promise.resolve();
    },
  };
}

type Request = { kind: 'render'; input: MarkdownInput } | { kind: 'code'; lang: string; code: string } | { kind: 'render-ahead'; input: MarkdownInput; segments: Segment[]; progress: SharedArrayBuffer; asker: Thread };

/** A request sent to a worker and not answered yet. */
interface Pending {
  request: Request;
  build: number;
  resolve(value: MarkdownResult | string | undefined): void;
  reject(error: Error): void;
  /** Whether a worker already stopped while it had the request. */
  retried: boolean;
  /** For runs rendered ahead: each chunk, as it comes. */
  chunk?(chunk: PackedRuns): void;
}

interface Thread {
  index: number;
  worker: Worker;
  /** Requests sent and not answered yet, by id. */
  pending: Map<number, Pending>;
  stopped: boolean;
  /** Whether it said it is ready: one that stops before that is not replaced again and again. */
  ready: boolean;
  /** The error that ended it, as it told before ending. */
  crash?: string;
  /** From a bundled worker's loader: whether it started from a code cache. */
  codeCacheUsed?: boolean;
}

/** Workers that stop one after the other before they are ready are not replaced after this many. */
const FAILED_STARTS = 3;

const OUT_OF_MEMORY = 'it ran out of memory';

/** Why a worker stopped, from its `error` event. */
function stopReason(error: Error): string {
  return (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? OUT_OF_MEMORY : error.message;
}

/** The error of a request whose worker stopped twice while it had it (once, it is tried again). */
function workerStopped(request: Request, reason: string): UserError {
  const what = request.kind === 'code' ? `highlighting a ${request.lang} code block` : `rendering ${request.input.file}`;
  const hint =
    reason === OUT_OF_MEMORY
      ? 'The page needs more memory than a Markdown worker has: split it into smaller pages (or give Node more with NODE_OPTIONS=--max-old-space-size=…).'
      : 'Something on the page (its code, or a plugin) ended the worker: fix it there. A new worker renders the other pages.';
  return new UserError(`The Markdown worker stopped while ${what}: ${reason}`, { hint });
}

/**
 * A site of at least `CODE_HEAVY_PAGES` pages holding this many fenced code blocks each on average,
 * and `CODE_HEAVY_BLOCKS` in all, gets a worker more than `defaultWorkers` when a core is left for
 * it: highlighting keeps the workers busy while the build's own thread, with few pages to write,
 * waits. On two cores, a second worker: see BENCHMARKS.md ("A worker more for code"). Not for a
 * few pages (a long page has threads of its own: the worker only held 30 MB more).
 */
const CODE_HEAVY_PER_PAGE = 3;
const CODE_HEAVY_BLOCKS = 400;
const CODE_HEAVY_PAGES = 20;

/** Whether a site of `pages` pages whose fences name `languages` (blocks by language) is code-heavy. */
function codeHeavy(languages: ReadonlyMap<string, number>, pages: number): boolean {
  let blocks = 0;
  for (const count of languages.values()) blocks += count;
  return pages >= CODE_HEAVY_PAGES && blocks >= CODE_HEAVY_BLOCKS && blocks >= CODE_HEAVY_PER_PAGE * pages;
}

/** `mayAddWorker`: the count is the default, and a code-heavy site gets one more (`codeHeavy`). */
function workerEngine(count: number, workerFile: URL, mayAddWorker = false): MarkdownEngine {
  let build = 0;
  /** The last setup sent to the workers, as JSON, and as sent (for a worker that replaces one). */
  let lastSetup: string | undefined;
  let setupMessage: ToWorker | undefined;
  let fetchCode: FetchCodeReference | undefined;
  let reportPageCodeError: BuildMarkdownOptions['onPageCodeError'] | undefined;
  let nextId = 0;
  /** Resolved when the worker asked to write the code cache has written it. */
  let codeCacheSaved: (() => void) | undefined;
  let closing = false;
  let failedStarts = 0;
  /** Requests tried again after their worker stopped, one at a time, so that the one that ends workers is found. */
  let retries = Promise.resolve();

  /** Code references are fetched by the current build's fetcher (for its diagnostics and lock updates). */
  const fetchForBuild: FetchCodeReference = (url) => (fetchCode ? fetchCode(url) : Promise.resolve({ error: 'code references are not fetched in this build' }));
  const answerFetch = (thread: Thread, id: number, url: string): void => {
    const fetching: Promise<FetchedCode> = fetchForBuild(url);
    void fetching
      .catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
      .then((result) => thread.worker.postMessage({ kind: 'fetched', id, result } satisfies ToWorker));
  };

  // A port between every two workers, for highlighting each other's grammars. A worker that
  // replaces one that stopped has none: it highlights every grammar itself, as the others do the
  // grammars of the one that stopped (peer-highlighter.ts).
  const peers: Record<number, MessagePort>[] = Array.from({ length: count }, () => ({}));
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < count; b++) {
      const { port1, port2 } = new MessageChannel();
      (peers[a] as Record<number, MessagePort>)[b] = port1;
      (peers[b] as Record<number, MessagePort>)[a] = port2;
    }
  }

  const start = (index: number, ports: Record<number, MessagePort>, forLongPage = false): Thread => {
    const workerData: WorkerData = { index, workers: count, peers: ports };
    const resourceLimits = forLongPage ? { resourceLimits: { maxYoungGenerationSizeMb: LONG_PAGE_YOUNG_GENERATION_MB } } : {};
    const worker = new Worker(workerFile, { workerData, transferList: Object.values(ports), ...resourceLimits });
    const thread: Thread = { index, worker, pending: new Map(), stopped: false, ready: false };
    // Idle workers do not keep the process alive. An unref() before the thread is online does not
    // hold (Node 20), so it is repeated then.
    worker.unref();
    worker.once('online', () => {
      if (thread.pending.size === 0) worker.unref();
    });
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'rendered-ahead' && message.chunk) return thread.pending.get(message.id)?.chunk?.(message.chunk);
      switch (message.kind) {
        case 'fetch':
          return answerFetch(thread, message.id, message.url);
        case 'render-ahead':
          return renderAhead(thread, message);
        case 'ready':
          thread.ready = true;
          return;
        case 'late-error':
          return reportPageCodeError?.(lateErrorDiagnostic(message));
        case 'crashed':
          thread.crash = message.message;
          return;
        case 'code-cache':
          thread.codeCacheUsed = message.used;
          return;
        case 'code-cache-saved':
          worker.unref();
          return codeCacheSaved?.();
      }
      const request = thread.pending.get(message.id);
      thread.pending.delete(message.id);
      if (thread.pending.size === 0) worker.unref();
      let ended: Promise<unknown> | undefined;
      if (thread.pending.size === 0 && longPages.has(thread)) {
        // The next long page starts once this one's heap is gone.
        ended = retire(thread).finally(nextLong);
        // A helper started with the page that it never asked for (its runs were too few).
        if (longPages.size === 0 && helper?.pending.size === 0) {
          void retire(helper);
          helper = undefined;
        }
      }
      if (message.kind === 'failed') request?.reject(message.hint === undefined ? new Error(message.message) : new UserError(message.message, { hint: message.hint }));
      else if (message.kind === 'rendered-packed') {
        // Read once the page's thread has ended and its heap is freed, not while both copies are
        // held (a 5 MB page of headings peaked at 575 MB, not 654); the thread keeps the process
        // alive until then.
        worker.ref();
        void (ended ?? Promise.resolve()).then(() => request?.resolve(unpackResult(message.result)));
      }
      else request?.resolve(message.kind === 'rendered' ? message.result : message.kind === 'code' ? message.html : undefined);
    });
    worker.on('error', (error) => stop(thread, stopReason(error)));
    worker.on('exit', (code) => stop(thread, thread.crash ?? `it exited with code ${code}`));
    return thread;
  };

  /** A worker stopped: another takes its place, and its requests are tried again or fail. */
  const stop = (thread: Thread, reason: string): void => {
    if (thread.stopped) return;
    thread.stopped = true;
    codeCacheSaved?.();
    const pending = [...thread.pending.values()];
    thread.pending.clear();
    // Its helpers stop taking runs of its page.
    for (const other of everyThread()) {
      for (const entry of other.pending.values()) if (entry.request.kind === 'render-ahead' && entry.request.asker === thread) new AheadProgress(entry.request.progress).end();
    }
    // Runs rendered ahead are only a head start: the page's own worker renders them when they fail.
    if (closing || thread === helper) {
      if (thread === helper) helper = undefined;
      for (const entry of pending) entry.reject(new Error(`The Markdown workers were stopped: ${reason}`));
      return;
    }
    failedStarts = thread.ready ? 0 : failedStarts + 1;
    if (failedStarts >= FAILED_STARTS) {
      for (const entry of pending) entry.reject(new Error(`The Markdown workers keep stopping before they are ready: ${reason}`));
      return;
    }
    // The next long page has a thread started for it; a worker is replaced.
    if (!longPages.delete(thread)) {
      const replacement = start(thread.index, {});
      threads[thread.index] = replacement;
      if (setupMessage) replacement.worker.postMessage(setupMessage);
    } else nextLong();
    for (const entry of pending) {
      if (entry.request.kind === 'render-ahead') entry.reject(new Error(`The Markdown worker stopped: ${reason}`));
      // A worker that stopped before it was ready did not stop on a request.
      else if (!thread.ready) dispatch(entry);
      else if (entry.retried) entry.reject(workerStopped(entry.request, reason));
      else retry(entry);
    }
  };

  const threads = Array.from({ length: count }, (_, index) => start(index, peers[index] ?? {}));
  let plan: GrammarPlan = new Map();
  /**
   * The thread that renders runs ahead while a worker renders a long page, when the machine has a
   * core the workers leave to the build's own thread (which is mostly idle then): started for the
   * page and ended after it, since it holds much memory once done.
   */
  let helper: Thread | undefined;
  /** Whether a long page's helper is a thread of its own (a core is left beside the workers), not the least busy worker. */
  const ownHelper = count < availableParallelism();
  /** The threads rendering a long page each. */
  const longPages = new Set<Thread>();
  /** Long pages waiting for a thread of their own (`longPagesAtOnce`). */
  const waitingLong: Pending[] = [];
  const longSlots = longPagesAtOnce();
  const isLong = (request: Request): request is Extract<Request, { kind: 'render' }> => request.kind === 'render' && request.input.source.length >= LONG_PAGE;
  /** Gives the long pages waiting the threads there is room for. */
  const nextLong = (): void => {
    while (waitingLong.length > 0 && longPages.size < longSlots && !closing) dispatch(waitingLong.shift()!);
  };
  /** The workers, the helper while there is one, and the long pages' threads. */
  const everyThread = (): Thread[] => [...threads, ...(helper ? [helper] : []), ...longPages];
  /** Ends a thread started for one page or helper, which frees its heap. */
  const retire = (thread: Thread): Promise<number> => {
    thread.stopped = true;
    longPages.delete(thread);
    return thread.worker.terminate();
  };

  /**
   * Has another thread render the last runs of a long page (`asker` renders the page), and passes
   * them on to `asker` as they come; if it stops, `asker` renders what did not come itself. One
   * helper per page: each more would hold another heap (a 5 MB page peaked 100–200 MB higher with
   * two), for less and less time saved.
   */
  const renderAhead = (asker: Thread, { id, input, segments, progress }: Extract<FromWorker, { kind: 'render-ahead' }>): void => {
    const reply = (chunk: PackedRuns | undefined): void => asker.worker.postMessage({ kind: 'rendered-ahead', id, ...(chunk ? { chunk } : {}), done: !chunk } satisfies ToWorker, chunk ? [chunk.data] : []);
    const others = threads.filter((thread) => thread !== asker && !thread.stopped);
    const other = closing ? undefined : ownHelper ? (helper ??= startForOnePage()) : others.reduce<Thread | undefined>((best, thread) => (!best || thread.pending.size < best.pending.size ? thread : best), undefined);
    if (!other) return reply(undefined);
    const end = (): void => {
      reply(undefined);
      if (other === helper && other.pending.size === 0) {
        helper = undefined;
        void retire(other);
      }
    };
    const requestId = nextId++;
    other.pending.set(requestId, { request: { kind: 'render-ahead', input, segments, progress, asker }, build, resolve: end, reject: end, retried: true, chunk: reply });
    other.worker.ref();
    other.worker.postMessage({ kind: 'render-ahead', id: requestId, build, input, segments, progress } satisfies ToWorker);
  };
  /** A thread for one long page, or to help with one, ended after it: it highlights every grammar itself. */
  const startForOnePage = (): Thread => {
    const thread = start(count, {}, true);
    if (setupMessage) thread.worker.postMessage(setupMessage);
    return thread;
  };

  /** Code goes to its grammar's worker (when it has one); a long page to a thread of its own; other pages to the least busy worker. */
  const pick = (request: Request): Thread | undefined => {
    if (isLong(request) && !closing) {
      const thread = startForOnePage();
      longPages.add(thread);
      // Its helper starts now too, and loads while the page's thread loads, checks and cuts the
      // page. Started when asked for, once the page was cut, it started 1.1 s after the page's
      // thread on a 5 MB page, and loaded 0.5 s more before it could help.
      if (ownHelper && rendersAhead(request.input)) helper ??= startForOnePage();
      return thread;
    }
    const index = request.kind === 'code' ? grammarWorker(plan, resolveLanguage(request.lang), count) : undefined;
    const owner = index === undefined ? undefined : threads[index];
    if (owner && !owner.stopped) return owner;
    const live = threads.filter((thread) => !thread.stopped);
    return live.reduce<Thread | undefined>((best, thread) => (!best || thread.pending.size < best.pending.size ? thread : best), undefined);
  };

  const dispatch = (entry: Pending): void => {
    if (isLong(entry.request) && !closing && longPages.size >= longSlots) {
      waitingLong.push(entry);
      return;
    }
    const thread = pick(entry.request);
    if (!thread) return entry.reject(new Error('No Markdown worker is running'));
    const id = nextId++;
    thread.pending.set(id, entry);
    thread.worker.ref();
    // A long page's result comes back as bytes, read once its thread has ended ('rendered-packed').
    thread.worker.postMessage({ ...entry.request, id, build: entry.build, ...(longPages.has(thread) ? { packed: true as const } : {}) } satisfies ToWorker);
  };

  const retry = (entry: Pending): void => {
    retries = retries.then(
      () =>
        new Promise<void>((next) => {
          const settled = <T>(settle: (value: T) => void) => (value: T): void => {
            settle(value);
            next();
          };
          dispatch({ ...entry, retried: true, resolve: settled(entry.resolve), reject: settled(entry.reject) });
        }),
    );
  };

  const send = (request: Request, forBuild: number): Promise<MarkdownResult | string | undefined> =>
    new Promise((resolve, reject) => dispatch({ request, build: forBuild, resolve, reject, retried: false }));

  return {
    get threads() {
      return threads.length;
    },
    async renderers({ fetchCodeReference, codeLanguages, onPageCodeError, ...rendererSetup }) {
      fetchCode = fetchCodeReference;
      reportPageCodeError = onPageCodeError;
      const key = JSON.stringify([{ ...rendererSetup, fileRoutes: [...rendererSetup.fileRoutes] }, fetchCodeReference !== undefined]);
      if (key !== lastSetup) {
        lastSetup = key;
        build += 1;
        const languages = codeLanguages();
        // The worker added for a code-heavy site shares the grammars as the others do: a port to each.
        const adding = mayAddWorker && threads.length === count && count < availableParallelism() && codeHeavy(languages, rendererSetup.fileRoutes.size);
        const ports: Record<number, MessagePort> = {};
        if (adding) {
          for (const thread of threads) {
            const { port1, port2 } = new MessageChannel();
            ports[thread.index] = port2;
            thread.worker.postMessage({ kind: 'peer', index: count, port: port1 } satisfies ToWorker, [port1]);
          }
        }
        plan = planGrammars(languages, threads.length + (adding ? 1 : 0));
        setupMessage = { kind: 'setup', build, setup: rendererSetup, fetchesCode: fetchCodeReference !== undefined, plan } satisfies ToWorker;
        for (const thread of everyThread()) if (!thread.stopped) thread.worker.postMessage(setupMessage);
        if (adding) {
          const added = start(count, ports);
          threads.push(added);
          added.worker.postMessage(setupMessage);
        }
      }
      const current = build;
      return {
        renderMarkdown: async (input) => (await send({ kind: 'render', input }, current)) as MarkdownResult,
        renderCode: async (lang, code) => (await send({ kind: 'code', lang, code }, current)) as string,
      };
    },
    saveCodeCache() {
      // The workers share one cache file: the first that started without it writes it.
      const writer = threads.find((thread) => !thread.stopped && thread.codeCacheUsed === false);
      if (!writer) return Promise.resolve();
      for (const thread of threads) thread.codeCacheUsed = true;
      return new Promise<void>((resolve) => {
        codeCacheSaved = resolve;
        writer.worker.ref();
        writer.worker.postMessage({ kind: 'save-code-cache' } satisfies ToWorker);
      });
    },
    async close() {
      closing = true;
      for (const entry of waitingLong.splice(0)) entry.reject(new Error('The Markdown workers were stopped'));
      await Promise.all(everyThread().map((thread) => thread.worker.terminate()));
    },
  };
}
