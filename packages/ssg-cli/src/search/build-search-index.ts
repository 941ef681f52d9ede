// The site search index (format: @ssg/theme/contract, search.ts): one MiniSearch index over every
// section of every searchable page, built once, then its serialised form cut into content-hashed
// files — the part every query needs, the terms in ranges of their first characters, and the
// pages and sections shown in results in ranges of ids — so that a query on a large site loads
// the ranges of its own words, not the whole index.
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import {
  SEARCH_FORMAT_VERSION,
  SEARCH_INDEX_OPTIONS,
  SEARCH_MANIFEST_ROUTE,
  normalizeSearchTerm,
  searchTermKey,
  tokenizeSearchText,
  type SearchBase,
  type SearchManifest,
  type SearchPage,
  type SearchPageKind,
  type SearchTerms,
} from '@ssg/theme/contract';
import type { TextSection } from '../markdown/types.js';
import { summarize } from '../markdown/summarize.js';
import type { OutputFile } from '../output/types.js';

/** A page to index: its sections in page order. */
export interface SearchPageInput {
  route: string;
  title: string;
  kind: SearchPageKind;
  sections: TextSection[];
}

export interface SearchIndexOptions {
  /** Target size of a terms file, in bytes of JSON (default 160 KB, about 40 KB gzipped). */
  termsBytes?: number;
  /** Target size of a pages file, in bytes of JSON (default 32 KB: a query loads those of its top results only). */
  pagesBytes?: number;
  /** Characters of section text kept for snippets (default 400; the index has all of it). */
  snippetChars?: number;
  /** Leading characters of a term that decide its terms file (default 2). */
  keyLength?: number;
  /** Characters of section text indexed in one pass (default 3 million: about 60 MB of index). */
  passChars?: number;
}

export interface SearchIndex {
  manifest: SearchManifest;
  /** The manifest and every file it names, at their paths in the output. */
  files: OutputFile[];
}

type SectionDocument = { id: number; title: string; headings: string; text: string };

/** Builds the index files for `pages` (in the order results should prefer on equal scores). */
export function buildSearchIndex(pages: readonly SearchPageInput[], options: SearchIndexOptions = {}): SearchIndex {
  const { termsBytes = 160_000, pagesBytes = 32_000, snippetChars = 400, keyLength = 2, passChars = 3_000_000 } = options;
  // A section's own heading only: its subsections do not inherit it (they show it in their path).
  const documents = pages.flatMap((page) => page.sections.map((section) => ({ title: page.title, headings: section.headings.at(-1) ?? '', text: section.text })))
    .map((document, id): SectionDocument => ({ id, ...document }));
  const chars = documents.reduce((sum, document) => sum + document.text.length, 0);
  const bounds = passBounds(documents, keyLength, Math.ceil(chars / passChars));
  let base: SearchBase | undefined;
  const runs: Array<{ from: string; json: string }> = [];
  // A large site is indexed in passes, each keeping the terms of one range of keys: MiniSearch
  // holds one range in memory at a time. Field lengths count every word, kept or not, so every
  // pass scores alike.
  bounds.forEach((low, pass) => {
    const high = bounds[pass + 1];
    const inRange = (term: string): boolean => {
      const key = searchTermKey(term, keyLength);
      return key >= low && (high === undefined || key < high);
    };
    const mini = new MiniSearch<SectionDocument>({
      ...SEARCH_INDEX_OPTIONS,
      processTerm: (word) => {
        const term = normalizeSearchTerm(word);
        return term !== null && inRange(term) ? term : null;
      },
    });
    mini.addAll(documents);
    const { index, documentIds, fieldLength, storedFields: _stored, ...counts } = mini.toJSON();
    // Ids were given in order from 0 with nothing removed: the short ids MiniSearch keeps are the
    // same, so the base stores field lengths as a plain array and drops the id table.
    base ??= {
      ...counts,
      fieldLength: documents.map(({ id }) => {
        if (documentIds[id] !== id) throw new Error(`Search index: section ${id} has the internal id ${String(documentIds[id])}`);
        return fieldLength[id] ?? [];
      }),
      pageSections: pages.map((page) => page.sections.length),
    };
    const packed = packTerms(index, keyLength, termsBytes);
    runs.push(...packed.map((run, i) => (i === 0 ? { ...run, from: low } : run)));
  });
  const files: OutputFile[] = [];
  const emit = (kind: string, contents: string): string => {
    const route = `/search/${kind}-${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.json`;
    files.push({ path: route.slice(1), contents });
    return route;
  };
  const manifest: SearchManifest = {
    version: SEARCH_FORMAT_VERSION,
    sections: documents.length,
    keyLength,
    base: emit('base', JSON.stringify(base)),
    terms: runs.map(({ from, json }) => ({ from, route: emit('terms', json) })),
    pages: packPages(pages, snippetChars, pagesBytes).map(({ first, json }) => ({ first, route: emit('pages', json) })),
  };
  files.push({ path: SEARCH_MANIFEST_ROUTE.slice(1), contents: JSON.stringify(manifest) });
  return { manifest, files };
}

/**
 * The lowest key of each of `passes` ranges of about equal weight, the first being '': keys are
 * counted on a sample of the sections' words.
 */
function passBounds(documents: readonly SectionDocument[], keyLength: number, passes: number): string[] {
  if (passes <= 1) return [''];
  const counts = new Map<string, number>();
  const step = Math.max(1, Math.floor(documents.length / 2000));
  for (let i = 0; i < documents.length; i += step) {
    const document = documents[i];
    if (!document) continue;
    for (const word of tokenizeSearchText(`${document.title} ${document.headings} ${document.text}`)) {
      const term = normalizeSearchTerm(word);
      if (term !== null) counts.set(searchTermKey(term, keyLength), (counts.get(searchTermKey(term, keyLength)) ?? 0) + 1);
    }
  }
  const keys = [...counts.keys()].sort();
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const bounds = [''];
  let seen = 0;
  for (const key of keys) {
    if (seen >= (total * bounds.length) / passes && bounds.length < passes) bounds.push(key);
    seen += counts.get(key) ?? 0;
  }
  return bounds;
}

/** Runs of JSON values of about `bytes` each, as JSON arrays: `split(i)` says whether value i may start a new run. */
function packJson<T>(values: readonly T[], bytes: number, split: (index: number) => boolean): Array<{ start: number; json: string }> {
  const runs: Array<{ start: number; parts: string[]; size: number }> = [];
  values.forEach((value, index) => {
    const json = JSON.stringify(value);
    const last = runs.at(-1);
    if (last && (!split(index) || last.size + json.length + 1 <= bytes)) {
      last.parts.push(json);
      last.size += json.length + 1;
    } else {
      runs.push({ start: index, parts: [json], size: json.length + 1 });
    }
  });
  return runs.map((run) => ({ start: run.start, json: `[${run.parts.join(',')}]` }));
}

/** Index entries sorted by term, in runs of whole keys of about `bytes` each; the first run starts at ''. */
function packTerms(index: SearchTerms, keyLength: number, bytes: number): Array<{ from: string; json: string }> {
  const sorted = [...index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const keys = sorted.map(([term]) => searchTermKey(term, keyLength));
  // A key never spans two files: a word, its completions and its near misses share a key.
  const runs = packJson(sorted, bytes, (i) => keys[i] !== keys[i - 1]);
  return runs.length > 0 ? runs.map((run, i) => ({ from: i === 0 ? '' : (keys[run.start] ?? ''), json: run.json })) : [{ from: '', json: '[]' }];
}

/** The pages with their sections for results, in runs of whole pages of about `bytes` each. */
function packPages(pages: readonly SearchPageInput[], snippetChars: number, bytes: number): Array<{ first: number; json: string }> {
  const records = pages.map((page): SearchPage => ({
    route: page.route,
    title: page.title,
    kind: page.kind,
    sections: page.sections.map((section) => ({
      ...(section.id !== undefined ? { id: section.id } : {}),
      headings: section.headings,
      text: summarize(section.text, snippetChars),
    })),
  }));
  const firsts: number[] = [];
  let next = 0;
  for (const page of pages) {
    firsts.push(next);
    next += page.sections.length;
  }
  const runs = packJson(records, bytes, () => true);
  return runs.length > 0
    ? runs.map((run) => ({ first: firsts[run.start] ?? 0, json: `{"pages":${run.json}}` }))
    : [{ first: 0, json: '{"pages":[]}' }];
}
