// Renders and writes pages while the rest of the build runs: each page is rendered as soon as a
// loader hands it over (its Markdown done), in short slices between the Markdown workers'
// messages so that they stay fed, and its bytes go to `write` at once (a few writes in flight).
// A route claimed twice is settled at the end, when the winner is known. With a memo (the dev
// server, the persistent cache), a page whose fingerprint is known is not rendered again.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import { normalizeRoute } from '../graph/route-graph.js';
import { routeToFile, type OutputFile } from '../output/types.js';
import { renderDocument } from '../render/render-document.js';
import type { ThemeModule } from '../render/theme-module.js';
import { createFingerprinter } from './fingerprint.js';

/** Documents by the fingerprint of their page and site data; owned by the caller. */
export type RenderMemo = Map<string, Uint8Array>;

export interface PageWriterOptions {
  site: SiteData;
  theme: ThemeModule;
  /** Where each document goes as soon as it is rendered; without it, documents are returned. */
  write?: (file: OutputFile) => Promise<void>;
  memo?: RenderMemo;
  /** Mixed into every fingerprint: what else the documents depend on (the theme's version). */
  salt?: string;
}

export interface PageWriter {
  /** Takes a page whose data is complete; it is rendered soon. */
  add(page: PageRecord): void;
  /**
   * Once every page was added: renders the winners of routes claimed twice if needed, waits for
   * the writes, and returns the documents not handed to `write` (in the order of `pages`).
   */
  finish(pages: PageRecord[]): Promise<OutputFile[]>;
  /** Pages rendered so far (not taken from the memo). */
  readonly rendered: number;
}

/** Documents handed to `write` and not yet written, at most. */
const WRITES_IN_FLIGHT = 16;
/** Rendering time before the writer lets other work (worker messages) run, in ms. */
const SLICE_MS = 8;

export function createPageWriter({ site, theme, write, memo, salt }: PageWriterOptions): PageWriter {
  const fingerprint = createFingerprinter(site, salt);
  const queue: PageRecord[] = [];
  /** The source whose document was made for each route. */
  const made = new Map<string, { source: string; file: OutputFile }>();
  const writing = new Set<Promise<void>>();
  const kept: RenderMemo = new Map();
  let failure: unknown;
  let draining: Promise<void> | undefined;
  let rendered = 0;

  const store = async (file: OutputFile): Promise<void> => {
    if (!write) return;
    while (writing.size >= WRITES_IN_FLIGHT) await Promise.race(writing);
    const done = write(file).then(
      () => {
        writing.delete(done);
      },
      (error: unknown) => {
        writing.delete(done);
        failure ??= error;
      },
    );
    writing.add(done);
  };

  const make = async (page: PageRecord): Promise<void> => {
    const key = memo ? fingerprint(page) : undefined;
    let contents = key === undefined ? undefined : memo?.get(key);
    if (!contents) {
      contents = renderDocument(page, site, theme);
      rendered += 1;
    }
    if (key !== undefined) kept.set(key, contents);
    const file: OutputFile = { path: routeToFile(page.route), contents };
    made.set(normalizeRoute(page.route), { source: page.source, file });
    await store(file);
  };

  const drain = async (): Promise<void> => {
    let sliceStart = performance.now();
    while (queue.length > 0 && failure === undefined) {
      const page = queue.shift() as PageRecord;
      if (made.has(normalizeRoute(page.route))) continue;
      try {
        await make(page);
      } catch (error) {
        failure ??= error;
      }
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    draining = undefined;
  };

  return {
    add(page) {
      queue.push(page);
      draining ??= nextTurn().then(drain);
    },
    async finish(pages) {
      while (draining) await draining;
      // A route's second document must not be written while its first still is.
      await Promise.all(writing);
      for (const page of pages) {
        const entry = made.get(normalizeRoute(page.route));
        if (entry?.source !== page.source) await make(page);
      }
      await Promise.all(writing);
      if (failure !== undefined) throw failure;
      if (memo) {
        memo.clear();
        for (const [key, contents] of kept) memo.set(key, contents);
      }
      return write ? [] : pages.map((page) => (made.get(normalizeRoute(page.route)) as { file: OutputFile }).file);
    },
    get rendered() {
      return rendered;
    },
  };
}
