// `ssg serve`: builds in memory, serves the result on 127.0.0.1, and rebuilds when a source
// changes (config, content, static files), reloading open pages. Nothing is written to disk.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch } from 'chokidar';
import { build, type BuildCache } from '../build.js';
import { formatDiagnostic } from '../report/diagnostics.js';
import type { Reporter } from '../report/reporter.js';
import { createSiteServer, type SiteServer } from './site-server.js';

export interface ServeOptions {
  root: string;
  host: string;
  port: number;
  baseUrl?: string;
  offline: boolean;
  reporter: Reporter;
  /** Called with each failed rebuild; the last good build stays served. */
  onError(error: unknown): void;
}

export interface RunningServer {
  url: string;
  site: SiteServer;
  /** Resolves once the rebuilds that follow a file change are done (the site is up to date). */
  nextBuild(): Promise<void>;
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

/** Starts the dev server; the first build must succeed. */
export async function serve(options: ServeOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const cache: BuildCache = { markdown: new Map(), openApiValidations: new Map(), renderedPages: new Map() };
  const site = createSiteServer();
  const waiters: (() => void)[] = [];

  let baseUrl = '/';
  let builds = 0;

  async function rebuild(): Promise<void> {
    const started = performance.now();
    const result = await build({
      root,
      cache,
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      // Rebuilds read remote sources from the cache the first build filled.
      offline: options.offline || builds > 0,
      env: process.env,
      reporter: options.reporter,
    });
    for (const diagnostic of result.diagnostics) options.reporter.line(`${diagnostic.severity === 'error' ? '✖' : '⚠'} ${formatDiagnostic(diagnostic)}`);
    builds += 1;
    site.update(result.files, result.config.baseUrl);
    baseUrl = result.config.baseUrl;
    options.reporter.line(`✔ Built ${result.stats.pages} pages in ${Math.round(performance.now() - started)} ms`);
  }

  await rebuild();
  let running: Promise<void> | undefined;
  let queued = false;
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
    running = (async () => {
      const versions = await Promise.all(files.map(fileVersion));
      // A second event for a save the last rebuild already read (one write can be reported twice)
      // needs no rebuild.
      if (files.every((file, index) => readVersions.get(file) === versions[index])) return;
      files.forEach((file, index) => readVersions.set(file, versions[index] ?? 'missing'));
      await rebuild();
    })()
      .catch((error: unknown) => options.onError(error))
      .finally(() => {
        running = undefined;
        if (queued) {
          queued = false;
          schedule();
        }
        settle();
      });
  };

  const watcher = watch(root, { ignored: (file) => IGNORED.test(path.relative(root, file)), ignoreInitial: true });
  watcher.on('all', (_event, file) => {
    changed.add(file);
    schedule();
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

  await new Promise<void>((resolve, reject) => {
    site.server.once('error', reject);
    site.server.listen(options.port, options.host, () => resolve());
  });
  const address = site.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host}:${port}${baseUrl}`,
    site,
    nextBuild: () => new Promise((resolve) => waiters.push(resolve)),
    async close() {
      closed = true;
      for (const recheck of rechecks) clearTimeout(recheck);
      rechecks.clear();
      await watcher.close();
      await site.close();
      await running;
      await cache.markdownEngine?.close();
    },
  };
}
