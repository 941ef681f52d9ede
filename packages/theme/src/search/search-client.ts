// Queries the site search index (format: contract/search.ts). The browser's search dialog uses it
// with `fetch`; the tests and the benchmark use it with files read from disk, so that what they
// measure is what readers get. Files are loaded once and on demand: the manifest and the base
// on the first query, then the terms files of the query's words and the pages files of its
// results. Ranking is MiniSearch's BM25+, with the page title and headings weighted above text,
// prefix matching (a word being typed) and fuzzy matching (one typo from four characters, two from
// eight, a swap of two neighbouring letters counting as one: near-terms.ts).
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import {
  SEARCH_FORMAT_VERSION,
  SEARCH_INDEX_OPTIONS,
  SEARCH_MANIFEST_ROUTE,
  matchesPrefix,
  normalizeSearchTerm,
  searchTermKey,
  tokenizeSearchText,
  type SearchBase,
  type SearchManifest,
  type SearchPage,
  type SearchPageKind,
  type SearchPages,
  type SearchTerms,
} from '../contract/search.js';
import { nearTerms } from './near-terms.js';
import { buildSnippet, highlight, type SnippetPart } from './snippet.js';

/** Loads a site route (`/search/manifest.json`) as parsed JSON. */
export type LoadJson = (route: string) => Promise<unknown>;

/** One matching section of a page. */
export interface SearchHit {
  /** Route with the section's `#anchor` (none for the text before the first heading). */
  route: string;
  /** The headings above the section and its own; empty for the top of the page. */
  headings: string[];
  /** What names the section in a list: its heading path (`Environment › FLUX0_DB_URI`), or the page title for its top, with the matched words marked. */
  label: SnippetPart[];
  snippet: SnippetPart[];
}

/** The results of one page: its title and its best sections, best first. */
export interface SearchResultGroup {
  route: string;
  title: string;
  kind: SearchPageKind;
  hits: SearchHit[];
}

export interface SearchQueryOptions {
  /** Pages in the results (default 8). */
  pages?: number;
  /** Sections shown per page (default 3). */
  hitsPerPage?: number;
}

export interface SearchClient {
  search(query: string, options?: SearchQueryOptions): Promise<SearchResultGroup[]>;
  /** Loads what every query needs (the manifest and the base file), ahead of the first query. */
  prepare(): Promise<void>;
}

/** Options of every query; its terms are given already made (`queryTerms`), and their near terms by name (`searchQuery`). */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, headings: 2 },
  prefix: matchesPrefix,
  combineWith: 'OR',
  tokenize: (term) => [term],
  processTerm: (term) => term,
};

/** MiniSearch's weight of a fuzzy match (its default): a near term scores this × length / (length + typos) of an exact one. */
const FUZZY_WEIGHT = 0.45;

/**
 * Typos forgiven in a query term, as the common search services count them: none under four
 * characters, one from four, two from eight (`section` is not taken for `session`, two letters
 * away; `confgiuraton` still finds `configuration`).
 */
export function typosAllowed(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** The query for `terms`: each term, and the words it starts, or any of its near terms (`near`, by term), weighted as MiniSearch weighs a fuzzy match. */
function searchQuery(terms: readonly string[], near: ReadonlyMap<string, ReadonlyMap<string, number>>): Query {
  // One level of OR: each level merges its results into one map.
  const nearQueries = [...near].flatMap(([, typos]): Query[] => {
    if (typos.size === 0) return [];
    const boostTerm = (found: string): number => (FUZZY_WEIGHT * found.length) / (found.length + (typos.get(found) ?? 0));
    return [{ queries: [...typos.keys()], prefix: false, boostTerm }];
  });
  return { combineWith: 'OR', queries: [...terms, ...nearQueries] };
}

/**
 * `results` scored as one query of the terms `near` holds: MiniSearch multiplies a score by the
 * number of terms it was asked for that matched, and a near term was asked for by name; it counts
 * here as the query term it stands for, once with it. The results come back from MiniSearch in new
 * objects, each scored in place (a common word's near terms match most sections: no copies).
 */
function scoreByQueryTerms(results: SearchResult[], near: ReadonlyMap<string, ReadonlyMap<string, number>>): SearchResult[] {
  /** Each term asked for and the numbers of the query terms it stands for. */
  const standsFor = new Map<string, number[]>();
  [...near].forEach(([term, typos], number) => {
    for (const asked of [term, ...typos.keys()]) standsFor.set(asked, [...(standsFor.get(asked) ?? []), number]);
  });
  if ([...near.values()].every((typos) => typos.size === 0)) return results;
  /** seen[number] === mark: query term `number` is among the current result's. */
  const seen = new Int32Array(near.size).fill(-1);
  let changed = false;
  results.forEach((result, mark) => {
    let matched = 0;
    for (const asked of result.queryTerms) {
      for (const number of standsFor.get(asked) ?? []) {
        if (seen[number] === mark) continue;
        seen[number] = mark;
        matched += 1;
      }
    }
    if (matched === result.queryTerms.length) return;
    result.score = (result.score / result.queryTerms.length) * matched;
    changed = true;
  });
  return changed ? results.sort((a, b) => b.score - a.score) : results;
}

/** The terms a query looks up, as the index stores them. */
export function queryTerms(query: string): string[] {
  return tokenizeSearchText(query).flatMap((word) => normalizeSearchTerm(word) ?? []);
}

/** The terms files that hold the keys `term` may match as a word or a prefix. */
export function termsFilesFor(manifest: SearchManifest, term: string): string[] {
  const { terms, keyLength } = manifest;
  // A prefix shorter than a key matches every key it starts.
  const low = searchTermKey(term, keyLength);
  const high = term.length >= keyLength || !matchesPrefix(term) ? low : `${term}\uffff`;
  return terms.filter((file, index) => file.from <= high && (terms[index + 1]?.from ?? '\uffff') > low).map((file) => file.route);
}

/** The pages file holding section `id` (the last whose first section is not after it). */
function pagesFileFor(manifest: SearchManifest, id: number): SearchManifest['pages'][number] {
  let found = manifest.pages[0] ?? { first: 0, route: '' };
  for (const file of manifest.pages) {
    if (file.first > id) break;
    found = file;
  }
  return found;
}

/** The MiniSearch index made of the base and the terms loaded so far. */
function loadIndex(base: SearchBase, terms: SearchTerms): MiniSearch {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  base.fieldLength.forEach((lengths, id) => {
    documentIds[id] = id;
    fieldLength[id] = lengths;
  });
  return MiniSearch.loadJS({ ...base, documentIds, fieldLength, storedFields: {}, index: terms }, SEARCH_INDEX_OPTIONS);
}

/** A search client over the index that `load` reads. */
export function createSearchClient(load: LoadJson): SearchClient {
  const files = new Map<string, Promise<unknown>>();
  const file = <T>(route: string): Promise<T> => {
    let loaded = files.get(route);
    if (!loaded) {
      loaded = load(route);
      // A failed load is tried again by the next query.
      loaded.catch(() => files.delete(route));
      files.set(route, loaded);
    }
    return loaded as Promise<T>;
  };
  const manifestOf = async (): Promise<SearchManifest> => {
    const manifest = await file<SearchManifest>(SEARCH_MANIFEST_ROUTE);
    if (manifest.version !== SEARCH_FORMAT_VERSION) throw new Error(`Unsupported search index version ${String(manifest.version)}`);
    return manifest;
  };
  /** The terms of each terms file loaded, in order. */
  const termLists = new Map<string, string[]>();
  const termsOf = async (route: string): Promise<string[]> => {
    let list = termLists.get(route);
    if (!list) {
      list = (await file<SearchTerms>(route)).map(([term]) => term);
      termLists.set(route, list);
    }
    return list;
  };
  /** The terms within `typosAllowed(term)` of `term` in its own terms files, but for the words it starts (those it matches as a prefix). */
  const nearTermsOf = async (manifest: SearchManifest, term: string): Promise<Map<string, number>> => {
    const near = new Map<string, number>();
    const typos = typosAllowed(term);
    if (typos === 0) return near;
    for (const route of termsFilesFor(manifest, term)) {
      for (const [found, distance] of nearTerms(await termsOf(route), term, typos)) {
        if (!(matchesPrefix(term) && found.startsWith(term))) near.set(found, distance);
      }
    }
    return near;
  };
  let engine: { key: string; index: MiniSearch } | undefined;
  const engineFor = async (manifest: SearchManifest, needed: string[]): Promise<MiniSearch> => {
    const routes = [...new Set([...(engine?.key.split('\n').filter(Boolean) ?? []), ...needed])].sort();
    const key = routes.join('\n');
    if (engine?.key === key) return engine.index;
    const [base, ...terms] = await Promise.all([file<SearchBase>(manifest.base), ...routes.map((route) => file<SearchTerms>(route))]);
    const index = loadIndex(base, terms.flat());
    engine = { key, index };
    return index;
  };

  return {
    async prepare() {
      await file<SearchBase>((await manifestOf()).base);
    },
    async search(query, { pages = 8, hitsPerPage = 3 } = {}) {
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      const manifest = await manifestOf();
      const [index, base, near] = await Promise.all([
        engineFor(manifest, terms.flatMap((term) => termsFilesFor(manifest, term))),
        file<SearchBase>(manifest.base),
        Promise.all([...new Set(terms)].map(async (term) => [term, await nearTermsOf(manifest, term)] as const)).then((entries) => new Map(entries)),
      ]);
      // Grouped by page (best section first) before loading anything else: only the pages files
      // of the sections shown are fetched.
      const { pageOf, firstOf } = sectionPages(base.pageSections);
      const groups = new Map<number, SearchResult[]>();
      for (const result of scoreByQueryTerms(index.search(searchQuery(terms, near), SEARCH_OPTIONS), near)) {
        const page = pageOf(result.id as number);
        let group = groups.get(page);
        if (!group) {
          if (groups.size >= pages) continue;
          group = [];
          groups.set(page, group);
        }
        if (group.length >= hitsPerPage) continue;
        // Every section carries its page's title: one found by the title alone says nothing of its
        // own, and the page's first section stands for it, once.
        const hit = titleOnly(result) ? { ...result, id: firstOf(page) } : result;
        if (!group.some((known) => known.id === hit.id)) group.push(hit);
      }
      const shown = [...groups.values()].flat();
      const routes = [...new Set(shown.map((result) => pagesFileFor(manifest, result.id as number)))];
      const loaded = new Map(await Promise.all(routes.map(async (route) => [route, await file<SearchPages>(route.route)] as const)));
      return [...groups.values()].flatMap((results): SearchResultGroup[] => {
        const hits = results.flatMap((result) => {
          const where = pagesFileFor(manifest, result.id as number);
          const located = locate(loaded.get(where)?.pages ?? [], (result.id as number) - where.first);
          return located ? [{ ...located, result }] : [];
        });
        const page = hits[0]?.page;
        if (!page) return [];
        return [{
          route: page.route,
          title: page.title,
          kind: page.kind,
          hits: hits.map(({ section, result }) => ({
            route: section.id !== undefined ? `${page.route}#${section.id}` : page.route,
            headings: section.headings,
            label: highlight(section.headings.join(' › ') || page.title, result.terms),
            snippet: buildSnippet(section.text, result.terms),
          })),
        }];
      });
    },
  };
}

/** Whether a result matched nothing but its page's title. */
function titleOnly(result: SearchResult): boolean {
  return Object.values(result.match).every((fields) => fields.every((field) => field === 'title'));
}

/** The page number of a section id, and the id of a page's first section, from the number of sections of each page. */
function sectionPages(pageSections: readonly number[]): { pageOf: (id: number) => number; firstOf: (page: number) => number } {
  const starts: number[] = [];
  let next = 0;
  for (const count of pageSections) {
    starts.push(next);
    next += count;
  }
  const pageOf = (id: number): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= id) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return { pageOf, firstOf: (page) => starts[page] ?? 0 };
}

/** The page and section at position `offset` of a pages file. */
function locate(pages: readonly SearchPage[], offset: number): { page: SearchPage; section: SearchPage['sections'][number] } | undefined {
  let rest = offset;
  for (const page of pages) {
    if (rest < page.sections.length) {
      const section = page.sections[rest];
      return section ? { page, section } : undefined;
    }
    rest -= page.sections.length;
  }
  return undefined;
}
