// The incremental builder: builds a site, then rebuilds it after files change, doing only what
// the change requires, and says which routes changed. Everything it keeps is keyed by content
// digests, which is its dependency graph: a page's Markdown by its source (and the code its
// references fetched, the files it copies, the routes of all content files), a page's document by
// the fingerprint of its data, which holds its sidebar, breadcrumbs, pager and lists. So an edited
// body renders that one page again; a changed title renders the pages whose sidebar or pager show
// it; a new or removed file renders what links to it. The docs' texts are kept and read again only
// when reported changed (`update()` without a list reads them all again); every other source is
// read on every update. For `ssg serve` and any tool that keeps a site built in memory.
import path from 'node:path';
import type { BuildOptions, BuildResult } from '../build.js';
import { build } from '../build.js';
import { routeToFile, type OutputFile } from '../output/types.js';
import type { Diagnostic } from '../report/diagnostics.js';
import type { BuildCache } from './build-cache.js';

export type IncrementalBuilderOptions = Omit<BuildOptions, 'cache' | 'writePage' | 'reusePage' | 'persistentCache'>;

export interface IncrementalUpdate {
  /** Routes whose document is new or different from the last build's (all of them the first time). */
  changedRoutes: string[];
  /** Routes the last build had and this one has not. */
  removedRoutes: string[];
  /** The files the caller reported changed (as given). */
  changedFiles: string[];
  /** Every file of the site as it is now, documents included. */
  files: OutputFile[];
  diagnostics: Diagnostic[];
  result: BuildResult;
}

export interface IncrementalBuilder {
  /**
   * Builds the site (the first call) or brings it up to date after `changedFiles` (absolute or
   * site-relative paths) changed; without the list, every source is read again. Calls run one
   * after the other.
   */
  update(changedFiles?: Iterable<string>): Promise<IncrementalUpdate>;
  /** Stops the Markdown workers. */
  close(): Promise<void>;
}

/** A builder with its own in-memory cache; the first `update()` is a full build. */
export function createIncrementalBuilder(options: IncrementalBuilderOptions): IncrementalBuilder {
  const cache: BuildCache = {
    markdown: new Map(),
    code: new Map(),
    openApiValidations: new Map(),
    renderedPages: new Map(),
    scannedDocs: new Map(),
    docTexts: new Map(),
    contentDigests: new Map(),
  };
  const root = path.resolve(options.root);
  let documents = new Map<string, OutputFile>();
  let queue: Promise<unknown> = Promise.resolve();

  const run = async (changedFiles: string[]): Promise<IncrementalUpdate> => {
    const result = await build({ ...options, cache, ...(documents.size > 0 ? { offline: true } : {}) });
    const byPath = new Map(result.files.map((file) => [file.path, file]));
    const now = new Map<string, OutputFile>();
    for (const page of result.pages) {
      const file = byPath.get(routeToFile(page.route));
      if (file) now.set(page.route, file);
    }
    const changedRoutes = [...now].filter(([route, file]) => !sameDocument(documents.get(route), file)).map(([route]) => route);
    const removedRoutes = [...documents.keys()].filter((route) => !now.has(route));
    documents = now;
    return { changedRoutes, removedRoutes, changedFiles, files: result.files, diagnostics: result.diagnostics, result };
  };

  return {
    update(changedFiles) {
      const files = changedFiles === undefined ? undefined : [...changedFiles];
      if (files === undefined) cache.docTexts?.clear();
      for (const file of files ?? []) cache.docTexts?.delete(path.resolve(root, file));
      const next = queue.then(() => run(files ?? []));
      queue = next.catch(() => undefined);
      return next;
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
