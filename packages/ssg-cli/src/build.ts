// The build, stage by stage: config → sources → Markdown → content → route graph → site-wide
// outputs → pages → link check. `build()` returns files and diagnostics in memory; writing them
// is the caller's last step. Scheduling, caching and worker plumbing live in `pipeline/`.
import path from 'node:path';
import { loadConfig, type LoadedConfig } from './config/load-config.js';
import { normalizeBaseUrl, type SiteConfig } from './config/schema.js';
import { loadContent } from './content/load-content.js';
import { readSite } from './content/read-site.js';
import type { PageRecord } from './content/types.js';
import { checkLinks, routeExists } from './graph/check-links.js';
import { collectDataLinks, configLinks } from './graph/data-links.js';
import { buildRouteGraph, normalizeRoute } from './graph/route-graph.js';
import { checkRoutes, type RoutesLock } from './graph/routes-lock.js';
import { markdownContext } from './llms/page-markdown.js';
import { compiledSources } from './runtime/compile-module.js';
import { outputClashes } from './output/output-clashes.js';
import { routeToFile, type OutputFile } from './output/types.js';
import type { FileStamp } from './output/write-output.js';
import type { BuildCache } from './pipeline/build-cache.js';
import { startBuildRun, type StageTiming } from './pipeline/build-run.js';
import { cacheKey, themeKey } from './pipeline/cache-key.js';
import { createFileWriter, type FileWriter } from './pipeline/file-writer.js';
import { markdownEngine, startMarkdown } from './pipeline/markdown-stage.js';
import { createPageWriter, type PageWriter } from './pipeline/page-writer.js';
import { hasPersistentCache, loadPersistentCache, savePersistentCache } from './pipeline/persistent-cache.js';
import { noteChanges } from './pipeline/source-changes.js';
import { reuseStep, sourceVersion } from './pipeline/stage-memo.js';
import { comparePositions, UserError, type Diagnostic } from './report/diagnostics.js';
import { settleRemote } from './remote/build-inputs.js';
import type { RemoteEnv } from './remote/index.js';
import type { Reporter } from './report/reporter.js';
import { SEARCH_FOLDER, type DeferredFiles } from './render/site-indexes.js';
import { siteOutputs } from './render/site-outputs.js';
import { createSearchIndexer, searchIndexKey } from './search/build-search-index.js';
import { searchPages } from './search/search-pages.js';
import { gitLastModified } from './seo/git-dates.js';
import { socialImageDiagnostics } from './seo/social-images.js';

export type { BuildCache } from './pipeline/build-cache.js';

export interface BuildOptions {
  /** The site folder, holding `ssg.config.ts`. */
  root: string;
  cache?: BuildCache;
  /**
   * Keep what the build did in `<root>/.ssg-cache/build/` and reuse what is still valid there:
   * front matter, rendered Markdown, highlighted code, OpenAPI validation; with `writePage` and
   * `reusePage`, unchanged pages and files and the search index from the last output.
   */
  persistentCache?: boolean;
  /** Overrides `baseUrl` from the config. */
  baseUrl?: string;
  /** The config as `loadBuildConfig` loaded it for this build, when the caller did already. */
  config?: LoadedConfig;
  /** Never fetch: remote sources come from the cache or the committed snapshots. */
  offline?: boolean;
  /** Build docs and posts marked `draft: true` too, with a Draft badge (`ssg serve`). */
  includeDrafts?: boolean;
  /** Environment variables the build reads (`SSG_REMOTE_MIRROR`). */
  env?: RemoteEnv;
  /**
   * Worker threads that render Markdown (default: one per core beside the build's own thread, at
   * least one, at most four; 0 renders in the build's own thread). Read when the cache has no engine yet.
   */
  workers?: number;
  reporter?: Reporter;
  /**
   * Takes each rendered page as soon as it is rendered (the CLI writes it into the staging
   * folder); those pages are then not in `files`, and each page's `data.html` is emptied once its
   * document is written (the pages' other data stay). Pages win over other files of the same path.
   */
  writePage?: (file: OutputFile) => Promise<FileStamp | void>;
  /**
   * Told of each document rendered anew (not taken from the cache) as soon as it is, before the
   * rest of the build is done: the dev server shows an edited page while the site-wide steps run.
   * The document is also in the result, unless `writePage` took it.
   */
  onRendered?: (file: OutputFile, page: PageRecord) => void;
  /** Output paths of documents to render before the others when they change (the pages open in the dev server's tabs). */
  renderFirst?: ReadonlySet<string>;
  /**
   * Puts the last build's unchanged file at `path` into this output; false if it changed. With
   * `persistentCache` and `writePage`, every file is then written through `writePage` (or taken
   * with this), the pages as they are rendered and the others at the end, and `files` is empty.
   */
  reusePage?: (path: string, stamp: FileStamp) => Promise<boolean>;
  /** Ship the theme's browser runtime (default true); false builds the same pages without any external script. */
  browserRuntime?: boolean;
  /**
   * With a `cache` an earlier build of this site filled (with `stages`): the files changed since
   * (absolute or site-relative). Only the sources they affect are read again (see
   * `pipeline/source-changes.ts`); without the list, every source is.
   */
  changedFiles?: readonly string[];
  /**
   * Leave llms.txt, llms-full.txt, the pages' Markdown and the search index out of `files`, to be
   * made by `deferred.files()` when asked (the dev server: a change to one page does not index the
   * whole site again).
   */
  deferIndexes?: boolean;
}

export interface BuildResult {
  config: SiteConfig;
  /** Every file of the site; with `writePage`, all but the pages (none with `reusePage` and `persistentCache`). */
  files: OutputFile[];
  pages: PageRecord[];
  diagnostics: Diagnostic[];
  /** The routes lock to write once the output is in place (`routesLockFile`); none when it is off. */
  routesLock?: RoutesLock;
  /** With `deferIndexes`: the files left to be made when asked. */
  deferred?: DeferredFiles;
  /**
   * Files the site's code and pages were compiled or made from, absolute: the modules the config,
   * the React pages and the theme overrides import, and with the persistent cache also those of
   * MDX pages (their partials and imports), wherever they are.
   */
  dependencies: string[];
  stats: {
    pages: number;
    files: number;
    ms: number;
    /** When each stage ran (they overlap). */
    stages: StageTiming[];
    /** Pages rendered by this build; the others were unchanged and reused. */
    rendered: number;
    /** Markdown pages and code blocks rendered by this build; the others came from the cache. */
    markdown: number;
    /** Whether the build read remote files (declared sources or code references). */
    remote: boolean;
  };
}

/** Builds the site in memory. Throws `UserError` for mistakes in the input. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const run = startBuildRun(options);
  const persistent = options.persistentCache === true;
  // Needs nothing from the site: start it first, so the Markdown workers boot meanwhile (unless a
  // cache may spare them the work).
  if (!(persistent && (await hasPersistentCache(run.root)))) markdownEngine(run);

  // One `git log` for the sitemap's dates, running while the site builds (once per process: a
  // dev server's rebuilds reuse it).
  const lastModified = (run.cache.lastModified ??= gitLastModified(run.root));
  noteChanges(run.cache, run.root, options.changedFiles);
  const memo = run.cache.stages;
  const loaded =
    options.config ??
    (await run.stage('Loading config', () =>
      reuseStep(memo, 'config', [sourceVersion(memo, 'config'), options.baseUrl], run.diagnostics, () => loadBuildConfig(run.root, options.baseUrl)),
    ));
  const { config } = loaded;
  const key = persistent ? await cacheKey(config) : '';
  if (persistent) await run.step('Reading the cache', () => loadPersistentCache(run.root, key, prepareStores(run.cache)));
  const sources = await run.stage('Reading sources', () => readSite(run, loaded));
  // Pages are rendered and written as soon as their data is complete, while the others load; the
  // ones completed before the theme is ready wait for it.
  let writer: PageWriter | undefined;
  const early: PageRecord[] = [];
  const markdown = startMarkdown(run, config, sources);
  // The other files go out through `files` too (`ssg build`): each is taken from the last output
  // when its bytes are the same.
  const fileWriter = persistent && options.writePage && options.reusePage
    ? createFileWriter({ write: options.writePage, reuse: options.reusePage, written: (run.cache.writtenFiles ??= new Map()) })
    : undefined;
  // The search index reads each page's words as the page is ready, while the workers render the
  // others; when the last build's index may still be valid, only if it is not (at the end).
  const search = options.deferIndexes ? undefined : createSearchIndexer();
  const lastSearch = fileWriter ? run.cache.searchIndex : undefined;
  const ready = (page: PageRecord): void => {
    if (writer) writer.add(page);
    else early.push(page);
    if (search && !lastSearch) for (const input of searchPages([page])) search.add(input);
  };
  // The Markdown renders while the theme and its assets are prepared.
  const loading = run.stage(`Rendering ${sources.docs.length} docs`, () => loadContent(run, config, sources, markdown, ready));
  // Awaited below, once the writer is set up; until then a failure must not count as unhandled.
  loading.catch(() => undefined);
  const { theme, assets, site } = await run.step('Preparing theme and assets', () => sources.look);
  writer = createPageWriter({
    site,
    theme,
    // The same in every build of a process, so that a dev server's rebuilds find the documents its
    // first build (with the persistent cache) rendered.
    salt: await themeKey(theme.entry),
    ...(options.writePage ? { write: options.writePage } : {}),
    ...(options.onRendered ? { onRendered: options.onRendered } : {}),
    ...(options.renderFirst ? { renderFirst: options.renderFirst } : {}),
    ...(run.cache.renderedPages ? { memo: run.cache.renderedPages } : {}),
    ...(run.cache.contentDigests ? { contents: run.cache.contentDigests } : {}),
    ...(run.cache.fingerprints ? { fingerprints: run.cache.fingerprints } : {}),
    ...(persistent && options.reusePage ? { written: (run.cache.writtenPages ??= new Map()), reuse: options.reusePage } : {}),
  });
  for (const page of early.splice(0)) writer.add(page);
  const content = await loading;
  // Only after the first build of a fresh install: the workers write their code cache meanwhile.
  // Without a cache of the caller's, the workers are this build's alone and have rendered all
  // they will: they stop then, so that their heaps are gone before the site-wide outputs are made.
  const engine = run.cache.markdownEngine;
  const markdownDone = engine?.saveCodeCache().then(() => (options.cache ? undefined : engine.close()));

  // The graph reports routes claimed twice (onDuplicateRoutes); the first claim is rendered.
  let files: OutputFile[] = [...content.files, ...sources.staticFiles, ...assets.files];
  const graph = buildRouteGraph({ pages: content.pages, files: files.map((file) => file.path) });
  const pages = content.pages.filter((page) => graph.routes.get(normalizeRoute(page.route))?.source === page.source);
  const configFile = path.relative(run.root, loaded.file);
  const searchKey = search && fileWriter ? searchIndexKey(searchPages(pages)) : undefined;
  const keptSearch = lastSearch && lastSearch.key === searchKey && (await takeAll(fileWriter, lastSearch.paths)) ? lastSearch.paths : undefined;
  const outputs = await siteOutputs({
    pages,
    graph,
    content,
    site,
    config,
    configFile: { relative: configFile, absolute: loaded.file },
    staticFiles: sources.staticFiles,
    lastModified: await lastModified,
    deferIndexes: options.deferIndexes === true,
    ...(search ? { search } : {}),
    keptSearch,
    ...(memo ? { markdown: await reuseStep(memo, 'llms-context', [site], run.diagnostics, () => markdownContext(site)) } : {}),
  });
  files = [...files.filter((file) => !outputs.replaces.includes(file.path)), ...outputs.files];
  // A page where the build writes a file (a doc at /sitemap.xml) stops the build before anything is written over.
  const clashes = outputClashes(pages, files, path.join(run.root, config.staticDir), configFile);
  for (const diagnostic of clashes) if (diagnostic.severity === 'warning') run.diagnostics.add(diagnostic);
  const blocking = clashes.filter((diagnostic) => diagnostic.severity === 'error');
  if (blocking.length > 0) throw new UserError(`${blocking[0]!.file}: ${blocking[0]!.message}${blocking.length > 1 ? ` (and ${blocking.length - 1} more)` : ''}`, { hint: blocking[0]!.hint, diagnostics: blocking });
  if (searchKey !== undefined && !keptSearch) {
    run.cache.searchIndex = { key: searchKey, paths: outputs.files.filter((file) => file.path.startsWith(`${SEARCH_FOLDER}/`)).map((file) => file.path) };
  }
  for (const diagnostic of outputs.diagnostics) run.diagnostics.add(diagnostic);
  const routes = new Set([...pages.map((page) => normalizeRoute(page.route)), ...outputs.redirects.keys()]);
  const routesCheck = config.routesLockFile === false ? undefined : checkRoutes({ root: run.root, lockFile: config.routesLockFile, configFile, routes });
  for (const diagnostic of routesCheck?.diagnostics ?? []) run.diagnostics.add(diagnostic);
  for (const diagnostic of socialImageDiagnostics({ pages, siteImage: site.image, exists: (route) => routeExists(graph, route) })) run.diagnostics.add(diagnostic);

  const documents = await run.stage(`Rendering ${pages.length} pages`, () => writer.finish(pages));
  const fileCount = files.length + (keptSearch?.length ?? 0);
  const filesChanged = fileWriter ? await run.step('Writing files', () => writeFiles(fileWriter, files, pages)) : false;
  if (fileWriter) files = [];

  await run.stage('Checking links', () => {
    const layout = { links: configLinks(site), pages: pages.length };
    // The suggestions for broken links hold while the routes do (a dev server's rebuild for an edit).
    const routeList = [...graph.routes.keys()].join('\n');
    if (run.cache.linkSuggestions?.routes !== routeList) run.cache.linkSuggestions = { routes: routeList, near: new Map() };
    const suggestions = run.cache.linkSuggestions.near;
    for (const diagnostic of checkLinks({ graph, rules: config.links, layout, data: collectDataLinks(pages, run.cache.dataLinks), suggestions })) run.diagnostics.add(diagnostic);
  });
  settleRemote({ root: run.root, config, updates: run.remoteUpdates, diagnostics: run.diagnostics });
  if (persistent && (markdown.rendered > 0 || writer.writtenChanged || filesChanged || run.cache.apiReference?.made)) {
    const unsaved = await run.step('Saving the cache', () => savePersistentCache(run.root, key, run.cache));
    if (unsaved) run.diagnostics.add(unsaved);
  }
  await markdownDone;
  run.reporter.done();
  return {
    config,
    files: [...files, ...documents],
    pages,
    // In the order of the files and lines, not in the order the pages happened to render.
    diagnostics: [...run.diagnostics.items].sort(comparePositions),
    ...(routesCheck ? { routesLock: routesCheck.lock } : {}),
    ...(outputs.deferred ? { deferred: outputs.deferred } : {}),
    dependencies: [...new Set([...compiledSources(), ...[...(run.cache.markdown?.values() ?? [])].flatMap((entry) => entry.result.dependencies ?? [])])],
    stats: {
      pages: pages.length,
      files: fileCount + pages.length,
      ms: run.elapsed(),
      stages: run.timeline,
      rendered: writer.rendered,
      markdown: markdown.rendered,
      remote: config.remote.sources.length > 0 || markdown.readCode,
    },
  };
}

/** Whether every file at `paths` was taken from the last output. */
async function takeAll(writer: FileWriter | undefined, paths: readonly string[]): Promise<boolean> {
  if (!writer) return false;
  return (await Promise.all(paths.map((file) => writer.reuse(file)))).every(Boolean);
}

/** Writes (or takes from the last output) every file but the pages, the last of a path winning; pages win over other files. Says whether the record of written files changed. */
async function writeFiles(writer: FileWriter, files: readonly OutputFile[], pages: readonly PageRecord[]): Promise<boolean> {
  const pagePaths = new Set(pages.map((page) => routeToFile(page.route)));
  const last = new Map(files.map((file) => [path.posix.normalize(file.path), file]));
  for (const [relative, file] of last) if (!pagePaths.has(relative)) await writer.put({ ...file, path: relative });
  return writer.finish();
}

/** The stores a persistent cache fills, made if the caller's cache has none. */
function prepareStores(cache: BuildCache): BuildCache {
  cache.markdown ??= new Map();
  cache.code ??= new Map();
  cache.openApiValidations ??= new Map();
  cache.apiReference ??= {};
  cache.writtenPages ??= new Map();
  cache.frontMatter ??= new Map();
  cache.minifiedCss ??= new Map();
  return cache;
}

/** The site config, with `--base-url` applied. */
export async function loadBuildConfig(root: string, baseUrl: string | undefined): Promise<LoadedConfig> {
  const loaded = await loadConfig({ root });
  return baseUrl ? { ...loaded, config: { ...loaded.config, baseUrl: normalizeBaseUrl(baseUrl) } } : loaded;
}
