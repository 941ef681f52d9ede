// The dev server's client in a real browser (Debian's Chromium through playwright-core): a build
// error appears as an overlay in every open page, whatever the site's CSS does, with position,
// message, hint and code frame; the fix clears it without a reload; an edit reloads only the pages
// it changed; a stylesheet change is swapped in place.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentReporter } from '../src/report/reporter.js';
import { serve, type RunningServer } from '../src/serve/serve.js';
import { copyFixture, type SiteCopy } from './helpers/cli.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const available = existsSync(CHROMIUM);
const SHOTS = process.env.SSG_SCREENSHOTS;

describe.skipIf(!available && !process.env.CI)('the dev server client in Chromium', () => {
  let copy: SiteCopy;
  let running: RunningServer;
  let browser: Browser;
  let pageA: Page;
  let pageB: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!available) throw new Error(`CI is set but there is no Chromium at ${CHROMIUM}: install it with apt-get install -y chromium`);
    copy = copyFixture('dev-server');
    [running, browser] = await Promise.all([
      serve({ root: copy.root, host: '127.0.0.1', port: 0, offline: true, reporter: silentReporter }),
      chromium.launch({ executablePath: CHROMIUM, args: ARGS }),
    ]);
    const context = await browser.newContext();
    const open = async (pathname: string): Promise<Page> => {
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(new URL(pathname, running.url).href, { waitUntil: 'load' });
      // A hostile site stylesheet: the overlay must stay readable.
      await page.addStyleTag({ content: 'html > :not(head):not(body) { display: none !important; opacity: 0 !important } div, p, pre, h1 { color: transparent !important; font-size: 0 !important }' });
      // Set only in this document: gone if the page reloads.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      return page;
    };
    pageA = await open('/docs/a');
    pageB = await open('/docs/b');
    for (let i = 0; i < 50 && running.liveClients < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(async () => {
    await browser?.close();
    await running?.close();
    copy?.remove();
  });

  const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);
  const edit = async (file: string, text: string): Promise<void> => {
    const rebuilt = running.nextBuild();
    writeFileSync(path.join(copy.root, file), text);
    await rebuilt;
  };

  it('listens in both pages', () => {
    expect(running.liveClients).toBe(2);
  });

  it('shows a build error in every open page and clears it on the fix without a reload', async () => {
    const original = '---\nsidebar_position: 1\n---\n\n# Page A\n\nFirst version of page A.\n';
    await edit('docs/a.md', '---\nsidebar_position: 1\ntitle: [unclosed\n---\n\n# Page A\n\nFirst version of page A.\n');
    for (const page of [pageA, pageB]) {
      const overlay = page.locator('ssg-error-overlay');
      await overlay.locator('.panel').waitFor({ state: 'visible' });
      expect(await overlay.locator('h1').textContent()).toBe('Build failed');
      expect(await overlay.locator('.where').textContent()).toBe('docs/a.md:3');
      expect(await overlay.locator('.message').textContent()).toMatch(/^invalid YAML in front matter: /);
      expect(await overlay.locator('.hint').textContent()).toMatch(/^hint: /);
      expect(await overlay.locator('.frame').textContent()).toContain('> 3 | title: [unclosed');
      const box = await overlay.locator('.panel').boundingBox();
      expect(box?.width).toBeGreaterThan(300);
      expect(await overlay.locator('.message').evaluate((el) => getComputedStyle(el).fontSize)).toBe('14px');
    }
    if (SHOTS) await pageB.screenshot({ path: path.join(SHOTS, 'dev-overlay.png') });

    await edit('docs/a.md', original);
    for (const page of [pageA, pageB]) {
      await page.locator('ssg-error-overlay').waitFor({ state: 'detached' });
      expect(await marker(page)).toBe(1);
    }
  });

  it('reloads only the pages an edit changed', async () => {
    const reloaded = pageA.waitForEvent('load');
    await edit('docs/a.md', '---\nsidebar_position: 1\n---\n\n# Page A\n\nSecond version of page A.\n');
    await reloaded;
    expect(await pageA.locator('main').textContent()).toContain('Second version of page A.');
    expect(await marker(pageA)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await marker(pageB)).toBe(1);
  });

  it('swaps a changed stylesheet without reloading', async () => {
    const before = await pageB.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href));
    await edit('src/custom.css', '.fixture-note {\n  color: teal;\n}\n');
    await pageB.waitForFunction((old) => ![...document.querySelectorAll('link[rel="stylesheet"]')].some((link) => (link as HTMLLinkElement).href === old[0]), before);
    const after = await pageB.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href));
    expect(after).toHaveLength(before.length);
    expect(after[0]).not.toBe(before[0]);
    expect(await marker(pageB)).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
