// The Markdown pipeline loaded in the build's own thread by the in-process engine (`--workers 0`,
// or running from sources). Imported on first use only: a build whose Markdown renders in the
// workers, or is all found in the cache, never loads it.
import type { CodeHighlighter } from './highlighter.js';
import type { createRenderers } from './renderers.js';

export interface ThreadPipeline {
  highlighter: CodeHighlighter;
  createRenderers: typeof createRenderers;
}

/** Imports the pipeline and makes this thread's highlighter. */
export function loadThreadPipeline(): Promise<ThreadPipeline> {
  return Promise.all([import('./highlighter.js'), import('./renderers.js')]).then(async ([{ createCodeHighlighter }, { createRenderers }]) => ({
    highlighter: await createCodeHighlighter(),
    createRenderers,
  }));
}
