// `ssg serve`: listens first (a busy port fails at once), builds in memory, serves the result with
// the shared static handler plus the live channel, and rebuilds when a source changes (config,
// content, static files). Open pages hear what changed: the routes whose HTML changed reload, a
// restyled stylesheet is swapped in place, a failed build shows its errors in an overlay while the
// last good build stays served, and the fix clears it. Nothing is written to disk.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { watch } from 'chokidar';
import type { BuildResult } from '../build.js';
import { CONFIG_FILES, loadConfig } from '../config/load-config.js';
import { normalizeBaseUrl, type SiteConfig } from '../config/schema.js';
import type { PageRecord } from '../content/types.js';
import { routeToFile, type OutputFile } from '../output/types.js';
import type { DeferredFiles } from '../render/site-indexes.js';
import { createIncrementalBuilder } from '../pipeline/incremental-builder.js';
import { sourceChanges } from '../pipeline/source-changes.js';
import { formatDiagnostic } from '../report/diagnostics.js';
import { silentReporter, type Reporter } from '../report/reporter.js';
import { catchSiteCodeErrors } from '../runtime/site-code-errors.js';
import { injectDevClient, readDevClient } from './dev-client-script.js';
import { devOutput } from './dev-output.js';
import { describeFailure, formatLiveDiagnostic } from './error-report.js';
import { createLiveChannel, type LiveChannel } from './live-channel.js';
import { OPEN_FILE, type LiveDiagnostic } from './live-protocol.js';
import { listen, serverUrl } from './listen.js';
import { createSiteHandler, type SiteSnapshot } from './site-handler.js';
import { siteChanges } from './site-changes.js';

export interface ServeOptions {
  root: string;
  host: string;
  port: number;
  /** The user chose the port: a busy one is an error instead of a reason to take the next. */
  portChosen?: boolean;
  /** Host names answered besides localhost and IP addresses (`--allowed-hosts`). */
  allowedHosts?: string[];
  baseUrl?: string;
  offline: boolean;
  /**
   * Start from the build cache (`<root>/.ssg-cache/build`, as `ssg build` keeps it) and keep what
   * the first build rendered there; default true. Rebuilds keep what they need in memory.
   */
  cache?: boolean;
  /** Shows the first build's progress, and the lines of each rebuild. */
  reporter: Reporter;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Busy ports skipped to find a free one. */
  skippedPorts: number[];
  /** Resolves once the rebuilds that follow a file change are done (the site is up to date). */
  nextBuild(): Promise<void>;
  /** Rebuilds everything from scratch (caches dropped); open pages reload. */
  rebuildAll(): Promise<void>;
  /** Errors of the last build (empty when it succeeded). */
  readonly errors: LiveDiagnostic[];
  /** Open pages listening on the live channel. */
  readonly liveClients: number;
  close(): Promise<void>;
}

/**
 * Paths (relative to the site root) the watcher skips: dependencies and Git data anywhere; the
 * default output and cache folders and the output's staging folders (`.build.tmp-123`) at the top
 * only, so that a docs folder named `build` is still watched.
 */
const IGNORED = /(^|[/\\])(node_modules|\.git)([/\\]|$)|^(build|\.ssg-cache)([/\\]|$)|^\.[^/\\]+\.(tmp|old)-\d+([/\\]|$)/;

/** Size and modification time of a file, or `missing`: tells whether it changed. */
async function fileVersion(file: string): Promise<string> {
  return stat(file).then((s) => `${s.size}:${s.mtimeMs}`, () => 'missing');
}

/** The page served while there is no good build yet: the overlay (from the live channel) tells why. */
const FAILED_PAGE: OutputFile = {
  path: '__ssg/build-failed.html',
  contents:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title></head>' +
    '<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
    '<h1>The site could not be built</h1><p>The error is shown here and in the terminal. Fix it and save: this page reloads by itself.</p></body></html>',
};

/** Documents remembered as navigated to last (`openDocuments` in `serve`): a few tabs' pages. */
const OPEN_PAGES = 8;

/** Starts the dev server. Resolves once the first build is done, whether it succeeded or not. */
export async function serve(options: ServeOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  // Nothing to build or watch: say so at once rather than serve an error page forever.
  if (!CONFIG_FILES.some((name) => existsSync(path.join(root, name)))) await loadConfig({ root });
  // The first build shows its progress; rebuilds print one line each.
  let progress: Reporter = options.reporter;
  const builder = createIncrementalBuilder({
    root,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    offline: options.offline,
    // Authors see their drafts while writing them, marked with a Draft badge; `ssg build` leaves them out.
    includeDrafts: true,
    env: process.env,
    deferIndexes: true,
    persistentCache: options.cache !== false,
    reporter: { stage: (label) => progress.stage(label), line: (text) => progress.line(text), done: () => progress.done() },
  });
  const client = readDevClient();
  const instance = Date.now().toString(36);
  let builds = 0;
  /** The last good build, served while later builds fail. */
  let good: SiteSnapshot | undefined;
  let errors: LiveDiagnostic[] = [];
  let printedWarnings = new Set<string>();
  let fallbackBase = options.baseUrl ? normalizeBaseUrl(options.baseUrl) : '/';
  const failedSnapshot = (): SiteSnapshot => ({ files: new Map([[FAILED_PAGE.path, FAILED_PAGE]]), baseUrl: fallbackBase, notFound: { path: FAILED_PAGE.path, status: 500 } });
  let firstBuild: Promise<void> | undefined;
  /** The last good build's files and config, from which a page a rebuild renders early is served. */
  let goodBuild: { files: OutputFile[]; deferred: DeferredFiles | undefined; config: SiteConfig } | undefined;

  const channel: LiveChannel = createLiveChannel({ hello: () => ({ type: 'hello', buildId: good?.buildId ?? '', diagnostics: errors }) });
  /**
   * The documents browsers navigated to last (output paths, the latest last): the pages most likely
   * open in a tab, which a rebuild renders and shows first (a new doc changes every page's sidebar).
   * Prefetches are fetches, not counted; the shell's navigations are, as the dev client tells
   * (`__ssg/open?route=…`).
   */
  const openDocuments = new Set<string>();
  const noteOpen = (path: string): void => {
    openDocuments.delete(path);
    openDocuments.add(path);
    if (openDocuments.size > OPEN_PAGES) openDocuments.delete(openDocuments.values().next().value as string);
  };
  const handler = createSiteHandler({
    mode: 'dev',
    allowedHosts: [options.host, ...(options.allowedHosts ?? [])],
    async current() {
      await firstBuild;
      return good ?? failedSnapshot();
    },
    transformHtml(html, { status, snapshot }) {
      const route = status === 404 ? `${snapshot.baseUrl}404` : undefined;
      return injectDevClient(html, { baseUrl: snapshot.baseUrl, buildId: snapshot.buildId ?? '', ...(route ? { route } : {}) });
    },
    onNavigation: (path) => noteOpen(path),
    internal(rest, req, res) {
      if (rest.length === 1 && rest[0] === 'events') return channel.connect(req, res);
      if (rest.length === 1 && rest[0] === OPEN_FILE) {
        const route = new URL(req.url ?? '/', 'http://localhost').searchParams.get('route');
        if (route?.startsWith('/')) noteOpen(routeToFile(route));
        res.writeHead(204, { 'cache-control': 'no-store' });
        res.end();
        return;
      }
      if (rest.length === 1 && rest[0] === 'client.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', 'content-length': Buffer.byteLength(client) });
        res.end(req.method === 'HEAD' ? undefined : client);
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found.\n');
    },
  });
  const server: Server = createServer(handler);
  const listening = await listen(server, { host: options.host, port: options.port, portChosen: options.portChosen ?? false, command: 'ssg serve' });

  /** Prints the warnings not printed after the previous build (a lasting warning shows once). */
  function printWarnings(lines: string[]): void {
    for (const line of lines) if (!printedWarnings.has(line)) options.reporter.line(`⚠ ${line}`);
    printedWarnings = new Set(lines);
  }

  function fail(diagnostics: LiveDiagnostic[]): void {
    errors = diagnostics;
    for (const diagnostic of diagnostics) options.reporter.line(formatLiveDiagnostic(diagnostic));
    channel.send({ type: 'error', diagnostics });
  }

  /**
   * Shows the pages of the changed files, and the pages open in a browser (rendered first), as soon
   * as a running rebuild has rendered them, in place, before its site-wide steps (link check,
   * sitemap, the other pages: a new doc changes the sidebar of hundreds, which come in one update
   * at the end) are done: the served output is the last good build with those pages. Only for changed content (docs, pages, posts): a stylesheet or static file
   * changes every page in a way open pages take without a swap, code or config makes them reload.
   * If the rebuild then fails, `undo()` serves the last good build again and tells the pages shown.
   */
  function earlyPages(trigger: { files: string[]; full: boolean } | undefined) {
    const before = good;
    const kept = goodBuild;
    if (!trigger || trigger.full || !before || !kept) return undefined;
    const kinds = sourceChanges({ root, config: kept.config, files: trigger.files });
    if (kinds.everything || kinds.styles || kinds.staticFiles) return undefined;
    const changedSources = new Set(trigger.files.map((file) => path.resolve(root, file)));
    const edited = new Set(trigger.files);
    const pages = new Map<string, OutputFile>();
    let shown: string[] = [];
    return {
      get shown(): readonly string[] {
        return shown;
      },
      renderFirst: new Set(openDocuments),
      onRendered(file: OutputFile, page: PageRecord): void {
        if (!edited.has(page.source) && !openDocuments.has(file.path)) return;
        const served = good?.files.get(file.path);
        const { routes } = siteChanges({ before: new Map(served ? [[file.path, served]] : []), after: new Map([[file.path, file]]), baseUrl: before.baseUrl, changedSources });
        if (routes.length === 0 || good === undefined) return;
        pages.set(file.path, file);
        const files = new Map(kept.files.map((known) => [known.path, known]));
        for (const page of pages.values()) files.set(page.path, page);
        good = { files: devOutput([...files.values()], kept.deferred), baseUrl: before.baseUrl, buildId: `${instance}-${builds + 1}.${pages.size}` };
        shown = [...new Set([...shown, ...routes])];
        // The page's document goes with the message: a request for it would wait for the rebuild.
        const html = 'copyFrom' in file ? undefined : typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
        channel.send({ type: 'update', buildId: good.buildId as string, routes, inPlace: true, ...(html !== undefined && routes.length === 1 ? { html } : {}) });
      },
      undo(): void {
        if (shown.length === 0) return;
        good = before;
        channel.send({ type: 'update', buildId: before.buildId as string, routes: shown, inPlace: true });
      },
    };
  }

  /**
   * One build; `trigger` says what started it (changed files, relative to the root; a full rebuild
   * forgets everything kept), for the summary line. Rebuilds read remote sources from the cache the
   * first build filled.
   */
  async function rebuild(trigger: { files: string[]; full: boolean } | undefined): Promise<void> {
    const started = performance.now();
    let result: BuildResult;
    const early = earlyPages(trigger);
    try {
      progress = trigger ? silentReporter : options.reporter;
      result = (await (trigger?.full ? builder.rebuild() : builder.update(trigger?.files, early))).result;
    } catch (error) {
      builds += 1;
      early?.undo();
      return fail(describeFailure({ root, error }));
    }
    builds += 1;
    printWarnings(result.diagnostics.filter((d) => d.severity === 'warning').map(formatDiagnostic));
    if (result.diagnostics.some((d) => d.severity === 'error')) {
      early?.undo();
      return fail(describeFailure({ root, diagnostics: result.diagnostics }));
    }

    goodBuild = { files: result.files, deferred: result.deferred, config: result.config };
    const files = devOutput(result.files, result.deferred);
    const baseUrl = result.config.baseUrl;
    fallbackBase = baseUrl;
    const previous = good;
    const snapshot = { files, baseUrl, buildId: `${instance}-${builds}` };
    good = snapshot;
    const wasFailing = errors.length > 0;
    errors = [];
    if (wasFailing) channel.send({ type: 'clear' });
    const ms = Math.round(performance.now() - started);
    if (!trigger) {
      options.reporter.line(`✔ Built ${result.stats.pages} pages in ${ms} ms`);
      return;
    }
    const changes = previous
      ? siteChanges({ before: previous.files, after: files, baseUrl, changedSources: new Set(trigger.files.map((file) => path.resolve(root, file))) })
      : undefined;
    const what = trigger.full ? 'full rebuild' : trigger.files.length > 3 ? `${trigger.files.slice(0, 3).join(', ')} (+${trigger.files.length - 3})` : trigger.files.join(', ');
    // A full rebuild reloads every open page: it names the pages built, not the ones that changed.
    const pages = changes && !trigger.full ? new Set([...changes.routes, ...(early?.shown ?? [])]).size : result.stats.pages;
    options.reporter.line(`✔ ${what} → ${pages} page${pages === 1 ? '' : 's'} in ${ms} ms`);
    if (!changes || trigger.full || previous?.baseUrl !== baseUrl) return channel.send({ type: 'reload', buildId: snapshot.buildId });
    if (changes.routes.length > 0) {
      const inPlace = !sourceChanges({ root, config: result.config, files: trigger.files }).everything;
      channel.send({ type: 'update', buildId: snapshot.buildId, routes: changes.routes, inPlace });
    }
    else if (changes.stylesheet) channel.send({ type: 'css', buildId: snapshot.buildId, ...changes.stylesheet });
    if (changes.reload) channel.send({ type: 'reload', buildId: snapshot.buildId });
  }

  // An error the site's code throws once it has run (a timer of the config's) is shown like a
  // failed build's, instead of ending the server.
  const release = catchSiteCodeErrors(root, (error) => fail(describeFailure({ root, error })));
  firstBuild = rebuild(undefined);
  await firstBuild;

  const waiters: (() => void)[] = [];
  let running: Promise<void> | undefined;
  let queued = false;
  let fullRequested = false;
  let closed = false;
  const changed = new Set<string>();
  /** Version (size and mtime) of each changed file as the last rebuild started to read it. */
  const readVersions = new Map<string, string>();
  /** Pending second looks at changed files (see the watcher below). */
  const rechecks = new Set<NodeJS.Timeout>();

  const settle = (): void => {
    if (!running && !queued && rechecks.size === 0) for (const resolve of waiters.splice(0)) resolve();
  };
  const schedule = (): void => {
    if (closed) return;
    if (running) {
      queued = true;
      return;
    }
    const files = [...changed];
    changed.clear();
    const full = fullRequested;
    fullRequested = false;
    running = (async () => {
      if (full) return rebuild({ files: [], full: true });
      const versions = await Promise.all(files.map(fileVersion));
      // A second event for a save the last rebuild already read (one write can be reported twice)
      // needs no rebuild.
      if (files.every((file, index) => readVersions.get(file) === versions[index])) return;
      files.forEach((file, index) => readVersions.set(file, versions[index] ?? 'missing'));
      await rebuild({ files: files.map((file) => path.relative(root, file).split(path.sep).join('/')), full: false });
    })()
      .catch((error: unknown) => fail(describeFailure({ root, error })))
      .finally(() => {
        running = undefined;
        if (queued || changed.size > 0 || fullRequested) {
          queued = false;
          schedule();
        }
        settle();
      });
  };

  const watcher = watch(root, { ignored: (file) => IGNORED.test(path.relative(root, file)), ignoreInitial: true });
  watcher.on('all', (event, file) => {
    // A save that empties the file before writing it (a shell's `>`, some editors) shows it empty
    // for a moment: an empty file is left to the second look below, so that open pages are not
    // sent an empty page and no "No title" warning is printed; one that stays empty is built then.
    const emptied = event === 'add' || event === 'change' ? fileVersion(file).then((version) => version.startsWith('0:')) : Promise.resolve(false);
    void emptied.then((empty) => {
      if (empty) return;
      changed.add(file);
      schedule();
    });
    // The watcher drops further changes of a file for 50 ms after reporting one: look at the
    // file again after that window and rebuild if it differs from what the rebuild read.
    const recheck = setTimeout(() => {
      void fileVersion(file).then((version) => {
        rechecks.delete(recheck);
        if (version !== readVersions.get(file)) {
          changed.add(file);
          schedule();
        }
        settle();
      });
    }, 60);
    rechecks.add(recheck);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    url: serverUrl(options.host, listening.port, good?.baseUrl ?? fallbackBase),
    port: listening.port,
    skippedPorts: listening.skipped,
    nextBuild: () => new Promise((resolve) => waiters.push(resolve)),
    rebuildAll() {
      const done = new Promise<void>((resolve) => waiters.push(resolve));
      fullRequested = true;
      schedule();
      return done;
    },
    get errors() {
      return errors;
    },
    get liveClients() {
      return channel.size;
    },
    async close() {
      closed = true;
      for (const recheck of rechecks) clearTimeout(recheck);
      rechecks.clear();
      await watcher.close();
      channel.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await running;
      await builder.close();
      release();
    },
  };
}
