// The messages between a build (markdown-engine.ts) and its Markdown workers (markdown-worker.ts).
// Requests carry an id, answered once; a worker asks the build to fetch code references, since
// fetching goes through the build's cache and lock file, and to have another thread render the
// last runs of a long page meanwhile (render-ahead.ts); it tells the build of errors of MDX pages'
// code that came once the page was rendered, and of an error that ends it.
import type { MessagePort } from 'node:worker_threads';
import type { GrammarPlan } from './grammar-plan.js';
import type { PackedResult, PackedRuns } from './render-ahead.js';
import type { Segment } from './segments.js';
import type { RendererSetup } from './renderers.js';
import type { FetchCodeReference, MarkdownInput, MarkdownResult } from './types.js';

export type FetchedCode = Awaited<ReturnType<FetchCodeReference>>;

/** Given to each worker as it starts. */
export interface WorkerData {
  /** This worker's index among the build's `workers`. */
  index: number;
  workers: number;
  /** Ports to the other workers, by index (see peer-highlighter.ts). */
  peers: Record<number, MessagePort>;
}

export type ToWorker =
  /** The options of the build `build`; renders of other builds are refused. */
  | { kind: 'setup'; build: number; setup: RendererSetup; fetchesCode: boolean; plan: GrammarPlan }
  /** `packed`: the result comes back as bytes (`rendered-packed`), from a thread started for the page. */
  | { kind: 'render'; id: number; build: number; input: MarkdownInput; packed?: true }
  | { kind: 'code'; id: number; build: number; lang: string; code: string }
  | { kind: 'fetched'; id: number; result: FetchedCode }
  /** Render the last runs of a long page for another worker, until meeting it (`progress`: an `AheadProgress`'s memory). */
  | { kind: 'render-ahead'; id: number; build: number; input: MarkdownInput; segments: Segment[]; progress: SharedArrayBuffer }
  /** A chunk of runs for this worker's `render-ahead` (transferred); `done`: no more (early when no other thread could render them). */
  | { kind: 'rendered-ahead'; id: number; chunk?: PackedRuns; done: boolean }
  /** To a bundled worker's loader (markdown-worker-loader.ts). */
  | { kind: 'save-code-cache' }
  /** A port to a worker started later (`index`), to share the highlighting of grammars with it (transferred). */
  | { kind: 'peer'; index: number; port: MessagePort };

export type FromWorker =
  /** Sent once the worker listens: it loaded (one that stops before this is broken, not stopped by a page). */
  | { kind: 'ready' }
  | { kind: 'rendered'; id: number; result: MarkdownResult }
  /** A `MarkdownResult` as `packResult` (render-ahead.ts) made it, transferred. */
  | { kind: 'rendered-packed'; id: number; result: PackedResult }
  | { kind: 'code'; id: number; html: string }
  /** With `hint`, a mistake in the site (a plugin that fails), reported as a `UserError`. */
  | { kind: 'failed'; id: number; message: string; hint?: string }
  | { kind: 'fetch'; id: number; url: string }
  /** Asks for the last runs of a long page to be rendered by another thread meanwhile. */
  | { kind: 'render-ahead'; id: number; input: MarkdownInput; segments: Segment[]; progress: SharedArrayBuffer }
  | { kind: 'rendered-ahead'; id: number; chunk?: PackedRuns; done: boolean }
  /** An error of the code of MDX page `file` once the page had rendered (page-code.ts). */
  | { kind: 'late-error'; file: string; line?: number; message: string }
  /** An error no page's code claimed: the worker ends after this message. */
  | { kind: 'crashed'; message: string }
  /** From a bundled worker's loader: whether its code cache was used, and that it wrote one. */
  | { kind: 'code-cache'; used: boolean }
  | { kind: 'code-cache-saved' };
