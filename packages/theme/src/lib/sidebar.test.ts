import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '../test-support/fixtures.js';
import { flattenSidebar } from '../contract/index.js';
import type { SidebarItem } from '../contract/index.js';
import { badgeModifier, badgeText, buildSidebarView, categoryContainsRoute, indexSidebarRoutes, type SidebarItemView } from './sidebar.js';

function find(items: SidebarItemView[], label: string): SidebarItemView | undefined {
  for (const item of items) {
    if (item.type !== 'more' && item.label === label) return item;
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

describe('long lists', () => {
  const links = (count: number): SidebarItem[] => Array.from({ length: count }, (_, n) => ({ type: 'link', label: `Op ${n}`, route: `/docs/api/op-${n}`, badge: 'get' }));
  const tag = (count: number, indexRoute?: string): SidebarItem[] => [
    { type: 'link', label: 'Intro', route: '/docs/api/intro' },
    { type: 'category', label: 'Tag', ...(indexRoute !== undefined ? { indexRoute } : {}), items: links(count) },
  ];
  const shown = (items: SidebarItem[], route: string): string[] => {
    const category = buildSidebarView(items, route)[1]!;
    if (category.type !== 'category') throw new Error('not a category');
    return category.items.map((item) => (item.type === 'more' ? `${item.count} → ${item.route}` : item.label));
  };
  const ops = (from: number, to: number): string[] => Array.from({ length: to - from }, (_, n) => `Op ${from + n}`);

  it('shows the current item and 12 either side, the rest as one entry each side leading to the index', () => {
    expect(shown(tag(70, '/docs/api/intro#tag'), '/docs/api/op-40')).toEqual(['28 → /docs/api/intro#tag', ...ops(28, 53), '17 → /docs/api/intro#tag']);
    // At the ends the shown part keeps its length.
    expect(shown(tag(70, '/docs/api/intro#tag'), '/docs/api/op-2')).toEqual([...ops(0, 25), '45 → /docs/api/intro#tag']);
    expect(shown(tag(70, '/docs/api/intro#tag'), '/docs/api/op-69')).toEqual(['45 → /docs/api/intro#tag', ...ops(45, 70)]);
  });

  it('without an index, leads to the page whose own sidebar shows the next part', () => {
    // Op 15's part is 3–27, ending just before the shown one; op 65's is 53–69 (the list ends).
    expect(shown(tag(70), '/docs/api/op-40')).toEqual(['28 → /docs/api/op-15', ...ops(28, 53), '17 → /docs/api/op-65']);
    expect(shown(tag(200), '/docs/api/op-100')).toEqual(['88 → /docs/api/op-75', ...ops(88, 113), '87 → /docs/api/op-125']);
  });

  it('keeps lists of up to 50 items whole, and a long list whole on pages outside it', () => {
    expect(shown(tag(50), '/docs/api/op-40')).toEqual(ops(0, 50));
    const top = buildSidebarView([...links(60)], '/docs/elsewhere');
    expect(top).toHaveLength(60);
  });

  it('shows the part around an open category holding the current page', () => {
    const items: SidebarItem[] = [...links(30), { type: 'category', label: 'Nested', items: [{ type: 'link', label: 'Deep', route: '/docs/deep' }] }, ...links(30)];
    const view = buildSidebarView(items, '/docs/deep');
    expect(view.map((item) => (item.type === 'more' ? item.count : item.label))).toEqual([18, ...ops(18, 30), 'Nested', ...ops(0, 12), 18]);
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

describe('indexSidebarRoutes', () => {
  const labels = (categories: ReadonlySet<SidebarItem> | undefined): string[] => [...(categories ?? [])].map((category) => (category.type === 'category' ? category.label : ''));

  it('gives each route the categories holding it, from the top down', () => {
    const index = indexSidebarRoutes(SIDEBAR);
    expect(labels(index.get('/docs/api/list-agents'))).toEqual(['API', 'agents']);
    expect(labels(index.get('/docs/quickstart/installation'))).toEqual(['Quickstart']);
    expect(labels(index.get('/docs/configuration'))).toEqual([]);
    expect(index.get('/docs/missing')).toBeUndefined();
  });

  it("counts a category's own page as held by it, and keys routes without trailing slash, query or hash", () => {
    const index = indexSidebarRoutes([{ type: 'category', label: 'Guides', route: '/docs/guides/', items: [{ type: 'link', label: 'One', route: '/docs/guides/one#top' }] }]);
    expect(labels(index.get('/docs/guides'))).toEqual(['Guides']);
    expect(labels(index.get('/docs/guides/one'))).toEqual(['Guides']);
  });

  it('joins the categories of a route linked from two places', () => {
    const index = indexSidebarRoutes([
      { type: 'category', label: 'A', items: [{ type: 'link', label: 'Shared', route: '/docs/shared' }] },
      { type: 'category', label: 'B', items: [{ type: 'category', label: 'C', items: [{ type: 'link', label: 'Shared', route: '/docs/shared' }] }] },
    ]);
    expect(labels(index.get('/docs/shared'))).toEqual(['A', 'B', 'C']);
  });

  it('opens the same categories as the walk of every category it replaces, on every route of a large tree', () => {
    const large: SidebarItem[] = [
      ...SIDEBAR,
      { type: 'category', label: 'Tags', items: Array.from({ length: 3 }, (_, tag): SidebarItem => ({ type: 'category', label: `Tag ${tag}`, indexRoute: `/docs/api#tag-${tag}`, items: Array.from({ length: 60 }, (_, n): SidebarItem => ({ type: 'link', label: `Op ${tag}.${n}`, route: `/docs/api/op-${tag}-${n}` })) })) },
    ];
    const index = indexSidebarRoutes(large);
    for (const link of flattenSidebar(large)) {
      expect(buildSidebarView(large, link.route, index)).toEqual(buildSidebarView(large, link.route));
      const holders = index.get(link.route) ?? new Set();
      const walk = (items: SidebarItem[]): void => {
        for (const item of items) {
          if (item.type !== 'category') continue;
          expect(holders.has(item)).toBe(categoryContainsRoute(item, link.route));
          walk(item.items);
        }
      };
      walk(large);
    }
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
