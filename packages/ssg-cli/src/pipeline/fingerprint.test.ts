import type { PageData, SiteData } from '@ssg/theme/contract';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/types.js';
import { createFingerprinter, digest, type ContentDigests } from './fingerprint.js';

const site = { title: 'S', baseUrl: '/' } as unknown as SiteData;
const sidebar = [{ type: 'link', label: 'A', route: '/a' }];
const doc = (html: string, extra: Record<string, unknown> = {}): PageRecord =>
  ({ route: '/a', source: 'docs/a.md', data: { kind: 'doc', route: '/a', title: 'A', html, sidebar, ...extra } as unknown as PageData, links: [], anchors: [], assets: [] }) as PageRecord;

describe('createFingerprinter', () => {
  it('changes with the content, the sidebar, the other data, the site and the salt, and only then', () => {
    const contents: ContentDigests = new Map();
    const print = createFingerprinter(site, 'theme-1', contents);
    const base = print(doc('<p>a</p>'));
    expect(createFingerprinter(site, 'theme-1', contents)(doc('<p>a</p>'))).toBe(base);
    expect(createFingerprinter(site, 'theme-1')(doc('<p>a</p>'))).toBe(base);
    expect(print(doc('<p>b</p>'))).not.toBe(base);
    expect(contents.get('/a')?.html).toBe('<p>b</p>');
    expect(print(doc('<p>a</p>', { sidebar: [...sidebar, { type: 'link', label: 'B', route: '/b' }] }))).not.toBe(base);
    expect(print(doc('<p>a</p>', { title: 'Other' }))).not.toBe(base);
    expect(createFingerprinter({ ...site, title: 'T' }, 'theme-1')(doc('<p>a</p>'))).not.toBe(base);
    expect(createFingerprinter(site, 'theme-2')(doc('<p>a</p>'))).not.toBe(base);
  });

  it('takes the content of a page with a textKey by that key, without hashing its HTML', () => {
    const print = createFingerprinter(site, 'theme-1');
    const named = (html: string, textKey: string): PageRecord => ({ ...doc(html), textKey });
    expect(print(named('<p>a</p>', 'k1'))).toBe(print(named('<p>other</p>', 'k1')));
    expect(print(named('<p>a</p>', 'k2'))).not.toBe(print(named('<p>a</p>', 'k1')));
    expect(print(named('<p>a</p>', 'k1'))).not.toBe(print(doc('<p>a</p>')));
  });

  it('gives React pages none (their code is not data)', () => {
    const page = { route: '/', source: 'pages/index.tsx', data: { kind: 'page', route: '/', title: 'Home' } } as unknown as PageRecord;
    expect(createFingerprinter(site)(page)).toBeUndefined();
  });

  it('keeps the parts of a digest apart', () => {
    expect(digest('ab', 'c')).not.toBe(digest('a', 'bc'));
  });
});
