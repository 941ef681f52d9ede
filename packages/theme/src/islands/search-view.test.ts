import { describe, expect, it } from 'vitest';
import type { SearchResultGroup } from '../search/search-client.js';
import { isPlainClick, moveActive, searchOptions, statusText, typingPause } from './search-view.js';

const snippet = [{ text: 'Set ', match: false }, { text: 'FLUX0_DB_URI', match: true }];
const label = (text: string) => [{ text, match: false }];

const GROUPS: SearchResultGroup[] = [
  {
    route: '/docs/configuration',
    title: 'Configuration',
    kind: 'doc',
    hits: [
      { route: '/docs/configuration#flux0_db_uri', headings: ['Environment variables', 'FLUX0_DB_URI'], label: snippet, snippet },
      { route: '/docs/configuration', headings: [], label: label('Configuration'), snippet: [{ text: 'Flux0 reads…', match: false }] },
    ],
  },
  { route: '/docs/api/list-sessions', title: 'List Sessions', kind: 'api', hits: [{ route: '/docs/api/list-sessions', headings: [], label: label('List Sessions'), snippet }] },
  { route: '/blog/uv', title: 'Releasing with uv', kind: 'blog', hits: [{ route: '/blog/uv#why', headings: ['Why'], label: label('Why'), snippet }] },
];

describe('searchOptions', () => {
  it('numbers the options across groups in reading order, with ids for aria-activedescendant', () => {
    const groups = searchOptions(GROUPS, '/');
    expect(groups.map((group) => [group.id, group.title, group.kind, group.options.map((option) => [option.index, option.id])])).toEqual([
      ['ssg-search-group-0', 'Configuration', undefined, [[0, 'ssg-search-option-0'], [1, 'ssg-search-option-1']]],
      ['ssg-search-group-1', 'List Sessions', 'API', [[2, 'ssg-search-option-2']]],
      ['ssg-search-group-2', 'Releasing with uv', 'Blog', [[3, 'ssg-search-option-3']]],
    ]);
  });

  it('keeps the highlighted label and snippet of each section', () => {
    const [configuration] = searchOptions(GROUPS, '/');
    expect(configuration?.options.map((option) => [option.label, option.snippet])).toEqual([
      [snippet, snippet],
      [label('Configuration'), [{ text: 'Flux0 reads…', match: false }]],
    ]);
  });

  it('links each section under the base URL, with its anchor', () => {
    expect(searchOptions(GROUPS, '/').flatMap((group) => group.options.map((option) => option.href))).toEqual([
      '/docs/configuration#flux0_db_uri',
      '/docs/configuration',
      '/docs/api/list-sessions',
      '/blog/uv#why',
    ]);
    expect(searchOptions(GROUPS, '/flux0/')[0]?.options[0]?.href).toBe('/flux0/docs/configuration#flux0_db_uri');
    expect(searchOptions([{ ...GROUPS[0]!, hits: [{ route: '/', headings: [], label: snippet, snippet }] }], '/flux0/')[0]?.options[0]?.href).toBe('/flux0/');
  });

  it('has nothing for no results', () => {
    expect(searchOptions([], '/')).toEqual([]);
  });
});

describe('moveActive', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(1, -1, 3)).toBe(0);
  });

  it('starts from the first (down) or the last (up) when none is active, and stays at none without options', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(-1, 1, 0)).toBe(-1);
    expect(moveActive(4, 1, 0)).toBe(-1);
  });
});

describe('statusText', () => {
  it('says how many results, on how many pages, or that there are none', () => {
    expect(statusText({ state: 'done', query: 'x', options: 5, pages: 2 })).toBe('5 results on 2 pages');
    expect(statusText({ state: 'done', query: 'x', options: 1, pages: 1 })).toBe('1 result on 1 page');
    expect(statusText({ state: 'done', query: 'zzzq', options: 0, pages: 0 })).toBe('No results for “zzzq”');
  });

  it('says nothing before a query, and says so while loading or when the index cannot be loaded', () => {
    expect(statusText({ state: 'idle' })).toBe('');
    expect(statusText({ state: 'loading' })).toBe('Loading the search index…');
    expect(statusText({ state: 'error' })).toBe('Search could not be loaded. Check your connection, then type again.');
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  it('takes plain primary clicks and leaves the others to the browser (new tab, new window, download)', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
  });
});

describe('typingPause', () => {
  it('lets fast queries run at once, and makes slow ones wait for a pause in the typing as long as they took, at most 150 ms', () => {
    expect([0, 12, 30, 31, 80.4, 400].map(typingPause)).toEqual([0, 0, 0, 31, 80, 150]);
  });
});
