// The entry of a bundled Markdown worker (dist/bundle/markdown-worker.js): runs the worker's code
// (markdown-worker-main.js, from markdown-worker.ts) with a V8 code cache, as bin/ssg.js does for
// the CLI. It tells the build whether the cache was used; a build whose workers had none asks one
// of them to write it once the pages are rendered (markdown-engine.ts).
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { loadBundle } from '../runtime/code-cache.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

const bundle = loadBundle(fileURLToPath(new URL('./markdown-worker-main.js', import.meta.url)), (specifier) => import(specifier));
if (parentPort) {
  const port = parentPort;
  port.postMessage({ kind: 'code-cache', used: bundle.cacheUsed } satisfies FromWorker);
  port.on('message', (message: ToWorker) => {
    if (message.kind !== 'save-code-cache') return;
    bundle.saveCodeCache();
    port.postMessage({ kind: 'code-cache-saved' } satisfies FromWorker);
  });
}
