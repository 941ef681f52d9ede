// The dev server's output of one build, by path, for the site handler. The files a build defers
// (llms.txt, the pages' Markdown, the search index: each made from every page) are made the first
// time a request names one of them, once per build, so that an edit costs what it changes and a
// search after it still finds the new text. Other misses (the handler tries `docs/x` before
// `docs/x/index.html`) never make them: on 1,000 pages that took seconds per page view.
import type { OutputFile } from '../output/types.js';
import type { DeferredFiles } from '../render/site-indexes.js';

/** Whether `path` names a file of `deferred`. */
function isDeferred(deferred: DeferredFiles, path: string): boolean {
  return deferred.paths.includes(path) || deferred.folders.some((folder) => path.startsWith(`${folder}/`));
}

class DevOutput extends Map<string, OutputFile> {
  #deferred: DeferredFiles | undefined;

  constructor(files: OutputFile[], deferred: DeferredFiles | undefined) {
    super(files.map((file) => [file.path, file]));
    this.#deferred = deferred;
  }

  override get(path: string): OutputFile | undefined {
    const file = super.get(path);
    const deferred = this.#deferred;
    if (file !== undefined || deferred === undefined || !isDeferred(deferred, path)) return file;
    this.#deferred = undefined;
    // Files the build made win over deferred ones of the same path, as in `ssg build`'s output.
    for (const made of deferred.files()) if (!super.has(made.path)) this.set(made.path, made);
    return super.get(path);
  }

  override has(path: string): boolean {
    return this.get(path) !== undefined;
  }
}

/** The files by path, with the deferred ones made on the first miss. */
export function devOutput(files: OutputFile[], deferred: DeferredFiles | undefined): ReadonlyMap<string, OutputFile> {
  return new DevOutput(files, deferred);
}
