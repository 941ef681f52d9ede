import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs.js';

describe('breadcrumbTrail', () => {
  it('keeps a trail that already ends with the page and marks it current, unlinked', () => {
    const trail = breadcrumbTrail(
      [{ label: 'API', route: '/docs/category/api' }, { label: 'List agents', route: '/docs/api/list-agents' }],
      '/docs/api/list-agents',
      'List agents',
    );
    expect(trail).toEqual([
      { label: 'API', route: '/docs/category/api', current: false },
      { label: 'List agents', current: true },
    ]);
  });

  it('appends the page when the trail stops at its category', () => {
    const trail = breadcrumbTrail([{ label: 'Quickstart' }], '/docs/quickstart/installation', 'Installation');
    expect(trail).toEqual([
      { label: 'Quickstart', current: false },
      { label: 'Installation', current: true },
    ]);
  });

  it('accepts a last crumb without a route that names the page', () => {
    expect(breadcrumbTrail([{ label: 'Installation' }], '/x', 'Installation')).toEqual([{ label: 'Installation', current: true }]);
  });
});
