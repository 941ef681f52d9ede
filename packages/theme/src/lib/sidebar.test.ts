import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '../test-support/fixtures.js';
import { flattenSidebar } from '../contract/index.js';
import { badgeModifier, badgeText, buildSidebarView, categoryContainsRoute, type SidebarItemView } from './sidebar.js';

function find(items: SidebarItemView[], label: string): SidebarItemView | undefined {
  for (const item of items) {
    if (item.label === label) return item;
    if (item.type === 'category') {
      const inner = find(item.items, label);
      if (inner) return inner;
    }
  }
  return undefined;
}

describe('buildSidebarView', () => {
  it('marks only the current link active and opens the categories on its path', () => {
    const view = buildSidebarView(SIDEBAR, '/docs/api/create-agent');
    expect(find(view, 'Create agent')).toMatchObject({ active: true });
    expect(find(view, 'List agents')).toMatchObject({ active: false });
    expect(find(view, 'API')).toMatchObject({ open: true, active: false });
    expect(find(view, 'agents')).toMatchObject({ open: true });
    expect(find(view, 'Quickstart')).toMatchObject({ open: false });
    expect(find(view, 'Clients')).toMatchObject({ open: false });
  });

  it('opens a category whose own page is current and marks it active', () => {
    const view = buildSidebarView(SIDEBAR, '/docs/category/clients/');
    expect(find(view, 'Clients')).toMatchObject({ open: true, active: true });
    expect(find(view, 'React + Vite')).toMatchObject({ active: false });
  });

  it('leaves every category closed on a page outside the sidebar', () => {
    const view = buildSidebarView(SIDEBAR, '/blog');
    const categories = view.filter((item) => item.type === 'category');
    expect(categories.map((c) => c.open)).toEqual([false, false, false]);
  });

  it('collapses the categories off the path to a link to their page, leaving their items out', () => {
    const view = buildSidebarView(SIDEBAR, '/docs/configuration');
    expect(find(view, 'Clients')).toMatchObject({ collapsedTo: '/docs/category/clients', items: [], path: '1', open: false });
    expect(find(view, 'API')).toMatchObject({ collapsedTo: '/docs/category/api', items: [], path: '3' });
    // No page of its own: collapsed to its first page, which shows it open.
    expect(find(view, 'Quickstart')).toMatchObject({ collapsedTo: '/docs/quickstart/introduction', items: [], open: false, path: '0' });
    expect(find(buildSidebarView(SIDEBAR, '/docs/quickstart/introduction'), 'Quickstart')).toMatchObject({ open: true, active: false });
    expect(find(buildSidebarView(SIDEBAR, '/docs/api/list-agents'), 'agents')).toMatchObject({ open: true, path: '3.1' });
  });

  it('does not change the input tree', () => {
    const copy = structuredClone(SIDEBAR);
    buildSidebarView(SIDEBAR, '/docs/configuration');
    expect(SIDEBAR).toEqual(copy);
  });
});

describe('categoryContainsRoute', () => {
  it('looks through nested categories', () => {
    const api = SIDEBAR[3]!;
    if (api.type !== 'category') throw new Error('fixture changed');
    expect(categoryContainsRoute(api, '/docs/api/list-agents')).toBe(true);
    expect(categoryContainsRoute(api, '/docs/configuration')).toBe(false);
  });
});

describe('flattenSidebar', () => {
  it('lists routes in reading order, category pages before their children', () => {
    expect(flattenSidebar(SIDEBAR).map((link) => link.route)).toEqual([
      '/docs/quickstart/introduction',
      '/docs/quickstart/installation',
      '/docs/category/clients',
      '/docs/clients/react-vite-minimal',
      '/docs/configuration',
      '/docs/category/api',
      '/docs/api/fastapi',
      '/docs/api/list-agents',
      '/docs/api/create-agent',
    ]);
  });

  it('leaves out links to other sites, which are no pages of the site', () => {
    const items = [
      { type: 'link' as const, label: 'Intro', route: '/docs/intro' },
      { type: 'link' as const, label: 'GitHub', route: 'https://github.com/flux0-ai' },
      { type: 'category' as const, label: 'More', items: [{ type: 'link' as const, label: 'Chat', route: '//chat.example.com' }] },
    ];
    expect(flattenSidebar(items).map((link) => link.route)).toEqual(['/docs/intro']);
  });
});

describe('method badges', () => {
  it('maps known methods to a modifier and everything else to `other`', () => {
    expect(badgeModifier('GET')).toBe('get');
    expect(badgeModifier('delete')).toBe('delete');
    expect(badgeModifier('beta" onload="x')).toBe('other');
  });

  it('shows the method in capitals, DELETE shortened', () => {
    expect(badgeText('post')).toBe('POST');
    expect(badgeText('delete')).toBe('DEL');
  });
});
