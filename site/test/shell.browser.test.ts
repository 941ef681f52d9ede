// The shell in Chromium, against the built Flux0 site: client-side navigation (content, head,
// history, scroll, focus, announcement, islands kept or remounted), the progress bar on slow
// responses only, prefetch (and none on data saver or 2g), Retry after an aborted response,
// "This page crashed." + Try again, one reload (never a loop) for another build or a missing
// chunk, and the shell's API for the dev server and islands.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRequests, runBrowserTests, useServedSite, type OpenOptions } from './helpers/served-site.js';

const FROM = '/docs/quickstart/installation';
const TO = '/docs/quickstart/first-agent';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!runBrowserTests)('the shell', () => {
  const { site, open: openPage } = useServedSite();
  /** Opens a page and marks its document: the mark survives client-side navigations, not full loads. */
  async function open(path: string, options: OpenOptions = {}): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await openPage(path, options);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    return { page, errors };
  }
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  const sidebarLink = (page: Page, name: string) => page.locator('.ssg-page__sidebar').getByRole('link', { name, exact: true });
  const heading = (page: Page) => page.locator('main h1').first().textContent();
  const requestsOf = (path: string) => site().server.requests.filter((request) => request === path).length;

  describe('client-side navigation', () => {
    it('swaps content, head, sidebar and navbar state, announces the title and focuses the content, without a reload', async () => {
      const { page, errors } = await open(FROM);
      await page.hover('[data-ssg-color-toggle]');
      await page.waitForSelector('ssg-island[data-island="ColorModeToggle"][data-hydrated]', { state: 'attached' });
      await page.$eval('ssg-island[data-island="ColorModeToggle"]', (marker) => ((marker as unknown as { __kept: boolean }).__kept = true));
      const expected = await (await fetch(site().server.origin + TO)).text();
      await sidebarLink(page, 'First agent').click();
      await page.waitForURL(`**${TO}`);
      await expect.poll(() => heading(page)).toContain('first agent');
      expect(await sameDocument(page)).toBe(true);
      expect(await page.title()).toBe(/<title>([^<]*)<\/title>/.exec(expected)?.[1]);
      const description = /<meta name="description" content="([^"]*)"/.exec(expected)?.[1];
      expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(description?.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`https://flux0.dev${TO}`);
      expect(await page.locator('.ssg-page__sidebar a[aria-current="page"]').textContent()).toBe('First agent');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('ssg-main');
      await expect.poll(() => page.textContent('[data-ssg-announcer]')).toBe(await page.title());
      // The navbar island stayed mounted; the TOC island of the new page hydrated.
      expect(await page.$eval('ssg-island[data-island="ColorModeToggle"]', (marker) => (marker as unknown as { __kept?: boolean }).__kept)).toBe(true);
      await page.waitForSelector('ssg-island[data-island="TocNav"][data-hydrated]', { state: 'attached' });
      expect(errors).toEqual([]);
    });

    it('restores content and scroll position on back and forward, starts new pages at the top', async () => {
      const { page, errors } = await open(FROM);
      await page.evaluate(() => window.scrollTo(0, 700));
      await sidebarLink(page, 'First agent').click();
      await page.waitForURL(`**${TO}`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.goBack();
      await expect.poll(() => heading(page)).toBe('Installation');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
      await page.goForward();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe(TO);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
      expect(await sameDocument(page)).toBe(true);
      expect(errors).toEqual([]);
    });

    it('keeps the scroll position over a reload and a visit to another document; a link to the page shown adds no entry', async () => {
      const { page, errors } = await open(FROM);
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.reload();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
      await page.evaluate(() => window.scrollTo(0, 900));
      // A full load of another document (a feed, another site, here the blog loaded anew).
      await page.evaluate(() => location.assign('/blog'));
      await page.waitForURL('**/blog');
      await page.goBack();
      await page.waitForURL(`**${FROM}`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
      const entries = await page.evaluate(() => history.length);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await sidebarLink(page, 'Installation').click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => history.length)).toBe(entries);
      expect(await sameDocument(page)).toBe(true);
      expect(errors).toEqual([]);
    });

    it('swaps out an island that is still hydrating without an error, and unmounts it once it has', async () => {
      const { page, errors } = await open(FROM);
      await page.waitForSelector('ssg-island[data-island="TocNav"][data-hydrated]', { state: 'attached' });
      // The next page's TOC island hydrates when it comes into view; going back the moment
      // `hydrateRoot` has been called (React marks the container then) swaps it out before React
      // has committed. The name of React's mark comes from the first TOC, which has hydrated.
      const outcome = await page.evaluate(async ([from, to]) => {
        const ssg = (window as unknown as { __ssg: { navigate(url: string): Promise<void> } }).__ssg;
        const first = document.querySelector('ssg-island[data-island="TocNav"]')!;
        const mark = Object.keys(first).find((key) => key.startsWith('__reactContainer$'))!;
        // Both pages in the shell's page cache: going back then swaps within microtasks.
        await ssg.navigate(to!);
        await ssg.navigate(from!);
        await ssg.navigate(to!);
        const marker = document.querySelector('ssg-island[data-island="TocNav"]')!;
        const hydrating = await new Promise<boolean>((resolve) => {
          let value: unknown;
          Object.defineProperty(marker, mark, {
            configurable: true,
            get: () => value,
            set: (next) => {
              value = next;
              if (!next) return;
              document.addEventListener('ssg:before-swap', () => resolve(!marker.hasAttribute('data-hydrated')), { once: true });
              queueMicrotask(() => void ssg.navigate(from!));
            },
          });
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { hydrating, mounted: Boolean((marker as unknown as Record<string, unknown>)[mark]) };
      }, [FROM, TO]);
      expect(outcome).toEqual({ hydrating: true, mounted: false });
      expect(errors).toEqual([]);
    });

    it('lands on a #hash target just below the sticky navbar', async () => {
      const { page } = await open(TO);
      await page.evaluate(() => (window as unknown as { __ssg: { navigate(url: string): Promise<void> } }).__ssg.navigate('/docs/quickstart/installation#start-the-server'));
      expect(await page.evaluate(() => location.hash)).toBe('#start-the-server');
      const top = await page.$eval('#start-the-server', (element) => element.getBoundingClientRect().top);
      const navbar = await page.$eval('.ssg-navbar', (element) => element.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(navbar);
      expect(top).toBeLessThan(navbar + 40);
      expect(await sameDocument(page)).toBe(true);
    });

    it('replaces the sidebar and the active navbar item when going to the blog, and shows the not-found page for unknown routes', async () => {
      const { page, errors } = await open(FROM);
      await page.locator('.ssg-navbar__items').getByRole('link', { name: 'Blog' }).click();
      await page.waitForURL('**/blog');
      await expect.poll(() => page.locator('.ssg-page__sidebar').count()).toBe(0);
      expect(await page.getAttribute('.ssg-navbar__items a[href="/blog"]', 'class')).toContain('ssg-nav-link--active');
      expect(await page.getAttribute('.ssg-navbar__items a[href="/docs/quickstart/introduction"]', 'class')).not.toContain('ssg-nav-link--active');
      await page.evaluate(() => (window as unknown as { __ssg: { navigate(url: string): Promise<void> } }).__ssg.navigate('/no/such/page'));
      expect(await page.textContent('main')).toContain('Page Not Found');
      expect(await sameDocument(page)).toBe(true);
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    });
  });

  describe('progress bar', () => {
    const watchBar = (page: Page) =>
      page.evaluate(() => {
        const seen: string[] = [];
        new MutationObserver(() => {
          const bar = document.querySelector('[role="progressbar"]');
          if (bar?.isConnected) seen.push(bar.getAttribute('aria-valuenow') ?? '');
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
        (window as unknown as { __bar: string[] }).__bar = seen;
      });
    const barSeen = (page: Page) => page.evaluate(() => (window as unknown as { __bar: string[] }).__bar);

    it('shows on a slow response (from 0.08, trickling), then completes and goes', async () => {
      const { page } = await open(FROM, { reducedMotion: 'reduce' });
      // The page is held until the bar has been checked and has crept forward once.
      const response = await holdRequests(page, `**${TO}`);
      await watchBar(page);
      await sidebarLink(page, 'First agent').click();
      const bar = page.getByRole('progressbar', { name: 'Loading page' });
      await bar.waitFor({ state: 'attached' });
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8);
      expect(await page.$eval('.ssg-progress__bar', (element) => parseFloat(getComputedStyle(element).transitionDuration))).toBeLessThan(0.01);
      // The first trickle comes 800 ms after the bar shows: more than the poll's default second leaves on a loaded machine.
      await expect.poll(async () => (await barSeen(page)).map(Number), { timeout: 10_000 }).toContain(18);
      response.release();
      await page.waitForURL(`**${TO}`);
      await bar.waitFor({ state: 'detached' });
      const values = (await barSeen(page)).map(Number);
      expect(values[0]).toBe(8);
      expect(values).toContain(100);
    });

    it('does not show when the page arrives within 200 ms', async () => {
      const { page } = await open(FROM);
      await watchBar(page);
      // Prefetched (on hover) and arrived: the navigation then needs no request, so even a busy
      // machine shows the page well within the bar's delay.
      await sidebarLink(page, 'First agent').hover();
      await expect.poll(() => page.evaluate((path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path) && (entry as PerformanceResourceTiming).responseEnd > 0), TO)).toBe(true);
      await sidebarLink(page, 'First agent').click();
      await page.waitForURL(`**${TO}`);
      await sleep(300);
      expect(await barSeen(page)).toEqual([]);
    });
  });

  describe('prefetch', () => {
    it('fetches a hovered link once, and the navigation uses it; visible links are prefetched after load', async () => {
      const { page } = await open(FROM);
      const target = '/docs/deployment/koyeb';
      expect(requestsOf(target)).toBe(0);
      await page.locator('.ssg-page__sidebar summary', { hasText: 'Deployment' }).click();
      await sidebarLink(page, 'Koyeb').hover();
      await expect.poll(() => requestsOf(target)).toBe(1);
      await sidebarLink(page, 'Koyeb').click();
      await page.waitForURL(`**${target}`);
      expect(requestsOf(target)).toBe(1);
      await expect.poll(() => requestsOf('/docs/configuration'), { timeout: 5_000 }).toBeGreaterThan(0);
    });

    for (const [name, connection] of Object.entries({ 'data saver': '{ saveData: true, effectiveType: "4g" }', '2g': '{ saveData: false, effectiveType: "2g" }' })) {
      it(`makes no prefetch request on ${name}`, async () => {
        const fetched: string[] = [];
        const { page } = await open('/docs/deployment/docker', {
          init: `Object.defineProperty(Navigator.prototype, 'connection', { get: () => (${connection}) })`,
          // Pages only: opening a collapsed category fetches the sidebar's JSON, which is no prefetch.
          before: async (context) => context.on('request', (request) => void (request.resourceType() === 'fetch' && !request.url().endsWith('.json') && fetched.push(request.url()))),
        });
        await page.locator('.ssg-page__sidebar summary', { hasText: 'Clients' }).click();
        await sidebarLink(page, 'React Vite Minimal').hover();
        await sidebarLink(page, 'Configuration').focus();
        await sleep(1_500);
        expect(fetched).toEqual([]);
        await sidebarLink(page, 'Configuration').click();
        await page.waitForURL('**/docs/configuration');
        expect(fetched).toEqual([`${site().server.origin}/docs/configuration`]);
      });
    }
  });

  describe('errors', () => {
    it('shows Retry in place of the content when the response is aborted; navbar and sidebar keep working', async () => {
      const { page } = await open(FROM, {
        before: (context) => context.route('**/docs/deployment/docker', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<p>busy</p>' })),
      });
      await page.route(`**${TO}`, (route) => route.abort('connectionreset'));
      await sidebarLink(page, 'First agent').click();
      const main = page.locator('main');
      await expect.poll(() => main.textContent()).toContain('This page could not be loaded.');
      expect(await page.evaluate(() => location.pathname)).toBe(TO);
      expect(await page.getByRole('alert').isVisible()).toBe(true);
      // Nothing still says the last page is shown: title, canonical URL, current links.
      expect(await page.title()).toBe('This page could not be loaded.');
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
      expect(await page.locator('a[aria-current="page"], .ssg-nav-link--active').count()).toBe(0);
      await page.unroute(`**${TO}`);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => heading(page)).toContain('first agent');
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`https://flux0.dev${TO}`);
      expect(await page.locator('.ssg-page__sidebar a[aria-current="page"]').textContent()).toBe('First agent');
      expect(await page.locator('.ssg-nav-link--active').textContent()).toBe('Learn');
      // The sidebar still navigates after an error; a server error shows the status.
      await page.locator('.ssg-page__sidebar summary', { hasText: 'Deployment' }).click();
      await sidebarLink(page, 'Docker').click();
      await expect.poll(() => main.textContent()).toContain('503');
      await sidebarLink(page, 'Introduction').click();
      await expect.poll(() => heading(page)).toBe('Introduction');
      expect(await sameDocument(page)).toBe(true);
    });

    it('shows "This page crashed." and Try again when showing a page throws', async () => {
      const { page, errors } = await open(FROM);
      await page.evaluate(() => {
        const parse = DOMParser.prototype.parseFromString;
        DOMParser.prototype.parseFromString = function () {
          DOMParser.prototype.parseFromString = parse;
          throw new Error('broken page');
        };
      });
      await sidebarLink(page, 'First agent').click();
      await expect.poll(() => page.locator('main').textContent()).toContain('This page crashed.');
      expect(errors.join('\n')).toContain('broken page');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => heading(page)).toContain('first agent');
      expect(await sameDocument(page)).toBe(true);
    });
  });

  describe('redeploy', () => {
    it('loads a page of another build in full once, and never in a loop', async () => {
      // Fetched pages come from a new build; full page loads still get the old one.
      const { page } = await open(FROM, {
        before: (context) =>
          context.route('**/docs/**', async (route) => {
            if (route.request().resourceType() !== 'fetch') return route.continue();
            try {
              const response = await route.fetch();
              const body = (await response.text()).replace(/<meta name="ssg-build-id" content="[^"]*"/, '<meta name="ssg-build-id" content="0123456789"');
              await route.fulfill({ response, body });
            } catch {
              // The context closed while a prefetch was on its way (the next test opened its page).
            }
          }),
      });
      let loads = 0;
      page.on('load', () => loads++);
      await sidebarLink(page, 'First agent').click();
      await expect.poll(() => loads).toBe(1);
      await page.waitForLoadState('load');
      await page.waitForFunction(() => '__ssg' in window);
      expect(await heading(page)).toContain('first agent');
      expect(await sameDocument(page)).toBe(false);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await sidebarLink(page, 'Introduction').click();
      await expect.poll(() => heading(page)).toBe('Introduction');
      await sleep(300);
      expect(loads).toBe(1);
      expect(await sameDocument(page)).toBe(true);
    });

    it('reloads once when an island chunk is missing, and not again', async () => {
      const { page } = await open('/blog');
      await page.route('**/assets/js/ColorModeToggle-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
      let loads = 0;
      page.on('load', () => loads++);
      await page.hover('[data-ssg-color-toggle]');
      await expect.poll(() => loads).toBe(1);
      await page.waitForLoadState('load');
      await page.waitForFunction(() => '__ssg' in window);
      await page.mouse.move(0, 400);
      await page.hover('[data-ssg-color-toggle]');
      await sleep(800);
      expect(loads).toBe(1);
      expect(requestsOf('/blog')).toBeGreaterThanOrEqual(2);
    });
  });

  describe('shell API', () => {
    it('refresh() swaps the current page in place, keeping the scroll position and an open menu', async () => {
      const { page, errors } = await open(FROM, { viewport: { width: 800, height: 700 } });
      await page.evaluate(() => window.scrollTo(0, 500));
      // A real click where the button is (the locator's click would scroll the page first).
      const box = await page.locator('[data-ssg-menu-toggle]').boundingBox();
      await page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.$eval('main', (main) => ((main as unknown as { __old: boolean }).__old = true));
      const swapped = await page.evaluate(() => (window as unknown as { __ssg: { refresh(): Promise<boolean> } }).__ssg.refresh());
      expect(swapped).toBe(true);
      expect(await page.$eval('main', (main) => (main as unknown as { __old?: boolean }).__old)).toBeUndefined();
      expect(await page.evaluate(() => window.scrollY)).toBe(500);
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.locator('[data-ssg-sidebar]').count()).toBe(1);
      expect(await sameDocument(page)).toBe(true);
      expect(errors).toEqual([]);
    });

    it('navigates on an ssg:navigate event', async () => {
      const { page } = await open(FROM);
      await page.evaluate(() => document.dispatchEvent(new CustomEvent('ssg:navigate', { detail: { url: '/blog' } })));
      await page.waitForURL('**/blog');
      await expect.poll(() => page.title()).toContain('Blog');
      expect(await sameDocument(page)).toBe(true);
    });
  });
});
