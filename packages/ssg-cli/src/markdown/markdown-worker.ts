// A Markdown worker: renders pages (the unified pipeline and Shiki) on a core of its own. The
// build starts one per core (markdown-engine.ts); each keeps its processor and highlighter for as
// long as the process runs, so a dev server's rebuilds reuse grammars and memoised blocks. Each
// grammar is highlighted by one worker (grammar-plan.ts, peer-highlighter.ts). An uncaught error
// or unhandled rejection of an MDX page's code is the page's (page-code.ts); any other ends the
// worker, which the build replaces.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { UserError } from '../report/diagnostics.js';
import type { GrammarPlan } from './grammar-plan.js';
import { createCodeHighlighter } from './highlighter.js';
import { catchPageCodeErrors, createPageCodeRunner, pageCodeErrorMessage } from './page-code.js';
import { createPeerHighlighter } from './peer-highlighter.js';
import { AheadProgress, AheadRuns, packResult, type PackedRuns, type RenderAhead } from './render-ahead.js';
import { createRenderers, type ThreadRenderers } from './renderers.js';
import type { FetchCodeReference } from './types.js';
import type { FetchedCode, FromWorker, ToWorker, WorkerData } from './worker-protocol.js';

function serveBuilds(port: MessagePort, { index, workers, peers }: WorkerData): void {
  let plan: GrammarPlan = new Map();
  const highlighter = createCodeHighlighter().then((local) =>
    createPeerHighlighter({ local, self: index, workers, peers: new Map(Object.entries(peers).map(([key, peer]) => [Number(key), peer])), plan: () => plan }),
  );
  const pageCode = createPageCodeRunner({
    onLateError: ({ file, line, error }) => port.postMessage({ kind: 'late-error', file, ...(line === undefined ? {} : { line }), message: pageCodeErrorMessage(error) } satisfies FromWorker),
  });
  catchPageCodeErrors(pageCode, (error) => {
    port.postMessage({ kind: 'crashed', message: pageCodeErrorMessage(error) } satisfies FromWorker);
    process.exit(1);
  });
  let current: { build: number; renderers: Promise<ThreadRenderers> } | undefined;
  const fetches = new Map<number, (result: FetchedCode) => void>();
  let nextFetch = 0;
  const fetchCodeReference: FetchCodeReference = (url) =>
    new Promise((resolve) => {
      const id = nextFetch++;
      fetches.set(id, resolve);
      port.postMessage({ kind: 'fetch', id, url } satisfies FromWorker);
    });
  const aheads = new Map<number, AheadRuns>();
  let nextAhead = 0;
  const renderAhead: RenderAhead = (input, segments, progress) => {
    const runs = new AheadRuns(progress);
    const id = nextAhead++;
    aheads.set(id, runs);
    // The page's text travels once, as its runs.
    port.postMessage({ kind: 'render-ahead', id, input: { ...input, source: '' }, segments, progress: progress.buffer } satisfies FromWorker);
    return runs;
  };

  const renderersOf = (build: number): Promise<ThreadRenderers> =>
    current?.build === build ? current.renderers : Promise.reject(new Error(`Markdown worker: build ${build} is not the current build`));
  const answer = (id: number, work: Promise<FromWorker>): void => {
    work.then(
      (reply) => port.postMessage(reply, reply.kind === 'rendered-packed' ? [reply.result.html, reply.result.rest] : []),
      (error: unknown) =>
        port.postMessage({
          kind: 'failed',
          id,
          message: error instanceof Error ? error.message : String(error),
          ...(error instanceof UserError ? { hint: error.hint ?? '' } : {}),
        } satisfies FromWorker),
    );
  };

  port.on('message', (message: ToWorker) => {
    switch (message.kind) {
      case 'setup': {
        const links = { fetchCodeReference: message.fetchesCode ? fetchCodeReference : undefined, renderAhead };
        plan = message.plan;
        current = { build: message.build, renderers: highlighter.then((ready) => createRenderers(ready, message.setup, pageCode, links)) };
        break;
      }
      case 'fetched':
        fetches.get(message.id)?.(message.result);
        fetches.delete(message.id);
        break;
      case 'render-ahead': {
        const { id, input, segments } = message;
        const send = (chunk: PackedRuns): void => port.postMessage({ kind: 'rendered-ahead', id, chunk, done: false } satisfies FromWorker, [chunk.data]);
        const work = renderersOf(message.build).then(async (renderers): Promise<FromWorker> => {
          await renderers.renderAhead(input, segments, new AheadProgress(message.progress), send);
          return { kind: 'rendered-ahead', id, done: true };
        });
        answer(id, work);
        break;
      }
      case 'rendered-ahead':
        aheads.get(message.id)?.add(message.chunk, message.done);
        if (message.done) aheads.delete(message.id);
        break;
      case 'render':
        answer(
          message.id,
          renderersOf(message.build).then(async ({ renderMarkdown }): Promise<FromWorker> => {
            const result = await renderMarkdown(message.input);
            return message.packed ? { kind: 'rendered-packed', id: message.id, result: packResult(result) } : { kind: 'rendered', id: message.id, result };
          }),
        );
        break;
      case 'code':
        answer(message.id, renderersOf(message.build).then(async ({ renderCode }) => ({ kind: 'code', id: message.id, html: await renderCode(message.lang, message.code) })));
        break;
      case 'save-code-cache':
        // For the loader (markdown-worker-loader.ts).
        break;
      case 'peer':
        void highlighter.then((shared) => shared.addPeer(message.index, message.port));
        break;
    }
  });
  port.postMessage({ kind: 'ready' } satisfies FromWorker);
}

if (parentPort) serveBuilds(parentPort, workerData as WorkerData);
