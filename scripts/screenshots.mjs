// `pnpm screenshots`: full-page PNGs of each page type of the Flux0 site at phone, tablet and
// desktop widths, in light and dark mode, for a reader's review (the folder is not committed).
// Builds the site offline into a temporary folder (or takes a built one with --dir), serves it on
// 127.0.0.1 and drives Chromium. Files: <out>/<page>-<width>-<mode>.png.
// Usage: node scripts/screenshots.mjs [--dir site/build] [--out screenshots]
//        [--widths 320,768,1280] [--modes light,dark] [--pages home,doc,api]
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build, writeOutput } from '@ssg/cli/build';
import { serveBuild } from './serve-build.mjs';

/** One page of each kind the theme renders. */
const PAGES = {
  home: '/',
  doc: '/docs/quickstart/installation',
  'doc-code': '/docs/quickstart/first-agent',
  'doc-remote': '/docs/examples/langchain_simple',
  category: '/docs/category/api',
  'api-info': '/docs/api/fastapi',
  api: '/docs/api/create-agent',
  'api-events': '/docs/api/create-session-event',
  'markdown-page': '/markdown-page',
  blog: '/blog',
  post: '/blog/releasing-monorepo-using-uv-workspace-and-python-semantic-release',
  archive: '/blog/archive',
  authors: '/blog/authors',
  author: '/blog/authors/yangshun',
  tags: '/blog/tags',
  tag: '/blog/tags/uv',
  'not-found': '/no/such/page',
};

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    out: { type: 'string', default: 'screenshots' },
    widths: { type: 'string', default: '320,768,1280' },
    modes: { type: 'string', default: 'light,dark' },
    pages: { type: 'string' },
  },
});
const repo = path.resolve(import.meta.dirname, '..');
const out = path.resolve(repo, values.out);
const widths = values.widths.split(',').map(Number);
const modes = values.modes.split(',');
const pages = Object.entries(PAGES).filter(([name]) => !values.pages || values.pages.split(',').includes(name));

let dir = values.dir && path.resolve(repo, values.dir);
let scratch;
if (!dir) {
  scratch = mkdtempSync(path.join(tmpdir(), 'ssg-screenshots-'));
  const result = await build({ root: path.join(repo, 'site'), offline: true });
  await writeOutput({ files: result.files, outDir: scratch });
  dir = scratch;
}
mkdirSync(out, { recursive: true });
const { server, origin } = await serveBuild(dir);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const mode of modes) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: mode === 'dark' ? 'dark' : 'light', reducedMotion: 'reduce' });
      await context.addInitScript((choice) => localStorage.setItem('ssg-color-mode', choice), mode);
      const tab = await context.newPage();
      for (const [name, route] of pages) {
        await tab.goto(origin + route, { waitUntil: 'load' });
        await tab.evaluate(() => document.fonts.ready);
        const file = path.join(out, `${name}-${width}-${mode}.png`);
        await tab.screenshot({ path: file, fullPage: true });
      }
      await context.close();
      console.log(`${mode} ${width} px: ${pages.length} pages`);
    }
  }
} finally {
  await browser.close();
  server.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
console.log(`Screenshots in ${path.relative(process.cwd(), out) || '.'}`);
