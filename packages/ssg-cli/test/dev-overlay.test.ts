// The dev server's client in a real browser (Debian's Chromium through playwright-core), on a site
// with the theme's shell: a build error appears as an overlay in every open page, whatever the
// site's CSS does, with position, message, hint and code frame; the fix clears it without a
// reload; an edit updates only the pages it changed, in place, in every tab, keeping the reader's
// scroll position, open details and the state of unchanged islands (a tab chosen); a config change reloads them at the same place; a deleted or
// renamed page's tab shows the not-found page and comes back with the file, a tab at the new name
// shows the page; a stylesheet change is swapped in place.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  /** Two tabs on a page long enough to scroll. */
  let longPages: Page[];
  const pageErrors: string[] = [];
  /**
   * Until `count` tabs listen on the live channel: a change made before a tab listens never
   * reaches it (a busy machine can take seconds to connect a new tab).
   */
  const listening = async (count: number): Promise<void> => {
    const deadline = Date.now() + 15_000;
    while (running.liveClients < count) {
      if (Date.now() > deadline) throw new Error(`${running.liveClients} of ${count} tabs listen on the live channel after 15 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    if (!available) throw new Error(`CI is set but there is no Chromium at ${CHROMIUM}: install it with apt-get install -y chromium`);
    copy = copyFixture('dev-server', { 'docs/long.md': longDoc('First') });
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
    longPages = [];
    for (let i = 0; i < 2; i++) {
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(new URL('/docs/long', running.url).href, { waitUntil: 'load' });
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      longPages.push(page);
    }
    await listening(4);
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

  /** Scrolls to the place the tests keep and opens the details there (a reader's place). */
  const settle = async (page: Page): Promise<void> => {
    await page.evaluate(() => {
      document.querySelector('details')?.setAttribute('open', '');
      window.scrollTo(0, 1500);
    });
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
  };
  const place = (page: Page) => page.evaluate(() => ({ y: Math.round(window.scrollY), open: document.querySelector('details')?.open }));
  // Each wait has its own limit, below the test's, so that a failure names the step that waited.
  const STEP_MS = 8_000;
  const shows = (page: Page, text: string) => page.waitForFunction((wanted) => document.querySelector('main')?.textContent?.includes(wanted), text, { timeout: STEP_MS });
  const within = <T,>(step: string, work: Promise<T>): Promise<T> =>
    Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${step}: nothing after ${STEP_MS} ms`)), STEP_MS).unref())]);

  it('listens in every page', () => {
    expect(running.liveClients).toBe(4);
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

  it('updates the page an edit changed in place, in every tab, keeping the scroll position, open details and islands; other pages get nothing', async () => {
    const [first] = longPages as [Page];
    // The reader picks the second tab of the tabs island (the click hydrates it).
    await first.click('[role="tab"]:has-text("Docker")');
    await first.waitForSelector('[role="tab"][aria-selected="true"]:has-text("Docker")');
    for (const page of longPages) await settle(page);
    expect(await place(first)).toEqual({ y: 1500, open: true });
    await edit('docs/long.md', longDoc('Second'));
    for (const page of longPages) {
      await shows(page, 'Second version, paragraph 39.');
      expect(await marker(page)).toBe(1);
      expect(await place(page)).toEqual({ y: 1500, open: true });
    }
    expect(await first.textContent('[role="tab"][aria-selected="true"]')).toContain('Docker');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await marker(pageA)).toBe(1);
    expect(await marker(pageB)).toBe(1);
  });

  it('reloads the pages a config change altered, at the same place', async () => {
    const page = longPages[0] as Page;
    const config = readFileSync(path.join(copy.root, 'ssg.config.ts'), 'utf8');
    // Every open page shows the title: all of them reload.
    const pages = [pageA, pageB, ...longPages];
    const reloaded = Promise.all(pages.map((each) => each.waitForEvent('load')));
    await edit('ssg.config.ts', config.replace("title: 'Fixture',", "title: 'Fixture renamed',"));
    await reloaded;
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
    expect(await marker(page)).toBeUndefined();
    expect(await place(page)).toEqual({ y: 1500, open: true });
    expect(await page.locator('header, nav').first().textContent()).toContain('Fixture renamed');
    await listening(4);
    for (const each of pages) await each.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  });

  it('shows the not-found page in the tab of a deleted doc, and the doc again once it is back', async () => {
    const page = longPages[1] as Page;
    const rebuilt = running.nextBuild();
    rmSync(path.join(copy.root, 'docs/long.md'));
    await rebuilt;
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
    expect(page.url()).toBe(new URL('/docs/long', running.url).href);
    await pageA.waitForFunction(() => !document.querySelector('a[href="/docs/long"]'));
    await edit('docs/long.md', longDoc('Third'));
    await shows(page, 'Third version, paragraph 39.');
    // The other pages' sidebars lost the doc, then listed it again: in place.
    expect(await marker(pageA)).toBe(1);
    expect(await pageA.locator('a[href="/docs/long"]').count()).toBeGreaterThan(0);
  });

  it('handles a renamed doc: the old address shows the not-found page, a tab waiting at the new address shows the doc', async () => {
    const [first, second] = longPages as [Page, Page];
    const waiting = await first.context().newPage();
    const response = await waiting.goto(new URL('/docs/moved', running.url).href, { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    await listening(5);
    const rebuilt = running.nextBuild();
    renameSync(path.join(copy.root, 'docs/long.md'), path.join(copy.root, 'docs/moved.md'));
    await within('the rebuild after renaming long.md to moved.md', rebuilt);
    await shows(waiting, 'Third version, paragraph 39.');
    await second.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found', undefined, { timeout: STEP_MS });
    const back = running.nextBuild();
    renameSync(path.join(copy.root, 'docs/moved.md'), path.join(copy.root, 'docs/long.md'));
    await within('the rebuild after renaming moved.md back to long.md', back);
    await shows(second, 'Third version, paragraph 39.');
    await waiting.close();
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

/** A doc long enough to scroll, with a collapsed `<details>` near the place the tests scroll to. */
function longDoc(version: string): string {
  const paragraphs = Array.from({ length: 40 }, (_, i) => `${version} version, paragraph ${i}. ${'A sentence that fills the line with words. '.repeat(6)}`);
  paragraphs.splice(12, 0, '<details>\n<summary>More about this</summary>\n\nThe hidden part.\n\n</details>');
  // An island whose markup no edit of the paragraphs changes: its state (the tab chosen) survives an update.
  paragraphs.splice(2, 0, ':::tabs\n== Python\nInstall it with pip.\n== Docker\nRun the image.\n:::');
  return `---\nsidebar_position: 3\n---\n\n# A long page\n\n${paragraphs.join('\n\n')}\n`;
}
