import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../contract/index.js';
import { makeSite } from '../test-support/fixtures.js';
import { heldInOneByte } from '../test-support/strings.js';
import { Sidebar } from './Sidebar.js';

const TAG: SidebarItem[] = [
  {
    type: 'category',
    label: 'Tag',
    indexRoute: '/docs/api/intro#tag',
    items: Array.from({ length: 70 }, (_, n) => ({ type: 'link' as const, label: `Op ${n}`, route: `/docs/api/op-${n}`, badge: 'get' })),
  },
];

const render = (route: string, baseUrl = '/'): string => renderToStaticMarkup(<Sidebar site={makeSite({ baseUrl })} items={TAG} route={route} />);
const current = (html: string): string[] => [...html.matchAll(/href="([^"]*)" aria-current="page"/g)].map((match) => match[1]!);

describe('Sidebar, a long list', () => {
  it('carries the current page’s neighbours and a link to the index for each left-out part', () => {
    const html = render('/docs/api/op-40', '/flux0/');
    expect(html.match(/<li><a href="\/flux0\/docs\/api\/op-/g)).toHaveLength(25);
    expect(html).toContain('<li data-ssg-more="28"><a href="/flux0/docs/api/intro#tag">Show 28 more</a></li><li><a href="/flux0/docs/api/op-28">');
    expect(html).toContain('<li data-ssg-more="17"><a href="/flux0/docs/api/intro#tag">Show 17 more</a></li></ul>');
    expect(current(html)).toEqual(['/flux0/docs/api/op-40']);
  });

  it('marks each page’s own link, also where pages share a rendering (the same part shown)', () => {
    // Ops 0–12 all show ops 0–24; op 13 shows 1–25.
    for (const n of [0, 5, 12, 13, 40, 69]) expect(current(render(`/docs/api/op-${n}`))).toEqual([`/docs/api/op-${n}`]);
    expect(render('/docs/api/op-5').replace(' aria-current="page"', '')).toBe(render('/docs/api/op-12').replace(' aria-current="page"', ''));
    expect(render('/docs/api/op-13')).toContain('<li data-ssg-more="1">');
  });

  it('writes its markup one byte a character when a label is ASCII held two bytes (taken from a doc with a dash)', () => {
    const items: SidebarItem[] = [{ type: 'link', label: 'Introduction — start here'.slice(0, 12), route: '/docs/intro' }];
    const html = renderToStaticMarkup(<Sidebar site={makeSite()} items={items} route="/docs/intro" />);
    expect(html).toContain('aria-current="page">Introduction</a>');
    expect(heldInOneByte(html)).toBe(true);
  });
});
