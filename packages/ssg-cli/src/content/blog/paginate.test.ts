import { describe, expect, it } from 'vitest';
import { groupByYear } from './group-by-year.js';
import { pageRoute, paginate } from './paginate.js';

describe('paginate', () => {
  it('puts the first page at the list route and the others under /page/n', () => {
    const pages = paginate([1, 2, 3, 4, 5], 2, '/blog');
    expect(pages.map((page) => page.route)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    expect(pages.map((page) => page.items)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('links each page to its newer and older neighbours', () => {
    const [first, second, third] = paginate([1, 2, 3, 4, 5], 2, '/blog/tags/uv');
    expect(first?.pagination).toEqual({ page: 1, totalPages: 3, totalPosts: 5, olderRoute: '/blog/tags/uv/page/2' });
    expect(second?.pagination).toEqual({ page: 2, totalPages: 3, totalPosts: 5, newerRoute: '/blog/tags/uv', olderRoute: '/blog/tags/uv/page/3' });
    expect(third?.pagination).toEqual({ page: 3, totalPages: 3, totalPosts: 5, newerRoute: '/blog/tags/uv/page/2' });
  });

  it('gives an empty list one empty page', () => {
    expect(paginate([], 10, '/blog')).toEqual([{ route: '/blog', items: [], pagination: { page: 1, totalPages: 1, totalPosts: 0 } }]);
  });

  it('builds page routes under the site root', () => {
    expect(pageRoute('/', 3)).toBe('/page/3');
    expect(pageRoute('/blog', 1)).toBe('/blog');
  });
});

describe('groupByYear', () => {
  it('groups posts by the year of their date, keeping their order', () => {
    const post = (title: string, date: string) => ({ title, route: `/blog/${title}`, date });
    const groups = groupByYear([post('c', '2025-03-01T00:00:00.000Z'), post('b', '2024-12-31T00:00:00.000Z'), post('a', '2024-01-01T00:00:00.000Z')]);
    expect(groups.map((group) => [group.year, group.posts.map((p) => p.title)])).toEqual([
      ['2025', ['c']],
      ['2024', ['b', 'a']],
    ]);
  });
});
