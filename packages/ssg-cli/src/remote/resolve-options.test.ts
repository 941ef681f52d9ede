import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { mirrorUrl, resolveRemoteOptions } from './resolve-options.js';

const base = { cacheDir: '.ssg-cache/remote', lockFile: 'remote.lock.json', offline: false };

describe('remote options', () => {
  it('defaults are small enough to fall back quickly; paths resolve against the site root', () => {
    const resolved = resolveRemoteOptions({ root: '/srv/site', options: base });
    expect(resolved).toMatchObject({
      mirror: undefined,
      cacheDir: path.resolve('/srv/site/.ssg-cache/remote'),
      lockFile: path.resolve('/srv/site/remote.lock.json'),
      concurrency: 4,
      timeouts: { connect: 3000, headers: 10000, body: 20000 },
      retries: 3,
      backoffMs: 200,
      maxRetryAfterMs: 10000,
      maxRedirects: 5,
    });
  });

  it('SSG_REMOTE_MIRROR wins over the config; trailing slashes are dropped', () => {
    const options = { ...base, mirror: 'http://config.test/m' };
    expect(resolveRemoteOptions({ root: '/', options }).mirror).toBe('http://config.test/m');
    expect(resolveRemoteOptions({ root: '/', options, env: { SSG_REMOTE_MIRROR: 'http://127.0.0.1:8080/env/' } }).mirror).toBe('http://127.0.0.1:8080/env');
    expect(resolveRemoteOptions({ root: '/', options, env: { SSG_REMOTE_MIRROR: '' } }).mirror).toBe('http://config.test/m');
  });

  it('a mirror that is not an http(s) URL is a UserError', () => {
    expect(() => resolveRemoteOptions({ root: '/', options: base, env: { SSG_REMOTE_MIRROR: 'ftp://x/y' } })).toThrow(UserError);
    expect(() => resolveRemoteOptions({ root: '/', options: { ...base, mirror: 'not a url' } })).toThrow('remote.mirror is not a URL: "not a url"');
  });

  it('maps https://HOST/PATH to <mirror>/HOST/PATH, keeping the query', () => {
    expect(mirrorUrl('https://raw.githubusercontent.com/o/r/main/README.md?x=1', 'http://127.0.0.1:9/m')).toBe(
      'http://127.0.0.1:9/m/raw.githubusercontent.com/o/r/main/README.md?x=1',
    );
    expect(mirrorUrl('http://127.0.0.1:9/m/a/b', 'http://127.0.0.1:9/m')).toBe('http://127.0.0.1:9/m/a/b');
    expect(mirrorUrl('https://a.test/b', undefined)).toBe('https://a.test/b');
  });
});
