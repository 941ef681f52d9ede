import { describe, expect, it } from 'vitest';
import { buildDocTree, type TreeDoc } from './doc-tree.js';

const doc = (dir: string, name: string, position?: number): TreeDoc => ({
  dir,
  name,
  label: name,
  route: `/docs/${dir ? `${dir}/` : ''}${name}`,
  ...(position !== undefined ? { position } : {}),
});

describe('buildDocTree', () => {
  it('orders by position, then name, with folders as categories', () => {
    const { sidebar } = buildDocTree({
      docs: [doc('', 'configuration', 30), doc('quickstart', 'installation', 2), doc('quickstart', 'introduction', 1), doc('guides', 'b'), doc('guides', 'a')],
      categories: new Map([
        ['quickstart', { label: 'Quickstart', position: 1 }],
        ['guides', { label: 'Guides', position: 8 }],
      ]),
      routeBase: '/docs',
    });
    expect(sidebar.map((item) => item.label)).toEqual(['Quickstart', 'Guides', 'configuration']);
    const quickstart = sidebar[0];
    expect(quickstart?.type === 'category' && quickstart.items.map((i) => i.label)).toEqual(['introduction', 'installation']);
    const guides = sidebar[1];
    expect(guides?.type === 'category' && guides.items.map((i) => i.label)).toEqual(['a', 'b']);
  });

  it('creates generated index pages and keeps empty categories that have one', () => {
    const { sidebar, indexes } = buildDocTree({
      docs: [doc('quickstart', 'introduction', 1)],
      categories: new Map([
        ['quickstart', { label: 'Quickstart', position: 1 }],
        ['clients', { label: 'Clients', position: 9, link: { type: 'generated-index', description: 'Flux0 clients' } }],
        ['empty', { label: 'Empty', position: 5 }],
      ]),
      routeBase: '/docs',
    });
    expect(indexes.map(({ category: _category, ...index }) => index)).toEqual([
      { source: 'clients/_category_.json', route: '/docs/category/clients', title: 'Clients', description: 'Flux0 clients' },
    ]);
    expect(sidebar.map((item) => item.label)).toEqual(['Quickstart', 'Clients']);
    expect(sidebar[1]).toEqual({ type: 'category', label: 'Clients', route: '/docs/category/clients', items: [] });
    expect(indexes[0]?.category).toBe(sidebar[1]);
    // A category without a page of its own gets no generated page: collapsed, it links to its first page.
    expect(sidebar[0]).toEqual({ type: 'category', label: 'Quickstart', items: [{ type: 'link', label: 'introduction', route: '/docs/quickstart/introduction' }] });
  });

  it('appends extra items (API pages) after the files of their folder', () => {
    const { sidebar } = buildDocTree({
      docs: [],
      categories: new Map([['api', { label: 'API', position: 99, link: { type: 'generated-index' } }]]),
      extraItems: new Map([['api', [{ type: 'link', label: 'FastAPI', route: '/docs/api/fastapi' }]]]),
      routeBase: '/docs',
    });
    expect(sidebar).toEqual([
      { type: 'category', label: 'API', route: '/docs/category/api', items: [{ type: 'link', label: 'FastAPI', route: '/docs/api/fastapi' }] },
    ]);
  });

  it("places a generated index with a slug below the docs' route, as Docusaurus does", () => {
    const routes = (slug: string, routeBase = '/docs') =>
      buildDocTree({ docs: [], categories: new Map([['api', { label: 'API', link: { type: 'generated-index', slug } }]]), extraItems: new Map([['api', [{ type: 'link', label: 'A', route: '/a' }]]]), routeBase }).sidebar[0];
    expect(routes('/start-here')).toMatchObject({ route: '/docs/start-here' });
    expect(routes('/category/internals')).toMatchObject({ route: '/docs/category/internals' });
    expect(routes('guides/all/')).toMatchObject({ route: '/docs/guides/all' });
    expect(routes('/start-here', '')).toMatchObject({ route: '/start-here' });
  });

  it('names a folder without _category_.json after the folder and nests subfolders', () => {
    const { sidebar } = buildDocTree({ docs: [doc('how-to/deep', 'x')], categories: new Map(), routeBase: '/docs' });
    expect(sidebar).toEqual([
      { type: 'category', label: 'How to', items: [{ type: 'category', label: 'Deep', items: [{ type: 'link', label: 'x', route: '/docs/how-to/deep/x' }] }] },
    ]);
    // A folder's number prefix orders it; its name is the rest.
    const prefixed = buildDocTree({ docs: [doc('01-basics', 'x')], categories: new Map(), routeBase: '/docs' });
    expect(prefixed.sidebar[0]).toMatchObject({ type: 'category', label: 'Basics' });
  });
});
