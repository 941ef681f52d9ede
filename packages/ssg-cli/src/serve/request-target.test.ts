import { describe, expect, it } from 'vitest';
import { MAX_TARGET_LENGTH, parseRequestTarget, pathOf } from './request-target.js';

describe('parseRequestTarget', () => {
  it('splits a path into decoded segments and keeps the query', () => {
    expect(parseRequestTarget('/docs/a%20b/?x=1')).toEqual({ ok: true, segments: ['docs', 'a b'], trailingSlash: true, search: '?x=1' });
    expect(parseRequestTarget('/')).toEqual({ ok: true, segments: [], trailingSlash: false, search: '' });
    expect(parseRequestTarget('//docs///a')).toEqual({ ok: true, segments: ['docs', 'a'], trailingSlash: false, search: '' });
    expect(parseRequestTarget('/caf%C3%A9')).toMatchObject({ ok: true, segments: ['café'] });
  });

  it('takes the authority of an absolute-form target', () => {
    expect(parseRequestTarget('http://evil.example:80/docs')).toEqual({ ok: true, segments: ['docs'], trailingSlash: false, search: '', authority: 'evil.example:80' });
  });

  it('refuses every way of stepping out of the output or smuggling a separator', () => {
    const refused = [
      '/../etc/passwd',
      '/docs/../../etc/passwd',
      '/./docs',
      '/%2e%2e/etc/passwd',
      '/%2E%2E/%2e%2e/etc/passwd',
      '/.%2e/etc/passwd',
      '/..%2fetc%2fpasswd',
      '/docs%2F..%2F..%2Fetc',
      '/..%5c..%5cetc',
      '/docs\\..\\..\\etc',
      '/docs/a%00.html',
      '/docs/%0d%0aSet-Cookie:x',
      '/%E0%A4%A',
      '/docs#x',
      'docs/a',
      '*',
      `/${'a'.repeat(MAX_TARGET_LENGTH)}`,
    ];
    for (const target of refused) expect(parseRequestTarget(target), target).toMatchObject({ ok: false });
  });

  it('leaves a double-encoded dot segment as a plain (unknown) name', () => {
    expect(parseRequestTarget('/%252e%252e/etc')).toMatchObject({ ok: true, segments: ['%2e%2e', 'etc'] });
  });
});

describe('pathOf', () => {
  it('encodes each segment', () => {
    expect(pathOf(['docs', 'a b', 'café'])).toBe('/docs/a%20b/caf%C3%A9');
    expect(pathOf([])).toBe('/');
    expect(pathOf(['docs'], true)).toBe('/docs/');
  });
});
