// The search dialog and the "Copy page" button in Chromium, against the built Flux0 site: the
// index is not fetched before search first opens; the shortcut works from the first frame, before
// the shell and the island have loaded; keyboard only (typing, ↑ ↓, Enter → the right page and
// heading, client-side, below the navbar; Escape → focus back on the button); the click path and
// the focus trap; the queries; without JavaScript the button is hidden; offline from the
// HTTP cache; under a base URL; axe with the dialog open in light and dark at 320 and 1280 px;
// Copy page puts the page's Markdown on the clipboard by touch and by keyboard.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, holdRequests, PAGE_TYPES, runBrowserTests, SCRIPTS, useServedSite, watchedPage } from './helpers/served-site.js';

const PHONE: BrowserContextOptions = { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true };
const POST = '/blog/releasing-monorepo-using-uv-workspace-and-python-semantic-release';

const dialogOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.ssg-search')?.open ?? false);
/** `button` when the search button has focus, else the focused element's class. */
const focused = (page: Page) => page.evaluate(() => (document.activeElement?.hasAttribute('data-ssg-search') ? 'button' : (document.activeElement?.className ?? '')));
const optionHrefs = (page: Page) => page.$$eval('.ssg-search [role="option"]', (options) => options.map((option) => option.getAttribute('href')));

/** Types `query` into the open dialog and waits for its results (the results region is busy until they are shown). */
async function search(page: Page, query: string): Promise<void> {
  await page.fill('.ssg-search__input', query);
  await page.waitForSelector('.ssg-search__body[aria-busy="false"]');
  expect(await page.textContent('.ssg-search__status')).toMatch(/results? on|No results/);
}

describe.skipIf(!runBrowserTests)('search dialog', () => {
  const { site, open, context: newContext } = useServedSite();
  const indexRequests = () => site().server.requests.filter((request) => request.includes('/search/'));

  it('is driven by the keyboard alone: shortcut, typing, arrows, Enter to the heading; Escape returns focus; no index before the first open', async () => {
    const { page, errors } = await open(PAGE_TYPES.doc);
    site().server.requests.length = 0;
    // Intent on other controls, prefetching: still no index, no search client.
    await page.hover('[data-ssg-color-toggle]');
    await page.waitForTimeout(300);
    expect(indexRequests()).toEqual([]);
    expect(await page.$('ssg-island[data-island="Search"][data-hydrated]')).toBeNull();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.ssg-search[open]');
    expect(await focused(page)).toBe('ssg-search__input');
    await expect.poll(indexRequests).toContain('/search/manifest.json');
    await search(page, 'FLUX0_DB_URI');
    const input = page.locator('.ssg-search__input');
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await input.getAttribute('aria-controls')).toBe('ssg-search-listbox');
    expect(await input.getAttribute('aria-activedescendant')).toBe('ssg-search-option-0');
    expect((await optionHrefs(page))[0]).toBe('/docs/configuration#flux0_db_uri');
    expect(await page.textContent('#ssg-search-option-0 .ssg-search__option-label mark')).toBe('FLUX0_DB_URI');
    expect(await page.textContent('.ssg-search__status')).toMatch(/^\d+ results? on \d+ pages?$/);

    // The shortcut again, in the open dialog: the query is selected.
    await page.keyboard.press('End');
    await page.keyboard.press('Control+k');
    expect(await dialogOpen(page)).toBe(true);
    await expect.poll(() => input.evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd])).toEqual([0, 12]);
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe('ssg-search-option-1');
    expect(await page.getAttribute('#ssg-search-option-1', 'aria-selected')).toBe('true');
    expect(await page.getAttribute('#ssg-search-option-0', 'aria-selected')).toBe('false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const count = (await optionHrefs(page)).length;
    expect(await input.getAttribute('aria-activedescendant')).toBe(`ssg-search-option-${count - 1}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await page.waitForURL('**/docs/configuration#flux0_db_uri');
    expect(await dialogOpen(page)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Configuration');
    // The heading sits just below the sticky navbar.
    const { heading, navbar } = await page.evaluate(() => ({
      heading: document.getElementById('flux0_db_uri')?.getBoundingClientRect().top ?? -1,
      navbar: document.querySelector('.ssg-navbar')?.getBoundingClientRect().bottom ?? -1,
    }));
    expect(heading).toBeGreaterThanOrEqual(navbar);
    expect(heading).toBeLessThan(navbar + 40);

    // Reopened: the last query, selected; Escape closes and focus is back on the button.
    await page.keyboard.press('Meta+k');
    await page.waitForSelector('dialog.ssg-search[open]');
    expect(await page.evaluate(() => {
      const field = document.activeElement as HTMLInputElement;
      return [field.value, field.selectionStart, field.selectionEnd];
    })).toEqual(['FLUX0_DB_URI', 0, 12]);
    await page.keyboard.press('Escape');
    expect(await dialogOpen(page)).toBe(false);
    expect(await focused(page)).toBe('button');
    // Closing it leaves the page where it was (focusing the button in the sticky navbar scrolled it up).
    await page.evaluate(() => window.scrollTo(0, 600));
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.ssg-search[open]');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('button');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // `/` opens it too, outside a text field; typed into the query, it is a character.
    await page.keyboard.press('/');
    await page.waitForSelector('dialog.ssg-search[open]');
    expect(await focused(page)).toBe('ssg-search__input');
    await page.keyboard.press('End');
    await page.keyboard.press('/');
    expect(await input.inputValue()).toBe('FLUX0_DB_URI/');
    await page.keyboard.press('Escape');
    // One manifest for the whole visit: the client keeps what it loaded.
    expect(indexRequests().filter((request) => request === '/search/manifest.json')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('answers the shortcut pressed before the shell and the island have loaded', async () => {
    const { page, errors } = await watchedPage(await newContext());
    const scripts = await holdRequests(page, SCRIPTS);
    await page.goto(site().server.origin + PAGE_TYPES.home, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => '__ssg' in window)).toBe(false);
    scripts.release();
    await page.waitForSelector('dialog.ssg-search[open]', { timeout: 10_000 });
    expect(await focused(page)).toBe('ssg-search__input');
    await page.keyboard.type('docker');
    await page.waitForSelector('#ssg-search-option-0');
    expect(errors).toEqual([]);
  });

  it('opens by click, keeps Tab inside, closes by its button and the backdrop, and finds what the issue asks for', async () => {
    const { page, errors } = await open(PAGE_TYPES.home);
    const button = page.locator('[data-ssg-search]');
    const before = await button.evaluate((element) => element.outerHTML);
    await button.click();
    await page.waitForSelector('dialog.ssg-search[open]');
    // The button's markup is the same once hydrated: nothing platform-specific comes from React.
    expect(await button.evaluate((element) => element.outerHTML)).toBe(before);
    expect(await page.getAttribute('dialog.ssg-search', 'aria-label')).toBe('Search');
    expect(await page.evaluate(() => document.querySelector('dialog.ssg-search')?.matches(':modal'))).toBe(true);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('ssg-search__close');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('ssg-search__input');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('ssg-search__close');
    await page.keyboard.press('Enter');
    expect(await dialogOpen(page)).toBe(false);
    expect(await focused(page)).toBe('button');

    await button.click();
    await page.mouse.click(5, 400);
    expect(await dialogOpen(page)).toBe(false);

    await button.click();
    const cases: Array<[string, string]> = [
      ['debugpy', '/docs/development/how-to-debug-in-vscode'],
      ['koyeb secret', '/docs/deployment/koyeb#step-1-store-your-api-key-as-a-secret'],
      ['stream events', '/docs/api/create-session-event'],
      ['installation pip', '/docs/quickstart/installation'],
      ['uv workspace', POST],
      ['POST /api/agents', '/docs/api/create-agent'],
      ['step 1', '/docs/quickstart/first-agent#step-1-install-langchain'],
      ['agnet', '/docs/quickstart/first-agent'],
    ];
    for (const [query, first] of cases) {
      await search(page, query);
      expect((await optionHrefs(page))[0]?.replace(/#.*/, first.includes('#') ? '$&' : ''), query).toBe(first);
    }
    // A typo still finds sessions, highlighted; API results say so.
    await search(page, 'sesion');
    expect((await page.$$eval('.ssg-search mark', (marks) => marks.map((mark) => mark.textContent?.toLowerCase()))).some((text) => text?.startsWith('session'))).toBe(true);
    expect(await page.textContent('.ssg-search__group-title .ssg-search__kind')).toBe('API');
    await search(page, 'zzzqqq');
    expect(await page.textContent('.ssg-search__status')).toBe('No results for “zzzqqq”');
    expect(await page.getAttribute('.ssg-search__input', 'aria-expanded')).toBe('false');

    // A click on a result: client-side navigation to the post.
    await search(page, 'uv workspace');
    await page.click('#ssg-search-option-0');
    await page.waitForURL(`**${POST}*`);
    expect(await dialogOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ssg-main');
    expect(errors).toEqual([]);
  });

  it('is hidden without JavaScript, with the Markdown link still there', async () => {
    const { page } = await open(PAGE_TYPES.doc, { javaScriptEnabled: false });
    expect(await page.isVisible('[data-ssg-search]')).toBe(false);
    expect(await page.isVisible('[data-ssg-copy-page]')).toBe(false);
    const link = page.locator('.ssg-page-actions__link');
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(`${PAGE_TYPES.doc}.md`);
  });

  it('shows Ctrl K, or ⌘ K on a Mac; at 320 px an icon, and a full-screen dialog', async () => {
    // What each visible key shows: its text, or the sign its stylesheet puts before it (⌘).
    const keys = (page: Page) =>
      page.$$eval('.ssg-search-button__key', (elements) =>
        elements.filter((element) => element.checkVisibility()).map((element) => element.textContent || JSON.parse(getComputedStyle(element, '::before').content)),
      );
    expect(await keys((await open(PAGE_TYPES.home)).page)).toEqual(['Ctrl', 'K']);
    const mac = await open(PAGE_TYPES.home, { init: "Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' })" });
    expect(await keys(mac.page)).toEqual(['⌘', 'K']);

    // The doc page has a three-column table: no page may be wider than the phone, or the sheet
    // (sized by the layout viewport) would be too, its close button off screen.
    const { page, errors } = await open(PAGE_TYPES.doc, PHONE);
    const box = await page.locator('[data-ssg-search]').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(44);
    expect(await page.locator('[data-ssg-search]').isVisible()).toBe(true);
    await page.tap('[data-ssg-search]');
    await page.waitForSelector('dialog.ssg-search[open]');
    expect(await page.locator('dialog.ssg-search').boundingBox()).toEqual({ x: 0, y: 0, width: 320, height: 640 });
    const close = await page.locator('.ssg-search__close').boundingBox();
    expect((close?.x ?? Infinity) + (close?.width ?? 0)).toBeLessThanOrEqual(320);
    await page.keyboard.type('list agents');
    await page.waitForSelector('#ssg-search-option-0');
    await page.tap('#ssg-search-option-0');
    await page.waitForURL('**/docs/api/list-agents*');
    expect(errors).toEqual([]);
  });

  for (const width of [1280, 320]) {
    it(`has no axe violations with the dialog open and results shown, light and dark (${width} px)`, async () => {
      const { page } = await open(PAGE_TYPES.doc, width === 320 ? PHONE : {});
      await page.keyboard.press('Control+k');
      await page.waitForSelector('dialog.ssg-search[open]');
      await search(page, 'session');
      await page.keyboard.press('ArrowDown');
      for (const mode of ['light', 'dark'] as const) {
        await page.evaluate((choice) => (window as unknown as { __ssg: { setColorMode(choice: string): void } }).__ssg.setColorMode(choice), mode);
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
        expect(await axeViolations(page), mode).toEqual([]);
      }
      // Nothing in the dialog is wider than it.
      expect(await page.$eval('.ssg-search__body', (body) => body.scrollWidth - body.clientWidth)).toBe(0);
    });
  }

  it('copies the page as Markdown by keyboard and says "Copied"', async () => {
    const { page, errors, context } = await open(PAGE_TYPES.doc);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site().server.origin });
    for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.hasAttribute('data-ssg-copy-page'))); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const button = page.locator('[data-ssg-copy-page]');
    await expect.poll(() => button.textContent()).toBe('Copied');
    expect(await page.textContent('.ssg-page-actions [role="status"]')).toBe('Copied the page as Markdown');
    const markdown = readFileSync(path.join(site().dir, `${PAGE_TYPES.doc.slice(1)}.md`), 'utf8');
    expect(markdown.startsWith('# Installation')).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    expect(errors).toEqual([]);
  });

  it('copies the page as Markdown with the first tap on a phone', async () => {
    const { page, errors, context } = await open('/docs/deployment/koyeb', PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site().server.origin });
    await page.tap('[data-ssg-copy-page]');
    await expect.poll(() => page.textContent('[data-ssg-copy-page]')).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readFileSync(path.join(site().dir, 'docs/deployment/koyeb.md'), 'utf8'));
    await expect.poll(() => page.textContent('[data-ssg-copy-page]'), { timeout: 4_000 }).toBe('Copy page as Markdown');
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!runBrowserTests)('search dialog under a base URL, offline once loaded', () => {
  const BASE = '/flux0/';
  const { site, open } = useServedSite({ baseUrl: BASE, cacheControl: 'max-age=600' });

  it('loads the index under the base URL and opens results there; then works offline from the HTTP cache', async () => {
    const { page, errors, context } = await open(`${BASE}docs/quickstart/installation`);
    await page.keyboard.press('Control+k');
    await search(page, 'docker');
    await search(page, 'koyeb secret');
    expect((await optionHrefs(page))[0]).toBe(`${BASE}docs/deployment/koyeb#step-1-store-your-api-key-as-a-secret`);
    expect(site().server.requests.filter((request) => request.includes('/search/')).every((request) => request.startsWith(`${BASE}search/`))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${BASE}docs/deployment/koyeb#step-1-store-your-api-key-as-a-secret`);
    expect(errors).toEqual([]);
    // Closed before going offline: its prefetches of visible links would fail then, as they should.
    await page.close();

    // Another tab, online until its page has loaded; then offline, a first search there.
    const other = await context.newPage();
    await other.goto(`${site().server.origin}${BASE}docs/configuration`, { waitUntil: 'load' });
    await other.waitForFunction(() => '__ssg' in window);
    await context.setOffline(true);
    await other.keyboard.press('Control+k');
    await search(other, 'docker');
    expect((await optionHrefs(other)).length).toBeGreaterThan(0);
    expect((await optionHrefs(other)).every((href) => href?.startsWith(BASE))).toBe(true);
    await context.setOffline(false);
  });
});
