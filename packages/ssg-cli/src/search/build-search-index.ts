// The site search index (format: @ssg/theme/contract, search.ts): a MiniSearch index over every
// section of every searchable page, in MiniSearch's serialised form, cut into content-hashed
// files — the part every query needs, the terms in ranges of their first characters, and the
// pages and sections shown in results in ranges of ids — so that a query on a large site loads
// the ranges of its own words, not the whole index.
//
// The index is written here rather than by MiniSearch itself, so that a build can read each page's
// words as soon as the page is ready (`createSearchIndexer().add`, while the Markdown workers are
// still busy) and keep only compact counts, not a search structure: `finish` then numbers the
// sections in the final page order and writes what MiniSearch's `toJSON` would (the tests hold it
// to MiniSearch's own output).
import { createHash } from 'node:crypto';
import {
  SEARCH_FIELDS,
  SEARCH_FORMAT_VERSION,
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
  /**
   * Characters of section text per range of keys (default 3 million): a terms file never spans
   * two ranges. (The ranges once bounded the memory of indexing; they now keep the files as they
   * were cut.)
   */
  passChars?: number;
}

export interface SearchIndex {
  manifest: SearchManifest;
  /** The manifest and every file it names, at their paths in the output. */
  files: OutputFile[];
}

export interface SearchIndexer {
  /**
   * Reads a page's words now (a build calls it as each page is ready); `finish` reuses what was
   * read for a page given again with the same title and the same `sections` array.
   */
  add(page: SearchPageInput): void;
  /** The index files for `pages` (in the order results should prefer on equal scores). */
  finish(pages: readonly SearchPageInput[]): SearchIndex;
}

/**
 * A digest of everything the index is made from (the pages in order, their titles, kinds and
 * sections, and the options): equal keys, equal files.
 */
export function searchIndexKey(pages: readonly SearchPageInput[], options: SearchIndexOptions = {}): string {
  const hash = createHash('sha256').update(JSON.stringify([SEARCH_FORMAT_VERSION, options]));
  // Page by page, so that the whole site's text is never one string.
  for (const page of pages) hash.update(JSON.stringify(page)).update('\n');
  return hash.digest('base64url');
}

/** What the index keeps of a page: per section, the field lengths and the counts of its terms. */
interface ReadPage {
  title: string;
  sections: readonly TextSection[];
  /** Unique words of each field (title, own heading, text), three per section. */
  lengths: Uint32Array;
  /** Section index, term number, field, count: four per entry. */
  counts: Int32Array;
}

type SectionDocument = { title: string; headings: string; text: string };

/** A section's fields, in the order of SEARCH_FIELDS: a section's own heading only (its subsections show it in their path). */
const sectionFields = (title: string, section: TextSection): [string, string, string] => [title, section.headings.at(-1) ?? '', section.text];

/** An index built page by page: `add` each page as it is ready, then `finish` with the final list. */
export function createSearchIndexer(options: SearchIndexOptions = {}): SearchIndexer {
  const { termsBytes = 160_000, pagesBytes = 32_000, snippetChars = 400, keyLength = 2, passChars = 3_000_000 } = options;
  const termNumbers = new Map<string, number>();
  const terms: string[] = [];
  const read = new Map<string, ReadPage>();

  const readPage = (page: SearchPageInput): ReadPage => {
    const lengths = new Uint32Array(page.sections.length * SEARCH_FIELDS.length);
    const counts: number[] = [];
    page.sections.forEach((section, index) => {
      sectionFields(page.title, section).forEach((value, field) => {
        // As MiniSearch counts them: a field's length is its number of distinct words, kept or not.
        const words = tokenizeSearchText(value);
        lengths[index * SEARCH_FIELDS.length + field] = new Set(words).size;
        const inField = new Map<number, number>();
        for (const word of words) {
          const term = normalizeSearchTerm(word);
          if (term === null) continue;
          let number = termNumbers.get(term);
          if (number === undefined) {
            number = terms.push(term) - 1;
            termNumbers.set(term, number);
          }
          inField.set(number, (inField.get(number) ?? 0) + 1);
        }
        for (const [number, count] of inField) counts.push(index, number, field, count);
      });
    });
    return { title: page.title, sections: page.sections, lengths, counts: Int32Array.from(counts) };
  };

  return {
    add(page) {
      read.set(page.route, readPage(page));
    },
    finish(pages) {
      const documents: SectionDocument[] = [];
      const fieldLength: number[][] = [];
      const averageFieldLength: number[] = [];
      /** Per term number: field, section id, count, in section order. */
      const postings: number[][] = [];
      for (const page of pages) {
        const known = read.get(page.route);
        const { lengths, counts } = known && known.sections === page.sections && known.title === page.title ? known : readPage(page);
        const first = documents.length;
        page.sections.forEach((section, index) => {
          const [title, headings, text] = sectionFields(page.title, section);
          documents.push({ title, headings, text });
          const own = Array.from(lengths.subarray(index * SEARCH_FIELDS.length, (index + 1) * SEARCH_FIELDS.length));
          // MiniSearch's running average, in the same order and arithmetic as its own.
          own.forEach((length, field) => {
            averageFieldLength[field] = ((averageFieldLength[field] || 0) * fieldLength.length + length) / (fieldLength.length + 1);
          });
          fieldLength.push(own);
        });
        for (let i = 0; i < counts.length; i += 4) {
          const [index, number, field, count] = [counts[i] as number, counts[i + 1] as number, counts[i + 2] as number, counts[i + 3] as number];
          (postings[number] ??= []).push(field, first + index, count);
        }
      }
      read.clear();
      // Index entries as MiniSearch serialises them: [term, { field: { section: count } }].
      const entries: SearchTerms = [];
      postings.forEach((list, number) => {
        const data: Record<string, Record<string, number>> = {};
        for (let field = 0; field < SEARCH_FIELDS.length; field++) {
          for (let i = 0; i < list.length; i += 3) {
            if (list[i] === field) (data[field] ??= {})[list[i + 1] as number] = list[i + 2] as number;
          }
        }
        entries.push([terms[number] as string, data]);
      });
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

      const chars = documents.reduce((sum, document) => sum + document.text.length, 0);
      const bounds = passBounds(documents, keyLength, Math.ceil(chars / passChars));
      const runs: Array<{ from: string; json: string }> = [];
      let start = 0;
      bounds.forEach((low, pass) => {
        const high = bounds[pass + 1];
        let end = start;
        while (end < entries.length && (high === undefined || searchTermKey((entries[end] as SearchTerms[number])[0], keyLength) < high)) end += 1;
        const packed = packTerms(entries.slice(start, end), keyLength, termsBytes);
        runs.push(...packed.map((run, i) => (i === 0 ? { ...run, from: low } : run)));
        start = end;
      });
      const base: SearchBase = {
        documentCount: documents.length,
        nextId: documents.length,
        fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, index) => [field, index])),
        averageFieldLength,
        dirtCount: 0,
        serializationVersion: 2,
        fieldLength,
        pageSections: pages.map((page) => page.sections.length),
      };
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
    },
  };
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
