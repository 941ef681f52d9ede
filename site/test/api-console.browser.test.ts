// The API console and samples in Chromium, against the built Flux0 site and a small real HTTP API
// on 127.0.0.1 started here (JSON and Server-Sent Events with CORS headers; a second server without
// them; a closed port): Send shows status, headers, timing and the pretty-printed body; an event
// stream shows events live and stops on Stop; failures are explained; the samples follow the form;
// the samples' tabs work by keyboard and keep the reader's language across pages; without
// JavaScript every sample is readable; axe finds nothing.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBrowserTests, SCRIPTS, useServedSite } from './helpers/served-site.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Api {
  server: Server;
  origin: string;
  /** Stream connections closed by the client so far. */
  closedStreams: number;
  /** Bodies the API received, by path. */
  received: Map<string, string>;
}

const AGENTS = { data: [{ id: 'vUfk4PgjTm', name: 'Weather bot', type: 'langchain', created_at: '2025-03-01T10:00:00Z' }] };

/** The API: CORS for every origin (preflight included), agents as JSON, and an event stream that stays open. */
async function startApi(cors: boolean): Promise<Api> {
  const api: Api = { server: createServer(), origin: '', closedStreams: 0, received: new Map() };
  api.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const headers: Record<string, string> = cors
      ? { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, authorization, accept', 'access-control-allow-methods': 'GET, POST', 'access-control-expose-headers': 'x-request-id' }
      : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      api.received.set(url.pathname, body);
      // An old address of the API: redirected to the current one.
      if (url.pathname.startsWith('/moved/')) {
        res.writeHead(302, { ...headers, location: url.pathname.slice('/moved'.length) }).end();
        return;
      }
      if (url.pathname === '/api/agents') {
        res.writeHead(200, { ...headers, 'content-type': 'application/json', 'x-request-id': 'req-7' }).end(JSON.stringify(AGENTS));
        return;
      }
      if (/^\/api\/sessions\/[^/]+\/events\/stream$/.test(url.pathname)) {
        res.writeHead(200, { ...headers, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        // A comment, a named event with an id, an event whose data spans two lines (split across writes), then one chunk every 150 ms until the client stops.
        res.write(': connected\n\n');
        res.write('event: status\nid: 1\ndata: {"status":"processing","acknowledged_offset":0}\n\n');
        res.write('event: chunk\ndata: first line\r\n');
        setTimeout(() => res.write('data: second line\r\n\r\n'), 50);
        let seq = 0;
        const timer = setInterval(() => res.write(`event: chunk\nid: ${(seq += 1) + 1}\ndata: {"seq":${seq}}\n\n`), 150);
        res.on('close', () => {
          clearInterval(timer);
          api.closedStreams += 1;
        });
        return;
      }
      res.writeHead(404, { ...headers, 'content-type': 'application/json' }).end('{"detail":"Not Found"}');
    });
  });
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  return api;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!runBrowserTests)('API console', () => {
  const { open, site, context } = useServedSite();
  let api: Api;
  let noCors: Api;
  beforeAll(async () => {
    [api, noCors] = await Promise.all([startApi(true), startApi(false)]);
  });
  afterAll(async () => {
    for (const server of [api.server, noCors.server]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** Opens an operation page and brings the console into view; resolves once the island has hydrated. */
  async function console(path: string, options: Parameters<typeof open>[1] = {}) {
    const opened = await open(path, options);
    await opened.page.locator('#try-it').scrollIntoViewIfNeeded();
    await opened.page.waitForSelector('ssg-island[data-island="ApiConsole"][data-hydrated]', { state: 'attached', timeout: 10_000 });
    return opened;
  }
  const status = (page: Page) => page.locator('[role="status"]').filter({ hasText: /\S/ });
  const curlText = (page: Page) => page.locator('#sample-curl pre').innerText();

  it('sends a GET and shows status, readable headers, timing and the pretty-printed JSON body, announced', async () => {
    const { page, errors } = await console('/docs/api/list-agents');
    const url = page.getByLabel('Server URL');
    await url.fill(api.origin);
    // The samples follow the form once it is used.
    await expect.poll(() => curlText(page)).toContain(`curl -X GET '${api.origin}/api/agents'`);
    expect(await page.locator('#sample-curl pre .ssg-t-f').count()).toBeGreaterThan(0);
    await url.press('Enter');
    const result = page.locator('.ssg-console__status');
    await expect.poll(() => result.textContent()).toMatch(/^Response 200 OK, headers in \d+ ms, body in \d+ ms\.$/);
    await expect.poll(() => status(page).textContent()).toMatch(/^Response 200 OK/);
    const headers = await page.locator('.ssg-console__headers dl > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]));
    expect(headers).toContainEqual(['x-request-id', 'req-7']);
    expect(await page.locator('.ssg-console__response pre').innerText()).toBe(JSON.stringify(AGENTS, null, 2));
    // Remembered for the next page.
    expect(await page.evaluate(() => localStorage.getItem('ssg-api-server-url'))).toBe(api.origin);
    expect(errors).toEqual([]);
  });

  it('keeps what was typed before the console hydrated: the samples and the request use it', async () => {
    // The page as it comes from the server, its scripts held back while the reader types.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const opened = await context();
    await opened.route(SCRIPTS, async (route) => {
      await released;
      await route.continue();
    });
    const page = await opened.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site().server.origin}/docs/api/list-agents`, { waitUntil: 'domcontentloaded' });
    const url = page.getByLabel('Server URL');
    await url.fill(api.origin);
    release();
    await page.locator('#try-it').hover();
    await page.waitForSelector('ssg-island[data-island="ApiConsole"][data-hydrated]', { state: 'attached', timeout: 10_000 });
    await expect.poll(() => curlText(page)).toContain(`curl -X GET '${api.origin}/api/agents'`);
    expect(await url.inputValue()).toBe(api.origin);
    await url.press('Enter');
    await expect.poll(() => page.locator('.ssg-console__status').textContent()).toMatch(/^Response 200 OK/);
    expect(errors).toEqual([]);
  });

  it('says when the answer came from elsewhere after a redirect', async () => {
    const { page, errors } = await console('/docs/api/list-agents');
    const url = page.getByLabel('Server URL');
    await url.fill(`${api.origin}/moved`);
    await url.press('Enter');
    await expect.poll(() => page.locator('.ssg-console__status').textContent()).toMatch(
      new RegExp(`^Response 200 OK from ${api.origin.replace(/[.]/g, '\\.')}/api/agents, after a redirect, headers in \\d+ ms, body in \\d+ ms\\.$`),
    );
    expect(errors).toEqual([]);
  });

  it('streams Server-Sent Events as they arrive (names, ids, comments, multi-line data) until Stop', async () => {
    const { page } = await console('/docs/api/create-session-event', { init: `localStorage.setItem('ssg-api-server-url', ${JSON.stringify(api.origin)})` });
    expect(await page.getByLabel('Server URL').inputValue()).toBe(api.origin);
    await page.getByRole('button', { name: 'Send' }).click();
    const events = page.locator('.ssg-console__event');
    // Events show while the stream is still open.
    await expect.poll(() => events.count(), { timeout: 5000 }).toBeGreaterThanOrEqual(4);
    expect(await page.locator('.ssg-console__comment').first().textContent()).toBe(': connected');
    expect(await events.nth(0).locator('.ssg-console__event-meta').textContent()).toBe('status id 1');
    expect(await events.nth(0).locator('pre').innerText()).toBe('{\n  "status": "processing",\n  "acknowledged_offset": 0\n}');
    expect(await events.nth(1).locator('pre').innerText()).toBe('first line\nsecond line');
    expect(await page.locator('.ssg-console__status').textContent()).toMatch(/^Response 200 OK: streaming events, \d+ events so far\.$/);
    // The live region read the start out without a count, and reads the end with it.
    expect(await page.locator('.ssg-console [role="status"]').textContent()).toBe('Response 200 OK: streaming events.');
    expect(JSON.parse(api.received.get('/api/sessions/zv3h4j5Fjv/events/stream') ?? '{}')).toMatchObject({ type: 'message', source: 'user' });
    const closedBefore = api.closedStreams;
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => page.locator('.ssg-console__status').textContent()).toMatch(/^Response 200 OK: stopped after \d+ events in \d+ ms\.$/);
    await expect.poll(() => page.locator('.ssg-console [role="status"]').textContent()).toMatch(/^Response 200 OK: stopped after \d+ events in \d+ ms\.$/);
    await expect.poll(() => api.closedStreams).toBe(closedBefore + 1);
    const shown = await events.count();
    await page.waitForTimeout(400);
    expect(await events.count()).toBe(shown);
    expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(0);
  });

  it('explains failures in plain words: CORS, nothing listening, invalid JSON, an invalid URL', async () => {
    const { page } = await console('/docs/api/create-agent');
    const url = page.getByLabel('Server URL');
    const send = page.getByRole('button', { name: 'Send' });
    const error = page.locator('.ssg-console__error');
    await url.fill(noCors.origin);
    await send.click();
    await expect.poll(() => error.textContent()).toMatch(/answered, but the browser blocked the response: .*\(CORS\)/);
    await url.fill(`http://127.0.0.1:${await closedPort()}`);
    await send.click();
    await expect.poll(() => error.textContent()).toMatch(/^Nothing answered at http:\/\/127\.0\.0\.1:\d+: the server is not running there/);
    await url.fill(api.origin);
    await page.getByLabel(/^Body \(application\/json\)/).fill('{\n  "name": "x",\n  oops\n}');
    await send.click();
    await expect.poll(() => error.textContent()).toMatch(/^The body is not valid JSON at line 3, column 3: /);
    expect(await status(page).textContent()).toMatch(/^The body is not valid JSON/);
    await url.fill('localhost:8080');
    await page.getByLabel(/^Body \(application\/json\)/).fill('{"name": "x", "type": "y"}');
    await send.click();
    await expect.poll(() => error.textContent()).toBe('The Server URL must start with http:// or https:// ("localhost:8080" does not), such as http://localhost:8080.');
    await url.fill('http://[::1');
    await send.click();
    await expect.poll(() => error.textContent()).toBe('The Server URL "http://[::1" is not a valid URL: write it with its scheme, such as http://localhost:8080.');
  });

  it('switches sample tabs by keyboard, and keeps the chosen language on every page', async () => {
    const { page, errors } = await console('/docs/api/list-agents');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await tab('curl').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab('Python (requests)').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Python (requests)');
    await page.keyboard.press('End');
    expect(await tab('PHP').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    expect(await tab('PHP').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await tab('Ruby').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#sample-ruby').isVisible()).toBe(true);
    expect(await page.locator('#sample-curl').isVisible()).toBe(false);
    // The page carries Ruby as plain text; picked, it becomes a highlighted code block with its copy button.
    await expect.poll(() => page.locator('#sample-ruby figure.ssg-code pre .ssg-t-k').count()).toBeGreaterThan(0);
    expect(await page.locator('#sample-ruby .ssg-code__copy').isVisible()).toBe(true);
    expect(await page.locator('#sample-ruby pre').innerText()).toContain('Net::HTTP::Get.new(uri)');
    // Another page, reached by client navigation: Ruby there too.
    await page.evaluate(() => (window as unknown as { __ssg: { navigate(url: string): Promise<void> } }).__ssg.navigate('/docs/api/retrieve-agent'));
    await page.locator('#try-it').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('tab', { name: 'Ruby', exact: true }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#sample-ruby pre').innerText()).toContain('Net::HTTP::Get.new(uri)');
    await expect.poll(() => page.locator('#sample-ruby pre .ssg-t-k').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('opens on the remembered language, coloured once the lexer loads; the page carries only curl highlighted', async () => {
    const { page, errors } = await console('/docs/api/create-agent', { init: `localStorage.setItem('ssg-api-sample-language', 'go')` });
    expect(await page.getByRole('tab', { name: 'Go', exact: true }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.locator('#sample-go figure.ssg-code pre .ssg-t-k').count()).toBeGreaterThan(0);
    expect(await page.locator('#sample-go pre').innerText()).toContain('http.NewRequest("POST"');
    // The other panels are plain text, hidden; curl is back to plain once another language is shown.
    expect(await page.locator('.ssg-samples__panel .ssg-t-k, .ssg-samples__panel .ssg-t-f').evaluateAll((tokens) => [...new Set(tokens.map((token) => token.closest('[role="tabpanel"]')!.id))])).toEqual(['sample-go']);
    expect(await page.locator('#sample-python-httpx pre.ssg-samples__plain').textContent()).toContain('import httpx');
    expect(errors).toEqual([]);
  });

  it('shows every sample under its label without JavaScript', async () => {
    const { page } = await open('/docs/api/list-agents', { javaScriptEnabled: false });
    expect(await page.locator('.ssg-samples__panel').evaluateAll((panels) => panels.filter((panel) => (panel as HTMLElement).offsetHeight > 0).length)).toBe(10);
    expect(await page.locator('.ssg-samples__tabs').isVisible()).toBe(false);
    expect(await page.locator('#sample-go pre').innerText()).toContain('http.NewRequest(');
    expect(await page.locator('.ssg-console__form').isVisible()).toBe(false);
    expect(await page.locator('.ssg-console__nojs').isVisible()).toBe(true);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no axe violations with a response shown (${mode})`, async () => {
      const { page } = await console('/docs/api/list-agents', { colorScheme: mode, init: `localStorage.setItem('ssg-color-mode', '${mode}'); localStorage.setItem('ssg-api-server-url', ${JSON.stringify(api.origin)})` });
      await page.getByRole('button', { name: 'Send' }).click();
      await page.locator('.ssg-console__status').waitFor();
      await page.locator('.ssg-console__headers summary').click();
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
        const result = await axe.run({ include: ['ssg-island[data-island="ApiConsole"]'] });
        return result.violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
      });
      expect(violations).toEqual([]);
    });
  }
});
