import { describe, expect, it } from 'vitest';
import { absoluteUrl, isExternalUrl, isUnderRoute, linkHref, normalizeRoute, sameRoute, withBase } from './url.js';

describe('withBase', () => {
  it('prefixes routes with the base URL exactly once', () => {
    expect(withBase({ baseUrl: '/' }, '/docs/intro')).toBe('/docs/intro');
    expect(withBase({ baseUrl: '/flux/' }, '/docs/intro')).toBe('/flux/docs/intro');
    expect(withBase({ baseUrl: '/flux/' }, '/')).toBe('/flux/');
    expect(withBase({ baseUrl: '/flux/' }, '')).toBe('/flux/');
    expect(withBase({ baseUrl: '/flux/' }, 'img/logo.svg')).toBe('/flux/img/logo.svg');
    expect(withBase({ baseUrl: '/flux' }, '/blog')).toBe('/flux/blog');
  });

  it('leaves external URLs and fragment or query refs untouched', () => {
    const site = { baseUrl: '/flux/' };
    expect(withBase(site, 'https://github.com/flux0-ai')).toBe('https://github.com/flux0-ai');
    expect(withBase(site, '//cdn.example.com/a.js')).toBe('//cdn.example.com/a.js');
    expect(withBase(site, 'mailto:team@flux0.dev')).toBe('mailto:team@flux0.dev');
    expect(withBase(site, '#step-1')).toBe('#step-1');
    expect(withBase(site, '?page=2')).toBe('?page=2');
  });

  it('keeps a hash on a prefixed route', () => {
    expect(withBase({ baseUrl: '/flux/' }, '/docs/intro#install')).toBe('/flux/docs/intro#install');
  });
});

describe('absoluteUrl', () => {
  it('joins origin, base URL and route without doubled slashes', () => {
    expect(absoluteUrl({ url: 'https://flux0.dev/', baseUrl: '/flux/' }, '/docs/intro')).toBe('https://flux0.dev/flux/docs/intro');
    expect(absoluteUrl({ url: 'https://flux0.dev', baseUrl: '/' }, '/')).toBe('https://flux0.dev/');
  });

  it('percent-encodes what a URL cannot hold as written, and nothing else', () => {
    const site = { url: 'https://flux0.dev', baseUrl: '/' };
    expect(absoluteUrl(site, '/docs/café ☕')).toBe('https://flux0.dev/docs/caf%C3%A9%20%E2%98%95');
    expect(absoluteUrl(site, '/docs/<b>"x"{y}|\\^`')).toBe('https://flux0.dev/docs/%3Cb%3E%22x%22%7By%7D%7C%5C%5E%60');
    expect(absoluteUrl(site, "/docs/a&b's(1)~!*;:@=+$,")).toBe("https://flux0.dev/docs/a&b's(1)~!*;:@=+$,");
    expect(absoluteUrl(site, '/docs/%20 and 😀')).toBe('https://flux0.dev/docs/%20%20and%20%F0%9F%98%80');
    expect(absoluteUrl(site, '/docs/\ud800')).toBe('https://flux0.dev/docs/%EF%BF%BD');
    expect(absoluteUrl(site, 'https://example.com/a b')).toBe('https://example.com/a b');
  });
});

describe('linkHref', () => {
  it('prefixes `to` and keeps `href`', () => {
    expect(linkHref({ baseUrl: '/b/' }, { to: '/blog' })).toBe('/b/blog');
    expect(linkHref({ baseUrl: '/b/' }, { href: 'https://x.dev' })).toBe('https://x.dev');
  });
});

describe('route helpers', () => {
  it('recognises external URLs', () => {
    expect(isExternalUrl('https://a.b')).toBe(true);
    expect(isExternalUrl('data:image/png;base64,AA')).toBe(true);
    expect(isExternalUrl('/docs')).toBe(false);
    expect(isExternalUrl('docs/a')).toBe(false);
  });

  it('compares routes ignoring trailing slash, query and hash', () => {
    expect(normalizeRoute('/docs/a/')).toBe('/docs/a');
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('')).toBe('/');
    expect(normalizeRoute('//')).toBe('/');
    expect(normalizeRoute('/docs/a')).toBe('/docs/a');
    expect(normalizeRoute('/docs/a?x=1')).toBe('/docs/a');
    expect(normalizeRoute('/docs/a/?x=/')).toBe('/docs/a');
    expect(normalizeRoute('/docs/a#b/')).toBe('/docs/a');
    expect(sameRoute('/docs/a/', '/docs/a#x')).toBe(true);
    expect(sameRoute('/docs/a', '/docs/ab')).toBe(false);
  });

  it('matches a route under a base path on segment boundaries', () => {
    expect(isUnderRoute('/docs/quickstart/intro', '/docs')).toBe(true);
    expect(isUnderRoute('/docs', '/docs/')).toBe(true);
    expect(isUnderRoute('/docsy', '/docs')).toBe(false);
    expect(isUnderRoute('/blog', '/')).toBe(false);
  });
});
