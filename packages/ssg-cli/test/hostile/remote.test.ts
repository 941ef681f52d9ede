// Issue: a bad 200 replaced the cached README and the lock entry, builds rewrote the tracked lock
// file, offline builds warned, code references had no snapshots, remote HTML kept its ids and
// relative links resolved from the repository root. Every case runs the real `ssg` against a
// fault-injecting server on 127.0.0.1 (the remote mirror), and checks what was printed, the exit
// code, the pages and that the cache and the lock file stayed as they must.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startMirrorServer, type MirrorServer, type RouteHandler } from '../fixtures/remote-mirror-server/mirror-server.js';
import type { SiteCopy } from '../helpers/cli.js';
import { expectUserError, fingerprint, hostileSite, ssg } from './helpers.js';

const README_URL = 'https://raw.githubusercontent.com/acme/agents/refs/heads/main/examples/static/README.md';
const README_PATH = '/raw.githubusercontent.com/acme/agents/refs/heads/main/examples/static/README.md';
const CODE_BLOB = 'https://github.com/acme/agents/blob/main/examples/static/agent.py';
const CODE_PATH = '/raw.githubusercontent.com/acme/agents/main/examples/static/agent.py';
const CODE_SNAPSHOT = 'remote/code/acme/agents/main/examples/static/agent.py';
const GOOD = '# Static agent\n\nThe good copy. See [the agent](./agent.py).\n';

const remoteConfig = {
  remote: {
    sources: [{ id: 'static', url: README_URL, kind: 'doc', docPath: 'examples/static.md', linkBase: 'https://github.com/acme/agents/tree/main' }],
    timeouts: { connect: 1000, headers: 1000, body: 1000 },
    retries: 0,
  },
};

const copies: SiteCopy[] = [];
const servers: MirrorServer[] = [];
afterAll(() => {
  for (const copy of copies) copy.remove();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A site with the remote README (and `files`), and a server answering each path with the handler of its latest route. */
async function remoteSite(files: Record<string, string> = {}): Promise<{ copy: SiteCopy; routes: Record<string, RouteHandler>; env: Record<string, string> }> {
  const copy = hostileSite(files, remoteConfig);
  copies.push(copy);
  const routes: Record<string, RouteHandler> = {};
  const server = await startMirrorServer(
    new Proxy(routes, { get: (target, key: string) => target[key], has: (target, key: string) => key in target }),
  );
  servers.push(server);
  return { copy, routes, env: { SSG_REMOTE_MIRROR: server.prefix } };
}

const body = (text: string | Buffer, headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' }): RouteHandler =>
  (_request, response) => void response.writeHead(200, headers).end(text);

const page = (copy: SiteCopy, route: string): string => readFileSync(path.join(copy.dir, 'out', route, 'index.html'), 'utf8');
const cacheOf = (copy: SiteCopy) => fingerprint(path.join(copy.root, '.ssg-cache', 'remote'));

describe('a bad 200 never replaces the last good copy', () => {
  it('refuses empty, binary and wrongly encoded bodies and a README too deep to render, keeping the cache', async () => {
    const lock = '{\n  "version": 1,\n  "sources": {}\n}\n';
    const { copy, routes, env } = await remoteSite({ 'remote.lock.json': lock });
    routes[README_PATH] = body(GOOD);
    const first = await ssg(copy, ['build', '--out-dir', 'out'], env);
    expect(first.code, first.stderr).toBe(0);
    expect(page(copy, 'docs/examples/static')).toContain('The good copy.');
    const cache = cacheOf(copy);
    expect(Object.keys(cache)).toEqual(['index.json', 'static']);

    const bad: Array<[string, RouteHandler]> = [
      ['the fetched copy was refused: the body is empty', body('')],
      ['the fetched copy was refused: it contains NUL bytes, so it is a binary file, not text', body(Buffer.from([0x23, 0x20, 0x00, 0x01, 0x02]), { 'content-type': 'application/octet-stream' })],
      ['the response says its body is gzip-encoded, but it does not decode as gzip', body('# Plain text\n', { 'content-type': 'text/plain', 'content-encoding': 'gzip' })],
      ['the response uses the Content-Encoding "compress", which ssg cannot decode', body('# x\n', { 'content-type': 'text/plain', 'content-encoding': 'compress' })],
      ['the fetched copy was refused: line 1 nests block quotes and lists deeper than the limit of 100 levels', body(`${'> '.repeat(10_000)}deep\n`)],
    ];
    for (const [reason, handler] of bad) {
      routes[README_PATH] = handler;
      const run = await ssg(copy, ['build', '--out-dir', 'out'], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.report.filter((line) => line.startsWith('⚠'))).toEqual([
        expect.stringMatching(new RegExp(`^⚠ \\.ssg-cache/remote/static {2}Remote source "static" \\(.*\\): ${reason.replace(/[()."]/g, '\\$&')}; using the cached copy fetched at `)),
      ]);
      expect(page(copy, 'docs/examples/static')).toContain('The good copy.');
      expect(cacheOf(copy)).toEqual(cache);
    }

    // Accepted by the fetch, but it breaks the build: the build fails, the cache keeps the good copy.
    // (Emphasis nested this deeply in a paragraph this long is paired past the depth limit.)
    routes[README_PATH] = body(`# Breaks\n\n${'*a **a '.repeat(25_000)}b${' a** a*'.repeat(25_000)}\n`);
    const broken = await ssg(copy, ['build', '--out-dir', 'out'], env);
    expect(expectUserError(broken)).toContainEqual(expect.stringMatching(new RegExp(`^✖ ${README_URL.replace(/[.?]/g, '\\$&')}:3:\\d+  Markdown elements are nested deeper than the limit of 1000 levels$`)));
    expect(cacheOf(copy)).toEqual(cache);
    const offline = await ssg(copy, ['build', '--out-dir', 'out', '--offline'], env);
    expect(offline.report).toEqual(['✔ Built 4 pages in X s, 0 warnings → out']);
    expect(page(copy, 'docs/examples/static')).toContain('The good copy.');
    expect(readFileSync(path.join(copy.root, 'remote.lock.json'), 'utf8')).toBe(lock);
  }, 180_000);

  it('gives a gzip body its text, and refuses one larger than the limit once decoded', async () => {
    const { copy, routes, env } = await remoteSite({ 'remote/static.md': '# Snapshot\n\nOffline summary.\n' });
    routes[README_PATH] = body(gzipSync(GOOD), { 'content-type': 'text/markdown', 'content-encoding': 'gzip' });
    const run = await ssg(copy, ['build', '--out-dir', 'out'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(page(copy, 'docs/examples/static')).toContain('The good copy.');
    routes[README_PATH] = body(gzipSync(Buffer.alloc(8 * 1024 * 1024, 'a')), { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
    const bomb = await ssg(copy, ['build', '--out-dir', 'out'], env);
    expect(bomb.code).toBe(0);
    expect(bomb.stderr).toContain('the response is larger than the 5242880-byte limit (more once decoded from gzip); using the cached copy');
  });
});

describe('the lock file', () => {
  it('is written by ssg fetch only (code references included, stale entries pruned); a build warns when it is stale', async () => {
    const stale = JSON.stringify({ version: 1, sources: { gone: { url: 'https://example.com/gone.md', sha256: 'a'.repeat(64), size: 1, fetchedAt: '2024-01-01T00:00:00.000Z' } } }, null, 2);
    const { copy, routes, env } = await remoteSite({
      'remote.lock.json': `${stale}\n`,
      'docs/agent.md': `# Agent\n\n\`\`\`python reference\n${CODE_BLOB}\n\`\`\`\n`,
    });
    routes[README_PATH] = body(GOOD);
    routes[CODE_PATH] = body('class Runner:\n    pass\n');
    const lockFile = path.join(copy.root, 'remote.lock.json');
    const before = readFileSync(lockFile, 'utf8');
    const build = await ssg(copy, ['build', '--out-dir', 'out'], env);
    expect(build.code, build.stderr).toBe(0);
    expect(build.report.filter((line) => line.startsWith('⚠'))).toEqual([
      '⚠ remote.lock.json  The lock file does not record the versions this build fetched of 2 remote files (code/acme/agents/main/examples/static/agent.py, static)',
    ]);
    expect(readFileSync(lockFile, 'utf8')).toBe(before);

    const fetched = await ssg(copy, ['fetch'], env);
    expect(fetched.code, fetched.stderr).toBe(0);
    expect(fetched.report.at(-1)).toBe('✔ 2 of 2 remote files fetched, 0 warnings; site/remote.lock.json updated, 1 stale entry removed (gone)');
    expect(Object.keys((JSON.parse(readFileSync(lockFile, 'utf8')) as { sources: object }).sources)).toEqual(['code/acme/agents/main/examples/static/agent.py', 'static']);
    const clean = await ssg(copy, ['build', '--out-dir', 'out'], env);
    expect(clean.report.filter((line) => line.startsWith('⚠'))).toEqual([]);
    expect(page(copy, 'docs/agent')).toContain('Runner');
  });
});

describe('offline builds and snapshots', () => {
  it('print no warning when the committed snapshots are used as asked, code references included', async () => {
    const { copy, env } = await remoteSite({
      'remote/static.md': '# Static (offline summary)\n',
      [CODE_SNAPSHOT]: '# Offline summary of agent.py\n',
      'docs/agent.md': `# Agent\n\n\`\`\`python reference\n${CODE_BLOB}\n\`\`\`\n`,
    });
    const run = await ssg(copy, ['build', '--out-dir', 'out', '--offline'], env);
    expect(run.report).toEqual(['✔ Built 5 pages in X s, 0 warnings → out']);
    expect(page(copy, 'docs/agent')).toContain('Offline summary of agent.py');
    expect(page(copy, 'docs/agent')).toContain(`href="${CODE_BLOB}"`);
    expect(existsSync(path.join(copy.root, '.ssg-cache', 'remote'))).toBe(false);
  });

  it('online, fall back to the snapshots with one warning each when the server fails', async () => {
    const { copy, routes, env } = await remoteSite({ 'remote/static.md': '# Static (offline summary)\n', [CODE_SNAPSHOT]: 'snapshot = True\n', 'docs/agent.md': `# Agent\n\n\`\`\`python reference\n${CODE_BLOB}\n\`\`\`\n` });
    routes[README_PATH] = (_request, response) => void response.writeHead(503).end();
    const run = await ssg(copy, ['build', '--out-dir', 'out'], env);
    expect(run.code, run.stderr).toBe(0);
    // In the order of their files.
    expect(run.report.filter((line) => line.startsWith('⚠')).map((line) => line.replace(/ \(.*?\)/, ''))).toEqual([
      `⚠ ${CODE_SNAPSHOT}  Code reference https://raw.githubusercontent.com/acme/agents/main/examples/static/agent.py: HTTP 404 Not Found; using the committed snapshot ${CODE_SNAPSHOT}`,
      '⚠ remote/static.md  Remote source "static": HTTP 503 Service Unavailable; using the committed snapshot remote/static.md',
    ]);
  });
});

describe('remote HTML', () => {
  it('prefixes ids and names, keeps in-page links working, drops http images and scripts, and reports it once', async () => {
    const { copy, routes, env } = await remoteSite();
    routes[README_PATH] = body(
      [
        '# Static agent',
        '',
        '<div id="main">hijack the skip link</div>',
        '<a name="__proto__"></a><a id="usage"></a>',
        '',
        '[Usage](#usage) and [the agent](./agent.py), [root](/LICENSE), [up](../other/README.md).',
        '',
        '![logo](./logo.png) ![insecure](http://example.com/x.png)',
        '',
        '<script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)">',
        '',
        '> [!WARNING]',
        '> Careful.',
        '',
      ].join('\n'),
    );
    const run = await ssg(copy, ['build', '--out-dir', 'out'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.report.filter((line) => line.startsWith('⚠') && !line.includes('lock file'))).toEqual([
      `⚠ ${README_URL}  Removed from remote content: 1 × onerror attribute, 1 × <script> element, 1 × image or media over plain http`,
    ]);
    const html = page(copy, 'docs/examples/static');
    expect(html).toContain('<div id="user-content-main">');
    expect(html).toContain('<a name="user-content-__proto__"></a><a id="user-content-usage"></a>');
    expect(html).toContain('<a href="#user-content-usage">Usage</a>');
    expect(html).toContain('href="https://github.com/acme/agents/tree/main/examples/static/agent.py"');
    expect(html).toContain('href="https://github.com/acme/agents/tree/main/LICENSE"');
    expect(html).toContain('href="https://github.com/acme/agents/tree/main/examples/other/README.md"');
    expect(html).toContain('src="https://raw.githubusercontent.com/acme/agents/main/examples/static/logo.png"');
    expect(html).not.toContain('http://example.com/x.png');
    expect(html).not.toMatch(/<script>alert|onerror/);
    expect(html).toContain('ssg-admonition--warning');
  });
});
