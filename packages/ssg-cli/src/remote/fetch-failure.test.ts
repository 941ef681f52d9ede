import { describe, expect, it } from 'vitest';
import { checkContentType } from './content-type.js';
import { classifyNetworkError, FetchFailure } from './fetch-failure.js';
import { backoffDelay } from './get-with-retry.js';
import { parseRetryAfter } from './http-get.js';
import { DEFAULT_TIMEOUTS } from './resolve-options.js';

const classify = (code: string) =>
  classifyNetworkError(Object.assign(new Error('x'), { code }), { url: 'https://raw.githubusercontent.com/a/b', timeouts: DEFAULT_TIMEOUTS });

describe('failure classification', () => {
  it('DNS failures, refused and unanswered connections are unreachable and never retried', () => {
    for (const code of ['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']) {
      expect(classify(code)).toMatchObject({ retryable: false, unreachable: true });
    }
    expect(classify('ENOTFOUND').message).toBe('cannot resolve the host raw.githubusercontent.com (ENOTFOUND): no network or no DNS');
    expect(classify('UND_ERR_CONNECT_TIMEOUT').message).toBe('no connection to raw.githubusercontent.com within 3000 ms (UND_ERR_CONNECT_TIMEOUT)');
  });

  it('resets and header timeouts are retried', () => {
    expect(classify('ECONNRESET')).toMatchObject({ retryable: true, unreachable: false });
    expect(classify('UND_ERR_SOCKET')).toMatchObject({ retryable: true });
    expect(classify('UND_ERR_HEADERS_TIMEOUT').message).toBe('no response headers within 10000 ms (UND_ERR_HEADERS_TIMEOUT)');
  });

  it('finds the code on a wrapped cause', () => {
    const wrapped = new Error('fetch failed', { cause: Object.assign(new Error('inner'), { code: 'ECONNREFUSED' }) });
    expect(classifyNetworkError(wrapped, { url: 'http://127.0.0.1:1/x', timeouts: DEFAULT_TIMEOUTS }).message).toBe(
      'connection refused by 127.0.0.1:1 (ECONNREFUSED)',
    );
  });
});

describe('retry timing', () => {
  it('backoff doubles, is capped, and jitters within 50–100 %', () => {
    const options = { backoffMs: 200, maxBackoffMs: 2000 };
    for (let i = 0; i < 50; i++) {
      expect(backoffDelay(0, options)).toBeGreaterThanOrEqual(100);
      expect(backoffDelay(0, options)).toBeLessThanOrEqual(200);
      expect(backoffDelay(2, options)).toBeGreaterThanOrEqual(400);
      expect(backoffDelay(2, options)).toBeLessThanOrEqual(800);
      expect(backoffDelay(10, options)).toBeLessThanOrEqual(2000);
    }
  });

  it('Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('Mon, 03 Mar 2025 10:00:00 GMT');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Mon, 03 Mar 2025 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 03 Mar 2025 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});

describe('content types', () => {
  const accepts = (kind: 'doc' | 'openapi' | 'code', type: string) => {
    try {
      checkContentType(kind, type);
      return true;
    } catch (error) {
      expect(error).toBeInstanceOf(FetchFailure);
      return false;
    }
  };

  it('per kind', () => {
    expect(accepts('doc', 'text/plain; charset=utf-8')).toBe(true);
    expect(accepts('doc', 'text/markdown')).toBe(true);
    expect(accepts('doc', 'application/json')).toBe(false);
    expect(accepts('openapi', 'application/json')).toBe(true);
    expect(accepts('openapi', 'application/yaml')).toBe(true);
    expect(accepts('openapi', 'application/vnd.oai.openapi+json')).toBe(true);
    expect(accepts('code', 'text/x-python')).toBe(true);
    expect(accepts('code', 'application/octet-stream')).toBe(true);
    for (const kind of ['doc', 'openapi', 'code'] as const) expect(accepts(kind, 'text/html')).toBe(false);
  });

  it('names what was expected', () => {
    expect(() => checkContentType('openapi', 'text/html')).toThrow(
      'unexpected content type text/html (expected application/json, text/plain, application/yaml, text/yaml, application/x-yaml, text/x-yaml or application/octet-stream); the URL seems to be a web page, not the raw file',
    );
  });
});
