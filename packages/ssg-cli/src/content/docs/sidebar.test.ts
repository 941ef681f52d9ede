import { describe, expect, it } from 'vitest';
import { flattenSidebar, type SidebarItem } from '@ssg/theme/contract';
import { indexSidebar } from './sidebar.js';

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
    const index = indexSidebar(sidebar);
    expect(index.trail('/docs/api/list')).toEqual([{ label: 'API', route: '/docs/category/api' }, { label: 'agents' }]);
    expect(index.trail('/docs/category/api')).toEqual([]);
    expect(index.trail('/docs/config')).toEqual([]);
    expect(index.trail('/nowhere')).toBeUndefined();
  });

  it('gives previous and next pages', () => {
    const { neighbours } = indexSidebar(sidebar);
    expect(neighbours('/docs/intro')).toEqual({ next: { label: 'Install', route: '/docs/install' } });
    expect(neighbours('/docs/api/list')).toEqual({
      prev: { label: 'API', route: '/docs/category/api' },
      next: { label: 'Config', route: '/docs/config' },
    });
    expect(neighbours('/elsewhere')).toEqual({});
  });
});
