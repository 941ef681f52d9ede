import type { PageData } from '@ssg/theme/contract';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/types.js';
import { searchPages } from './search-pages.js';

const record = (data: Partial<PageData> & { kind: PageData['kind']; route: string }, extra: Partial<PageRecord> = {}): PageRecord => ({
  route: data.route, source: 'x', data: { title: data.route, ...data } as PageData, links: [], anchors: [], assets: [], ...extra,
});

describe('searchPages', () => {
  it('takes docs and posts by their sections, operations by method, path, description and parameters; skips unlisted pages and lists', () => {
    const sections = [{ headings: [], text: 'Hello.' }];
    const operation = record({
      kind: 'api-operation', route: '/docs/api/list-events', title: 'List Events', method: 'get', path: '/api/sessions/{id}/events', operationId: 'list_events',
      descriptionHtml: '<p>All <code>events</code>.</p>',
      toc: [{ id: 'query-parameters', html: 'Query parameters', depth: 3 }],
      parameters: [{ location: 'query', id: 'query-parameters', parameters: [{ name: 'min_offset', location: 'query', required: false, deprecated: false, examples: [], descriptionHtml: '<p>From here.</p>' }] }],
    } as Partial<PageData> & { kind: 'api-operation'; route: string });
    const pages = [
      record({ kind: 'doc', route: '/docs/a', title: 'A' }, { sections }),
      record({ kind: 'blog-post', route: '/blog/p', title: 'P', unlisted: false } as Partial<PageData> & { kind: 'blog-post'; route: string }, { sections }),
      record({ kind: 'blog-post', route: '/blog/hidden', title: 'H', unlisted: true } as Partial<PageData> & { kind: 'blog-post'; route: string }, { sections }),
      record({ kind: 'blog-list', route: '/blog' }),
      operation,
    ];
    expect(searchPages(pages)).toEqual([
      { route: '/docs/a', title: 'A', kind: 'doc', sections },
      { route: '/blog/p', title: 'P', kind: 'blog', sections },
      {
        route: '/docs/api/list-events',
        title: 'List Events',
        kind: 'api',
        sections: [
          { headings: [], text: 'GET /api/sessions/{id}/events list_events All events .' },
          { id: 'query-parameters', headings: ['Query parameters'], text: 'min_offset From here.' },
        ],
      },
    ]);
  });
});
