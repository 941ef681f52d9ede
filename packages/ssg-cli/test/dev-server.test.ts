// The dev server (`serve()`) on a copy of a fixture: what it serves, and the edit → rebuild →
// live-channel loop: the routes whose HTML changed, a stylesheet swapped in place, build errors
// (front matter, a broken link, a theme that throws) sent to open pages with their position and
// code frame while the last good build stays served, the fix clearing them; warnings printed once.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reporter } from '../src/report/reporter.js';
import { serve, type RunningServer } from '../src/serve/serve.js';
import { copyFixture, type SiteCopy } from './helpers/cli.js';
import { openLiveEvents, type LiveEvents } from './helpers/live-events.js';

/** A reporter that keeps the lines a user would see. */
function recordingReporter(): Reporter & { lines: string[] } {
  const lines: string[] = [];
  return { lines, stage() {}, line: (text) => lines.push(text), done() {} };
}

let copy: SiteCopy;
let running: RunningServer;
let origin: string;
let events: LiveEvents;
const reporter = recordingReporter();

beforeAll(async () => {
  copy = copyFixture('dev-server');
  running = await serve({ root: copy.root, host: '127.0.0.1', port: 0, portChosen: true, offline: true, reporter });
  origin = new URL(running.url).origin;
  events = await openLiveEvents(`${origin}/__ssg/events`);
});
afterAll(async () => {
  events?.close();
  await running?.close();
  copy?.remove();
});

const request = (pathname: string) => fetch(`${origin}${pathname}`, { redirect: 'manual' });

/**
 * The routes of the update messages received from message `start` on, once they include `wanted`
 * (a page rendered early comes in a message of its own, the others after the rebuild).
 */
async function updatedRoutes(start: number, wanted: string[]): Promise<string[]> {
  const routes = (): string[] => [...new Set(events.messages.slice(start).flatMap((message) => (message.type === 'update' ? message.routes : [])))];
  for (const deadline = Date.now() + 15_000; !wanted.every((route) => routes().includes(route)); ) {
    if (Date.now() > deadline) throw new Error(`no update for ${wanted.join(', ')}; got ${JSON.stringify(events.messages.slice(start))}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return routes();
}

/** Changes a source file and resolves once the rebuild it causes has finished. */
async function edit(file: string, text: string): Promise<void> {
  const rebuilt = running.nextBuild();
  writeFileSync(path.join(copy.root, file), text);
  await rebuilt;
}

describe('ssg serve', () => {
  it('listens on the port it was given (0 = any free port) and names its URL', () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(new URL(running.url).port).not.toBe('0');
    expect(reporter.lines).toContainEqual(expect.stringMatching(/^✔ Built 5 pages in \d+ ms$/));
  });

  it('serves pages with its client script, and the client itself', async () => {
    const response = await request('/docs/a');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('First version of page A.');
    expect(html).toMatch(/<script type="module" src="\/__ssg\/client\.js" data-ssg-dev="\{&quot;events&quot;:&quot;\/__ssg\/events&quot;,&quot;buildId&quot;:&quot;[\w-]+&quot;\}"><\/script><\/head>/);
    const client = await request('/__ssg/client.js');
    expect(client.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await client.text()).toContain('ssg-error-overlay');
  });

  it('answers an unknown path with status 404 and the not-found page, which knows its route', async () => {
    const response = await request('/docs/does-not-exist');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('&quot;route&quot;:&quot;/404&quot;');
  });

  it('redirects .html and /index.html paths to the clean path with 301, keeping the query', async () => {
    const redirects: Record<string, string | null> = {};
    for (const pathname of ['/docs/a.html', '/docs/a/index.html', '/docs/a/index.html?tab=1', '/index.html', '/docs/build/steps.html']) {
      const response = await request(pathname);
      redirects[pathname] = `${response.status} ${response.headers.get('location')}`;
    }
    expect(redirects).toEqual({
      '/docs/a.html': '301 /docs/a',
      '/docs/a/index.html': '301 /docs/a',
      '/docs/a/index.html?tab=1': '301 /docs/a?tab=1',
      '/index.html': '301 /',
      '/docs/build/steps.html': '301 /docs/build/steps',
    });
    expect((await request('/docs/missing.html')).status).toBe(404);
  });

  it('tells open pages which routes changed, and only those; one line per rebuild', async () => {
    const update = events.next('update');
    await edit('docs/a.md', '---\nsidebar_position: 1\n---\n\n# Page A\n\nSecond version of page A.\n');
    // Sent as soon as the page is rendered, with its document: open pages need not ask for it.
    expect(await update).toMatchObject({ routes: ['/docs/a'], inPlace: true, html: expect.stringContaining('Second version of page A.') });
    const html = await (await request('/docs/a')).text();
    expect(html).toContain('Second version of page A.');
    expect(reporter.lines.at(-1)).toMatch(/^✔ docs\/a\.md → 1 page in \d+ ms$/);
  });

  it('swaps a changed stylesheet in place: no page changed', async () => {
    const css = events.next('css');
    const before = events.messages.length;
    await edit('src/custom.css', '.fixture-note {\n  color: darkgreen;\n}\n');
    const message = await css;
    expect(message.from).toMatch(/^\/assets\/css\/styles\.\w+\.css$/);
    expect(message.href).toMatch(/^\/assets\/css\/styles\.\w+\.css$/);
    expect(message.href).not.toBe(message.from);
    expect(events.messages.slice(before).map((m) => m.type)).toEqual(['css']);
    expect(await (await request(message.href)).text()).toContain('.fixture-note{color:#006400}');
  });

  it('watches a docs folder named build', async () => {
    await edit('docs/build/steps.md', '# Build steps\n\nSecond version of the build steps.\n');
    expect(await (await request('/docs/build/steps')).text()).toContain('Second version of the build steps.');
  });

  it('serves the last of two quick saves of the same file', async () => {
    const rebuilt = running.nextBuild();
    writeFileSync(path.join(copy.root, 'docs/b.md'), '# Page B\n\nSaved once.\n');
    await new Promise((resolve) => setTimeout(resolve, 15));
    writeFileSync(path.join(copy.root, 'docs/b.md'), '# Page B\n\nSaved twice.\n');
    await rebuilt;
    expect(await (await request('/docs/b')).text()).toContain('Saved twice.');
  });

  it('never shows the empty moment of a save that truncates the file first, nor warns about it', async () => {
    const start = events.messages.length;
    const lines = reporter.lines.length;
    const rebuilt = running.nextBuild();
    const file = path.join(copy.root, 'docs/b.md');
    writeFileSync(file, '');
    await new Promise((resolve) => setTimeout(resolve, 15));
    writeFileSync(file, '# Page B\n\nWritten after a truncation.\n');
    await rebuilt;
    expect(await (await request('/docs/b')).text()).toContain('Written after a truncation.');
    const sent = events.messages.slice(start).flatMap((message) => (message.type === 'update' && message.html !== undefined ? [message.html] : []));
    expect(sent.every((html) => html.includes('Written after a truncation.'))).toBe(true);
    expect(reporter.lines.slice(lines).join('\n')).not.toContain('No title');
  });

  it('shows a front-matter error with its position and code frame, keeps the last good build, and clears it on the fix', async () => {
    const error = events.next('error');
    await edit('docs/a.md', '---\ntitle: [unclosed\n---\n\n# Page A\n');
    const [diagnostic] = (await error).diagnostics;
    expect(diagnostic).toMatchObject({ severity: 'error', file: 'docs/a.md', line: 2, message: expect.stringMatching(/^invalid YAML in front matter: /), hint: expect.any(String) });
    expect(diagnostic?.frame).toContain('> 2 | title: [unclosed');
    expect(reporter.lines.at(-1)).toMatch(/^✖ docs\/a\.md:2 {2}invalid YAML in front matter: .*\n {2}hint: .*\n\n {4}1 \| ---\n {2}> 2 \| title: \[unclosed/);
    expect(await (await request('/docs/a')).text()).toContain('Second version of page A.');
    // A page opened now learns of the error at once.
    const late = await openLiveEvents(`${origin}/__ssg/events`);
    expect(late.messages[0]).toMatchObject({ type: 'hello', diagnostics: [{ file: 'docs/a.md', line: 2 }] });
    late.close();

    const clear = events.next('clear');
    const update = events.next('update');
    await edit('docs/a.md', '# Page A\n\nThird version of page A.\n');
    await clear;
    expect((await update).routes).toContain('/docs/a');
    expect(await (await request('/docs/a')).text()).toContain('Third version of page A.');
    expect(running.errors).toEqual([]);
  });

  it('shows a broken link (onBrokenLinks: throw) at its line and column', async () => {
    const error = events.next('error');
    await edit('docs/b.md', '# Page B\n\nSee [the missing page](/docs/missing).\n');
    expect((await error).diagnostics).toEqual([
      expect.objectContaining({ file: 'docs/b.md', line: 3, column: 5, message: expect.stringContaining('/docs/missing'), frame: expect.stringContaining('> 3 | See [the missing page](/docs/missing).') }),
    ]);
    // The page was shown before the link check failed; the last good build is served again.
    expect(await (await request('/docs/b')).text()).not.toContain('the missing page');
    const clear = events.next('clear');
    await edit('docs/b.md', '# Page B\n\nBack to [page A](./a.md).\n');
    await clear;
  });

  it('sends the edited page first, with its HTML, and the pages whose sidebar it changed after the rebuild', async () => {
    const start = events.messages.length;
    await edit('docs/b.md', '# Page B retitled\n\nBack to [page A](./a.md).\n');
    await updatedRoutes(start, ['/docs/b', '/docs/a']);
    const [first, ...rest] = events.messages.slice(start).filter((message) => message.type === 'update');
    expect(first).toMatchObject({ routes: ['/docs/b'], html: expect.stringContaining('Page B retitled') });
    expect(rest.flatMap((message) => ('html' in message ? [message] : []))).toEqual([]);
    await edit('docs/b.md', '# Page B\n\nBack to [page A](./a.md).\n');
  });

  it('renders and sends first the pages open in a browser (as pages tell it) when a new doc changes every sidebar', async () => {
    expect((await fetch(`${origin}/__ssg/open?route=/docs/a`)).status).toBe(204);
    const start = events.messages.length;
    await edit('docs/c.md', '# Page C\n\nA new page.\n');
    await updatedRoutes(start, ['/docs/a', '/docs/b']);
    const [first, ...rest] = events.messages.slice(start).filter((message) => message.type === 'update');
    expect(first).toMatchObject({ routes: ['/docs/a'], html: expect.stringContaining('Page C') });
    expect(rest.flatMap((message) => (message.type === 'update' ? message.routes : []))).toContain('/docs/b');
    const removed = running.nextBuild();
    rmSync(path.join(copy.root, 'docs/c.md'));
    await removed;
  });

  it('shows a theme exception at the line of the theme that threw', async () => {
    const error = events.next('error');
    await edit('docs/b.md', '# Page B\n\nTHEME-CRASH\n');
    const [diagnostic] = (await error).diagnostics;
    expect(diagnostic).toMatchObject({ file: 'theme.mjs', line: 9, message: 'TypeError: Cannot read the crash marker', stack: expect.stringContaining('TypeError') });
    expect(diagnostic?.frame).toMatch(/^> +9 \| {5}throw new TypeError\('Cannot read the crash marker'\);$/m);
    // The fix is in the theme: it is loaded again.
    const theme = readFileSync(path.join(copy.root, 'theme.mjs'), 'utf8');
    const clear = events.next('clear');
    await edit('theme.mjs', theme.replace("includes('THEME-CRASH')", "includes('THEME-CRASH-NEVER')"));
    await clear;
    expect(await (await request('/docs/b')).text()).toContain('THEME-CRASH');
    await edit('docs/b.md', '# Page B\n\nBack to [page A](./a.md).\n');
    await edit('theme.mjs', theme);
  });

  it('shows a config error, and the whole site comes back with the fix', async () => {
    const config = path.join(copy.root, 'ssg.config.ts');
    const original = readFileSync(config, 'utf8');
    const error = events.next('error');
    await edit('ssg.config.ts', original.replace("title: 'Fixture',", 'title: 42,'));
    expect((await error).diagnostics).toEqual([expect.objectContaining({ file: 'ssg.config.ts', message: expect.stringContaining('title') })]);
    const clear = events.next('clear');
    await edit('ssg.config.ts', original);
    await clear;
  });

  it('reloads rather than swaps the pages a config change altered (the navbar and footer may differ)', async () => {
    const config = path.join(copy.root, 'ssg.config.ts');
    const original = readFileSync(config, 'utf8');
    const update = events.next('update');
    await edit('ssg.config.ts', original.replace("title: 'Fixture',", "title: 'Fixture renamed',"));
    expect(await update).toMatchObject({ routes: expect.arrayContaining(['/', '/docs/a', '/docs/b']), inPlace: false });
    expect(await (await request('/docs/a')).text()).toContain('Fixture renamed');
    await edit('ssg.config.ts', original);
  });

  it('reports a deleted and a renamed doc: the old route becomes not found, the new one and the sidebars that list it change', async () => {
    const b = readFileSync(path.join(copy.root, 'docs/b.md'), 'utf8');
    const deleted = events.messages.length;
    const rebuilt = running.nextBuild();
    rmSync(path.join(copy.root, 'docs/b.md'));
    await rebuilt;
    await updatedRoutes(deleted, ['/docs/b', '/docs/a']);
    expect((await request('/docs/b')).status).toBe(404);
    expect(await (await request('/docs/a')).text()).not.toContain('href="/docs/b"');

    const renamed = events.messages.length;
    await edit('docs/c.md', b);
    await updatedRoutes(renamed, ['/docs/c', '/docs/a']);
    expect((await request('/docs/c')).status).toBe(200);
    expect(await (await request('/docs/a')).text()).toContain('href="/docs/c"');

    const back = running.nextBuild();
    renameSync(path.join(copy.root, 'docs/c.md'), path.join(copy.root, 'docs/b.md'));
    await back;
    expect((await request('/docs/c')).status).toBe(404);
    expect((await request('/docs/b')).status).toBe(200);
  });

  it('shows a draft with its Draft badge (ssg build leaves it out)', async () => {
    const update = events.messages.length;
    await edit('docs/draft.md', '---\ndraft: true\n---\n\n# Work in progress\n\nNot ready yet.\n');
    await updatedRoutes(update, ['/docs/draft']);
    const html = await (await request('/docs/draft')).text();
    expect(html).toContain('Not ready yet.');
    expect(html).toContain('ssg-badge--draft');
    const rebuilt = running.nextBuild();
    rmSync(path.join(copy.root, 'docs/draft.md'));
    await rebuilt;
    expect((await request('/docs/draft')).status).toBe(404);
  });

  it('prints a warning once, not again on every rebuild', async () => {
    await edit('docs/a.md', '# Page A\n\nSee [B](/docs/b#no-such-heading).\n');
    await edit('docs/build/steps.md', '# Build steps\n\nThird version.\n');
    expect(reporter.lines.filter((line) => line.includes('no-such-heading'))).toHaveLength(1);
  });

  it('rebuilds everything on request, and open pages reload', async () => {
    const reload = events.next('reload');
    await running.rebuildAll();
    await reload;
    // The pages built (all of them reload), not the none that changed.
    const built = Number(/^✔ full rebuild → (\d+) pages? in \d+ ms$/.exec(reporter.lines.at(-1) ?? '')?.[1]);
    expect(built).toBeGreaterThan(1);
  });
});

describe('ssg serve --base-url /flux0/', () => {
  let based: RunningServer;
  let basedCopy: SiteCopy;
  let basedOrigin: string;

  beforeAll(async () => {
    basedCopy = copyFixture('dev-server');
    based = await serve({ root: basedCopy.root, host: '127.0.0.1', port: 0, baseUrl: 'flux0', offline: true, reporter: recordingReporter() });
    basedOrigin = new URL(based.url).origin;
  });
  afterAll(async () => {
    await based?.close();
    basedCopy?.remove();
  });

  it('serves the site under the prefix only, redirects inside it, and points outside paths to it', async () => {
    expect(based.url).toBe(`${basedOrigin}/flux0/`);
    const answers: Record<string, string> = {};
    for (const pathname of ['/flux0/', '/flux0', '/flux0/docs/a', '/docs/a', '/flux0/index.html', '/flux0/docs/a.html', '/flux0/docs/a/index.html?q=1']) {
      const response = await fetch(`${basedOrigin}${pathname}`, { redirect: 'manual' });
      answers[pathname] = `${response.status}${response.headers.get('location') ? ` ${response.headers.get('location')}` : ''}`;
    }
    expect(answers).toEqual({
      '/flux0/': '200',
      '/flux0': '301 /flux0/',
      '/flux0/docs/a': '200',
      '/docs/a': '404',
      '/flux0/index.html': '301 /flux0/',
      '/flux0/docs/a.html': '301 /flux0/docs/a',
      '/flux0/docs/a/index.html?q=1': '301 /flux0/docs/a?q=1',
    });
    const outside = await (await fetch(`${basedOrigin}/docs/a`)).text();
    expect(outside).toContain('served under the base URL <code>/flux0/</code>');
    expect(outside).toContain('<a href="/flux0/docs/a">/flux0/docs/a</a>');
    // With the dev client: a tab left here by a change of the base URL follows the next one.
    expect(outside).toContain('src="/flux0/__ssg/client.js"');
    const page = await (await fetch(`${basedOrigin}/flux0/docs/a`)).text();
    expect(page).toContain('href="/flux0/docs/b"');
    expect(page).toContain('src="/flux0/__ssg/client.js"');
  });
});

describe('ssg serve when the first build fails', () => {
  it('serves an error page that shows the overlay, and the site once fixed', async () => {
    const broken = copyFixture('dev-server', { 'docs/a.md': '---\ntitle: [unclosed\n---\n\n# Page A\n' });
    const server = await serve({ root: broken.root, host: '127.0.0.1', port: 0, offline: true, reporter: recordingReporter() });
    try {
      const at = new URL(server.url).origin;
      expect(server.errors).toEqual([expect.objectContaining({ file: 'docs/a.md', line: 2 })]);
      const response = await fetch(`${at}/docs/b`);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('/__ssg/client.js');
      const live = await openLiveEvents(`${at}/__ssg/events`);
      expect(live.messages[0]).toMatchObject({ type: 'hello', buildId: '', diagnostics: [{ file: 'docs/a.md' }] });
      const reload = live.next('reload');
      const rebuilt = server.nextBuild();
      writeFileSync(path.join(broken.root, 'docs/a.md'), '# Page A\n\nFixed.\n');
      await rebuilt;
      await reload;
      live.close();
      expect((await fetch(`${at}/docs/b`)).status).toBe(200);
    } finally {
      await server.close();
      broken.remove();
    }
  });
});
