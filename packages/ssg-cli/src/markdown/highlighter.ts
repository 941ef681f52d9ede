// Build-time syntax highlighting, created once per build (or kept by the dev server across
// rebuilds). Shiki runs in a worker thread when the compiled worker is there (a build from `dist/`),
// so that highlighting, most of a build's CPU time, overlaps with parsing and rendering on the main
// thread; from sources (tests) it runs in-process. Highlighting two themes costs about 1 ms per
// block, so results are memoised per highlighter (bounded, least recently used dropped first):
// repeated snippets and unchanged pages in dev rebuilds are not highlighted again.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Element } from 'hast';
import type { HighlightReply, HighlightRequest, WarmRequest } from './highlight-worker.js';
import { createShikiRenderer, resolveLanguage, type RenderBlock } from './shiki-core.js';


export interface HighlightOptions {
  /** A grammar name from `resolveLanguage` (`text` for plain). */
  lang: string;
  /** 1-based line numbers to mark with `ssg-code__line--highlighted`. */
  highlightLines?: ReadonlySet<number>;
}

export interface CodeHighlighterOptions {
  /** Highlighted blocks remembered for reuse (default 2,000; 0 turns memoising off). */
  cacheSize?: number;
  /** `worker` (default when the compiled worker exists) or `main`: where Shiki runs. */
  thread?: 'worker' | 'main';
}

export interface CodeHighlighter {
  /** The grammar for a fence language (`bash` → `shellscript`), `text` when not supported. */
  resolveLanguage(lang: string | undefined): string;
  /** Highlights code into a `<pre class="shiki …">` element; imports the grammar on first use. */
  highlight(code: string, options: HighlightOptions): Promise<Element>;
  /** Milliseconds `createCodeHighlighter` took to be ready for the first block. */
  readonly loadTimeMs: number;
  /** Where Shiki runs. */
  readonly thread: 'worker' | 'main';
  /**
   * Names the fence languages the build will highlight, so a worker can prepare their grammars
   * while the main thread parses; in-process it does nothing (it would only move the work).
   */
  warm(langs: Iterable<string | undefined>): void;
}

const WORKER_FILE = new URL('./highlight-worker.js', import.meta.url);

interface Backend {
  render: RenderBlock;
  warm(grammars: string[]): void;
}

/** Renders blocks in a worker thread; the worker does not keep the process alive when idle. */
function workerBackend(): Backend {
  const worker = new Worker(WORKER_FILE);
  // An unref() before the thread is online does not hold (Node 20), so it is repeated then.
  worker.unref();
  worker.once('online', () => {
    if (waiting.size === 0) worker.unref();
  });
  const waiting = new Map<number, { resolve: (element: Element) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', (reply: HighlightReply) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if ('error' in reply) pending?.reject(new Error(`Highlighting failed: ${reply.error}`));
    else pending?.resolve(reply.element);
  });
  worker.on('error', (error) => {
    for (const pending of waiting.values()) pending.reject(new Error('The highlighting worker stopped', { cause: error }));
    waiting.clear();
  });
  return {
    render: (code, lang, lines) =>
      new Promise<Element>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, code, lang, lines: [...lines] } satisfies HighlightRequest);
      }),
    warm: (grammars) => worker.postMessage({ warm: grammars } satisfies WarmRequest),
  };
}

/** A copy callers may change without touching the memoised original. */
function cloneElement(node: Element): Element {
  const properties: Element['properties'] = {};
  for (const [key, value] of Object.entries(node.properties)) properties[key] = Array.isArray(value) ? [...value] : value;
  const children = node.children.map((child) => (child.type === 'element' ? cloneElement(child) : { ...child }));
  return { type: 'element', tagName: node.tagName, properties, children };
}

/** Prepares highlighting once per build; pass the result to `createMarkdownRenderer`. */
export async function createCodeHighlighter(options: CodeHighlighterOptions = {}): Promise<CodeHighlighter> {
  const cacheSize = options.cacheSize ?? 2_000;
  const started = performance.now();
  const thread = options.thread ?? (existsSync(fileURLToPath(WORKER_FILE)) ? 'worker' : 'main');
  const backend: Backend = thread === 'worker' ? workerBackend() : { render: await createShikiRenderer(), warm: () => undefined };
  const { render } = backend;
  const loadTimeMs = performance.now() - started;
  // Promises, so that a block asked for again while it is being highlighted is highlighted once.
  const memo = new Map<string, Promise<Element>>();

  return {
    loadTimeMs,
    thread,
    resolveLanguage,
    warm(langs) {
      const grammars = new Set([...langs].map(resolveLanguage));
      grammars.delete('text');
      if (grammars.size > 0) backend.warm([...grammars]);
    },
    async highlight(code, { lang, highlightLines }) {
      const lines = [...(highlightLines ?? [])];
      if (cacheSize === 0) return render(code, lang, lines);
      const key = `${lang}\0${lines.join(',')}\0${code}`;
      let pending = memo.get(key);
      if (pending) {
        memo.delete(key);
      } else {
        pending = render(code, lang, lines);
        pending.catch(() => memo.delete(key));
        if (memo.size >= cacheSize) memo.delete(memo.keys().next().value as string);
      }
      memo.set(key, pending);
      return cloneElement(await pending);
    },
  };
}
