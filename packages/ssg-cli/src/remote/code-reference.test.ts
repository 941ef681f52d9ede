import { afterEach, describe, expect, it } from 'vitest';
import { ok, startMirrorServer } from '../../test/fixtures/remote-mirror-server/mirror-server.js';
import type { MirrorServer } from '../../test/fixtures/remote-mirror-server/mirror-server.js';
import { cacheLockProblems, makeSite, readLock } from '../../test/fixtures/remote-mirror-server/site-dir.js';
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
  it('fetches the raw file through the mirror once per URL and records it in cache and lock', async () => {
    server = await startMirrorServer({ [RAW_PATH]: ok(CODE, { 'content-type': 'text/plain; charset=utf-8' }) });
    const root = makeSite();
    const diagnostics = new DiagnosticSink();
    const fetchCode = createCodeReferenceFetcher({ root, options: options(), diagnostics });
    const [a, b] = await Promise.all([fetchCode(BLOB), fetchCode(`${BLOB}#L1-L2`)]);
    expect(a).toEqual({ code: CODE });
    expect(b).toEqual({ code: CODE });
    expect(server.count(RAW_PATH)).toBe(1);
    expect(readLock(root).sources['code/acme/agents/develop/examples/simple/agent.py']).toMatchObject({
      url: 'https://raw.githubusercontent.com/acme/agents/develop/examples/simple/agent.py',
      size: CODE.length,
    });
    expect(diagnostics.items).toEqual([]);
    expect(cacheLockProblems(root)).toEqual([]);
  });

  it('a failed fetch is an { error } naming the URL and the reason, never a throw', async () => {
    server = await startMirrorServer({});
    const root = makeSite();
    const fetchCode = createCodeReferenceFetcher({ root, options: options(), diagnostics: new DiagnosticSink() });
    expect(await fetchCode(BLOB)).toEqual({
      error: `Code reference ${BLOB} (fetched from ${server.prefix}${RAW_PATH}) could not be fetched: HTTP 404 Not Found; there is no cached copy`,
    });
    expect(await fetchCode('https://example.com/a.py')).toEqual({
      error: 'https://example.com/a.py is not a GitHub file URL (expected https://github.com/OWNER/REPO/blob/REF/PATH)',
    });
    expect(cacheLockProblems(root)).toEqual([]);
  });

  it('offline: the cached copy with a warning, else an { error }', async () => {
    server = await startMirrorServer({ [RAW_PATH]: ok(CODE) });
    const root = makeSite();
    await createCodeReferenceFetcher({ root, options: options(), diagnostics: new DiagnosticSink() })(BLOB);
    const diagnostics = new DiagnosticSink();
    const offline = createCodeReferenceFetcher({ root, options: options({ offline: true }), diagnostics });
    expect(await offline(BLOB)).toEqual({ code: CODE });
    expect(server.count(RAW_PATH)).toBe(1);
    expect(diagnostics.items).toHaveLength(1);
    expect(diagnostics.items[0]).toMatchObject({ severity: 'warning', file: '.ssg-cache/remote/code/acme/agents/develop/examples/simple/agent.py' });
    expect(diagnostics.items[0]!.message).toContain('offline build (--offline); using the cached copy fetched at');
    const other = await offline('https://github.com/acme/agents/blob/develop/other.py');
    expect(other).toEqual({ error: expect.stringContaining('could not be fetched: offline build (--offline); there is no cached copy') });
    expect(cacheLockProblems(root)).toEqual([]);
  });

  it('shares the lock with the declared sources without losing entries', async () => {
    server = await startMirrorServer({ [RAW_PATH]: ok(CODE), '/raw.githubusercontent.com/acme/agents/develop/b.py': ok('b = 1\n') });
    const root = makeSite();
    const fetchCode = createCodeReferenceFetcher({ root, options: options(), diagnostics: new DiagnosticSink() });
    await Promise.all([fetchCode(BLOB), fetchCode('https://github.com/acme/agents/blob/develop/b.py')]);
    expect(Object.keys(readLock(root).sources)).toEqual(['code/acme/agents/develop/b.py', 'code/acme/agents/develop/examples/simple/agent.py']);
    expect(cacheLockProblems(root)).toEqual([]);
  });
});
