// Renders and writes pages while the rest of the build runs: each page is rendered as soon as a
// loader hands it over (its Markdown done), in short slices between the Markdown workers'
// messages so that they stay fed, and its bytes go to `write` at once (a few writes in flight).
// A route claimed twice is settled at the end, when the winner is known. A page whose fingerprint
// is known is not rendered again: from the memo (documents in memory, the dev server), or from the
// output folder of the last build (`written` and `reuse`, the persistent cache).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PageData, SiteData } from '@ssg/theme/contract';
import type { PageRecord } from '../content/types.js';
import { normalizeRoute } from '../graph/route-graph.js';
import { routeToFile, type OutputFile } from '../output/types.js';
import type { FileStamp } from '../output/write-output.js';
import { renderDocument } from '../render/render-document.js';
import type { ThemeModule } from '../render/theme-module.js';
import type { WrittenPage } from './build-cache.js';
import { createTaskQueue } from './concurrency.js';
import { createFingerprinter, digest, type ContentDigests, type FingerprintMemo } from './fingerprint.js';

/** Documents by the fingerprint of their page and site data; owned by the caller. */
export type RenderMemo = Map<string, Uint8Array>;

export interface PageWriterOptions {
  site: SiteData;
  theme: ThemeModule;
  /** Where each document goes as soon as it is rendered; without it, documents are returned. */
  write?: (file: OutputFile) => Promise<FileStamp | void>;
  memo?: RenderMemo;
  /** What the last build wrote, by output path; updated with what this one writes. */
  written?: Map<string, WrittenPage>;
  /** Takes the last build's document at a path into this output, if still as written. */
  reuse?: (path: string, stamp: FileStamp) => Promise<boolean>;
  /** Told of each document rendered (not found in `memo`) as soon as it is, with its page. */
  onRendered?: (file: OutputFile, page: PageRecord) => void;
  /** Output paths of documents rendered before the others waiting with them. */
  renderFirst?: ReadonlySet<string>;
  /** Mixed into every fingerprint: what else the documents depend on (the theme's version). */
  salt?: string;
  /** Content digests kept between builds (see `createFingerprinter`); routes no longer built leave it. */
  contents?: ContentDigests;
  /** Fingerprints kept by page data object (see `createFingerprinter`). */
  fingerprints?: FingerprintMemo;
}

export interface PageWriter {
  /** Takes a page whose data is complete; it is rendered soon. */
  add(page: PageRecord): void;
  /**
   * Once every page was added: renders the winners of routes claimed twice if needed, waits for
   * the writes, and returns the documents not handed to `write` (in the order of `pages`).
   */
  finish(pages: PageRecord[]): Promise<OutputFile[]>;
  /** Pages rendered so far (not taken from the memo or the last output). */
  readonly rendered: number;
  /** Whether `written` differs from what the last build left there (after `finish`). */
  readonly writtenChanged: boolean;
}

/** Documents handed to `write` and not yet written, at most. */
const WRITES_IN_FLIGHT = 16;
/** Rendering time before the writer lets other work (worker messages) run, in ms. */
const SLICE_MS = 8;

export function createPageWriter({ site, theme, write, onRendered, renderFirst, memo, written, reuse, salt, contents, fingerprints }: PageWriterOptions): PageWriter {
  const fingerprint = createFingerprinter(site, salt, contents, fingerprints);
  const keep = memo !== undefined || written !== undefined;
  /** This build's entries of `written`, which replace the last build's at the end. */
  const writtenNow = new Map<string, WrittenPage>();
  const queue: PageRecord[] = [];
  /**
   * The source whose document was made for each route, and the document when it is returned
   * rather than written (a written one's bytes are freed once written).
   */
  const made = new Map<string, { source: string; file?: OutputFile }>();
  const writes = createTaskQueue(WRITES_IN_FLIGHT);
  const kept: RenderMemo = new Map();
  /** A render that failed (a failed write is the queue's). */
  let failure: unknown;
  let draining: Promise<void> | undefined;
  let rendered = 0;
  let writtenChanged = false;

  const writeNow = async (file: OutputFile, key: string | undefined): Promise<void> => {
    const stamp = await write?.(file);
    if (key !== undefined && stamp) writtenNow.set(file.path, { fingerprint: key, ...stamp });
  };

  /** The page's document, from the memo or rendered now. */
  const document = (page: PageRecord, path: string, key: string | undefined): OutputFile & { contents: Uint8Array } => {
    let contents = key === undefined ? undefined : memo?.get(key);
    const fresh = !contents;
    if (!contents) {
      contents = renderDocument(page, site, theme);
      rendered += 1;
    }
    if (key !== undefined && memo) kept.set(key, contents);
    const file = { path, contents };
    if (fresh) onRendered?.(file, page);
    return file;
  };

  /**
   * Once its document is written, a page's HTML content is needed no more (the site-wide outputs
   * read its Markdown, sections and other data): its data is replaced by a copy without it, so a
   * large site does not hold every page's HTML until the end.
   */
  const release = (page: PageRecord): void => {
    if (write && typeof (page.data as { html?: unknown }).html === 'string') page.data = { ...page.data, html: '' } as PageData;
  };

  const make = async (page: PageRecord): Promise<void> => {
    const path = routeToFile(page.route);
    const key = keep ? fingerprint(page) : undefined;
    const before = written?.get(path);
    if (key !== undefined && before !== undefined && before.fingerprint === key && reuse) {
      // Taken from the last output with the other writes in flight (not one after the other);
      // rendered after all if that file is no longer as written.
      made.set(normalizeRoute(page.route), { source: page.source });
      await writes.run(async () => {
        if (await reuse(path, before)) writtenNow.set(path, before);
        else await writeNow(document(page, path, key), key);
        release(page);
      });
      return;
    }
    const file = document(page, path, key);
    made.set(normalizeRoute(page.route), write ? { source: page.source } : { source: page.source, file });
    release(page);
    if (!write) return;
    if (key !== undefined || !reuse || !written) {
      await writes.run(() => writeNow(file, key));
      return;
    }
    // A page without a fingerprint (a React page) is rendered every time; recorded by a digest of
    // its bytes, the last build's file is kept when they are the same, so that a build with nothing
    // changed writes nothing.
    const bytes = digest(file.contents);
    await writes.run(async () => {
      if (before?.fingerprint === bytes && (await reuse(path, before))) writtenNow.set(path, before);
      else await writeNow(file, bytes);
    });
  };

  const drain = async (): Promise<void> => {
    let sliceStart = performance.now();
    while (queue.length > 0 && failure === undefined && !writes.failed) {
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
      if (renderFirst?.has(routeToFile(page.route))) queue.unshift(page);
      else queue.push(page);
      draining ??= nextTurn().then(drain);
    },
    async finish(pages) {
      while (draining) await draining;
      // A route's second document must not be written while its first still is.
      await writes.settle();
      for (const page of pages) {
        const entry = made.get(normalizeRoute(page.route));
        if (entry?.source !== page.source) await make(page);
      }
      await writes.settle();
      if (failure !== undefined) throw failure;
      if (memo) {
        memo.clear();
        for (const [key, contents] of kept) memo.set(key, contents);
      }
      if (contents) {
        const routes = new Set(pages.map((page) => page.route));
        for (const route of contents.keys()) if (!routes.has(route)) contents.delete(route);
      }
      if (written) {
        writtenChanged = written.size !== writtenNow.size || [...writtenNow].some(([path, entry]) => written.get(path) !== entry);
        written.clear();
        for (const [path, entry] of writtenNow) written.set(path, entry);
      }
      return write ? [] : pages.map((page) => made.get(normalizeRoute(page.route))?.file ?? { path: routeToFile(page.route), contents: new Uint8Array() });
    },
    get rendered() {
      return rendered;
    },
    get writtenChanged() {
      return writtenChanged;
    },
  };
}
