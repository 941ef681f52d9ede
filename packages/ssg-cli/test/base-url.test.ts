// The base URL end to end: a site built with `--base-url /flux0/` and served by a plain static
// server that answers ONLY under /flux0/ must work entirely: every internal href/src (pages,
// assets, static files, the /docs redirect's target, the not-found page's links) answers 200,
// every root-relative URL carries the prefix, and every #anchor exists on its page.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSearchClient } from '@ssg/theme/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR, copyFixture, reportLines, runCli, type CliResult, type SiteCopy } from './helpers/cli.js';
import { crawl, type CrawlResult } from './helpers/crawl.js';
import { startStaticServer, type StaticServer } from './helpers/static-server.js';

const BASE = '/flux0/';

/** Paths with content hashes made stable: `styles.3fa2b1c0de.css` → `styles.[hash].css`, `shell-EQKDQH24.js` → `shell-[hash].js`. */
function stable(paths: Iterable<string>): string[] {
  return [...paths].map((p) => p.replace(/([.-])(?:[0-9a-f]{8,10}|[A-Z0-9]{8})\./, '$1[hash].')).sort();
}

function notOk(result: CrawlResult, allowed: string[]): string[] {
  return [...result.status].filter(([url, code]) => code !== 200 && !allowed.includes(url)).map(([url, code]) => `${code} ${url}`);
}

describe('a fixture site built for /flux0/', () => {
  let copy: SiteCopy;
  let server: StaticServer;
  let built: CliResult;
  let result: CrawlResult;

  beforeAll(async () => {
    copy = copyFixture('base-url');
    built = await runCli(['build', '--root', 'site', '--out-dir', 'out', '--base-url', 'flux0'], { cwd: copy.dir });
    server = await startStaticServer({ dir: path.join(copy.dir, 'out'), prefix: BASE });
    result = await crawl({ origin: server.origin, start: [BASE, `${BASE}docs`, `${BASE}no-such-page`], base: BASE, siteUrl: 'https://example.com' });
  });
  afterAll(async () => {
    await server?.close();
    copy?.remove();
  });

  it('builds without warnings', () => {
    expect(built.code).toBe(0);
    expect(reportLines(built.stderr)).toEqual(['✔ Built 6 pages in X s, 0 warnings → out']);
  });

  it('writes the routes lock, and warns for a route of the last build that is gone without a redirect', async () => {
    const lockFile = path.join(copy.root, 'routes.lock.json');
    const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { version: number; routes: string[] };
    expect(lock.routes).toEqual(['/', '/404', '/about', '/docs/category/guide', '/docs/guide/setup', '/docs/intro', '/docs/old-intro', '/start']);
    writeFileSync(lockFile, JSON.stringify({ version: 1, routes: [...lock.routes, '/docs/removed'] }));
    const again = await runCli(['build', '--root', 'site', '--out-dir', 'again'], { cwd: copy.dir });
    expect(reportLines(again.stderr)).toEqual([
      '⚠ routes.lock.json  /docs/removed was a route of the last build and is gone, with no redirect: links and bookmarks to it now break',
      `  hint: Add { from: '/docs/removed', to: '<its new route>' } to redirects in ssg.config.ts; routes.lock.json now lists this build's routes (commit it).`,
      '✔ Built 6 pages in X s, 1 warning → again',
    ]);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toEqual(lock);
  });

  it('reaches every page, asset and static file, each answering 200', () => {
    expect(notOk(result, [`${BASE}no-such-page`])).toEqual([]);
    expect(stable(result.status.keys())).toEqual([
      '/flux0/',
      '/flux0/about',
      '/flux0/assets/cheat-sheet-[hash].txt',
      '/flux0/assets/css/styles.[hash].css',
      '/flux0/assets/diagram-[hash].png',
      '/flux0/docs',
      '/flux0/docs/category/guide',
      '/flux0/docs/category/guide.md',
      '/flux0/docs/guide/setup',
      '/flux0/docs/guide/setup.md',
      '/flux0/docs/intro',
      '/flux0/docs/intro.md',
      '/flux0/img/logo.svg',
      '/flux0/no-such-page',
    ]);
  });

  it('answers an unknown path with the not-found page (its links are crawled above)', async () => {
    expect(result.status.get(`${BASE}no-such-page`)).toBe(404);
    expect(await (await fetch(`${server.origin}${BASE}no-such-page`)).text()).toContain('Page Not Found');
  });

  it('redirects /flux0/docs to the first doc with a meta refresh', async () => {
    const html = await (await fetch(`${server.origin}${BASE}docs`)).text();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/flux0/docs/intro">');
  });

  it('writes no internal URL without the prefix, absolute ones included', () => {
    expect(result.withoutBase).toEqual([]);
    expect(result.absoluteWithoutBase).toEqual([]);
  });

  it('links only to anchors that exist', () => {
    expect(result.missingAnchors).toEqual([]);
  });

  it('is not reachable without the prefix', async () => {
    const response = await fetch(`${server.origin}/docs/intro`);
    expect(response.status).toBe(404);
  });

  it('lists every page in the sitemap and robots.txt, and the docs in llms.txt, with absolute URLs under the prefix', async () => {
    const get = async (route: string): Promise<string> => (await fetch(`${server.origin}${BASE}${route}`)).text();
    const sitemap = await get('sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
      ['', 'about', 'docs/category/guide', 'docs/guide/setup', 'docs/intro'].map((route) => `https://example.com${BASE}${route}`),
    );
    expect(await get('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: https://example.com${BASE}sitemap.xml\n`);
    const llms = await get('llms.txt');
    const links = [...llms.matchAll(/\]\((https:[^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(links).toContain(`https://example.com${BASE}docs/intro.md`);
    for (const link of links.filter((href) => href.endsWith('.md'))) {
      const response = await fetch(`${server.origin}${new URL(link).pathname}`);
      expect(response.status, link).toBe(200);
    }
    expect(await get('docs/intro.md')).toContain(`[setup guide](https://example.com${BASE}docs/guide/setup#configure)`);
  });

  it('serves a search index that the search client reads under the prefix', async () => {
    const loads: string[] = [];
    const client = createSearchClient(async (route) => {
      loads.push(route);
      const response = await fetch(`${server.origin}${BASE}${route.slice(1)}`);
      if (!response.ok) throw new Error(`${response.status} ${route}`);
      return response.json();
    });
    const [first] = await client.search('configur');
    expect(first).toMatchObject({ route: '/docs/guide/setup', title: 'Setup', hits: [{ route: '/docs/guide/setup#configure', headings: ['Configure'] }] });
    expect(stable(loads)).toEqual(['/search/base-[hash].json', '/search/manifest.json', '/search/pages-[hash].json', '/search/terms-[hash].json']);
  });
});

// The real site, offline (committed snapshots of the remote sources), under the same prefix.
const SITE_ROOT = path.resolve(PACKAGE_DIR, '..', '..', 'site');

describe.runIf(existsSync(path.join(SITE_ROOT, 'ssg.config.ts')))('the Flux0 site built for /flux0/', () => {
  let outDir: string;
  let server: StaticServer | undefined;
  let built: CliResult;

  beforeAll(async () => {
    // The site is read where it is; only the output goes to a temp folder.
    outDir = path.join(mkdtempSync(path.join(tmpdir(), 'ssg-e2e-site-')), 'out');
    built = await runCli(['build', '--root', SITE_ROOT, '--out-dir', outDir, '--base-url', BASE, '--offline']);
    if (built.code === 0) server = await startStaticServer({ dir: outDir, prefix: BASE });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(path.dirname(outDir), { recursive: true, force: true });
  });

  it('builds, and every internal URL answers 200 under the prefix', async () => {
    expect(built.code, built.stderr).toBe(0);
    if (!server) throw new Error('no server: the build failed');
    const result = await crawl({ origin: server.origin, start: [BASE, `${BASE}docs`, `${BASE}markdown-page`, `${BASE}blog/archive`, `${BASE}blog/rss.xml`, `${BASE}blog/atom.xml`], base: BASE, siteUrl: 'https://flux0.dev' });
    expect(notOk(result, [])).toEqual([]);
    expect(result.withoutBase).toEqual([]);
    expect(result.absoluteWithoutBase).toEqual([]);
    const reached = (route: string) => [route, result.status.get(`${BASE}${route}`)];
    const routes = ['', 'markdown-page', 'docs/quickstart/introduction', 'docs/category/api', 'docs/api/list-agents', 'blog', 'blog/archive', 'blog/rss.xml'];
    expect(Object.fromEntries(routes.map(reached))).toEqual(Object.fromEntries(routes.map((route) => [route, 200])));
    expect(result.status.size).toBeGreaterThan(40);
  });
});
