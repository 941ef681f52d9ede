import { gzipSync } from 'node:zlib';
import type { SearchManifest } from '@ssg/theme/contract';
import { createSearchClient } from '@ssg/theme/search';
import { describe, expect, it } from 'vitest';
import type { OutputFile } from '../output/types.js';
import { buildSearchIndex, type SearchPageInput } from './build-search-index.js';

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
    const queries = ['zanzibar', 'quokka zanzib', 'FLUX0_DB_URI', 'sesion strem', 'usage 42', 'deploy'];
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

  it('keeps a small site within a few kilobytes per file', () => {
    const small = buildSearchIndex(corpus(10));
    for (const file of small.files) expect(gzipSync(String('contents' in file ? file.contents : '')).length).toBeLessThan(8_000);
  });
});
