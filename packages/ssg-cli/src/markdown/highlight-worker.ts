// The highlighting worker: Shiki runs here, on the second core, while the main thread parses and
// renders the pages. Messages are `{ id, code, lang, lines }`; answers `{ id, element }` (a hast
// `<pre>`) or `{ id, error }`.
import { parentPort } from 'node:worker_threads';
import { createShikiRenderer } from './shiki-core.js';

export interface HighlightRequest {
  id: number;
  code: string;
  lang: string;
  lines: number[];
}

export type HighlightReply = { id: number; element: import('hast').Element } | { id: number; error: string };

if (parentPort) {
  const port = parentPort;
  const render = createShikiRenderer();
  port.on('message', (request: HighlightRequest) => {
    render
      .then((renderBlock) => renderBlock(request.code, request.lang, request.lines))
      .then(
        (element) => port.postMessage({ id: request.id, element } satisfies HighlightReply),
        (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies HighlightReply),
      );
  });
}
