import { describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { formatKeyPath } from './format-issues.js';
import { validateConfig } from './load-config.js';

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

  it('rejects unknown keys, nested ones included', () => {
    const message = messageOf({ ...minimal, titel: 'x', footer: { stlye: 'dark' } });
    expect(message).toContain('(config root): unknown key "titel"');
    expect(message).toContain('footer: unknown key "stlye"');
  });

  it('explains enum, URL and base URL mistakes', () => {
    const message = messageOf({ ...minimal, url: 'example', baseUrl: 'flux0', links: { onBrokenLinks: 'fail' } });
    expect(message).toContain('url: expected an absolute URL, got "example"');
    expect(message).toContain('baseUrl: expected a path that starts and ends with "/"');
    expect(message).toContain('links.onBrokenLinks: expected one of "throw", "warn", "ignore", got "fail"');
  });

  it('reports inside the object branch of `blog: {…} | false`', () => {
    expect(messageOf({ ...minimal, blog: { postsPerPage: 'ten' } })).toContain('blog.postsPerPage: expected a number, got "ten"');
  });

  it('rejects an empty title and inverted TOC levels', () => {
    expect(messageOf({ ...minimal, title: '' })).toContain('title: expected a non-empty string');
    expect(messageOf({ ...minimal, markdown: { toc: { minLevel: 4, maxLevel: 2 } } })).toContain('minLevel (4) is greater than maxLevel (2)');
  });

  it('formats key paths', () => {
    expect(formatKeyPath(['navbar', 'items', 2, 'to'])).toBe('navbar.items[2].to');
    expect(formatKeyPath([])).toBe('(config root)');
  });
});
