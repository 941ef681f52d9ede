// Renders site/src/social/social-card.svg to site/static/img/social-card.png (1200×630) with
// Chromium: link previews on most social sites ignore SVG. Run after changing the SVG:
//   node scripts/render-social-card.mjs [path-to-chromium]
// The PNG is committed, so builds need no browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const repo = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(repo, 'site/src/social/social-card.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.argv[2] ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path: path.join(repo, 'site/static/img/social-card.png'), clip: { x: 0, y: 0, width: 1200, height: 630 } });
} finally {
  await browser.close();
}
