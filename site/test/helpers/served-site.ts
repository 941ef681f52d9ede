// The Flux0 site built (offline) into a temporary folder and served on 127.0.0.1 by the tests'
// plain static server, plus Chromium: what the browser-runtime tests run against.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build, writeOutput } from '@ssg/cli/build';
import { launchChromium, watchedPage } from '../../../packages/ssg-cli/test/helpers/browser.js';
import { startStaticServer, type StaticServer } from '../../../packages/ssg-cli/test/helpers/static-server.js';

export { AXE_SOURCE, axeViolations, runBrowserTests, watchedPage } from '../../../packages/ssg-cli/test/helpers/browser.js';

const SITE = path.resolve(import.meta.dirname, '..', '..');

export interface ServedSite {
  server: StaticServer;
  browser: Browser;
  /** The build folder. */
  dir: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  /** Builds for this base URL (`/flux0/`) and serves only under it. */
  baseUrl?: string;
  /** The server's `cache-control` (default `no-store`). */
  cacheControl?: string;
}

/** Builds the site and starts the server and the browser, in parallel. */
export async function serveSite({ baseUrl, cacheControl }: ServeOptions = {}): Promise<ServedSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssg-runtime-'));
  const [result, browser] = await Promise.all([build({ root: SITE, offline: true, ...(baseUrl ? { baseUrl } : {}) }), launchChromium()]);
  await writeOutput({ files: result.files, outDir: dir });
  const server = await startStaticServer({ dir, ...(baseUrl ? { prefix: baseUrl } : {}), ...(cacheControl ? { cacheControl } : {}) });
  return {
    server,
    browser,
    dir,
    close: async () => {
      await Promise.all([browser.close(), server.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Holds the requests matching `url` (a glob or a pattern) until `release` is called, however slow
 * the machine: what a reader does before the scripts or a page arrive can then be checked at leisure.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The glob of the site's scripts. */
export const SCRIPTS = '**/assets/js/**';

/** The page types the budgets and accessibility checks cover. */
export const PAGE_TYPES = {
  home: '/',
  doc: '/docs/quickstart/installation',
  api: '/docs/api/create-agent',
  'blog list': '/blog',
  post: '/blog/releasing-monorepo-using-uv-workspace-and-python-semantic-release',
} as const;

export interface OpenOptions extends BrowserContextOptions {
  /** A script to run before the page's own (`addInitScript`). */
  init?: string;
  /** Prepares the context before the page loads (routes, request listeners). */
  before?: (context: BrowserContext) => Promise<unknown> | unknown;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
  context: BrowserContext;
}

export interface SiteSuite {
  /** The served site (once the suite's `beforeAll` has run). */
  site(): ServedSite;
  /**
   * Opens `path` in a new context (desktop size unless told), after closing the contexts opened
   * before (a page left open would go on prefetching), and waits for the shell when script runs.
   */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
  /** A context of the test's own, closed with the others. */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/** Builds and serves the site for the calling `describe` block, and closes everything after it. */
export function useServedSite(options: ServeOptions = {}): SiteSuite {
  let served: ServedSite | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    served = await serveSite(options);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await served?.close();
  });
  const site = (): ServedSite => {
    if (!served) throw new Error('The site is not served yet');
    return served;
  };
  const context = async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
    const created = await site().browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    contexts.push(created);
    return created;
  };
  return {
    site,
    context,
    async open(path, { init, before, ...options } = {}) {
      await Promise.all(contexts.splice(0).map((previous) => previous.close()));
      const opened = await context(options);
      if (init) await opened.addInitScript(init);
      if (before) await before(opened);
      const { page, errors } = await watchedPage(opened);
      await page.goto(site().server.origin + path, { waitUntil: 'load' });
      // The shell loads after the first paint.
      if (options.javaScriptEnabled !== false) await page.waitForFunction(() => '__ssg' in window);
      return { page, errors, context: opened };
    },
  };
}
