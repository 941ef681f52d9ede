// The shell's inline head script in a real browser (Debian's Chromium driven by playwright-core),
// against builds served by a plain static server that never redirects: `.html` addresses are
// cleaned with history.replaceState (no reload), the base-URL banner appears when the site is
// served under another path than it was built for, a stored colour mode is applied before the
// body exists, and "Skip to main content" is the first element Tab reaches.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ssg/theme';
import { launchChromium, runBrowserTests } from './helpers/browser.js';
import { copyFixture, runCli, type SiteCopy } from './helpers/cli.js';
import { startStaticServer, type StaticServer } from './helpers/static-server.js';

describe.skipIf(!runBrowserTests)('the head script in Chromium', () => {
  let copy: SiteCopy;
  let browser: Browser;
  let context: BrowserContext;
  /** The site built for `/`, served at `/`. */
  let atRoot: StaticServer;
  /** The same build served under `/other/`. */
  let elsewhere: StaticServer;
  /** The site built for `/flux0/`, served at `/flux0/`. */
  let underBase: StaticServer;
  /** The `/flux0/` build served at `/`. */
  let baseMissing: StaticServer;

  beforeAll(async () => {
    copy = copyFixture('base-url');
    const [root, flux0] = await Promise.all([
      runCli(['build', '--root', 'site', '--out-dir', 'root'], { cwd: copy.dir }),
      runCli(['build', '--root', 'site', '--out-dir', 'flux0', '--base-url', '/flux0/'], { cwd: copy.dir }),
      launchChromium().then((launched) => (browser = launched)),
    ]);
    expect(root.code, root.stderr).toBe(0);
    expect(flux0.code, flux0.stderr).toBe(0);
    [atRoot, elsewhere, underBase, baseMissing] = await Promise.all([
      startStaticServer({ dir: path.join(copy.dir, 'root') }),
      startStaticServer({ dir: path.join(copy.dir, 'root'), prefix: '/other/' }),
      startStaticServer({ dir: path.join(copy.dir, 'flux0'), prefix: '/flux0/' }),
      startStaticServer({ dir: path.join(copy.dir, 'flux0') }),
    ]);
    context = await browser.newContext();
    // Data saver on: the shell then prefetches nothing, and the server's log holds only what these tests load.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await Promise.all([atRoot, elsewhere, underBase, baseMissing].map((server) => server?.close()));
    copy?.remove();
  });

  /** Opens `url` in a fresh page and waits for it to load; page errors fail the test. */
  async function open(url: string): Promise<Page> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'load' });
    expect(errors).toEqual([]);
    return page;
  }

  const where = (page: Page) => page.evaluate(() => ({ pathname: location.pathname, search: location.search, hash: location.hash }));

  describe('cleans .html addresses with history.replaceState, without reloading', () => {
    const cases = [
      { from: '/docs/intro/index.html?x=1#next-steps', to: { pathname: '/docs/intro', search: '?x=1', hash: '#next-steps' } },
      { from: '/docs/intro.html?tab=2', to: { pathname: '/docs/intro', search: '?tab=2', hash: '' } },
      { from: '/index.html#top', to: { pathname: '/', search: '', hash: '#top' } },
    ];
    for (const { from, to } of cases) {
      it(`${from} → ${to.pathname}`, async () => {
        const page = await open(`${atRoot.origin}${from}`);
        expect(await where(page)).toEqual(to);
        const [path] = from.split('#');
        expect(atRoot.requests.filter((request) => request === path || request === to.pathname + to.search)).toEqual([path]);
        expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
        await page.close();
      });
    }

    it('keeps the base URL of a site built for /flux0/', async () => {
      const page = await open(`${underBase.origin}/flux0/index.html`);
      expect(await where(page)).toEqual({ pathname: '/flux0/', search: '', hash: '' });
      await page.goto(`${underBase.origin}/flux0/docs/intro/index.html`);
      expect(await where(page)).toEqual({ pathname: '/flux0/docs/intro', search: '', hash: '' });
      expect(await page.locator('#ssg-base-url-banner').count()).toBe(0);
      await page.close();
    });
  });

  describe('warns when the site is served under another base URL', () => {
    const bannerText = (page: Page) => page.locator('#ssg-base-url-banner').textContent({ timeout: 2_000 });

    it('a site built for /flux0/ served at /', async () => {
      const page = await open(`${baseMissing.origin}/docs/intro`);
      const text = await bannerText(page);
      expect(text).toContain('This site did not load properly.');
      expect(text).toContain('“/flux0/”');
      expect(text).toContain('baseUrl');
      expect(await page.locator('body > :first-child').getAttribute('id')).toBe('ssg-base-url-banner');
      await page.close();
    });

    it('a site built for / served under /other/', async () => {
      const page = await open(`${elsewhere.origin}/other/docs/intro`);
      const text = await bannerText(page);
      expect(text).toContain('This site did not load properly.');
      expect(text).toContain('“/”');
      expect(text).toContain('/other/');
      await page.close();
    });

    it('not when the base URL matches', async () => {
      const page = await open(`${atRoot.origin}/docs/intro`);
      expect(await page.locator('#ssg-base-url-banner').count()).toBe(0);
      await page.close();
    });
  });

  describe('colour mode', () => {
    it('is light by default', async () => {
      const page = await open(`${atRoot.origin}/docs/intro`);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
      await page.close();
    });

    it('applies a stored choice before the body exists (no flash)', async () => {
      const page = await open(`${atRoot.origin}/`);
      await page.evaluate((key) => localStorage.setItem(key, 'dark'), STORAGE_KEYS.colorMode);
      atRoot.holdBodyOf = '/about';
      try {
        await page.goto(`${atRoot.origin}/about`, { waitUntil: 'commit' });
        await page.waitForFunction(() => document.title !== '', undefined, { polling: 20, timeout: 5_000 });
        const early = await page.evaluate(() => ({
          theme: document.documentElement.getAttribute('data-theme'),
          choice: document.documentElement.getAttribute('data-color-mode-choice'),
          body: document.body === null ? 'not yet' : document.body.childElementCount,
        }));
        expect(early).toEqual({ theme: 'dark', choice: 'dark', body: 'not yet' });
      } finally {
        atRoot.holdBodyOf = undefined;
        atRoot.release();
      }
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
      await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.colorMode);
      await page.close();
    });
  });

  describe('redirects of old routes (the config\'s redirects), served by a host that reads no _redirects', () => {
    it('lands on the new page with the query and hash kept, under the base URL too', async () => {
      for (const [server, base] of [[atRoot, '/'], [underBase, '/flux0/']] as const) {
        const page = await context.newPage();
        await page.goto(`${server.origin}${base}docs/old-intro?x=1#next-steps`);
        await page.waitForURL(`${server.origin}${base}docs/intro?x=1#next-steps`);
        await page.waitForLoadState('load');
        expect(await page.locator('h1').textContent()).toBe('Introduction');
        await page.close();
      }
    });

    it('works without JavaScript (meta refresh), to a target with its own hash', async () => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const page = await noScript.newPage();
      await page.goto(`${atRoot.origin}/start`);
      await page.waitForURL(`${atRoot.origin}/docs/intro#next-steps`);
      expect(await page.locator('h1').textContent()).toBe('Introduction');
      await noScript.close();
    });

    it('is followed by client navigation to an old route', async () => {
      const page = await open(`${atRoot.origin}/about`);
      await page.waitForFunction(() => '__ssg' in window);
      // Started, not awaited: the redirect page may load as a whole page, which ends this one's scripts.
      await page.evaluate(() => {
        void (window as unknown as { __ssg: { navigate(url: string): Promise<void> } }).__ssg.navigate('/docs/old-intro');
      });
      await page.waitForURL(`${atRoot.origin}/docs/intro`);
      await page.waitForLoadState('load');
      expect(await page.locator('h1').textContent()).toBe('Introduction');
      await page.close();
    });
  });

  it('reaches "Skip to main content" first with Tab, and it moves focus to the main content', async () => {
    const page = await open(`${atRoot.origin}/docs/intro`);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') }));
    expect(focused).toEqual({ text: 'Skip to main content', href: '#ssg-main' });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => ({ hash: location.hash, focused: document.activeElement?.id }))).toEqual({ hash: '#ssg-main', focused: 'ssg-main' });
    await page.close();
  });
});
