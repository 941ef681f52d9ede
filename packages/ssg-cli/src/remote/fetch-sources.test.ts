import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMirrorServer, ok } from '../../test/fixtures/remote-mirror-server/mirror-server.js';
import type { MirrorServer, RouteHandler } from '../../test/fixtures/remote-mirror-server/mirror-server.js';
import { cacheIndexProblems, makeSite, readCacheIndex } from '../../test/fixtures/remote-mirror-server/site-dir.js';
import { DiagnosticSink, UserError } from '../report/diagnostics.js';
import { gzipSync } from 'node:zlib';
import { createCacheUpdates } from './cache.js';
import { fetchSources } from './fetch-sources.js';
import { remoteDocSource } from './remote-doc-source.js';
import type { RemoteOptions, RemoteSource } from './types.js';

const README = 'https://raw.githubusercontent.com/acme/tool/refs/heads/main/README.md';
const PATH = '/raw.githubusercontent.com/acme/tool/refs/heads/main/README.md';
const source: RemoteSource = { id: 'tool', url: README, kind: 'doc' };

let server: MirrorServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Small timeouts and backoff so every failure case stays fast. */
function fastOptions(overrides: Partial<RemoteOptions> = {}): RemoteOptions {
  return {
    cacheDir: '.ssg-cache/remote',
    lockFile: 'remote.lock.json',
    offline: false,
    mirror: server?.prefix,
    timeouts: { connect: 500, headers: 150, body: 150 },
    retries: 2,
    backoffMs: 1,
    maxBackoffMs: 5,
    maxBytes: 2000,
    ...overrides,
  };
}

async function run(root: string, routes: Record<string, RouteHandler>, overrides: Partial<RemoteOptions> = {}, sources = [source]) {
  server ??= await startMirrorServer(routes);
  const diagnostics = new DiagnosticSink();
  const result = await fetchSources({ root, sources, options: fastOptions(overrides), diagnostics });
  return { result, diagnostics, messages: diagnostics.items.map((d) => `${d.severity} ${d.file}: ${d.message}`) };
}

async function runFailing(root: string, routes: Record<string, RouteHandler>, overrides: Partial<RemoteOptions> = {}) {
  const error = await run(root, routes, overrides).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

const withSnapshot = () => makeSite({ 'remote/tool.md': '# Tool (offline summary)\n' });

describe('fetchSources against a mirror on 127.0.0.1', () => {
  it('200: returns the text and caches it with an index entry; the lock file is never written', async () => {
    const root = makeSite();
    const { result, messages } = await run(root, {
      [PATH]: ok('# Tool\n\nHello.\n', { 'content-type': 'text/plain; charset=utf-8', etag: '"v1"', 'last-modified': 'Mon, 03 Mar 2025 10:00:00 GMT' }),
    });
    expect(result.get('tool')).toEqual({ id: 'tool', url: README, text: '# Tool\n\nHello.\n', origin: 'network', trust: 'remote' });
    expect(messages).toEqual([]);
    const entry = readCacheIndex(root).sources.tool!;
    expect(entry).toMatchObject({ url: README, size: 15, etag: '"v1"', lastModified: 'Mon, 03 Mar 2025 10:00:00 GMT' });
    expect(Object.keys(entry)).toEqual(['url', 'sha256', 'size', 'etag', 'lastModified', 'fetchedAt']);
    expect(server!.requests[0]!.headers['if-none-match']).toBeUndefined();
    expect(cacheIndexProblems(root)).toEqual([]);
    expect(fs.existsSync(path.join(root, 'remote.lock.json'))).toBe(false);
  });

  it('304: sends If-None-Match and If-Modified-Since from the cache index and keeps it untouched', async () => {
    const root = makeSite();
    const handler: RouteHandler = (request, response, hit) => {
      if (hit > 1 && request.headers['if-none-match'] === '"v1"') return void response.writeHead(304).end();
      response.writeHead(200, { 'content-type': 'text/markdown', etag: '"v1"', 'last-modified': 'Mon, 03 Mar 2025 10:00:00 GMT' }).end('# Tool\n');
    };
    await run(root, { [PATH]: handler });
    const index = path.join(root, '.ssg-cache/remote/index.json');
    const lockBefore = fs.readFileSync(index, 'utf8');
    const mtimeBefore = fs.statSync(index).mtimeMs;
    const { result, messages } = await run(root, { [PATH]: handler });
    expect(server!.requests[1]!.headers).toMatchObject({ 'if-none-match': '"v1"', 'if-modified-since': 'Mon, 03 Mar 2025 10:00:00 GMT' });
    expect(result.get('tool')).toMatchObject({ text: '# Tool\n', origin: 'not-modified' });
    expect(messages).toEqual([]);
    expect(fs.readFileSync(index, 'utf8')).toBe(lockBefore);
    expect(fs.statSync(index).mtimeMs).toBe(mtimeBefore);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('changed content replaces the cache file and its index entry; unchanged content keeps fetchedAt', async () => {
    const root = makeSite();
    const bodies = ['# One\n', '# One\n', '# Two, longer\n'];
    const { result: first } = await run(root, { [PATH]: (_q, response, hit) => void response.writeHead(200, { 'content-type': 'text/plain' }).end(bodies[hit - 1]) });
    const lockOne = readCacheIndex(root).sources.tool!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await run(root, {});
    expect(readCacheIndex(root).sources.tool).toEqual(lockOne);
    const { result: third } = await run(root, {});
    const lockTwo = readCacheIndex(root).sources.tool!;
    expect(first.get('tool')!.text).toBe('# One\n');
    expect(third.get('tool')).toMatchObject({ text: '# Two, longer\n', origin: 'network' });
    expect(lockTwo.sha256).not.toBe(lockOne.sha256);
    expect(lockTwo.size).toBe(14);
    expect(lockTwo.fetchedAt > lockOne.fetchedAt).toBe(true);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('404 with a snapshot: the snapshot and one warning naming id, URL, status and file; not retried', async () => {
    const root = withSnapshot();
    const { result, diagnostics } = await run(root, { [PATH]: (_q, response) => void response.writeHead(404).end('gone') });
    expect(result.get('tool')).toMatchObject({ text: '# Tool (offline summary)\n', origin: 'snapshot', trust: 'remote' });
    expect(diagnostics.items).toHaveLength(1);
    expect(diagnostics.items[0]).toMatchObject({ severity: 'warning', rule: 'remote', file: 'remote/tool.md' });
    expect(diagnostics.items[0]!.message).toBe(
      `Remote source "tool" (${README}, via mirror ${server!.prefix}${PATH}): HTTP 404 Not Found; using the committed snapshot remote/tool.md`,
    );
    expect(server!.count(PATH)).toBe(1);
    expect(fs.existsSync(path.join(root, 'remote.lock.json'))).toBe(false);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('404 with no fallback: a UserError naming the source, the reason and where a snapshot would go', async () => {
    const root = makeSite();
    const error = await runFailing(root, { [PATH]: (_q, response) => void response.writeHead(404).end() });
    expect(error.message).toContain(`Remote source "tool" (${README}, via mirror`);
    expect(error.message).toContain('could not be fetched: HTTP 404 Not Found; there is no cached copy and no snapshot');
    expect(error.hint).toBe('run ssg fetch with network, or add a snapshot at site/remote/tool.md');
    expect(error.diagnostics).toHaveLength(1);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('500 then 200: retried, and the second answer is used', async () => {
    const root = makeSite();
    const { result, messages } = await run(root, {
      [PATH]: (_q, response, hit) => {
        if (hit === 1) return void response.writeHead(500).end('oops');
        response.writeHead(200, { 'content-type': 'text/plain' }).end('# Recovered\n');
      },
    });
    expect(result.get('tool')).toMatchObject({ text: '# Recovered\n', origin: 'network' });
    expect(messages).toEqual([]);
    expect(server!.count(PATH)).toBe(2);
    expect(readCacheIndex(root).sources.tool!.size).toBe(12);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('500 every time: gives up after retries + 1 attempts and says so', async () => {
    const root = withSnapshot();
    const { messages } = await run(root, { [PATH]: (_q, response) => void response.writeHead(500).end() });
    expect(server!.count(PATH)).toBe(3);
    expect(messages[0]).toContain('HTTP 500 Internal Server Error (after 3 attempts); using the committed snapshot');
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('429 with Retry-After: waits as told, then succeeds', async () => {
    const root = makeSite();
    const started = Date.now();
    const { result } = await run(root, {
      [PATH]: (_q, response, hit) => {
        if (hit === 1) return void response.writeHead(429, { 'retry-after': '1' }).end();
        response.writeHead(200, { 'content-type': 'text/plain' }).end('# Later\n');
      },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(result.get('tool')).toMatchObject({ text: '# Later\n', origin: 'network' });
    expect(server!.count(PATH)).toBe(2);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('Retry-After is capped by maxRetryAfterMs', async () => {
    const root = makeSite();
    const started = Date.now();
    await run(
      root,
      {
        [PATH]: (_q, response, hit) => {
          if (hit === 1) return void response.writeHead(503, { 'retry-after': '3600' }).end();
          response.writeHead(200, { 'content-type': 'text/plain' }).end('# Capped\n');
        },
      },
      { maxRetryAfterMs: 50 },
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server!.count(PATH)).toBe(2);
  });

  it('slow headers: the headers timeout fires on every attempt and the snapshot is used', async () => {
    const root = withSnapshot();
    // The client checks the headers deadline on a coarse (~0.5 s) clock: one retry keeps this short.
    const { result, messages } = await run(root, { [PATH]: () => undefined }, { retries: 1 });
    expect(result.get('tool')!.origin).toBe('snapshot');
    expect(messages[0]).toContain('no response headers within 150 ms (UND_ERR_HEADERS_TIMEOUT) (after 2 attempts)');
    expect(server!.count(PATH)).toBe(2);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('slow body: the body deadline fires even while bytes trickle in', async () => {
    const root = withSnapshot();
    const { messages } = await run(root, {
      [PATH]: (_q, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => response.write('x'), 40);
        response.once('close', () => clearInterval(timer));
      },
    });
    expect(messages[0]).toContain('the response body was not complete within 150 ms (after 3 attempts)');
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('oversized body: refused from Content-Length, and while streaming when there is none; not retried', async () => {
    const root = withSnapshot();
    const big = 'x'.repeat(5000);
    const { messages } = await run(root, { [PATH]: ok(big, { 'content-type': 'text/plain', 'content-length': '5000' }) });
    expect(messages[0]).toContain('the response is larger than the 2000-byte limit (5000 bytes announced)');
    expect(server!.count(PATH)).toBe(1);
    await server!.close();
    server = undefined;
    const chunked = await run(root, {
      [PATH]: (_q, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 5; i++) response.write('y'.repeat(1000));
        response.end();
      },
    });
    expect(chunked.messages[0]).toContain('the response is larger than the 2000-byte limit (more received)');
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('wrong content type: an HTML page is refused with a clear message; not retried', async () => {
    const root = withSnapshot();
    const { messages } = await run(root, { [PATH]: ok('<!doctype html><title>x</title>', { 'content-type': 'text/html; charset=utf-8' }) });
    expect(messages[0]).toContain(
      'unexpected content type text/html (expected text/plain, text/markdown, text/x-markdown or application/octet-stream); the URL seems to be a web page, not the raw file',
    );
    expect(server!.count(PATH)).toBe(1);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('connection reset: retried, then the good answer is used', async () => {
    const root = makeSite();
    const { result } = await run(root, {
      [PATH]: (request, response, hit) => {
        if (hit === 1) return void request.socket.resetAndDestroy();
        response.writeHead(200, { 'content-type': 'text/plain' }).end('# After reset\n');
      },
    });
    expect(result.get('tool')).toMatchObject({ text: '# After reset\n', origin: 'network' });
    expect(server!.count(PATH)).toBe(2);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('connection reset every time: the warning says the connection was reset', async () => {
    const root = withSnapshot();
    const { messages } = await run(root, { [PATH]: (request) => void request.socket.resetAndDestroy() });
    expect(messages[0]).toMatch(/the connection to 127\.0\.0\.1:\d+ was reset or closed early \(ECONNRESET\) \(after 3 attempts\)/);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('redirects: followed through the mirror; a loop is detected and reported', async () => {
    const root = makeSite();
    const moved = '/raw.githubusercontent.com/acme/tool/refs/heads/main/docs/README.md';
    const { result } = await run(root, {
      [PATH]: (_q, response) => void response.writeHead(302, { location: 'https://raw.githubusercontent.com/acme/tool/refs/heads/main/docs/README.md' }).end(),
      [moved]: ok('# Moved\n'),
      '/raw.githubusercontent.com/loop/a': (_q, response) => void response.writeHead(301, { location: 'b' }).end(),
      '/raw.githubusercontent.com/loop/b': (_q, response) => void response.writeHead(301, { location: 'a' }).end(),
    });
    expect(result.get('tool')).toMatchObject({ text: '# Moved\n', origin: 'network' });
    expect(readCacheIndex(root).sources.tool!.url).toBe(README);
    const looping = makeSite({ 'remote/loop.md': '# Loop summary\n' });
    const loopSource: RemoteSource = { id: 'loop', url: 'https://raw.githubusercontent.com/loop/a', kind: 'doc' };
    const { messages } = await run(looping, {}, {}, [loopSource]);
    expect(messages[0]).toContain(`redirect loop: ${server!.prefix}/raw.githubusercontent.com/loop/b redirects back to ${server!.prefix}/raw.githubusercontent.com/loop/a`);
    expect(server!.count('/raw.githubusercontent.com/loop/a')).toBe(1);
    expect(cacheIndexProblems(root)).toEqual([]);
    expect(cacheIndexProblems(looping)).toEqual([]);
  });

  it('a redirect to a non-HTTP URL is refused', async () => {
    const root = withSnapshot();
    const { messages } = await run(root, { [PATH]: (_q, response) => void response.writeHead(302, { location: 'file:///etc/passwd' }).end() });
    expect(messages[0]).toContain('redirect to an unsupported URL: file:///etc/passwd; using the committed snapshot');
    expect(server!.count(PATH)).toBe(1);
  });

  it('too many redirects: stops at maxRedirects', async () => {
    const root = withSnapshot();
    const { messages } = await run(root, { [PATH]: (_q, response, hit) => void response.writeHead(302, { location: `${PATH.split('/').pop()}?n=${hit}` }).end() }, { maxRedirects: 2 });
    expect(messages[0]).toMatch(/more than 2 redirects/);
  });

  it('hostile HTML is passed on verbatim and marked untrusted; README front matter cannot set metadata', async () => {
    const root = makeSite();
    const hostile = '---\nslug: /\nid: hijack\n---\n# Evil\n\n<script>alert(1)</script>\n<img src=x onerror="alert(2)">\n[x](javascript:alert(3))\n';
    const { result } = await run(root, { [PATH]: ok(hostile, { 'content-type': 'text/markdown' }) });
    const fetched = result.get('tool')!;
    expect(fetched.text).toBe(hostile);
    expect(fetched.trust).toBe('remote');
    const page = remoteDocSource({ source: { ...source, docPath: 'examples/tool.md', sidebarLabel: 'Tool', note: 'From acme.' }, text: fetched.text });
    expect(page).toBe(
      '---\nid: tool\nsidebar_label: Tool\n---\n\n:::note\n\nFrom acme.\n\n:::\n\n# Evil\n\n<script>alert(1)</script>\n<img src=x onerror="alert(2)">\n[x](javascript:alert(3))\n',
    );
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('connection refused: not retried, falls back at once', async () => {
    const root = withSnapshot();
    server = await startMirrorServer({});
    const dead = server.prefix;
    await server.close();
    server = undefined;
    const started = Date.now();
    const diagnostics = new DiagnosticSink();
    const other: RemoteSource = { id: 'other', url: 'https://raw.githubusercontent.com/acme/other/main/README.md', kind: 'doc', snapshot: 'remote/tool.md' };
    const result = await fetchSources({ root, sources: [source, other], options: { ...fastOptions(), mirror: dead, retries: 3, backoffMs: 500 }, diagnostics });
    expect(Date.now() - started).toBeLessThan(400);
    expect(result.get('other')!.origin).toBe('snapshot');
    expect(diagnostics.items[0]!.message).toMatch(/connection refused by 127\.0\.0\.1:\d+ \(ECONNREFUSED\); using the committed snapshot/);
    expect(diagnostics.items[0]!.message).not.toContain('attempts');
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('offline: uses the cached copy, else the snapshot, without a warning, and never asks the server', async () => {
    const root = makeSite({ 'remote/second.md': '# Second summary\n' });
    const second: RemoteSource = { id: 'second', url: 'https://raw.githubusercontent.com/acme/second/main/README.md', kind: 'doc' };
    await run(root, { [PATH]: ok('# Cached\n') }, {}, [source]);
    const asked = server!.requests.length;
    const { result, diagnostics } = await run(root, {}, { offline: true }, [source, second]);
    expect(server!.requests.length).toBe(asked);
    expect(result.get('tool')).toMatchObject({ text: '# Cached\n', origin: 'cache' });
    expect(result.get('second')).toMatchObject({ text: '# Second summary\n', origin: 'snapshot' });
    expect(diagnostics.items).toEqual([]);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('offline with neither cache nor snapshot: one UserError listing every such source', async () => {
    const root = makeSite();
    const b: RemoteSource = { id: 'b', url: 'https://example.com/b.md', kind: 'doc' };
    server = await startMirrorServer({});
    const error = await fetchSources({ root, sources: [source, b], options: fastOptions({ offline: true }), diagnostics: new DiagnosticSink() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    const { message, hint, diagnostics } = error as UserError;
    expect(message.split('\n')).toHaveLength(2);
    expect(message).toContain('Remote source "tool"');
    expect(message).toContain('Remote source "b" (https://example.com/b.md, via mirror');
    expect(message).toContain('could not be fetched: offline build (--offline); there is no cached copy and no snapshot');
    expect(hint).toContain('site/remote/b.md');
    expect(diagnostics.map((d) => d.file)).toEqual(['remote/tool.md', 'remote/b.md']);
  });

  it('a network failure with a cached copy uses the cache', async () => {
    const root = withSnapshot();
    await run(root, { [PATH]: (_q, response, hit) => void (hit === 1 ? response.writeHead(200, { 'content-type': 'text/plain' }).end('# From cache\n') : response.writeHead(502).end()) });
    const { result, messages } = await run(root, {});
    expect(result.get('tool')).toMatchObject({ text: '# From cache\n', origin: 'cache' });
    expect(messages[0]).toContain('HTTP 502 Bad Gateway (after 3 attempts); using the cached copy fetched at');
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('a cache file that no longer matches its index entry is ignored: no conditional request, refetched', async () => {
    const root = makeSite();
    const handler: RouteHandler = (request, response) => {
      if (request.headers['if-none-match']) return void response.writeHead(304).end();
      response.writeHead(200, { 'content-type': 'text/plain', etag: '"e"' }).end('# Real\n');
    };
    await run(root, { [PATH]: handler });
    fs.writeFileSync(path.join(root, '.ssg-cache/remote/tool'), '# Tampered\n');
    expect(cacheIndexProblems(root)).toEqual(['cache file tool does not match its index sha256', 'cache file tool has 11 bytes, index says 7']);
    const { result } = await run(root, {});
    expect(server!.requests[1]!.headers['if-none-match']).toBeUndefined();
    expect(result.get('tool')).toMatchObject({ text: '# Real\n', origin: 'network' });
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('a bad 200 (empty, binary, undecodable, too deep) is refused: the cached copy stays, and the warning says why', async () => {
    const root = makeSite();
    const good = '# Good\n';
    const bodies: Array<[Buffer | string, Record<string, string>]> = [
      [good, { 'content-type': 'text/plain' }],
      ['', { 'content-type': 'text/plain' }],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]), { 'content-type': 'application/octet-stream' }],
      ['# Not gzip at all\n', { 'content-type': 'text/plain', 'content-encoding': 'gzip' }],
      ['# Hi\n', { 'content-type': 'text/plain', 'content-encoding': 'zstd' }],
      [`# Deep\n\n${'> '.repeat(500)}x\n`, { 'content-type': 'text/plain' }],
    ];
    const handler: RouteHandler = (_q, response, hit) => {
      const [body, headers] = bodies[Math.min(hit, bodies.length) - 1]!;
      response.writeHead(200, headers).end(body);
    };
    await run(root, { [PATH]: handler });
    const index = fs.readFileSync(path.join(root, '.ssg-cache/remote/index.json'), 'utf8');
    const reasons: string[] = [];
    for (let i = 1; i < bodies.length; i++) {
      const { result, diagnostics } = await run(root, {});
      expect(result.get('tool')).toMatchObject({ text: good, origin: 'cache' });
      expect(diagnostics.items).toHaveLength(1);
      reasons.push(diagnostics.items[0]!.message.replace(/^.*\): /, '').replace(/; using the cached copy fetched at .*$/, ''));
    }
    expect(reasons).toEqual([
      'the fetched copy was refused: the body is empty',
      'the fetched copy was refused: it is not UTF-8 text (a binary file?)',
      'the response says its body is gzip-encoded, but it does not decode as gzip',
      'the response uses the Content-Encoding "zstd", which ssg cannot decode',
      'the fetched copy was refused: line 3 nests block quotes and lists deeper than the limit of 100 levels',
    ]);
    expect(server!.count(PATH)).toBe(bodies.length);
    expect(fs.readFileSync(path.join(root, '.ssg-cache/remote/index.json'), 'utf8')).toBe(index);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('a compressed body is decoded, within the size limit', async () => {
    const root = makeSite();
    const text = '# Compressed\n\nHello.\n';
    const { result } = await run(root, { [PATH]: ok(gzipSync(text), { 'content-type': 'text/markdown', 'content-encoding': 'gzip' }) });
    expect(result.get('tool')).toMatchObject({ text, origin: 'network' });
    expect(server!.requests[0]!.headers['accept-encoding']).toBe('gzip, deflate, br');
    const bomb = makeSite({ 'remote/tool.md': '# Snapshot\n' });
    await server!.close();
    server = undefined;
    const { result: refused, messages } = await run(bomb, { [PATH]: ok(gzipSync('a'.repeat(100_000)), { 'content-type': 'text/plain', 'content-encoding': 'gzip' }) });
    expect(refused.get('tool')).toMatchObject({ origin: 'snapshot' });
    expect(messages[0]).toContain('the response is larger than the 2000-byte limit (more once decoded from gzip)');
  });

  it('deferred updates keep the cache as it was until they are committed', async () => {
    const root = makeSite();
    const updates = createCacheUpdates({ deferred: true });
    server = await startMirrorServer({ [PATH]: ok('# Fresh\n') });
    const result = await fetchSources({ root, sources: [source], options: fastOptions(), diagnostics: new DiagnosticSink(), updates });
    expect(result.get('tool')).toMatchObject({ text: '# Fresh\n', origin: 'network' });
    expect(fs.existsSync(path.join(root, '.ssg-cache'))).toBe(false);
    expect([...updates.current.keys()]).toEqual(['tool']);
    updates.commit();
    expect(readCacheIndex(root).sources.tool).toMatchObject({ url: README, size: 8 });
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('fetches in parallel within the concurrency bound', async () => {
    const root = makeSite();
    const routes: Record<string, RouteHandler> = {};
    const sources: RemoteSource[] = [];
    for (let i = 0; i < 6; i++) {
      routes[`/raw.githubusercontent.com/acme/r${i}/main/README.md`] = (_q, response) => {
        setTimeout(() => response.writeHead(200, { 'content-type': 'text/plain' }).end(`# R${i}\n`), 30);
      };
      sources.push({ id: `r${i}`, url: `https://raw.githubusercontent.com/acme/r${i}/main/README.md`, kind: 'doc' });
    }
    const { result } = await run(root, routes, { concurrency: 2 }, sources);
    expect([...result.keys()]).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    expect(server!.maxInFlight()).toBe(2);
    expect(Object.keys(readCacheIndex(root).sources)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('SSG_REMOTE_MIRROR wins over the configured mirror', async () => {
    const root = makeSite();
    server = await startMirrorServer({ [PATH]: ok('# Via env\n') });
    const result = await fetchSources({
      root,
      sources: [source],
      options: fastOptions({ mirror: 'http://127.0.0.1:9/nowhere' }),
      diagnostics: new DiagnosticSink(),
      env: { SSG_REMOTE_MIRROR: server.prefix },
    });
    expect(result.get('tool')!.text).toBe('# Via env\n');
  });

  it('openapi sources accept JSON and use remote/openapi.json as the default snapshot', async () => {
    const root = makeSite({ 'remote/openapi.json': '{"openapi":"3.1.0"}' });
    const api: RemoteSource = { id: 'api', url: 'https://raw.githubusercontent.com/acme/spec/main/openapi.json', kind: 'openapi' };
    const spec = '{"openapi":"3.0.0","info":{"title":"A","version":"1"},"paths":{}}';
    const { result } = await run(root, { '/raw.githubusercontent.com/acme/spec/main/openapi.json': ok(spec, { 'content-type': 'application/json' }) }, {}, [api]);
    expect(result.get('api')).toMatchObject({ text: spec, origin: 'network' });
    const offline = await run(root, {}, { offline: false, mirror: 'http://127.0.0.1:9' }, [{ ...api, url: 'https://raw.githubusercontent.com/acme/spec/main/other.json' }]);
    expect(offline.result.get('api')).toMatchObject({ text: '{"openapi":"3.1.0"}', origin: 'snapshot' });
  });

  it('rejects invalid and duplicate ids before fetching', async () => {
    const root = makeSite();
    const options = fastOptions();
    await expect(fetchSources({ root, sources: [source, source], options, diagnostics: new DiagnosticSink() })).rejects.toThrow('Two remote sources have the id "tool"');
    await expect(fetchSources({ root, sources: [{ ...source, id: '../x' }], options, diagnostics: new DiagnosticSink() })).rejects.toThrow('Remote source id "../x" is not valid');
  });
});
