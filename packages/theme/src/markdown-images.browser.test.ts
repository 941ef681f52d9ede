// README images drawn for one colour mode (GitHub's `#gh-light-mode-only` / `#gh-dark-mode-only`
// URL fragments) show in that mode only, with the theme's stylesheet in Chromium.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runBrowserTests } from '../../ssg-cli/test/helpers/browser.js';
import { themeStylesheets } from './stylesheet.js';

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe.skipIf(!runBrowserTests)('colour-mode images in Markdown', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`shows only the ${mode} image, and images without the convention, in ${mode} mode`, async () => {
      const page = await browser.newPage();
      const css = themeStylesheets.map((file) => readFileSync(file, 'utf8')).join('\n');
      await page.setContent(
        `<html data-theme="${mode}"><head><style>${css}</style></head><body><div class="ssg-markdown"><p>` +
          `<img id="light" src="${PIXEL}#gh-light-mode-only" alt="light"><img id="dark" src="${PIXEL}#gh-dark-mode-only" alt="dark"><img id="plain" src="${PIXEL}" alt="plain">` +
          '</p></div></body></html>',
      );
      const shown = await page.$$eval('img', (images) => images.filter((image) => getComputedStyle(image).display !== 'none').map((image) => image.id));
      expect(shown).toEqual([mode, 'plain']);
      await page.close();
    });
  }
});
