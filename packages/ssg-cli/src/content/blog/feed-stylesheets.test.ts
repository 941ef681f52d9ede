// The XSLT stylesheets in a real browser: Chromium opens each feed from a local server and
// must show a readable page (title, posts with links, dates, authors, tags, summaries).
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeeds } from './feeds.js';
import { resolveBlogOptions } from './options.js';
import type { BlogPost } from './render-post.js';

const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const POST: BlogPost = {
  file: 'blog/2025-03-16-uv.md',
  route: '/blog/uv-workspaces',
  title: 'Releasing with uv & PSR',
  date: new Date('2025-03-16T00:00:00.000Z'),
  description: 'One repository, many packages & releases.',
  authors: [{ author: { key: 'asaf', name: 'Asaf Shakarchi', initials: 'AS', socials: [] } }],
  tags: [{ label: 'Python', route: '/blog/tags/python' }, { label: 'Uv', route: '/blog/tags/uv' }],
  draft: false,
  unlisted: false,
  hideTableOfContents: false,
  html: '<p>Body</p>',
  excerptHtml: '<p>Body</p>',
  truncated: true,
  readingTimeMinutes: 3,
  toc: [],
  links: [],
  anchors: [],
  assets: [],
};

describe.skipIf(!existsSync(executablePath))('feed stylesheets in a browser', () => {
  let server: Server;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    const { files } = buildFeeds({
      posts: [POST],
      options: resolveBlogOptions({ blogDescription: 'News from the Flux0 team' }),
      site: { title: 'Flux0', url: 'https://flux0.dev', baseUrl: '/' },
      blogRoute: '/blog',
    });
    const byRoute = new Map(files.map((file) => [file.route, file.contents]));
    server = createServer((request, response) => {
      const body = byRoute.get(request.url ?? '');
      if (body === undefined) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': request.url?.endsWith('.xsl') ? 'text/xsl' : 'application/xml' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  for (const kind of ['rss', 'atom'] as const) {
    it(`shows ${kind}.xml as a readable page`, async () => {
      const page = await browser.newPage();
      await page.goto(`${origin}/blog/${kind}.xml`);
      expect(await page.title()).toBe(`Flux0 Blog (${kind === 'rss' ? 'RSS' : 'Atom'} feed)`);
      expect(await page.locator('h1').textContent()).toBe('Flux0 Blog');
      expect(await page.locator('.notice').textContent()).toContain('Copy the address of this page into your feed reader');
      const post = page.locator('article');
      expect(await post.count()).toBe(1);
      expect(await post.locator('h2 a').textContent()).toBe('Releasing with uv & PSR');
      expect(await post.locator('h2 a').getAttribute('href')).toBe('https://flux0.dev/blog/uv-workspaces');
      expect(await post.locator('.meta').textContent()).toMatch(kind === 'rss' ? /16 Mar 2025\s*· Asaf Shakarchi/ : /2025-03-16\s*· Asaf Shakarchi/);
      expect(await post.locator('.tag').allTextContents()).toEqual(['Python', 'Uv']);
      expect(await post.locator('p').nth(1).textContent()).toBe('One repository, many packages & releases.');
      expect(await page.locator('a', { hasText: 'Visit the blog' }).getAttribute('href')).toBe('https://flux0.dev/blog');
      await page.close();
    });
  }
});
