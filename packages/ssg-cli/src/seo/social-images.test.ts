import type { PageData } from '@ssg/theme/contract';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/types.js';
import { socialImageDiagnostics } from './social-images.js';

const doc = (source: string, image?: string): PageRecord => ({
  route: `/${source}`, source, data: { kind: 'doc', route: `/${source}`, title: source, ...(image ? { image } : {}) } as PageData, links: [], anchors: [], assets: [],
});

describe('socialImageDiagnostics', () => {
  it('warns about route-named images the build does not have, naming the file', () => {
    const exists = (route: string) => route === '/img/card.png';
    const pages = [doc('docs/a.md', '/img/card.png'), doc('docs/b.md', '/img/gone.png'), doc('docs/c.md', 'https://cdn.example.com/x.png'), doc('docs/d.md')];
    expect(socialImageDiagnostics({ pages, siteImage: '/img/missing.png', exists })).toEqual([
      expect.objectContaining({ severity: 'warning', rule: 'social-image', file: 'ssg.config.ts', message: 'The config\'s image "/img/missing.png" is not a file of the site' }),
      expect.objectContaining({ severity: 'warning', rule: 'social-image', file: 'docs/b.md', message: 'The front matter\'s image "/img/gone.png" is not a file of the site' }),
    ]);
    expect(socialImageDiagnostics({ pages: [pages[0] as PageRecord], siteImage: '/img/card.png', exists })).toEqual([]);
  });
});
