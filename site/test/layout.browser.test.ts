// Every route of the built Flux0 site, and the pages of a fixture site holding one of every
// component the theme styles, at phone, tablet and desktop widths in light and dark mode: nothing
// overflows the viewport horizontally, whatever scrolls sideways on its own (tables, code) takes
// keyboard focus and has a name, and axe-core finds no violation.
// Kept fast (axe is most of the cost): one browser; per mode one context and a few tabs; each route
// loads once per mode and the viewport is resized through the widths (a resize re-lays the page
// out as a load would). axe runs at 320 and 1280 px on every route: the phone and the desktop
// layouts, between them showing every part of a page (sidebar or menu, TOC column or collapsible
// TOC). 768 px shows the phone layout's parts, wider: there every route gets the overflow and
// scroller checks, and the fixture's pages, which hold every component, get axe too.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, writeOutput } from '@ssg/cli/build';
import { copyFixture, listFiles, type SiteCopy } from '../../packages/ssg-cli/test/helpers/cli.js';
import { startStaticServer, type StaticServer } from '../../packages/ssg-cli/test/helpers/static-server.js';
import { axeViolations, AXE_SOURCE, runBrowserTests, useServedSite } from './helpers/served-site.js';

const WIDTHS = [320, 768, 1280] as const;
/** The fixture's pages with its components (its other pages are page types the Flux0 site has too). */
const FIXTURE_ROUTES = ['/docs/markdown', '/docs/api/pet-store', '/docs/api/create-pet', '/docs/api/update-pet', '/docs/api/post-webhook-petcreated', '/blog/2025/01/15/first-post'];
const MODES = ['light', 'dark'] as const;
/** Tabs open at once in a context. */
const TABS = 3;

/** Every page of a build (redirect stubs left out) as a URL, plus an unknown path (the not-found page). */
function pageUrls(dir: string, origin: string): string[] {
  const routes = listFiles(dir)
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .filter((file) => !readFileSync(path.join(dir, file), 'utf8').includes('http-equiv="refresh"'))
    .map((file) => `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`);
  return [...routes.sort(), '/no/such/page'].map((route) => origin + route);
}

/** Horizontal overflow of the page, and sideways scrollers that cannot be focused or have no name. */
function layoutProblems(): string[] {
  const describe = (element: Element) => `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join('')}`;
  const problems: string[] = [];
  const viewport = window.innerWidth;
  if (document.documentElement.scrollWidth > viewport) {
    // The element reaching furthest right, to say what overflows.
    let widest = 'nothing';
    let right = viewport;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && box.width > 0) [right, widest] = [box.right, `${describe(element)} (right edge ${Math.round(box.right)} px)`];
    }
    problems.push(`overflows: scrollWidth ${document.documentElement.scrollWidth} > ${viewport}; widest: ${widest}`);
  }
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (element.scrollWidth <= element.clientWidth + 1 || !['auto', 'scroll'].includes(getComputedStyle(element).overflowX)) continue;
    const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
    if (element.tabIndex < 0 || !named) problems.push(`${describe(element)} scrolls sideways but is ${element.tabIndex < 0 ? 'not focusable' : 'unnamed'}`);
  }
  return problems;
}

/** What is wrong with the page at `url` at each width, the page loaded once (at the first width). */
async function pageProblems(page: Page, url: string, mode: string): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(url, { waitUntil: 'load' });
  // The shell loads one frame after the first paint and sets up what needs script.
  await page.waitForFunction(() => '__ssg' in window);
  const route = new URL(url).pathname;
  const problems: string[] = [];
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  if (theme !== mode) problems.push(`${route}: data-theme is ${theme}`);
  for (const width of WIDTHS) {
    if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 800 });
    const found = [...(await page.evaluate(layoutProblems)), ...(await axeViolations(page))];
    problems.push(...found.map((problem) => `${route} at ${width} px: ${problem}`));
  }
  return problems;
}

describe.skipIf(!runBrowserTests)('layout and accessibility of every route', () => {
  const { site, context: newContext } = useServedSite();
  let fixture: { copy: SiteCopy; out: string; server: StaticServer } | undefined;

  beforeAll(async () => {
    const copy = copyFixture('every-component');
    const out = path.join(copy.dir, 'build');
    const result = await build({ root: copy.root, offline: true });
    await writeOutput({ files: result.files, outDir: out });
    fixture = { copy, out, server: await startStaticServer({ dir: out }) };
  });
  afterAll(async () => {
    await fixture?.server.close();
    if (fixture) rmSync(fixture.copy.dir, { recursive: true, force: true });
  });

  for (const mode of MODES) {
    it(`${mode}: at ${WIDTHS.join(', ')} px, no horizontal overflow, named scrollers, no axe violation`, { timeout: 300_000 }, async () => {
      if (!fixture) throw new Error('The fixture site is not served');
      const { server, dir } = site();
      const siteUrls = pageUrls(dir, server.origin);
      expect(siteUrls.map((url) => new URL(url).pathname)).toEqual(expect.arrayContaining(['/', '/docs/quickstart/installation', '/docs/api/create-agent', '/blog', '/markdown-page']));
      const origin = fixture.server.origin;
      const fixtureUrls = FIXTURE_ROUTES.map((route) => origin + route);
      expect(pageUrls(fixture.out, origin)).toEqual(expect.arrayContaining(fixtureUrls));
      const context = await newContext({ viewport: { width: WIDTHS[0], height: 800 }, colorScheme: mode, reducedMotion: 'reduce' });
      await context.addInitScript((choice) => localStorage.setItem('ssg-color-mode', choice), mode);
      await context.addInitScript(AXE_SOURCE);
      const queue = [...siteUrls, ...fixtureUrls];
      const problems: string[] = [];
      await Promise.all(
        Array.from({ length: TABS }, async () => {
          const page = await context.newPage();
          for (let target = queue.shift(); target !== undefined; target = queue.shift()) problems.push(...(await pageProblems(page, target, mode)));
          await page.close();
        }),
      );
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
