// The theme's islands in Chromium, against the built Flux0 site: React really hydrates them
// (hydrateRoot's container mark), without console errors on any page type; React is not fetched
// before the reader shows intent; the colour toggle, announcement bar (the shell's), mobile menu,
// copy buttons, TOC highlight, content tabs, sidebar state and docs version work by mouse, keyboard
// and touch; the first click or tap is never lost; the page works without JavaScript; axe finds nothing with the
// mobile menu open, in light and dark (every route at three widths: layout.browser.test.ts).
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, holdRequests, PAGE_TYPES, runBrowserTests, SCRIPTS, useServedSite, watchedPage } from './helpers/served-site.js';

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true };

describe.skipIf(!runBrowserTests)('islands', () => {
  const { site: served, open, context: newContext } = useServedSite();

  const attribute = (page: Page, name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
  const hydrated = (page: Page, name: string) => page.waitForSelector(`ssg-island[data-island="${name}"][data-hydrated]`, { state: 'attached', timeout: 10_000 });
  /** True when React's hydrateRoot has taken `selector` as a root container. */
  const reactRoot = (page: Page, selector: string) =>
    page.$eval(selector, (element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$')));

  async function tabTo(page: Page, selector: string): Promise<void> {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  describe('hydration', () => {
    for (const [type, path] of Object.entries({ ...PAGE_TYPES, category: '/docs/category/api', 'not found': '/no/such/page' })) {
      it(`hydrates every island of the ${type} page with React, with no console errors`, async () => {
        const { page, errors } = await open(path);
        // Before any intent: the shell and its small chunks, plus at most the TOC (hydrated when visible) and React.
        const before = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.name.includes('/assets/js/'))
            .map((entry) => ({ name: entry.name, bytes: entry.decodedBodySize })),
        );
        expect(before.filter(({ name }) => /\/shell-[A-Z0-9]+\.js$/.test(name))).toHaveLength(1);
        expect(before.filter(({ name }) => /\/(ColorModeToggle|MobileMenu|CopyButton)-/.test(name))).toEqual([]);
        // Without the TOC island, React (about 225 KB before compression) has not been fetched.
        if (!before.some(({ name }) => name.includes('/TocNav-'))) expect(before.reduce((sum, { bytes }) => sum + bytes, 0)).toBeLessThan(40_000);
        const names = await page.$$eval('ssg-island', (markers) => [...new Set(markers.map((marker) => marker.getAttribute('data-island')))]);
        expect(names).toEqual(expect.arrayContaining(['MobileMenu', 'ColorModeToggle']));
        // Intent for every marker (hover), visibility for the TOC and the API console (at the end of the page).
        for (const marker of await page.$$('ssg-island')) await marker.evaluate((element) => element.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
        await page.mouse.wheel(0, 200);
        await page.locator('ssg-island[data-island="ApiConsole"]').evaluateAll((consoles) => consoles.forEach((element) => element.firstElementChild?.scrollIntoView()));
        for (const name of names) await hydrated(page, name as string);
        for (const name of names) expect(await reactRoot(page, `ssg-island[data-island="${name}"]`), name as string).toBe(true);
        await page.waitForTimeout(100);
        // The not-found page is itself a 404 response, which the console reports.
        expect(errors.filter((error) => !(type === 'not found' && error.includes('status of 404')))).toEqual([]);
      });
    }
  });

  describe('colour mode', () => {
    it('cycles light → dark → system by keyboard, follows the system live, and is stored', async () => {
      const { page, errors } = await open(PAGE_TYPES.doc, { colorScheme: 'light' });
      expect(await attribute(page, 'data-theme')).toBe('light');
      await tabTo(page, '[data-ssg-color-toggle]');
      expect(await page.getAttribute('[data-ssg-color-toggle]', 'aria-label')).toBe('Switch to dark mode (currently light)');
      await page.keyboard.press('Enter');
      await expect.poll(() => attribute(page, 'data-theme')).toBe('dark');
      await expect.poll(() => page.getAttribute('[data-ssg-color-toggle]', 'aria-label')).toBe('Switch to system mode (currently dark)');
      await page.keyboard.press('Enter');
      await expect.poll(() => attribute(page, 'data-color-mode-choice')).toBe('system');
      expect(await attribute(page, 'data-theme')).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => attribute(page, 'data-theme')).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('ssg-color-mode'))).toBe('system');
      await page.keyboard.press('Enter');
      await expect.poll(() => attribute(page, 'data-theme')).toBe('light');
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-ssg-color-toggle'))).toBe(true);
      expect(errors).toEqual([]);
    });

    it('answers the very first click, before the shell and React have loaded, exactly once', async () => {
      const { page, errors } = await watchedPage(await newContext());
      const scripts = await holdRequests(page, SCRIPTS);
      await page.goto(served().server.origin + PAGE_TYPES.home, { waitUntil: 'domcontentloaded' });
      await page.click('[data-ssg-color-toggle]');
      expect(await page.evaluate(() => '__ssg' in window)).toBe(false);
      expect(await page.$('ssg-island[data-island="ColorModeToggle"][data-hydrated]')).toBeNull();
      scripts.release();
      await hydrated(page, 'ColorModeToggle');
      await expect.poll(() => attribute(page, 'data-theme')).toBe('dark');
      await page.waitForTimeout(200);
      expect(await attribute(page, 'data-color-mode-choice')).toBe('dark');
      expect(errors).toEqual([]);
    });

    it('shows a stored choice on the server-rendered label before hydration, and other tabs follow', async () => {
      const { page, context } = await open(PAGE_TYPES.home);
      await page.evaluate(() => localStorage.setItem('ssg-color-mode', 'dark'));
      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(() => '__ssg' in window);
      expect(await attribute(page, 'data-theme')).toBe('dark');
      expect(await page.$('ssg-island[data-island="ColorModeToggle"][data-hydrated]')).toBeNull();
      expect(await page.getAttribute('[data-ssg-color-toggle]', 'aria-label')).toBe('Switch to system mode (currently dark)');
      const other = await context.newPage();
      await other.goto(served().server.origin + PAGE_TYPES['blog list'], { waitUntil: 'load' });
      expect(await attribute(other, 'data-theme')).toBe('dark');
      await page.click('[data-ssg-color-toggle]');
      await page.click('[data-ssg-color-toggle]');
      await expect.poll(() => attribute(page, 'data-color-mode-choice')).toBe('light');
      await expect.poll(() => attribute(other, 'data-theme')).toBe('light');
      await expect.poll(() => attribute(other, 'data-color-mode-choice')).toBe('light');
    });
  });

  describe('announcement bar', () => {
    const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });

    it('closes on the first tap, remembers it across reloads, and shows a new announcement again', async () => {
      const { page, errors } = await open(PAGE_TYPES.doc, PHONE);
      expect(await bar(page).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Close', exact: true }).tap();
      await expect.poll(() => bar(page).isVisible()).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('ssg-announcement-dismissed'))).toBe('api-reference-2025');
      await page.reload({ waitUntil: 'commit' });
      await page.waitForSelector('html[data-announcement-dismissed]', { state: 'attached' });
      expect(await bar(page).isVisible()).toBe(false);
      await page.evaluate(() => localStorage.setItem('ssg-announcement-dismissed', 'an-older-announcement'));
      await page.reload({ waitUntil: 'load' });
      expect(await bar(page).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });

    it('closes by keyboard, moves focus to the content, and stays closed across client navigation', async () => {
      const { page, errors } = await open(PAGE_TYPES.doc);
      await page.waitForFunction(() => '__ssg' in window);
      await tabTo(page, '[data-ssg-announcement-close]');
      await page.keyboard.press('Enter');
      await expect.poll(() => bar(page).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('ssg-main');
      await page.evaluate((path) => (window as unknown as { __ssg: { navigate(url: string): Promise<void> } }).__ssg.navigate(path), PAGE_TYPES.post);
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe(PAGE_TYPES.post);
      expect(await bar(page).isVisible()).toBe(false);
      expect(errors).toEqual([]);
    });

    it('answers a click made before the shell has loaded, once it runs', async () => {
      const { page, errors } = await watchedPage(await newContext());
      const scripts = await holdRequests(page, SCRIPTS);
      await page.goto(served().server.origin + PAGE_TYPES.home, { waitUntil: 'domcontentloaded' });
      await page.click('[data-ssg-announcement-close]');
      expect(await page.evaluate(() => '__ssg' in window)).toBe(false);
      expect(await bar(page).isVisible()).toBe(true);
      scripts.release();
      await expect.poll(() => bar(page).isVisible()).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('ssg-announcement-dismissed'))).toBe('api-reference-2025');
      expect(errors).toEqual([]);
    });
  });

  describe('mobile menu', () => {
    it('shows the hamburger at 996 px and not at 997 px', async () => {
      const { page } = await open(PAGE_TYPES.doc, { viewport: { width: 996, height: 700 } });
      expect(await page.isVisible('[data-ssg-menu-toggle]')).toBe(true);
      expect(await page.isVisible('.ssg-navbar__items--left')).toBe(false);
      await page.setViewportSize({ width: 997, height: 700 });
      expect(await page.isVisible('[data-ssg-menu-toggle]')).toBe(false);
      expect(await page.isVisible('.ssg-navbar__items--left')).toBe(true);
      expect(await page.isVisible('.ssg-page__sidebar [data-ssg-sidebar]')).toBe(true);
    });

    it('is a focus-trapped dialog with the docs sidebar, used by keyboard only', async () => {
      const { page, errors } = await open(PAGE_TYPES.doc, { viewport: { width: 800, height: 700 } });
      await tabTo(page, '[data-ssg-menu-toggle]');
      expect(await page.getAttribute('[data-ssg-menu-toggle]', 'aria-label')).toMatch(/navigation menu/);
      expect(await page.getAttribute('[data-ssg-menu-toggle]', 'aria-controls')).toBe('ssg-mobile-menu');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await page.getAttribute('[data-ssg-menu-toggle]', 'aria-expanded')).toBe('true');
      expect(await dialog.locator('[data-ssg-sidebar] a[aria-current="page"]').textContent()).toBe('Installation');
      expect(await dialog.getByRole('link', { name: 'Blog' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
        expect(await page.evaluate(() => document.getElementById('ssg-mobile-menu')?.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-ssg-menu-toggle'))).toBe(true);
      expect(await page.getAttribute('[data-ssg-menu-toggle]', 'aria-expanded')).toBe('false');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
      expect(await page.locator('.ssg-page__sidebar [data-ssg-sidebar]').count()).toBe(1);
      expect(errors).toEqual([]);
    });

    it('opens on the first tap and closes on the backdrop, the close button and a navigation', async () => {
      const { page, errors } = await open(PAGE_TYPES.doc, PHONE);
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      await page.tap('[data-ssg-menu-toggle]');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.mouse.click(385, 400);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.tap('[data-ssg-menu-toggle]');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.tap('[data-ssg-menu-close]');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.tap('[data-ssg-menu-toggle]');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('link', { name: 'Configuration' }).tap();
      await page.waitForURL('**/docs/configuration');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.title()).toContain('Configuration');
      expect(await page.locator('.ssg-page__sidebar [data-ssg-sidebar] a[aria-current="page"]').textContent()).toBe('Configuration');
      // Back with the menu open: it closes, and the page shown has focus, not the hamburger.
      await page.tap('[data-ssg-menu-toggle]');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.goBack();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('ssg-main');
      expect(errors).toEqual([]);
    });
  });

  it('copies code on a touch screen, says "Copied" for two seconds', async () => {
    const { page, errors, context } = await open(PAGE_TYPES.doc, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served().server.origin });
    const button = page.locator('[data-ssg-copy]').first();
    expect(await button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await button.scrollIntoViewIfNeeded();
    // When the label changes, by the page's clock (a busy machine cannot stretch it).
    await button.evaluate((element) => {
      const changes: [string | null, number][] = [];
      new MutationObserver(() => changes.push([element.getAttribute('aria-label'), performance.now()])).observe(element, { attributeFilter: ['aria-label'] });
      (window as unknown as { __labels: typeof changes }).__labels = changes;
    });
    await button.tap();
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Copied');
    expect(await button.textContent()).toBe('Copied');
    const code = await button.evaluate((element) => element.closest('.ssg-code')?.querySelector('pre')?.textContent?.replace(/\n$/, ''));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect.poll(() => button.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Copy code');
    const labels = await page.evaluate(() => (window as unknown as { __labels: [string | null, number][] }).__labels);
    expect(labels.map(([label]) => label)).toEqual(['Copied', 'Copy code']);
    expect(labels[1]![1] - labels[0]![1]).toBeGreaterThanOrEqual(1_990);
    expect(errors).toEqual([]);
  });

  it('highlights the heading in view in the table of contents', async () => {
    const { page, errors } = await open(PAGE_TYPES.doc);
    await hydrated(page, 'TocNav');
    const id = await page.$$eval('.ssg-toc .ssg-toc__link', (links) => links[3]?.getAttribute('href')?.slice(1));
    await page.evaluate((target) => document.getElementById(target as string)?.scrollIntoView(), id);
    await expect.poll(() => page.$eval('.ssg-toc [aria-current="true"]', (link) => link.getAttribute('href')).catch(() => null)).toBe(`#${id}`);
    expect(errors).toEqual([]);
  });

  it('expands collapsed sidebar categories from the tree, keeps them open across navigations and reloads; stores the docs version', async () => {
    const { page, errors } = await open(PAGE_TYPES.doc);
    const sidebar = page.locator('.ssg-page__sidebar');
    const deployment = sidebar.locator('li[data-ssg-category]', { has: page.locator(':scope > a', { hasText: 'Deployment' }) }).locator(':scope > details');
    expect(await deployment.getAttribute('open')).toBeNull();
    await deployment.locator('summary').click();
    await sidebar.getByRole('link', { name: 'Docker', exact: true }).waitFor();
    // The same bounded sidebar: kept, with the expanded category.
    await sidebar.getByRole('link', { name: 'First agent' }).click();
    await page.waitForURL('**/first-agent');
    expect(await deployment.getAttribute('open')).toBe('');
    // Another sidebar (another category open): the reader's choice is applied to it.
    await sidebar.getByRole('link', { name: 'Configuration' }).click();
    await page.waitForURL('**/configuration');
    await sidebar.getByRole('link', { name: 'Docker', exact: true }).waitFor();
    await page.reload({ waitUntil: 'load' });
    await sidebar.getByRole('link', { name: 'Koyeb', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ssg-docs-preferred-version'))).toBe('Next');
    expect(errors).toEqual([]);
  });

  it('fills an expanded API category with the markup the server writes: bare links, each method badge a <b> coloured by its class', async () => {
    const { page, errors } = await open(PAGE_TYPES.api);
    const sidebar = page.locator('.ssg-page__sidebar [data-ssg-sidebar]');
    const sessions = sidebar.locator('li[data-ssg-category]', { has: page.locator(':scope > a', { hasText: 'Sessions' }) });
    await sessions.locator(':scope > details > summary').click();
    await expect.poll(() => sessions.locator(':scope > details > ul > li').count()).toBe(5);
    const filled = await sessions.locator(':scope > details > ul').innerHTML();
    // The same list as the server renders it on a page of that category (parsed, so that both are serialised alike).
    const served = await page.evaluate(async () => {
      const html = await (await fetch('/docs/api/list-sessions')).text();
      const nav = new DOMParser().parseFromString(html, 'text/html').querySelector('.ssg-page__sidebar [data-ssg-sidebar]');
      const list = [...(nav?.querySelectorAll('li[data-ssg-category]') ?? [])].find((li) => li.querySelector(':scope .ssg-sidebar__label')?.textContent === 'Sessions')?.querySelector('ul');
      list?.querySelector('[aria-current]')?.removeAttribute('aria-current');
      return list?.innerHTML;
    });
    expect(filled).toBe(served);
    expect(filled).toContain('<li><a href="/docs/api/create-session"><b class="ssg-badge--post">POST</b>Create a new session</a></li>');
    // Styled as the badges the server wrote: the method's colour, the badge's box.
    const style = (selector: string) =>
      sidebar.locator(selector).first().evaluate((badge) => {
        const { backgroundColor, color, minWidth, fontFamily, fontWeight } = getComputedStyle(badge);
        return { backgroundColor, color, minWidth, fontFamily, fontWeight };
      });
    const post = await style('li[data-ssg-category] b.ssg-badge--post');
    expect(post).toEqual(await style('a[aria-current="page"] > b'));
    expect(post).toMatchObject({ backgroundColor: 'rgb(29, 78, 216)', color: 'rgb(255, 255, 255)', minWidth: '44px', fontWeight: '700' });
    expect((await style('b.ssg-badge--get')).backgroundColor).toBe('rgb(21, 128, 61)');
    expect(errors).toEqual([]);
  });

  describe('tabs', () => {
    const tabs = (page: Page) => page.locator('.ssg-tabs').first();
    const visiblePanels = (page: Page) => tabs(page).locator('.ssg-tabs__panel').evaluateAll((panels) => panels.filter((panel) => panel.checkVisibility()).map((panel) => panel.id));

    it('hydrates on intent without losing the first click, follows the ARIA tabs pattern by keyboard, and passes axe', async () => {
      const { page, errors } = await open(PAGE_TYPES.doc);
      const list = tabs(page).getByRole('tablist');
      const [first, second] = [list.getByRole('tab').nth(0), list.getByRole('tab').nth(1)];
      // Before any intent: the list and the first panel only, and no island chunk fetched.
      expect(await list.isVisible()).toBe(true);
      const id = (await tabs(page).locator('.ssg-tabs__panel').first().getAttribute('id'))!.replace(/-panel-0$/, '');
      expect(await visiblePanels(page)).toEqual([`${id}-panel-0`]);
      expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/Tabs-[A-Z0-9]+\.js$/.test(entry.name)))).toBe(false);
      // The first click hydrates the island and is replayed.
      await second.click();
      await hydrated(page, 'Tabs');
      expect(await reactRoot(page, 'ssg-island[data-island="Tabs"]')).toBe(true);
      await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
      expect(await visiblePanels(page)).toEqual([`${id}-panel-1`]);
      expect(await first.getAttribute('tabindex')).toBe('-1');
      expect(await tabs(page).getByRole('tabpanel', { name: 'Windows (PowerShell)' }).textContent()).toContain('Activate.ps1');
      // Arrow keys move and select (wrapping), Home/End jump; Tab leaves the list for the panel.
      await second.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('macOS and Linux');
      expect(await first.getAttribute('aria-selected')).toBe('true');
      expect(await visiblePanels(page)).toEqual([`${id}-panel-0`]);
      await page.keyboard.press('End');
      await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Home');
      await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('shows every panel under its label without JavaScript', async () => {
      const { page } = await open(PAGE_TYPES.doc, { javaScriptEnabled: false });
      expect(await tabs(page).getByRole('tablist').isVisible()).toBe(false);
      expect(await visiblePanels(page)).toHaveLength(2);
      expect(await tabs(page).locator('.ssg-tabs__label').allTextContents()).toEqual(['macOS and Linux', 'Windows (PowerShell)']);
    });
  });

  describe('without JavaScript', () => {
    it('keeps the phone layout usable: no script controls, the sidebar a collapsed disclosure', async () => {
      const { page } = await open(PAGE_TYPES.doc, { ...PHONE, javaScriptEnabled: false });
      expect(await attribute(page, 'data-js')).toBeNull();
      for (const control of ['[data-ssg-color-toggle]', '[data-ssg-copy]', '[data-ssg-menu-toggle]', '[data-ssg-announcement-close]']) {
        expect(await page.locator(control).first().isVisible(), control).toBe(false);
      }
      expect(await page.getByRole('link', { name: 'Blog' }).first().isVisible()).toBe(true);
      const summary = page.locator('.ssg-sidebar-disclosure__summary');
      expect(await summary.isVisible()).toBe(true);
      expect(await page.locator('.ssg-page__sidebar [data-ssg-sidebar]').isVisible()).toBe(false);
      const titleTop = await page.locator('h1').first().evaluate((h1) => h1.getBoundingClientRect().top);
      expect(titleTop).toBeLessThan(400);
      await summary.click();
      expect(await page.locator('.ssg-page__sidebar [data-ssg-sidebar]').isVisible()).toBe(true);
    });

    it('shows the sidebar on wide screens', async () => {
      const { page } = await open(PAGE_TYPES.doc, { javaScriptEnabled: false });
      expect(await page.locator('.ssg-page__sidebar [data-ssg-sidebar]').isVisible()).toBe(true);
      expect(await page.locator('.ssg-sidebar-disclosure__summary').isVisible()).toBe(false);
    });

    for (const [width, options] of [['wide screens', {}], ['phones', PHONE]] as const) {
      it(`shows only sidebar controls that work, on ${width}: a collapsed category is a link, an open one a toggle`, async () => {
        const { page } = await open(PAGE_TYPES.api, { ...options, javaScriptEnabled: false });
        if (options === PHONE) await page.locator('.ssg-sidebar-disclosure__summary').click();
        const sidebar = page.locator('.ssg-page__sidebar [data-ssg-sidebar]');
        // Every chevron shown is a <summary>'s, and it is what a click there reaches.
        const chevrons = await sidebar.locator('.ssg-sidebar__chevron').evaluateAll((icons) =>
          icons.map((icon) => {
            const box = icon.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return { inSummary: icon.parentElement?.matches('details > summary') ?? false, reached: hit?.closest('summary') === icon.closest('summary') };
          }),
        );
        expect(chevrons).toEqual(Array(2).fill({ inSummary: true, reached: true }));
        // The collapsed categories: links to their pages, nothing to toggle.
        const collapsed = sidebar.locator('li[data-ssg-category]:not(:has(> details))');
        expect(await collapsed.evaluateAll((items) => items.map((li) => [li.textContent, li.querySelector(':scope > a')?.getAttribute('href'), li.querySelectorAll('svg, summary, button').length]))).toEqual([
          ['Quickstart', '/docs/quickstart/introduction', 0],
          ['Deployment', '/docs/deployment/docker', 0],
          ['Clients', '/docs/category/clients', 0],
          ['Examples', '/docs/category/examples', 0],
          ['Development', '/docs/development/how-to-debug-in-vscode', 0],
          ['Sessions', '/docs/api/create-session', 0],
        ]);
        // Each toggle closes and opens its category.
        const agents = sidebar.getByRole('link', { name: 'Retrieve Agent' });
        const toggle = sidebar.locator('details:has(a[href="/docs/api/retrieve-agent"]) > summary').last();
        await toggle.click();
        expect(await agents.isVisible()).toBe(false);
        await toggle.click();
        expect(await agents.isVisible()).toBe(true);
        await sidebar.getByText('Toggle the API category').locator('..').click();
        expect(await sidebar.getByRole('link', { name: 'FastAPI' }).isVisible()).toBe(false);
        expect(await sidebar.getByRole('link', { name: 'API', exact: true }).getAttribute('href')).toBe('/docs/category/api');
      });
    }
  });

  // Every route in both modes is checked by layout.browser.test.ts; here, the open menu.
  describe('accessibility (axe-core)', () => {
    for (const scheme of ['light', 'dark'] as const) {
      it(`finds no violation at 320 px with the mobile menu open, in ${scheme} mode`, async () => {
        const { page, context } = await open(PAGE_TYPES.api, { ...PHONE, viewport: { width: 320, height: 640 }, colorScheme: scheme });
        await page.evaluate((mode) => (window as unknown as { __ssg: { setColorMode(mode: string): void } }).__ssg.setColorMode(mode), scheme);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        await page.tap('[data-ssg-menu-toggle]');
        await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  });
});
