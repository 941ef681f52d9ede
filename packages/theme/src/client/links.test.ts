import { describe, expect, it } from 'vitest';
import { clientUrl, pageKey, routeOf } from './links.js';

const here = 'http://127.0.0.1:4000/docs/intro?x=1';
const owned = (href: string, extra: object = {}, base = '/') => clientUrl({ href, ...extra }, base, here)?.href;

describe('clientUrl', () => {
  it('takes internal page links, relative or absolute, with their hash', () => {
    expect(owned('/blog')).toBe('http://127.0.0.1:4000/blog');
    expect(owned('../api/list-agents#request')).toBe('http://127.0.0.1:4000/api/list-agents#request');
    expect(owned('/docs/intro.html')).toBe('http://127.0.0.1:4000/docs/intro.html');
    expect(owned('/docs/intro')).toBe('http://127.0.0.1:4000/docs/intro');
  });

  it('leaves other origins, files, downloads, new tabs and in-page jumps to the browser', () => {
    expect(owned('https://github.com/x')).toBeUndefined();
    expect(owned('mailto:a@b.c')).toBeUndefined();
    expect(owned('/blog/rss.xml')).toBeUndefined();
    expect(owned('/img/logo.svg')).toBeUndefined();
    expect(owned('/blog', { download: true })).toBeUndefined();
    expect(owned('/blog', { target: '_blank' })).toBeUndefined();
    expect(owned('/blog', { target: '_self' })).toBe('http://127.0.0.1:4000/blog');
    expect(owned('/blog', { rel: 'noopener external' })).toBeUndefined();
    expect(owned('?x=1#setup')).toBeUndefined();
    expect(owned('#setup')).toBeUndefined();
  });

  it('keeps to the base URL', () => {
    expect(owned('/blog', {}, '/flux0/')).toBeUndefined();
    expect(owned('/flux0/blog', {}, '/flux0/')).toBe('http://127.0.0.1:4000/flux0/blog');
    expect(owned('/flux0', {}, '/flux0/')).toBe('http://127.0.0.1:4000/flux0');
  });
});

describe('pageKey and routeOf', () => {
  it('drops the hash; strips the base URL', () => {
    expect(pageKey('http://h/a?b=1#c')).toBe('http://h/a?b=1');
    expect(routeOf('/flux0/docs/x', '/flux0/')).toBe('/docs/x');
    expect(routeOf('/flux0/', '/flux0/')).toBe('/');
    expect(routeOf('/docs/x', '/')).toBe('/docs/x');
  });
});
