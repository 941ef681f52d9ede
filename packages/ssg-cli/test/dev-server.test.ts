// The dev server (`serve()`) on a copy of a fixture: status codes, the not-found page, clean-URL
// redirects, and the edit → rebuild → reload loop (a file change rebuilds, the new content is
// served, and open pages get `event: reload` on the event stream).
import { writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../src/report/diagnostics.js';
import { silentReporter } from '../src/report/reporter.js';
import { serve, type RunningServer } from '../src/serve/serve.js';
import { RELOAD_PATH } from '../src/serve/site-server.js';
import { copyFixture, type SiteCopy } from './helpers/cli.js';

let copy: SiteCopy;
let running: RunningServer;
let origin: string;
const errors: unknown[] = [];

beforeAll(async () => {
  copy = copyFixture('dev-server');
  running = await serve({ root: copy.root, host: '127.0.0.1', port: 0, offline: true, reporter: silentReporter, onError: (error) => errors.push(error) });
  origin = new URL(running.url).origin;
});
afterAll(async () => {
  await running?.close();
  copy?.remove();
});

const request = (pathname: string) => fetch(`${origin}${pathname}`, { redirect: 'manual' });

/** Changes a source file and resolves once the rebuild it causes has finished. */
async function edit(file: string, text: string): Promise<void> {
  const rebuilt = running.nextBuild();
  writeFileSync(path.join(copy.root, file), text);
  await rebuilt;
}

/** An event-stream client that collects everything the server sends. */
function openEvents(): Promise<{ received: () => string; close: () => void }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const req = get(`${origin}${RELOAD_PATH}`, (res: IncomingMessage) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream');
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.startsWith(': connected')) resolve({ received: () => text, close: () => req.destroy() });
      });
    });
    req.on('error', reject);
  });
}

describe('ssg serve', () => {
  it('listens on the port it was given (0 = any free port) and names its URL', () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(new URL(running.url).port).not.toBe('0');
  });

  it('serves a page with status 200 and the live-reload script', async () => {
    const response = await request('/docs/a');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('First version of page A.');
    expect(html).toContain(`new EventSource("${RELOAD_PATH}")`);
    expect((await request('/')).status).toBe(200);
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const response = await request('/docs/does-not-exist');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<html lang="en"');
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

  it('rebuilds when a doc changes, serves the new content and tells open pages to reload', async () => {
    const events = await openEvents();
    try {
      await edit('docs/a.md', '---\nsidebar_position: 1\n---\n\n# Page A\n\nSecond version of page A.\n');
      const html = await (await request('/docs/a')).text();
      expect(html).toContain('Second version of page A.');
      expect(html).not.toContain('First version');
      expect(events.received()).toContain('event: reload\n');
    } finally {
      events.close();
    }
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

  it('keeps serving the last good build when a rebuild fails, and recovers', async () => {
    await edit('docs/a.md', '---\ntitle: [unclosed\n---\n\n# Page A\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(UserError);
    expect((errors[0] as UserError).message).toMatch(/^docs\/a\.md:2  invalid YAML in front matter: /);
    expect(await (await request('/docs/a')).text()).toContain('Second version of page A.');
    await edit('docs/a.md', '# Page A\n\nThird version of page A.\n');
    expect(await (await request('/docs/a')).text()).toContain('Third version of page A.');
    expect(errors).toHaveLength(1);
  });
});

describe('ssg serve --base-url /flux0/', () => {
  let based: RunningServer;
  let basedCopy: SiteCopy;
  let basedOrigin: string;

  beforeAll(async () => {
    basedCopy = copyFixture('dev-server');
    based = await serve({ root: basedCopy.root, host: '127.0.0.1', port: 0, baseUrl: 'flux0', offline: true, reporter: silentReporter, onError: (error) => errors.push(error) });
    basedOrigin = new URL(based.url).origin;
  });
  afterAll(async () => {
    await based?.close();
    basedCopy?.remove();
  });

  it('serves the site under the prefix only, and redirects inside it', async () => {
    expect(based.url).toBe(`${basedOrigin}/flux0/`);
    const answers: Record<string, string> = {};
    for (const pathname of ['/flux0/', '/flux0', '/flux0/docs/a', '/docs/a', '/flux0/index.html', '/flux0/docs/a.html', '/flux0/docs/a/index.html?q=1']) {
      const response = await fetch(`${basedOrigin}${pathname}`, { redirect: 'manual' });
      answers[pathname] = `${response.status}${response.headers.get('location') ? ` ${response.headers.get('location')}` : ''}`;
    }
    expect(answers).toEqual({
      '/flux0/': '200',
      '/flux0': '200',
      '/flux0/docs/a': '200',
      '/docs/a': '404',
      '/flux0/index.html': '301 /flux0/',
      '/flux0/docs/a.html': '301 /flux0/docs/a',
      '/flux0/docs/a/index.html?q=1': '301 /flux0/docs/a?q=1',
    });
    expect(await (await fetch(`${basedOrigin}/flux0/docs/a`)).text()).toContain('href="/flux0/docs/b"');
  });
});
