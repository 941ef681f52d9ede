// Debian's Chromium driven by playwright-core, for the browser tests: whether it is installed,
// how to launch it, and a page that records console errors and uncaught exceptions.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** True when the browser tests can run; without Chromium they are skipped, unless CI is set. */
export const browserAvailable = existsSync(CHROMIUM);
/** Whether to run the browser tests (CI runs them and fails when Chromium is missing). */
export const runBrowserTests = browserAvailable || Boolean(process.env.CI);
if (!runBrowserTests) console.warn(`Skipping the browser tests: no Chromium at ${CHROMIUM} (install it with: apt-get update && apt-get install -y chromium).`);

export function launchChromium(): Promise<Browser> {
  if (!browserAvailable) throw new Error(`CI is set but there is no Chromium at ${CHROMIUM}: install it with apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** A page whose console errors and uncaught exceptions land in `errors`. */
export async function watchedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { page, errors };
}
