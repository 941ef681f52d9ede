// The build's own thread as one more Markdown renderer. With one worker per core beside it, the
// build's thread renders each page with React as its Markdown comes back, which on a large site
// keeps it busy about half the time: the worker sets the pace. The build's thread then renders a
// short page itself whenever it has no page of its own in hand and few pages waiting for React
// (1,000 pages on two cores: 0.86× the wall time, the same CPU); the engine holds such pages back
// while the workers have enough waiting, so that the build's thread can take them until the last
// ones (markdown-engine.ts). It takes no MDX page (their
// code runs in a worker, where an error of theirs cannot end the build) and no long page (a worker
// renders those on two threads, with a young generation sized for them), and on a small site none
// at all: loading the Markdown pipeline a second time costs more than it saves there.
import { isMdx } from './mdx-source.js';
import type { PageCodeRunner } from './page-code.js';
import type { MarkdownRenderers, RendererLinks, RendererSetup } from './renderers.js';
import { loadThreadPipeline, type ThreadPipeline } from './thread-pipeline.js';
import type { MarkdownInput, MarkdownResult } from './types.js';

/** A site with fewer pages to render than this renders them all in the workers. */
const OWN_THREAD_MIN_PAGES = 200;
/** Pages longer than this (in characters) go to the workers. */
const OWN_THREAD_MAX_PAGE = 20_000;
/**
 * The build's thread takes a page while it has fewer than this many pages of its own waiting (to
 * render with React): its own work goes first, else it ends the build alone with a backlog of
 * pages while the workers are done.
 */
const OWN_BACKLOG = 8;

/** A build, as the engine sets it up. */
export interface OwnThreadSetup {
  build: number;
  /** The pages of the build (see BuildMarkdownOptions). */
  pages: number;
  renderer: RendererSetup;
  links: RendererLinks;
  /** Pages the build's thread has waiting for its other work (see BuildMarkdownOptions). */
  backlog?: () => number;
}

export interface OwnThread {
  /** The build the next pages belong to (each build, before its pages). */
  prepare(setup: OwnThreadSetup): void;
  /** Whether the build's thread may render `input` (else only the workers do). */
  accepts(input: MarkdownInput): boolean;
  /** Whether the build's thread would take a page now: none in hand, and few of its own waiting. */
  free(): boolean;
  /** Renders `input` here for build `build`, which must be the one last prepared (as in a worker). */
  render(input: MarkdownInput, build: number): Promise<MarkdownResult>;
}

/**
 * The build's own thread as a renderer for builds of at least `OWN_THREAD_MIN_PAGES` pages; the
 * pipeline is loaded on the first page taken.
 */
export function ownThread(): OwnThread {
  let current: OwnThreadSetup | undefined;
  /** The pipeline, and a page code runner that no page uses: no MDX page renders here. */
  let pipeline: Promise<ThreadPipeline & { pageCode: PageCodeRunner }> | undefined;
  let renderers: { build: number; ready: Promise<MarkdownRenderers> } | undefined;
  let busy = false;
  const rendererOf = (setup: OwnThreadSetup): Promise<MarkdownRenderers> => {
    if (renderers?.build === setup.build) return renderers.ready;
    pipeline ??= Promise.all([loadThreadPipeline(), import('./page-code.js')]).then(([loaded, { createPageCodeRunner }]) => ({ ...loaded, pageCode: createPageCodeRunner() }));
    const ready = pipeline.then(({ highlighter, createRenderers, pageCode }) => createRenderers(highlighter, setup.renderer, pageCode, setup.links));
    renderers = { build: setup.build, ready };
    return ready;
  };
  return {
    prepare(setup) {
      current = setup;
    },
    accepts: (input) => current !== undefined && current.pages >= OWN_THREAD_MIN_PAGES && input.source.length <= OWN_THREAD_MAX_PAGE && !isMdx(input),
    free: () => !busy && (current?.backlog?.() ?? 0) < OWN_BACKLOG,
    async render(input, build) {
      const setup = current;
      if (setup?.build !== build) throw new Error(`Markdown: build ${build} is not the current build`);
      busy = true;
      try {
        return await (await rendererOf(setup)).renderMarkdown(input);
      } finally {
        // The workers' answers that came meanwhile are read before this thread takes another
        // page: without that, the counts of pages waiting are stale and it takes them all.
        await new Promise((resolve) => setImmediate(resolve));
        busy = false;
      }
    },
  };
}
