// Islands and client-side navigation racing in Chromium, against the built Flux0 site: the island
// chunks are held back by the browser's request interception, so the reader navigates (a link, an
// `ssg:navigate`, back and forward) while the islands of the page are still loading or hydrating.
// No hydration error, an island swapped out mid-hydration finishes on its own markup and is
// unmounted, the islands of the page shown work, the navbar's islands follow the page shown, and
// an island whose chunk cannot be loaded leaves a warning and a working page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdRequests, runBrowserTests, useServedSite } from './helpers/served-site.js';

/** The islands' own chunks (not the shell's, nor the shared ones with React). */
const ISLAND_CHUNKS = /\/assets\/js\/(?!shell-)[A-Z]\w*-[A-Z0-9]+\.js$/;
const DOCS = { tabs: '/docs/quickstart/installation', next: '/docs/quickstart/first-agent', third: '/docs/configuration' };
const API = { from: '/docs/api/create-agent', to: '/docs/api/list-sessions' };

type Shell = { __ssg: { navigate(url: string): Promise<void> } };
const navigate = (page: Page, url: string) => page.evaluate((to) => (window as unknown as Shell).__ssg.navigate(to), url);
const heading = (page: Page) => page.locator('main h1').first().textContent();
/** Intent on every island of the page shown: their chunks are requested. */
const showIntent = (page: Page) =>
  page.$$eval('ssg-island', (markers) => markers.forEach((marker) => marker.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))));
const hydrated = (page: Page, name: string) => page.waitForSelector(`ssg-island[data-island="${name}"][data-hydrated]`, { state: 'attached', timeout: 10_000 });

describe.skipIf(!runBrowserTests)('islands while navigating', () => {
  const { open } = useServedSite();

  /** The colour toggle and the first content tabs of the page shown answer a click. */
  async function expectIslandsWork(page: Page): Promise<void> {
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    const before = await theme();
    await page.click('[data-ssg-color-toggle]');
    await expect.poll(theme).not.toBe(before);
    const second = page.locator('.ssg-tabs').first().getByRole('tab').nth(1);
    await second.click();
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.ssg-tabs').first().locator('.ssg-tabs__panel:visible').evaluateAll((panels) => panels.map((panel) => panel.id))).toEqual([
      (await second.getAttribute('aria-controls'))!,
    ]);
  }

  it('lets an island swapped out while React hydrates it finish on its own markup, then unmounts it', async () => {
    const { page, errors } = await open(API.from);
    // Both pages in the shell's page cache, so that a navigation swaps within microtasks.
    await navigate(page, API.to);
    await navigate(page, API.from);
    const chunks = await holdRequests(page, ISLAND_CHUNKS);
    // The console hydrates when it comes into view; its chunk is held.
    const requested = page.waitForRequest(/\/ApiConsole-\w+\.js$/);
    await page.locator('ssg-island[data-island="ApiConsole"]').evaluate((marker) => marker.firstElementChild?.scrollIntoView());
    await requested;
    // The moment `hydrateRoot` takes the marker (React listens for events on it then), before React
    // renders anything, the reader goes to another operation, whose console has other samples.
    const swapped = page.evaluate((to) => {
      const marker = document.querySelector('ssg-island[data-island="ApiConsole"]')!;
      return new Promise<{ hydratedThen: boolean; mark: string }>((resolve) => {
        const listen = marker.addEventListener.bind(marker);
        marker.addEventListener = (...args: Parameters<Element['addEventListener']>) => {
          Reflect.deleteProperty(marker, 'addEventListener');
          const mark = Object.keys(marker).find((key) => key.startsWith('__reactContainer$')) ?? '';
          (window as unknown as { __outgoing: Element }).__outgoing = marker;
          queueMicrotask(() => void (window as unknown as Shell).__ssg.navigate(to).then(() => resolve({ hydratedThen: marker.hasAttribute('data-hydrated'), mark })));
          listen(...args);
        };
      });
    }, API.to);
    chunks.release();
    const { hydratedThen, mark } = await swapped;
    expect(hydratedThen).toBe(false);
    expect(mark).not.toBe('');
    expect(await page.evaluate(() => location.pathname)).toBe(API.to);
    // The swapped-out island committed on its own (detached) markup and was unmounted.
    await expect
      .poll(() => page.evaluate((key) => Boolean((window as unknown as { __outgoing: Record<string, unknown> }).__outgoing[key]), mark))
      .toBe(false);
    // The console of the page shown hydrates with its own samples, and its sample tabs work.
    const marker = page.locator('ssg-island[data-island="ApiConsole"]');
    await marker.evaluate((element) => element.firstElementChild?.scrollIntoView());
    await hydrated(page, 'ApiConsole');
    expect(await page.locator('#sample-curl pre').innerText()).toContain('/sessions');
    await page.locator('#sample-tab-go').click();
    await expect.poll(() => page.locator('#sample-go').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('hydrates the islands of the page shown after A → B → C, back and forward while every island chunk loads', async () => {
    const { page, errors } = await open(DOCS.tabs);
    const chunks = await holdRequests(page, ISLAND_CHUNKS);
    await showIntent(page);
    await page.locator('.ssg-page__sidebar').getByRole('link', { name: 'First agent', exact: true }).click();
    await expect.poll(() => heading(page)).toContain('first agent');
    await showIntent(page);
    // Before B's islands have loaded, on to C, then back twice and forward once.
    await navigate(page, DOCS.third);
    await showIntent(page);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe(DOCS.next);
    await page.goBack();
    await expect.poll(() => heading(page)).toBe('Installation');
    await page.goForward();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe(DOCS.next);
    await page.goBack();
    await expect.poll(() => heading(page)).toBe('Installation');
    await showIntent(page);
    chunks.release();
    await hydrated(page, 'Tabs');
    await expectIslandsWork(page);
    // Every marker on the page is React's root once; the swapped-out ones are gone with their page.
    expect(await page.$$eval('ssg-island[data-hydrated]', (markers) => markers.every((marker) => marker.isConnected))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('marks the page shown in the navbar menu when it hydrates after navigations', async () => {
    const { page, errors } = await open(DOCS.tabs, { viewport: { width: 800, height: 700 } });
    const chunks = await holdRequests(page, ISLAND_CHUNKS);
    // The menu's chunk is requested on the docs page, the reader goes to the blog before it arrives.
    await page.hover('[data-ssg-menu-toggle]');
    await navigate(page, '/blog');
    await expect.poll(() => page.title()).toContain('Blog');
    chunks.release();
    await hydrated(page, 'MobileMenu');
    await page.click('[data-ssg-menu-toggle]');
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.locator('.ssg-nav-link--active').allTextContents()).toEqual(['Blog']);
    // And after one more navigation, from the hydrated menu.
    await menu.getByRole('link', { name: 'Learn' }).click();
    await page.waitForURL(`**/docs/**`);
    await page.click('[data-ssg-menu-toggle]');
    expect(await menu.locator('.ssg-nav-link--active').allTextContents()).toEqual(['Learn']);
    expect(errors).toEqual([]);
  });

  it('warns once when an island chunk cannot be loaded, and the page works without it', async () => {
    const { page, errors } = await open(DOCS.tabs, {
      // The page's load already reloaded for a missing chunk (see the shell's redeploy tests): no reload again.
      init: `sessionStorage.setItem('ssg-reload-guard', 'chunk:' + location.href)`,
      before: (context) => context.route(/\/assets\/js\/Tabs-\w+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' })),
    });
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && message.text().startsWith('ssg:') && warnings.push(message.text())));
    let loads = 0;
    page.on('load', () => loads++);
    // A click on a tab asks for the island, whose chunk fails: the block then shows as without
    // JavaScript, every panel under its label.
    const tabs = page.locator('.ssg-tabs').first();
    await tabs.getByRole('tab').nth(1).click();
    await expect.poll(() => warnings).toEqual([expect.stringMatching(/^ssg: the "Tabs" island could not be loaded \(.+\); the page works without it\.$/)]);
    await expect.poll(() => tabs.getByRole('tablist').isVisible()).toBe(false);
    expect(await tabs.locator('.ssg-tabs__panel:visible').count()).toBe(2);
    expect(await tabs.locator('.ssg-tabs__label:visible').allTextContents()).toEqual(['macOS and Linux', 'Windows (PowerShell)']);
    // The other islands and navigation work.
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    const before = await theme();
    await page.click('[data-ssg-color-toggle]');
    await expect.poll(theme).not.toBe(before);
    await page.locator('.ssg-page__sidebar').getByRole('link', { name: 'First agent', exact: true }).click();
    await expect.poll(() => heading(page)).toContain('first agent');
    expect(loads).toBe(0);
    expect(warnings).toHaveLength(1);
    // The browser reports the 404 itself; nothing else fails.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
});
