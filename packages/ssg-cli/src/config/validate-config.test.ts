import { describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { formatKeyPath } from './format-issues.js';
import { validateConfig } from './load-config.js';
import { normalizeBaseUrl } from './schema.js';

const minimal = { title: 'Site', url: 'https://example.com' };

function messageOf(raw: unknown): string {
  try {
    validateConfig(raw, 'ssg.config.ts');
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as UserError).message;
  }
  throw new Error('expected validation to fail');
}

describe('validateConfig', () => {
  it('fills in defaults', () => {
    const config = validateConfig(minimal, 'ssg.config.ts');
    expect(config.baseUrl).toBe('/');
    expect(config.docs.routeBasePath).toBe('docs');
    expect(config.links).toEqual({ onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn', onDuplicateRoutes: 'warn' });
    expect(config.markdown.toc).toEqual({ minLevel: 2, maxLevel: 3 });
    expect(config.colorMode.defaultMode).toBe('light');
    expect(config.blog).not.toBe(false);
  });

  it('names the key path, the expected type and the value found', () => {
    const message = messageOf({
      ...minimal,
      navbar: { items: [{ label: 'a', to: '/a' }, { label: 'b', to: '/b' }, { label: 'c', to: 42 }] },
    });
    expect(message).toContain('Invalid site config in ssg.config.ts:');
    expect(message).toContain('navbar.items[2].to: expected a string, got 42');
  });

  it('checks redirects: plain old routes, and a route of the site or an http(s) URL as the target', () => {
    const ok = validateConfig({ ...minimal, redirects: [{ from: ['/docs/a', '/docs/b/'], to: '/docs/c#part' }, { from: '/forum', to: 'https://example.com/forum' }] }, 'ssg.config.ts');
    expect(ok.redirects).toHaveLength(2);
    expect(ok.routesLockFile).toBe('routes.lock.json');
    const message = messageOf({
      ...minimal,
      redirects: [
        { from: 'docs/x', to: '/docs/y' },
        { from: ['/a/../b', '/ok'], to: '//evil.example' },
        { from: '/q?x=1', to: 'javascript:alert(1)' },
        { form: '/x', to: '/y' },
      ],
    });
    expect(message.split('\n').slice(1)).toEqual([
      '  redirects[0].from: expected a route starting with one "/", e.g. "/docs/old-name", got "docs/x"',
      '  redirects[1].from[0]: expected a path without "." or ".." segments, got "/a/../b"',
      '  redirects[1].to: expected a route of the site starting with one "/" (e.g. "/docs/new-name#section") or an http(s) URL, got "//evil.example"',
      '  redirects[2].from: expected a plain path: no "?", "#", "%", backslash, space or control character, got "/q?x=1"',
      '  redirects[2].to: expected a route of the site starting with one "/" (e.g. "/docs/new-name#section") or an http(s) URL, got "javascript:alert(1)"',
      '  redirects[3].from: expected an old route ("/docs/old-name") or a list of them, got nothing',
      '  redirects[3]: unknown key "form"',
    ]);
  });

  it('rejects unknown keys, nested ones included', () => {
    const message = messageOf({ ...minimal, titel: 'x', footer: { stlye: 'dark' } });
    expect(message).toContain('(config root): unknown key "titel"');
    expect(message).toContain('footer: unknown key "stlye"');
  });

  it('explains enum, URL and base URL mistakes', () => {
    const message = messageOf({ ...minimal, url: 'example', baseUrl: 'flux0', links: { onBrokenLinks: 'fail' } });
    expect(message).toContain('url: expected an http:// or https:// URL, got "example"');
    expect(message).toContain('baseUrl: expected a path that starts and ends with "/"');
    expect(message).toContain('links.onBrokenLinks: expected one of "throw", "warn", "ignore", got "fail"');
  });

  it('takes only http(s) URLs for what a browser opens or the build fetches, and a base URL of plain segments', () => {
    const message = messageOf({
      ...minimal,
      url: 'javascript:alert(1)',
      baseUrl: '/../flux0/',
      remote: { sources: [{ id: 'a', url: 'file:///etc/passwd', kind: 'doc' }] },
    });
    expect(message).toContain('url: expected an http:// or https:// URL, got "javascript:alert(1)"');
    expect(message).toContain('baseUrl: expected a path without "." or ".." segments, got "/../flux0/"');
    expect(message).toContain('remote.sources[0].url: expected an http:// or https:// URL, got "file:///etc/passwd"');
    for (const [baseUrl, problem] of [
      ['/a b/', 'expected a plain path: no "?", "#", "%", backslash, space or control character'],
      ['/docs//x/', 'expected a path without empty segments ("//")'],
      ['/./', 'expected a path without "." or ".." segments'],
    ]) {
      expect(messageOf({ ...minimal, baseUrl })).toContain(`baseUrl: ${problem}, got ${JSON.stringify(baseUrl)}`);
    }
  });

  it('takes route bases of plain segments for the docs, the blog and the API reference', () => {
    const message = messageOf({ ...minimal, docs: { routeBasePath: '../../x' }, blog: { routeBasePath: 'news/../b' }, openapi: { source: 'a.json', routeBasePath: 'docs//api' } });
    expect(message).toContain('docs.routeBasePath: expected a path without "." or ".." segments, got "../../x"');
    expect(message).toContain('blog.routeBasePath: expected a path without "." or ".." segments, got "news/../b"');
    expect(message).toContain('openapi.routeBasePath: expected a path without empty segments ("//"), got "docs//api"');
    expect(() => validateConfig({ ...minimal, docs: { routeBasePath: '/' }, blog: { routeBasePath: '/news/' } }, 'ssg.config.ts')).not.toThrow();
  });

  it('normalises a --base-url given on the command line, and refuses one that is no plain path', () => {
    expect(normalizeBaseUrl('flux0')).toBe('/flux0/');
    expect(normalizeBaseUrl('/')).toBe('/');
    expect(normalizeBaseUrl('//docs/v2//')).toBe('/docs/v2/');
    expect(() => normalizeBaseUrl('/../x')).toThrow('base URL "/../x": expected a path without "." or ".." segments');
    expect(() => normalizeBaseUrl('a?b')).toThrow(UserError);
  });

  it('reports inside the object branch of `blog: {…} | false`', () => {
    expect(messageOf({ ...minimal, blog: { postsPerPage: 'ten' } })).toContain('blog.postsPerPage: expected a number, got "ten"');
    expect(messageOf({ ...minimal, blog: { postsPerPage: 0 } })).toContain('blog.postsPerPage: expected a value > 0, got 0');
  });

  it('rejects an empty title and inverted TOC levels', () => {
    expect(messageOf({ ...minimal, title: '' })).toContain('title: expected a non-empty string');
    expect(messageOf({ ...minimal, markdown: { toc: { minLevel: 4, maxLevel: 2 } } })).toContain('minLevel (4) is greater than maxLevel (2)');
  });

  it('takes the two ways of making heading ids, GitHub\'s by default', () => {
    expect(messageOf({ ...minimal, markdown: { headingIds: 'hugo' } })).toMatch(/markdown\.headingIds: .*"github".*"vitepress"/);
  });

  it('formats key paths', () => {
    expect(formatKeyPath(['navbar', 'items', 2, 'to'])).toBe('navbar.items[2].to');
    expect(formatKeyPath([])).toBe('(config root)');
  });
});
