// The incremental builder: builds a site, then rebuilds it after files change, doing only what
// the change requires, and says which routes changed. Everything it keeps is keyed by content
// digests, which is its dependency graph: a page's Markdown by its source (and the code its
// references fetched, the files it copies, the routes of the files it links to), a page's document by
// the fingerprint of its data, which holds its sidebar, breadcrumbs, pager and lists. So an edited
// body renders that one page again; a changed title renders the pages whose sidebar or pager show
// it; a new or removed file renders what links to it. The docs' texts are kept and read again only
// when reported changed (`update()` without a list reads them all again); every other source is
// read on every update. For `ssg serve` and any tool that keeps a site built in memory.
import type { BuildOptions, BuildResult } from '../build.js';
import { build } from '../build.js';
import { routeToFile, type OutputFile } from '../output/types.js';
import type { PageRecord } from '../content/types.js';
import type { Diagnostic } from '../report/diagnostics.js';
import { createDocsMemo } from '../content/docs/load-docs.js';
import type { BuildCache } from './build-cache.js';
import { createFingerprintMemo } from './fingerprint.js';
import { createStageMemo } from './stage-memo.js';

/**
 * `persistentCache` applies to the first build: it starts from the build cache on disk and keeps
 * there what it rendered. The updates after it, and `rebuild()`, keep what they need in memory.
 */
export type IncrementalBuilderOptions = Omit<BuildOptions, 'cache' | 'writePage' | 'reusePage' | 'changedFiles' | 'onRendered' | 'renderFirst'>;

/** What an update may be told of before it resolves. */
export interface UpdateListeners {
  /**
   * Each document rendered anew by this update (a page whose data changed), with its page, as soon
   * as it is, while the rest of the site is brought up to date; not called by the first build. The
   * update may still fail after it (a broken link under `throw`).
   */
  onRendered?: (file: OutputFile, page: PageRecord) => void;
  /** Output paths of the documents to render first if they change (the pages open in a browser). */
  renderFirst?: ReadonlySet<string>;
}

export interface IncrementalUpdate {
  /** Routes whose document is new or different from the last build's (all of them the first time). */
  changedRoutes: string[];
  /** Routes the last build had and this one has not. */
  removedRoutes: string[];
  /** The files the caller reported changed (as given). */
  changedFiles: string[];
  /** Every file of the site as it is now, documents included (the search index too, unless deferred). */
  files: OutputFile[];
  diagnostics: Diagnostic[];
  result: BuildResult;
}

export interface IncrementalBuilder {
  /**
   * Builds the site (the first call) or brings it up to date after `changedFiles` (absolute or
   * site-relative paths) changed; without the list, every source is read again and every page
   * rendered again. Calls run one after the other.
   */
  update(changedFiles?: Iterable<string>, listeners?: UpdateListeners): Promise<IncrementalUpdate>;
  /** Forgets everything kept (the Markdown workers stay), then builds the site as the first time. */
  rebuild(): Promise<IncrementalUpdate>;
  /** How many entries each store the builder keeps holds (they stay bounded by the site's size). */
  sizes(): Record<string, number>;
  /** Stops the Markdown workers. */
  close(): Promise<void>;
}

/** The stores kept between builds, empty. */
function emptyCache(): BuildCache {
  return {
    markdown: new Map(),
    markdownKeys: new Map(),
    code: new Map(),
    openApiValidations: new Map(),
    renderedPages: new Map(),
    scannedDocs: new Map(),
    docTexts: new Map(),
    contentDigests: new Map(),
    stages: createStageMemo(),
    docs: createDocsMemo(),
    fingerprints: createFingerprintMemo(),
    dataLinks: new WeakMap(),
  };
}

/** A builder with its own in-memory cache; the first `update()` is a full build. */
export function createIncrementalBuilder(options: IncrementalBuilderOptions): IncrementalBuilder {
  let cache = emptyCache();
  let documents = new Map<string, OutputFile>();
  let queue: Promise<unknown> = Promise.resolve();

  const run = async (changedFiles: string[] | undefined, listeners: UpdateListeners = {}): Promise<IncrementalUpdate> => {
    const result = await build({
      ...options,
      cache,
      persistentCache: options.persistentCache === true && documents.size === 0,
      ...(changedFiles ? { changedFiles } : {}),
      ...(documents.size > 0 ? { offline: true } : {}),
      ...(documents.size > 0 && listeners.onRendered ? { onRendered: listeners.onRendered } : {}),
      ...(documents.size > 0 && listeners.renderFirst ? { renderFirst: listeners.renderFirst } : {}),
    });
    const byPath = new Map(result.files.map((file) => [file.path, file]));
    const now = new Map<string, OutputFile>();
    for (const page of result.pages) {
      const file = byPath.get(routeToFile(page.route));
      if (file) now.set(page.route, file);
    }
    const changedRoutes = [...now].filter(([route, file]) => !sameDocument(documents.get(route), file)).map(([route]) => route);
    const removedRoutes = [...documents.keys()].filter((route) => !now.has(route));
    documents = now;
    return { changedRoutes, removedRoutes, changedFiles: changedFiles ?? [], files: result.files, diagnostics: result.diagnostics, result };
  };
  const enqueue = (work: () => Promise<IncrementalUpdate>): Promise<IncrementalUpdate> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    update(changedFiles, listeners) {
      const files = changedFiles === undefined ? undefined : [...changedFiles];
      return enqueue(() => run(files, listeners));
    },
    rebuild() {
      return enqueue(() => {
        const { markdownEngine, lastModified } = cache;
        cache = { ...emptyCache(), ...(markdownEngine ? { markdownEngine } : {}), ...(lastModified ? { lastModified } : {}) };
        return run(undefined);
      });
    },
    sizes() {
      const sizes: Record<string, number> = { documents: documents.size };
      for (const [name, store] of Object.entries(cache)) if (store instanceof Map) sizes[name] = store.size;
      const { stages, docs } = cache;
      if (stages) sizes.stages = stages.entries.size;
      if (docs) sizes.docPages = docs.pages.size;
      return sizes;
    },
    async close() {
      await queue;
      await cache.markdownEngine?.close();
    },
  };
}
/** The same document: the very bytes the memo handed back, or equal bytes rendered again. */
function sameDocument(before: OutputFile | undefined, after: OutputFile): boolean {
  if (!before || 'copyFrom' in before || 'copyFrom' in after) return false;
  if (before.contents === after.contents) return true;
  return Buffer.from(before.contents).equals(Buffer.from(after.contents));
}
