// A site that reuses the theme registers its own islands in its config: they are bundled with
// the theme's (one React), hydrated by the same loader, survive client-side navigation, and an
// island that throws shows "This page crashed." + Try again in its own region only. Bad entries
// in `islands` stop the build with a message naming the key.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, runBrowserTests, watchedPage } from './helpers/browser.js';
import { configModule, copyFixture, fixtureConfig, runCli, stackLines, type SiteCopy } from './helpers/cli.js';
import type { StaticServer } from './helpers/static-server.js';

describe('site islands', () => {
  it('refuses an island that shadows one of the theme, or a missing module, naming the key', async () => {
    const copy = copyFixture('site-islands', { 'ssg.config.ts': configModule(fixtureConfig({ islands: { ColorModeToggle: 'src/islands/Counter.tsx' } })) }, { react: true });
    try {
      const shadow = await runCli(['build', '--root', 'site'], { cwd: copy.dir });
      expect(shadow.code).toBe(1);
      expect(shadow.stderr).toContain('islands.ColorModeToggle: the theme already has an island named "ColorModeToggle"');
      writeFileSync(path.join(copy.root, 'ssg.config.ts'), configModule(fixtureConfig({ islands: { Chart: 'src/islands/Chart.tsx' } })));
      const missing = await runCli(['build', '--root', 'site'], { cwd: copy.dir });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/ssg\.config\.ts:\d+:\d+ +islands\.Chart: "src\/islands\/Chart\.tsx" names no file in the site folder/);
      // An island that does not build: its file, line and esbuild's message, no stack.
      writeFileSync(path.join(copy.root, 'src/islands/Chart.tsx'), "import { plot } from 'chart-lib-not-installed';\n\nexport default function Chart() {\n  return <div>{plot()}</div>;\n}\n");
      const unbuilt = await runCli(['build', '--root', 'site'], { cwd: copy.dir });
      expect(unbuilt.code).toBe(1);
      expect(unbuilt.stderr).toMatch(/✖ Could not bundle the browser runtime and islands: \S*src\/islands\/Chart\.tsx:1:\d+ {2}Could not resolve "chart-lib-not-installed"/);
      expect(stackLines(unbuilt.stderr)).toEqual([]);
    } finally {
      copy.remove();
    }
  });

  it('warns about a page showing an island registered nowhere (it would never hydrate), naming the ones there are', async () => {
    const copy = copyFixture('site-islands', {}, { react: true });
    try {
      const page = path.join(copy.root, 'pages/index.tsx');
      writeFileSync(page, readFileSync(page, 'utf8').replace('name="Counter"', 'name="Countr"'));
      const built = await runCli(['build', '--root', copy.root]);
      expect(built.code, built.stderr).toBe(0);
      expect(built.stderr).toContain('⚠ pages/index.tsx  The island "Countr" is registered nowhere: it shows, but never hydrates in the browser');
      expect(built.stderr).toMatch(/hint: Register it in islands in ssg\.config\.ts .*or use one of: .*\bCounter\b.*\bFragile\b/);
      expect(built.stderr.match(/is registered nowhere/g)).toHaveLength(1);
    } finally {
      copy.remove();
    }
  });

  describe.skipIf(!runBrowserTests)('in Chromium', () => {
    let copy: SiteCopy;
    let server: StaticServer;
    let browser: Browser;
    beforeAll(async () => {
      copy = copyFixture('site-islands', {}, { react: true });
      ({ browser, server } = await buildAndServe(copy));
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      copy?.remove();
    });

    it('hydrates the site’s islands with the theme’s React, and confines a crash to its island', async () => {
      const context = await browser.newContext();
      const { page, errors } = await watchedPage(context);
      await page.goto(`${server.origin}/`, { waitUntil: 'load' });
      const counter = page.locator('button.counter');
      expect(await counter.textContent()).toBe('Clicked 2 times');
      await counter.click();
      await counter.click();
      await expect.poll(() => counter.textContent()).toBe('Clicked 4 times');
      expect(await page.$eval('ssg-island[data-island="Counter"]', (marker) => Object.keys(marker).some((key) => key.startsWith('__reactContainer$')))).toBe(true);
      // One React for all islands: one shared chunk besides the shell's.
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\/assets\/js\//.test(name)));
      expect(scripts.filter((name) => /\/Counter-[A-Z0-9]+\.js$/.test(name))).toHaveLength(1);

      await page.waitForSelector('ssg-island[data-island="Fragile"][data-hydrated]', { state: 'attached' });
      await page.click('button.fragile');
      const island = page.locator('ssg-island[data-island="Fragile"]');
      await expect.poll(() => island.textContent()).toContain('This page crashed.');
      expect(errors.join('\n')).toContain('Fragile island broke');
      await counter.click();
      await expect.poll(() => counter.textContent()).toBe('Clicked 5 times');
      await island.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => page.locator('button.fragile').textContent()).toBe('Break me');

      await page.click('a[href="/docs/intro"]');
      await page.waitForURL('**/docs/intro');
      await page.goBack();
      await expect.poll(() => page.locator('button.counter').textContent()).toBe('Clicked 2 times');
      await page.locator('button.counter').click();
      await expect.poll(() => page.locator('button.counter').textContent()).toBe('Clicked 3 times');
      await context.close();
    });
  });
});
