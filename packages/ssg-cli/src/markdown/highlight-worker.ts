// The highlighting worker: Shiki runs here, on the second core, while the main thread parses and
// renders the pages. Messages are `{ id, code, lang, lines }`, answered with `{ id, element }` (a
// hast `<pre>`) or `{ id, error }`; and `{ warm: [grammars] }`, answered with nothing: the worker
// readies those grammars while the main thread is still parsing, before the first block arrives.
import { parentPort } from 'node:worker_threads';
import { createShikiRenderer } from './shiki-core.js';

export interface HighlightRequest {
  id: number;
  code: string;
  lang: string;
  lines: number[];
}

/** Grammars the build will need, to prepare ahead of the first block. */
export interface WarmRequest {
  warm: string[];
}

export type HighlightReply = { id: number; element: import('hast').Element } | { id: number; error: string };

if (parentPort) {
  const port = parentPort;
  const render = createShikiRenderer();
  port.on('message', (request: HighlightRequest | WarmRequest) => {
    if ('warm' in request) {
      // A one-line block builds each grammar's top-level scanner, most of its first-use cost.
      void render.then(async (renderBlock) => {
        for (const lang of request.warm) await renderBlock('x', lang, []).catch(() => undefined);
      });
      return;
    }
    render
      .then((renderBlock) => renderBlock(request.code, request.lang, request.lines))
      .then(
        (element) => port.postMessage({ id: request.id, element } satisfies HighlightReply),
        (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies HighlightReply),
      );
  });
}
