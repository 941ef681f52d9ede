// Debian's Chromium driven by playwright-core, for the browser tests: whether it is installed,
// how to launch it, a page that records console errors and uncaught exceptions, and axe-core.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { runCli, type SiteCopy } from './cli.js';
import { startStaticServer, type StaticServer } from './static-server.js';

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

/** Builds a fixture copy into `<copy.dir>/out` while Chromium starts, then serves the output. */
export async function buildAndServe(copy: SiteCopy): Promise<{ browser: Browser; server: StaticServer }> {
  const [built, browser] = await Promise.all([runCli(['build', '--root', 'site', '--out-dir', 'out'], { cwd: copy.dir }), launchChromium()]);
  if (built.code !== 0) {
    await browser.close();
    throw new Error(`The build failed with exit code ${built.code}:\n${built.stderr}`);
  }
  return { browser, server: await startStaticServer({ dir: path.join(copy.dir, 'out') }) };
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

/** axe-core's browser script, to inject into a page (`addScriptTag`, `addInitScript`). */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is, one line each (rule: first offending nodes); injects axe when needed. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    type Axe = { run(options: object): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
    // Only violations are wanted: axe then keeps one node of the other kinds of result (faster).
    const result = await (window as unknown as { axe: Axe }).axe.run({ resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5).join(' ')}`);
  });
}
