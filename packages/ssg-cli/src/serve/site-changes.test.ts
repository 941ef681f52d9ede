import { describe, expect, it } from 'vitest';
import type { OutputFile } from '../output/types.js';
import { routeOfFile, siteChanges } from './site-changes.js';

const page = (css: string, body: string, build = 'b1'): string =>
  `<html><head><meta name="ssg-build-id" content="${build}"/><link rel="stylesheet" href="/assets/css/${css}"/></head><body>${body}</body></html>`;
const files = (entries: Record<string, string | { copyFrom: string }>): Map<string, OutputFile> =>
  new Map(Object.entries(entries).map(([file, value]) => [file, typeof value === 'string' ? { path: file, contents: value } : { path: file, ...value }]));

describe('siteChanges', () => {
  const before = files({
    'index.html': page('styles.aaaaaaaa.css', 'home'),
    'docs/a/index.html': page('styles.aaaaaaaa.css', 'A'),
    '404.html': page('styles.aaaaaaaa.css', 'missing'),
    'assets/css/styles.aaaaaaaa.css': 'body{}',
    'img/logo.svg': { copyFrom: '/site/static/img/logo.svg' },
    'blog/rss.xml': '<rss/>',
  });

  it('lists the routes whose HTML changed, added or removed', () => {
    const after = files({ ...Object.fromEntries([...before].map(([k, v]) => [k, v])), 'docs/a/index.html': page('styles.aaaaaaaa.css', 'A2'), 'docs/b/index.html': page('styles.aaaaaaaa.css', 'B') });
    after.delete('404.html');
    expect(siteChanges({ before, after, baseUrl: '/', changedSources: new Set() })).toEqual({ routes: ['/docs/a', '/docs/b', '/404'], reload: false });
  });

  it('tells a stylesheet that only changed its hash from a page change', () => {
    const restyled = files({
      'index.html': page('styles.bbbbbbbb.css', 'home', 'b2'),
      'docs/a/index.html': page('styles.bbbbbbbb.css', 'A', 'b2'),
      '404.html': page('styles.bbbbbbbb.css', 'missing', 'b2'),
      'assets/css/styles.bbbbbbbb.css': 'body{color:red}',
      'img/logo.svg': { copyFrom: '/site/static/img/logo.svg' },
      'blog/rss.xml': '<rss/>',
    });
    expect(siteChanges({ before, after: restyled, baseUrl: '/', changedSources: new Set() })).toEqual({
      routes: [],
      stylesheet: { from: '/assets/css/styles.aaaaaaaa.css', href: '/assets/css/styles.bbbbbbbb.css' },
      reload: false,
    });
    restyled.set('docs/a/index.html', { path: 'docs/a/index.html', contents: page('styles.bbbbbbbb.css', 'A edited', 'b2') });
    expect(siteChanges({ before, after: restyled, baseUrl: '/', changedSources: new Set() }).routes).toEqual(['/docs/a']);
  });

  it('asks for a reload when a file the pages embed changed in place, not for a feed', () => {
    const after = files({ ...Object.fromEntries(before), 'blog/rss.xml': '<rss>new</rss>' });
    expect(siteChanges({ before, after, baseUrl: '/', changedSources: new Set() })).toEqual({ routes: [], reload: false });
    expect(siteChanges({ before, after, baseUrl: '/', changedSources: new Set(['/site/static/img/logo.svg']) })).toEqual({ routes: [], reload: true });
  });

  it('asks for a reload when a script is renamed by its hash (new code), not for renamed data the changed pages name', () => {
    const withAssets = (json: string, js: string, body: string): Map<string, OutputFile> =>
      files({ ...Object.fromEntries(before), 'docs/a/index.html': page('styles.aaaaaaaa.css', `${body}<script src="/assets/js/${js}"></script>`), [`assets/sidebar/docs.${json}.json`]: '[]', [`assets/js/${js}`]: '' });
    const old = withAssets('aaaaaaaa', 'shell-AAAAAAAA.js', 'A');
    expect(siteChanges({ before: old, after: withAssets('bbbbbbbb', 'shell-AAAAAAAA.js', 'A2'), baseUrl: '/', changedSources: new Set() })).toEqual({ routes: ['/docs/a'], reload: false });
    expect(siteChanges({ before: old, after: withAssets('aaaaaaaa', 'shell-BBBBBBBB.js', 'A'), baseUrl: '/', changedSources: new Set() })).toEqual({ routes: ['/docs/a'], reload: true });
  });

  it('names routes under the base URL', () => {
    expect(routeOfFile('index.html', '/flux0/')).toBe('/flux0/');
    expect(routeOfFile('docs/a/index.html', '/flux0/')).toBe('/flux0/docs/a');
    expect(routeOfFile('404.html', '/flux0/')).toBe('/flux0/404');
    expect(routeOfFile('google123.html', '/')).toBe('/google123.html');
  });
});
