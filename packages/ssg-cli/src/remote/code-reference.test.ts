import { afterEach, describe, expect, it } from 'vitest';
import { ok, startMirrorServer } from '../../test/fixtures/remote-mirror-server/mirror-server.js';
import type { MirrorServer } from '../../test/fixtures/remote-mirror-server/mirror-server.js';
import { cacheIndexProblems, makeSite, readCacheIndex } from '../../test/fixtures/remote-mirror-server/site-dir.js';
import { DiagnosticSink } from '../report/diagnostics.js';
import { createCodeReferenceFetcher, githubRawFile } from './code-reference.js';
import type { RemoteOptions } from './types.js';

const BLOB = 'https://github.com/acme/agents/blob/develop/examples/simple/agent.py';
const RAW_PATH = '/raw.githubusercontent.com/acme/agents/develop/examples/simple/agent.py';
const CODE = 'class Runner:\n    pass\n';

let server: MirrorServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const options = (overrides: Partial<RemoteOptions> = {}): RemoteOptions => ({
  cacheDir: '.ssg-cache/remote',
  lockFile: 'remote.lock.json',
  offline: false,
  mirror: server?.prefix,
  timeouts: { connect: 500, headers: 150, body: 150 },
  retries: 1,
  backoffMs: 1,
  ...overrides,
});

describe('githubRawFile', () => {
  it('maps blob URLs (and raw URLs) to the raw file and a lock id', () => {
    expect(githubRawFile(BLOB)).toEqual({
      rawUrl: 'https://raw.githubusercontent.com/acme/agents/develop/examples/simple/agent.py',
      id: 'code/acme/agents/develop/examples/simple/agent.py',
    });
    expect(githubRawFile('https://github.com/o/r/blob/refs/heads/main/a.ts#L3-L9')?.rawUrl).toBe('https://raw.githubusercontent.com/o/r/refs/heads/main/a.ts');
    expect(githubRawFile('https://raw.githubusercontent.com/o/r/main/a.ts')?.id).toBe('code/o/r/main/a.ts');
  });

  it('refuses anything else', () => {
    expect(githubRawFile('https://github.com/o/r/tree/main/src')).toBeUndefined();
    expect(githubRawFile('https://gitlab.com/o/r/blob/main/a.ts')).toBeUndefined();
    expect(githubRawFile('http://github.com/o/r/blob/main/a.ts')).toBeUndefined();
    expect(githubRawFile('https://github.com/o/r/blob/main')).toBeUndefined();
    expect(githubRawFile('not a url')).toBeUndefined();
  });
});

describe('createCodeReferenceFetcher', () => {
  it('fetches the raw file through the mirror once per URL and records it in the cache', async () => {
    server = await startMirrorServer({ [RAW_PATH]: ok(CODE, { 'content-type': 'text/plain; charset=utf-8' }) });
    const root = makeSite();
    const diagnostics = new DiagnosticSink();
    const fetchCode = createCodeReferenceFetcher({ root, options: options(), diagnostics });
    const [a, b] = await Promise.all([fetchCode(BLOB), fetchCode(`${BLOB}#L1-L2`)]);
    expect(a).toEqual({ code: CODE });
    expect(b).toEqual({ code: CODE });
    expect(server.count(RAW_PATH)).toBe(1);
    expect(readCacheIndex(root).sources['code/acme/agents/develop/examples/simple/agent.py']).toMatchObject({
      url: 'https://raw.githubusercontent.com/acme/agents/develop/examples/simple/agent.py',
      size: CODE.length,
    });
    expect(diagnostics.items).toEqual([]);
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('a failed fetch is an { error } naming the URL and the reason, never a throw', async () => {
    server = await startMirrorServer({});
    const root = makeSite();
    const fetchCode = createCodeReferenceFetcher({ root, options: options(), diagnostics: new DiagnosticSink() });
    expect(await fetchCode(BLOB)).toEqual({
      error: `Code reference ${BLOB} (fetched from ${server.prefix}${RAW_PATH}) could not be fetched: HTTP 404 Not Found; there is no cached copy and no snapshot at remote/code/acme/agents/develop/examples/simple/agent.py`,
    });
    expect(await fetchCode('https://example.com/a.py')).toEqual({
      error: 'https://example.com/a.py is not a GitHub file URL (expected https://github.com/OWNER/REPO/blob/REF/PATH)',
    });
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('offline: the cached copy, else the committed snapshot, without a warning; else an { error }', async () => {
    server = await startMirrorServer({ [RAW_PATH]: ok(CODE) });
    const root = makeSite({ 'remote/code/acme/agents/develop/snap.py': 'snapshot = True\n' });
    await createCodeReferenceFetcher({ root, options: options(), diagnostics: new DiagnosticSink() })(BLOB);
    const diagnostics = new DiagnosticSink();
    const offline = createCodeReferenceFetcher({ root, options: options({ offline: true }), diagnostics });
    expect(await offline(BLOB)).toEqual({ code: CODE });
    expect(await offline('https://github.com/acme/agents/blob/develop/snap.py')).toEqual({ code: 'snapshot = True\n' });
    expect(server.count(RAW_PATH)).toBe(1);
    expect(diagnostics.items).toEqual([]);
    const other = await offline('https://github.com/acme/agents/blob/develop/other.py');
    expect(other).toEqual({
      error: expect.stringContaining('could not be fetched: offline build (--offline); there is no cached copy and no snapshot at remote/code/acme/agents/develop/other.py'),
    });
    expect(cacheIndexProblems(root)).toEqual([]);
  });

  it('online, a file that cannot be fetched falls back to its snapshot with a warning', async () => {
    server = await startMirrorServer({});
    const root = makeSite({ 'remote/code/acme/agents/develop/examples/simple/agent.py': CODE });
    const diagnostics = new DiagnosticSink();
    expect(await createCodeReferenceFetcher({ root, options: options(), diagnostics })(BLOB)).toEqual({ code: CODE });
    expect(diagnostics.items.map((d) => [d.severity, d.file, d.message])).toEqual([
      ['warning', 'remote/code/acme/agents/develop/examples/simple/agent.py', `Code reference ${BLOB} (fetched from ${server.prefix}${RAW_PATH}): HTTP 404 Not Found; using the committed snapshot remote/code/acme/agents/develop/examples/simple/agent.py`],
    ]);
  });

  it('shares the cache index with the declared sources without losing entries', async () => {
    server = await startMirrorServer({ [RAW_PATH]: ok(CODE), '/raw.githubusercontent.com/acme/agents/develop/b.py': ok('b = 1\n') });
    const root = makeSite();
    const fetchCode = createCodeReferenceFetcher({ root, options: options(), diagnostics: new DiagnosticSink() });
    await Promise.all([fetchCode(BLOB), fetchCode('https://github.com/acme/agents/blob/develop/b.py')]);
    expect(Object.keys(readCacheIndex(root).sources)).toEqual(['code/acme/agents/develop/b.py', 'code/acme/agents/develop/examples/simple/agent.py']);
    expect(cacheIndexProblems(root)).toEqual([]);
  });
});
