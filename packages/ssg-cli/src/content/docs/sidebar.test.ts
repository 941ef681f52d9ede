import { describe, expect, it } from 'vitest';
import { flattenSidebar, type SidebarItem } from '@ssg/theme/contract';
import { findTrail, neighbours } from './sidebar.js';

const sidebar: SidebarItem[] = [
  { type: 'category', label: 'Quickstart', items: [{ type: 'link', label: 'Intro', route: '/docs/intro' }, { type: 'link', label: 'Install', route: '/docs/install' }] },
  {
    type: 'category',
    label: 'API',
    route: '/docs/category/api',
    items: [{ type: 'category', label: 'agents', items: [{ type: 'link', label: 'List', route: '/docs/api/list', badge: 'get' }] }],
  },
  { type: 'link', label: 'Config', route: '/docs/config' },
];

describe('sidebar helpers', () => {
  it('flattens in reading order, category pages included', () => {
    expect(flattenSidebar(sidebar).map((link) => link.route)).toEqual([
      '/docs/intro',
      '/docs/install',
      '/docs/category/api',
      '/docs/api/list',
      '/docs/config',
    ]);
  });

  it('finds the categories leading to a route', () => {
    expect(findTrail(sidebar, '/docs/api/list')).toEqual([{ label: 'API', route: '/docs/category/api' }, { label: 'agents' }]);
    expect(findTrail(sidebar, '/docs/config')).toEqual([]);
    expect(findTrail(sidebar, '/nowhere')).toBeUndefined();
  });

  it('gives previous and next pages', () => {
    const order = flattenSidebar(sidebar);
    expect(neighbours(order, '/docs/intro')).toEqual({ next: { label: 'Install', route: '/docs/install' } });
    expect(neighbours(order, '/docs/api/list')).toEqual({
      prev: { label: 'API', route: '/docs/category/api' },
      next: { label: 'Config', route: '/docs/config' },
    });
    expect(neighbours(order, '/elsewhere')).toEqual({});
  });
});
