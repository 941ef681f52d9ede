// The Flux0 site built (offline) into a temporary folder and served on 127.0.0.1 by the tests'
// plain static server, plus Chromium: what the browser-runtime tests run against.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build, writeOutput } from '@ssg/cli/build';
import { launchChromium } from '../../../packages/ssg-cli/test/helpers/browser.js';
import { startStaticServer, type StaticServer } from '../../../packages/ssg-cli/test/helpers/static-server.js';

export { runBrowserTests, watchedPage } from '../../../packages/ssg-cli/test/helpers/browser.js';

const SITE = path.resolve(import.meta.dirname, '..', '..');

export interface ServedSite {
  server: StaticServer;
  browser: Browser;
  /** The build folder. */
  dir: string;
  close(): Promise<void>;
}

/** Builds the site and starts the server and the browser, in parallel. */
export async function serveSite(): Promise<ServedSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssg-runtime-'));
  const [result, browser] = await Promise.all([build({ root: SITE, offline: true }), launchChromium()]);
  await writeOutput({ files: result.files, outDir: dir });
  const server = await startStaticServer({ dir });
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

/** The page types the budgets and accessibility checks cover. */
export const PAGE_TYPES = {
  home: '/',
  doc: '/docs/quickstart/installation',
  api: '/docs/api/create-agent',
  'blog list': '/blog',
  post: '/blog/releasing-monorepo-using-uv-workspace-and-python-semantic-release',
} as const;
