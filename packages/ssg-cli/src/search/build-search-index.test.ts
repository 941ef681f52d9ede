import { gzipSync } from 'node:zlib';
import { SEARCH_INDEX_OPTIONS, type SearchBase, type SearchManifest, type SearchTerms } from '@ssg/theme/contract';
import { createSearchClient } from '@ssg/theme/search';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { OutputFile } from '../output/types.js';
import { createSearchIndexer, searchIndexKey, type SearchIndexOptions, type SearchPageInput } from './build-search-index.js';

const WORDS = 'agent session event stream runner module server client token model prompt deploy config storage cache route page build output index schema request'.split(' ');

/** A deterministic corpus of `n` pages with three sections each, plus a few distinctive words. */
function corpus(n: number): SearchPageInput[] {
  let seed = 7;
  const word = (): string => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return WORDS[seed % WORDS.length] ?? 'agent';
  };
  const sentence = (k: number): string => Array.from({ length: k }, word).join(' ');
  return Array.from({ length: n }, (_, i) => ({
    route: `/docs/page-${i}`,
    title: `Page ${i} ${sentence(2)}`,
    kind: 'doc' as const,
    sections: [
      { headings: [], text: `${sentence(40)}${i === 17 ? ' zanzibar quokka' : ''}` },
      { id: 'setup', headings: ['Setup'], text: sentence(60) },
      { id: 'usage', headings: ['Setup', `Usage ${i}`], text: `${sentence(60)}${i === 42 ? ' FLUX0_DB_URI' : ''}` },
    ],
  }));
}

function reader(files: OutputFile[], loads: string[] = []) {
  const byPath = new Map(files.map((file) => [`/${file.path}`, 'contents' in file ? String(file.contents) : '']));
  return async (route: string): Promise<unknown> => {
    loads.push(route);
    const text = byPath.get(route);
    if (text === undefined) throw new Error(`missing ${route}`);
    return JSON.parse(text) as unknown;
  };
}

const buildSearchIndex = (pages: readonly SearchPageInput[], options?: SearchIndexOptions) => createSearchIndexer(options).finish(pages);

const manifestOf = (files: OutputFile[]): SearchManifest => {
  const file = files.find((candidate) => candidate.path === 'search/manifest.json');
  return JSON.parse(file && 'contents' in file ? String(file.contents) : '{}') as SearchManifest;
};

describe('buildSearchIndex', () => {
  const pages = corpus(300);
  const whole = buildSearchIndex(pages);
  // Cut into small files, and built in several passes over ranges of term keys.
  const split = buildSearchIndex(pages, { termsBytes: 4_000, pagesBytes: 8_000, passChars: 40_000 });

  it('names its files by content hash, next to a manifest at a fixed path', () => {
    const paths = whole.files.map((file) => file.path);
    expect(paths).toContain('search/manifest.json');
    for (const path of paths.filter((candidate) => candidate !== 'search/manifest.json')) expect(path).toMatch(/^search\/(base|terms|pages)-[0-9a-f]{10}\.json$/);
    expect(paths.filter((path) => path.includes('/terms-'))).toHaveLength(1);
    expect(buildSearchIndex(pages).files).toEqual(whole.files);
    expect(buildSearchIndex(corpus(299)).manifest.base).not.toBe(whole.manifest.base);
  });

  it('cuts a large index into terms files by key and pages files by section id', () => {
    const manifest = manifestOf(split.files);
    expect(manifest.sections).toBe(900);
    expect(manifest.terms.length).toBeGreaterThan(5);
    expect(manifest.terms[0]?.from).toBe('');
    const keys = manifest.terms.map((file) => file.from);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(manifest.pages.length).toBeGreaterThan(5);
    expect(manifest.pages.map((file) => file.first)).toEqual([...manifest.pages.map((file) => file.first)].sort((a, b) => a - b));
  });

  it('answers queries the same whole or cut, loading only the files a query needs', async () => {
    const queries = ['zanzibar', 'quokka zanzib', 'FLUX0_DB_URI', 'sesion strem', 'agnet sesison', 'usage 42', 'deploy'];
    const plain = createSearchClient(reader(whole.files));
    const loads: string[] = [];
    const cut = createSearchClient(reader(split.files, loads));
    for (const query of queries) expect(await cut.search(query), query).toEqual(await plain.search(query));
    const [first] = await cut.search('zanzibar');
    expect(first).toMatchObject({ route: '/docs/page-17', hits: [{ route: '/docs/page-17' }] });
    expect((await cut.search('FLUX0_DB_URI'))[0]?.hits[0]?.route).toBe('/docs/page-42#usage');
    const manifest = manifestOf(split.files);
    const loadedTerms = new Set(loads.filter((route) => route.includes('/terms-')));
    expect(loadedTerms.size).toBeLessThan(manifest.terms.length);
  });

  it('finds one-character words, whole: "usage 4" is page 4 before pages 40 to 49', async () => {
    const client = createSearchClient(reader(whole.files));
    expect((await client.search('usage 4'))[0]?.hits[0]?.route).toBe('/docs/page-4#usage');
    expect((await client.search('page 7 usage'))[0]?.route).toBe('/docs/page-7');
  });

  it('counts a swap of two neighbouring letters as one typo, scored as any other', async () => {
    const client = createSearchClient(reader(whole.files));
    const swapped = await client.search('agnet');
    expect(swapped.length).toBeGreaterThan(0);
    expect(swapped).toEqual(await client.search('agnt'));
    expect(await client.search('sesison')).toEqual(await client.search('sesion'));
  });

  it('forgives one typo from four letters and two from eight', async () => {
    const client = createSearchClient(
      reader(
        buildSearchIndex([
          { route: '/docs/sessions', title: 'Sessions', kind: 'doc', sections: [{ headings: [], text: 'A session holds the events of a conversation.' }] },
          { route: '/docs/configuration', title: 'Configuration', kind: 'doc', sections: [{ headings: [], text: 'Set the configuration file.' }] },
        ]).files,
      ),
    );
    expect((await client.search('sesion'))[0]?.route).toBe('/docs/sessions');
    // Seven letters, two away from `session`: not a typo of it.
    expect(await client.search('section')).toEqual([]);
    expect((await client.search('confgiuraton'))[0]?.route).toBe('/docs/configuration');
  });

  it('writes the index MiniSearch itself serialises, in one range of keys or several', () => {
    const texts = (files: OutputFile[], kind: string): string[] => files.filter((file) => file.path.startsWith(`search/${kind}-`)).map((file) => String(file.contents));
    const mini = new MiniSearch(SEARCH_INDEX_OPTIONS);
    // Accented and joined words, an empty heading, stop words, one-letter words and an operation.
    const odd: SearchPageInput = { route: '/docs/odd', title: 'Café au lait', kind: 'doc', sections: [{ headings: [''], text: 'Ünïcode façade a I the FLUX0_DB_URI flux0-db café café C 3 POST /api/agents' }] };
    const input = [...pages, odd];
    mini.addAll(input.flatMap((page) => page.sections.map((section) => ({ title: page.title, headings: section.headings.at(-1) ?? '', text: section.text }))).map((document, id) => ({ id, ...document })));
    const { index, documentIds: _ids, fieldLength, storedFields: _stored, ...counts } = mini.toJSON();
    const sorted = [...index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const built of [buildSearchIndex(input), buildSearchIndex(input, { termsBytes: 4_000, passChars: 40_000 })]) {
      const base = JSON.parse(texts(built.files, 'base')[0] ?? '{}') as SearchBase;
      expect(JSON.stringify(base)).toBe(JSON.stringify({ ...counts, fieldLength: Object.values(fieldLength), pageSections: input.map((page) => page.sections.length) }));
      const terms = texts(built.files, 'terms').flatMap((text) => JSON.parse(text) as SearchTerms);
      expect(terms.map(([term]) => term).sort()).toEqual(sorted.map(([term]) => term));
      expect(JSON.stringify([...terms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))).toBe(JSON.stringify(sorted));
    }
  });

  it('gives the same files when pages are read as they are ready, in any order', () => {
    const indexer = createSearchIndexer();
    // Ready in another order; a page that loses its route; a page whose sections changed after it was read.
    const [first] = pages;
    for (const page of [...pages].reverse()) indexer.add(page);
    indexer.add({ route: '/docs/loser', title: 'Loser', kind: 'doc', sections: [{ headings: [], text: 'unmatched quixotic words' }] });
    const changed = { ...(first as SearchPageInput), sections: [{ headings: [], text: 'rewritten after it was read' }] };
    indexer.add(first as SearchPageInput);
    const final = [changed, ...pages.slice(1)];
    expect(indexer.finish(final).files).toEqual(buildSearchIndex(final).files);
    const again = createSearchIndexer({ termsBytes: 4_000, pagesBytes: 8_000, passChars: 40_000 });
    for (const page of pages) again.add(page);
    expect(again.finish(pages).files).toEqual(split.files);
  });

  it('keeps a small site within a few kilobytes per file', () => {
    const small = buildSearchIndex(corpus(10));
    for (const file of small.files) expect(gzipSync(String('contents' in file ? file.contents : '')).length).toBeLessThan(8_000);
  });
});

describe('searchIndexKey', () => {
  const page = (sections: SearchPageInput['sections'], title = 'Setup'): SearchPageInput => ({ route: '/docs/setup', title, kind: 'doc', sections });

  it('is the same for the same pages and options', () => {
    expect(searchIndexKey(corpus(20))).toBe(searchIndexKey(corpus(20)));
  });

  it('changes with any title, id, heading, text, order or option, also when a text only moves from one field to the next', () => {
    const base = page([{ headings: [], text: 'intro' }, { id: 'a', headings: ['A'], text: 'text of a' }]);
    const keys = [
      base,
      page([{ headings: [], text: 'intro' }, { id: 'a', headings: ['A'], text: 'text of b' }]),
      page([{ headings: [], text: 'intro' }, { id: 'b', headings: ['A'], text: 'text of a' }]),
      page([{ headings: [], text: 'intro' }, { headings: ['A'], text: 'text of a' }]),
      page([{ headings: [], text: 'intro' }, { id: 'a', headings: ['A', ''], text: 'text of a' }]),
      page([{ headings: [], text: 'intro' }, { id: 'a', headings: ['At'], text: 'ext of a' }]),
      page([{ id: 'a', headings: ['A'], text: 'text of a' }, { headings: [], text: 'intro' }]),
      page([{ headings: [], text: 'intro' }, { id: 'a', headings: ['A'], text: 'text of a' }], 'Set up'),
      { ...base, kind: 'blog' as const },
      { ...base, route: '/docs/set' },
    ].map((input) => searchIndexKey([input]));
    keys.push(searchIndexKey([base], { snippetChars: 100 }), searchIndexKey([base, base]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('takes a page with a textKey by that key, not by its sections', () => {
    const named = (textKey: string, text: string, title = 'Setup'): SearchPageInput => ({ ...page([{ headings: [], text }], title), textKey });
    expect(searchIndexKey([named('k1', 'first text')])).toBe(searchIndexKey([named('k1', 'other text')]));
    const keys = [named('k1', 'text'), named('k2', 'text'), named('k1', 'text', 'Other title'), page([{ headings: [], text: 'text' }])].map((input) => searchIndexKey([input]));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
