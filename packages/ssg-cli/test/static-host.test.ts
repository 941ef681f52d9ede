// The HTTP rules `ssg serve` and `ssg preview` share (serve/site-handler.ts), tested on
// `ssg preview` serving a real build on 127.0.0.1: content types, ETag and 304, brotli and gzip,
// HEAD, ranges, clean-URL redirects, the 404 page, caching of hashed assets, methods, the Host
// check, and requests that try to leave the output (sent raw, as a client would never normalise).
import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.js';
import { writeOutput } from '../src/output/write-output.js';
import { preview, type RunningPreview } from '../src/serve/preview.js';
import { BIN, copyFixture, runCli, stackLines, type SiteCopy } from './helpers/cli.js';
import { rawRequest } from './helpers/raw-http.js';

const SECRET = 'secret file outside the output';
let copy: SiteCopy;
let outDir: string;
let server: RunningPreview;
let origin: string;

async function buildInto(dir: string): Promise<void> {
  const result = await build({ root: copy.root, offline: true });
  await writeOutput({ files: result.files, outDir: dir });
}

beforeAll(async () => {
  copy = copyFixture('static-host');
  outDir = path.join(copy.dir, 'out');
  await buildInto(outDir);
  writeFileSync(path.join(copy.dir, 'secret.txt'), SECRET);
  mkdirSync(path.join(copy.dir, 'outside'));
  writeFileSync(path.join(copy.dir, 'outside', 'x.txt'), SECRET);
  symlinkSync(path.join(copy.dir, 'secret.txt'), path.join(outDir, 'leak.txt'));
  symlinkSync(path.join(copy.dir, 'outside'), path.join(outDir, 'leakdir'));
  symlinkSync(path.join(outDir, 'big.txt'), path.join(outDir, 'alias.txt'));
  server = await preview({ dir: outDir, baseUrl: '/', host: '127.0.0.1', port: 0, portChosen: true });
  origin = new URL(server.url).origin;
});
afterAll(async () => {
  await server?.close();
  copy?.remove();
});

const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${origin}${pathname}`, { redirect: 'manual', headers, method });
const cssPath = (): string => `/assets/css/${readdirSync(path.join(outDir, 'assets', 'css'))[0]}`;

describe('the static host of ssg serve and ssg preview', () => {
  it('sends the right content type for each kind of file', async () => {
    const types: Record<string, string | null> = {};
    for (const pathname of ['/', '/docs/a', cssPath(), '/feed.xsl', '/site.webmanifest', '/mod.mjs', '/data.xml', '/icon.svg', '/fonts/x.woff2', '/big.txt']) {
      const response = await get(pathname);
      await response.arrayBuffer();
      types[pathname.startsWith('/assets/css/') ? 'css' : pathname] = `${response.status} ${response.headers.get('content-type')}`;
    }
    expect(types).toEqual({
      '/': '200 text/html; charset=utf-8',
      '/docs/a': '200 text/html; charset=utf-8',
      css: '200 text/css; charset=utf-8',
      '/feed.xsl': '200 text/xsl; charset=utf-8',
      '/site.webmanifest': '200 application/manifest+json; charset=utf-8',
      '/mod.mjs': '200 text/javascript; charset=utf-8',
      '/data.xml': '200 application/xml; charset=utf-8',
      '/icon.svg': '200 image/svg+xml',
      '/fonts/x.woff2': '200 font/woff2',
      '/big.txt': '200 text/plain; charset=utf-8',
    });
  });

  it('answers a known ETag with 304 and no body, per encoding', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const first = await get('/docs/a', { 'accept-encoding': encoding });
      await first.arrayBuffer();
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(encoding === 'identity' ? /^W\/"[^"]+"$/ : new RegExp(`^W/"[^"]+-${encoding}"$`));
      const again = await get('/docs/a', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    expect((await get('/docs/a', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('compresses text with brotli or gzip as negotiated, never media or tiny files', async () => {
    const plain = Buffer.from(await (await get('/docs/a', { 'accept-encoding': 'identity' })).arrayBuffer());
    // Raw sockets: fetch would decompress and hide the encoding.
    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const response = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        import('node:http').then(({ get: httpGet }) =>
          httpGet(`${origin}/docs/a`, { headers: { 'accept-encoding': accept } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          }).on('error', reject),
        );
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
      expect(response.body.byteLength).toBeLessThan(plain.byteLength);
      expect(decode(response.body).equals(plain)).toBe(true);
    }
    const font = await rawRequest(server.port, '/fonts/x.woff2', {});
    expect(font.head).not.toMatch(/content-encoding/i);
    const tiny = await get('/icon.svg', { 'accept-encoding': 'br' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await get('/big.txt', { 'accept-encoding': 'gzip' });
    const body = await got.arrayBuffer();
    const head = await rawRequest(server.port, '/big.txt', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.head).toMatch(/content-type: text\/plain; charset=utf-8/);
    expect(Number(/content-length: (\d+)/i.exec(head.head)?.[1])).toBe(Buffer.from(await (await get('/big.txt', { 'accept-encoding': 'identity' })).arrayBuffer()).byteLength);
    expect(body.byteLength).toBeGreaterThan(0);
  });

  it('serves byte ranges of a file', async () => {
    const part = await get('/big.txt', { range: 'bytes=0-9', 'accept-encoding': 'identity' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-9\/\d+$/);
    expect(await part.text()).toBe('line 0: th');
    expect((await get('/big.txt', { range: 'bytes=999999-' })).status).toBe(416);
    // A font is streamed from disk, ranges too.
    const font = await get('/fonts/x.woff2', { range: 'bytes=0-3' });
    expect(font.status).toBe(206);
    expect(await font.text()).toBe('wOF2');
  });

  it('redirects .html and /index.html paths to the clean path, keeping the query; serves other .html files', async () => {
    const answers: Record<string, string> = {};
    for (const pathname of ['/docs/a.html', '/docs/a/index.html?x=1', '/index.html', '/google1234.html', '/404.html']) {
      const response = await get(pathname);
      await response.arrayBuffer();
      answers[pathname] = `${response.status}${response.headers.get('location') ? ` ${response.headers.get('location')}` : ''}`;
    }
    expect(answers).toEqual({ '/docs/a.html': '301 /docs/a', '/docs/a/index.html?x=1': '301 /docs/a?x=1', '/index.html': '301 /', '/google1234.html': '200', '/404.html': '200' });
  });

  it('answers the rules of _redirects with real redirects (the site’s own first), keeping the query; never serves the file', async () => {
    const answers: Record<string, string> = {};
    for (const pathname of ['/docs/own', '/docs/old-a?x=1', '/docs/old-a/', `/docs/${encodeURIComponent('très-vieux')}`, '/docs/part?x=1', '/team', '/news/x', '/_redirects']) {
      const response = await get(pathname);
      await response.arrayBuffer();
      answers[pathname] = `${response.status}${response.headers.get('location') ? ` ${response.headers.get('location')}` : ''}`;
    }
    expect(answers).toEqual({
      '/docs/own': '308 /docs/a',
      '/docs/old-a?x=1': '301 /docs/a?x=1',
      '/docs/old-a/': '301 /docs/a',
      '/docs/tr%C3%A8s-vieux': '301 /docs/a',
      '/docs/part?x=1': '301 /docs/a?x=1#part',
      '/team': '302 https://example.com/team',
      '/news/x': '404',
      '/_redirects': '404',
    });
    // Hosts that read no _redirects serve the redirect document there instead.
    expect(readFileSync(path.join(outDir, 'docs', 'part', 'index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/docs/a#part">');
  });

  it('answers unknown paths with the not-found page and 404', async () => {
    const response = await get('/docs/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('caches content-hashed assets for a year as immutable, and revalidates pages', async () => {
    expect((await get(cssPath())).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = readdirSync(path.join(outDir, 'assets')).find((name) => name.endsWith('.svg'));
    expect(svg).toMatch(/^diagram-[0-9a-f]{8}\.svg$/);
    expect((await get(`/assets/${svg}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/docs/a')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await get('/icon.svg')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await get('/nothing')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('adds no dev-server script to pages', async () => {
    expect(await (await get('/docs/a')).text()).not.toContain('__ssg/');
  });

  it('answers only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/docs/a', {}, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('refuses a Host header other than localhost, an IP address or the bound host (DNS rebinding)', async () => {
    const blocked = await rawRequest(server.port, '/docs/a', { host: 'evil.example:3000' });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toContain('"evil.example:3000" is not allowed');
    expect(blocked.body).toContain('--allowed-hosts');
    expect((await rawRequest(server.port, 'http://evil.example/docs/a', { host: '127.0.0.1' })).status).toBe(403);
    expect((await rawRequest(server.port, '/docs/a', { host: `localhost:${server.port}` })).status).toBe(200);
    expect((await rawRequest(server.port, '/docs/a', { host: `[::1]:${server.port}` })).status).toBe(200);
  });

  it('never serves a file outside the output, however the path is written', async () => {
    const targets = [
      '/../secret.txt',
      '/docs/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      '/docs/%2e%2e/%2e%2e/secret.txt',
      '/big.txt%00.html',
      '/%252e%252e/secret.txt',
      '/leak.txt',
      '/leakdir/x.txt',
      `/${'a/'.repeat(2500)}`,
      '/.hidden',
    ];
    for (const target of targets) {
      const response = await rawRequest(server.port, target);
      expect([400, 404], target).toContain(response.status);
      expect(response.body, target).not.toContain(SECRET);
      expect(response.body, target).not.toContain('not for serving');
    }
    expect((await rawRequest(server.port, '/.well-known/security.txt')).status).toBe(200);
    expect((await rawRequest(server.port, '/alias.txt')).body).toContain('line 199');
  });

  it('serves the new build once ssg build has replaced the folder', async () => {
    writeFileSync(path.join(copy.root, 'docs/a.md'), '# Page A\n\nRebuilt.\n');
    await buildInto(outDir);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await (await get('/')).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await (await get('/docs/a')).text()).toContain('Rebuilt.');
  });
});

describe('ssg preview (the built CLI)', () => {
  it('serves the build until Ctrl+C, and exits 0', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [BIN, 'preview', '--root', copy.root, '--out-dir', outDir, '--port', '0'], { env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stderr.setEncoding('utf8');
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr.on('data', (chunk: string) => {
        output += chunk;
        const found = /^Serving (http:\/\/127\.0\.0\.1:\d+\/)/m.exec(output);
        if (found?.[1]) resolve(found[1]);
      });
      child.once('exit', (code) => reject(new Error(`ssg preview exited (${code}): ${output}`)));
    });
    expect(output).toMatch(/^Previewing the build in .*out \(\d+ files\)$/m);
    const response = await fetch(`${url}docs/a`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Page A');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('says when there is no build to serve', async () => {
    const result = await runCli(['preview', '--root', copy.root, '--out-dir', path.join(copy.dir, 'nothing')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('✖ No built site in');
    expect(result.stderr).toContain('hint: Run ssg build first');
    expect(stackLines(result.stderr)).toEqual([]);
  });
});
