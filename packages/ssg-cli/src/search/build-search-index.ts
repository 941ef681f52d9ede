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
  /** Stands for `sections` (see `PageRecord.textKey`): the index's key uses it instead of their text. */
  textKey?: string;
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
 * sections, or their `textKey`, and the options): equal keys, equal files.
 */
export function searchIndexKey(pages: readonly SearchPageInput[], options: SearchIndexOptions = {}): string {
  const hash = createHash('sha256').update(JSON.stringify([SEARCH_FORMAT_VERSION, options]));
  // Each text after its length, so that no two inputs read alike: about half the time of each
  // page as JSON, which scans every character for escapes. Page by page, so that the whole site's
  // text is never one string.
  const field = (text: string): string => `${text.length}:${text}`;
  for (const page of pages) {
    let key = `${field(page.route)}${field(page.title)}${field(page.kind)}`;
    if (page.textKey !== undefined) key += `=${field(page.textKey)}`;
    else {
      key += `${page.sections.length};`;
      for (const section of page.sections) {
        key += `${section.id === undefined ? '-' : field(section.id)}${section.headings.length};${section.headings.map(field).join('')}${field(section.text)}`;
      }
    }
    hash.update(key);
  }
  return hash.digest('base64url');
}

/** What the index keeps of a page: per section, the field lengths and the counts of its terms. */
interface ReadPage {
  title: string;
  kind: SearchPageKind;
  sections: readonly TextSection[];
  /** The page as a query's results show it (`SearchPage`), as JSON: made as it is read, not at the end of the build. */
  json: string;
  /** Unique words of each field (title, own heading, text), three per section. */
  lengths: Uint32Array;
  /** Place (section index times the number of fields, plus the field), term number, count: three per entry. */
  counts: Int32Array;
}

/** A section's fields, in the order of SEARCH_FIELDS: a section's own heading only (its subsections show it in their path). */
const sectionFields = (title: string, section: TextSection): [string, string, string] => [title, section.headings.at(-1) ?? '', section.text];
/** The page's title among them. */
const TITLE_FIELD = SEARCH_FIELDS.indexOf('title');

/** An index built page by page: `add` each page as it is ready, then `finish` with the final list. */
export function createSearchIndexer(options: SearchIndexOptions = {}): SearchIndexer {
  const { termsBytes = 160_000, pagesBytes = 32_000, snippetChars = 400, keyLength = 2, passChars = 3_000_000 } = options;
  const termNumbers = new Map<string, number>();
  const terms: string[] = [];
  const read = new Map<string, ReadPage>();
  // A field's distinct words and its terms' counts, without a set and a map for each of the
  // thousands of fields: the field each word and term was last seen in, and the terms' counts there.
  const wordSeen: number[] = [];
  const termSeen: number[] = [];
  const termCounts: number[] = [];
  let fieldsRead = 0;
  /**
   * Each word read so far and its own number (a site's words come again and again), with the number
   * of its term by the word's number, -1 for a word the index leaves out.
   */
  const wordNumbers = new Map<string, number>();
  const wordTerms: number[] = [];
  const termNumber = (term: string): number => {
    let number = termNumbers.get(term);
    if (number === undefined) {
      number = terms.push(term) - 1;
      termNumbers.set(term, number);
      termSeen.push(0);
      termCounts.push(0);
    }
    return number;
  };
  const wordNumber = (word: string): number => {
    let number = wordNumbers.get(word);
    if (number === undefined) {
      const term = normalizeSearchTerm(word);
      number = wordTerms.push(term === null ? -1 : termNumber(term)) - 1;
      wordNumbers.set(word, number);
      wordSeen.push(0);
    }
    return number;
  };

  /** A field's length and its terms' numbers and counts, two numbers a term, in the order of their first words. */
  const readField = (value: string): { length: number; terms: number[] } => {
    const stamp = ++fieldsRead;
    // As MiniSearch counts them: a field's length is its number of distinct words, kept or not.
    let length = 0;
    const inField: number[] = [];
    for (const word of tokenizeSearchText(value)) {
      const number = wordNumber(word);
      if (wordSeen[number] !== stamp) {
        wordSeen[number] = stamp;
        length += 1;
      }
      const term = wordTerms[number] as number;
      if (term < 0) continue;
      if (termSeen[term] !== stamp) {
        termSeen[term] = stamp;
        termCounts[term] = 0;
        inField.push(term);
      }
      termCounts[term] = (termCounts[term] as number) + 1;
    }
    const terms: number[] = [];
    for (const term of inField) terms.push(term, termCounts[term] as number);
    return { length, terms };
  };

  const readPage = (page: SearchPageInput): ReadPage => {
    const lengths = new Uint32Array(page.sections.length * SEARCH_FIELDS.length);
    const counts = new Int32Entries();
    // The title is a field of every section: read once (a page of headings has a hundred thousand sections).
    let title: ReturnType<typeof readField> | undefined;
    page.sections.forEach((section, index) => {
      sectionFields(page.title, section).forEach((value, field) => {
        const { length, terms } = field === TITLE_FIELD ? (title ??= readField(value)) : readField(value);
        lengths[index * SEARCH_FIELDS.length + field] = length;
        for (let i = 0; i < terms.length; i += 2) counts.push(index * SEARCH_FIELDS.length + field, terms[i] as number, terms[i + 1] as number);
      });
    });
    return { title: page.title, kind: page.kind, sections: page.sections, json: JSON.stringify(resultsRecord(page, snippetChars)), lengths, counts: counts.done() };
  };

  return {
    add(page) {
      read.set(page.route, readPage(page));
    },
    finish(pages) {
      /** Each section's field lengths, by section id. */
      const fieldLength: number[][] = [];
      let chars = 0;
      const averageFieldLength: number[] = [];
      /** Each page's counts and its first section id. */
      const pageCounts: Array<{ first: number; counts: Int32Array }> = [];
      const pageJson: string[] = [];
      for (const page of pages) {
        const known = read.get(page.route);
        const { lengths, counts, json } = known && known.sections === page.sections && known.title === page.title && known.kind === page.kind ? known : readPage(page);
        pageJson.push(json);
        const first = fieldLength.length;
        page.sections.forEach((section, index) => {
          chars += section.text.length;
          const own = Array.from(lengths.subarray(index * SEARCH_FIELDS.length, (index + 1) * SEARCH_FIELDS.length));
          // MiniSearch's running average, in the same order and arithmetic as its own.
          own.forEach((length, field) => {
            averageFieldLength[field] = ((averageFieldLength[field] || 0) * fieldLength.length + length) / (fieldLength.length + 1);
          });
          fieldLength.push(own);
        });
        pageCounts.push({ first, counts });
      }
      read.clear();
      // The postings of every term in one typed array, term after term (field, section id, count),
      // in section order: compact, and no object per posting.
      const starts = new Int32Array(terms.length + 1);
      for (const { counts } of pageCounts) {
        for (let i = 1; i < counts.length; i += 3) starts[(counts[i] as number) + 1] = (starts[(counts[i] as number) + 1] as number) + 1;
      }
      for (let number = 0; number < terms.length; number++) starts[number + 1] = (starts[number + 1] as number) + (starts[number] as number);
      const postings = new Int32Array((starts[terms.length] as number) * 3);
      const next = starts.slice(0, terms.length);
      for (const { first, counts } of pageCounts) {
        for (let i = 0; i < counts.length; i += 3) {
          const place = counts[i] as number;
          const number = counts[i + 1] as number;
          const at = (next[number] as number) * 3;
          next[number] = (next[number] as number) + 1;
          postings[at] = place % SEARCH_FIELDS.length;
          postings[at + 1] = first + Math.floor(place / SEARCH_FIELDS.length);
          postings[at + 2] = counts[i + 2] as number;
        }
      }
      pageCounts.length = 0;
      /**
       * A term's index entry as MiniSearch serialises it, `[term, { field: { section: count } }]`:
       * fields and section ids in ascending order, as `JSON.stringify` writes integer keys. Written
       * as bytes, so that the millions of postings of a large site make no strings.
       */
      const writeEntry = (number: number, out: JsonBytes): void => {
        out.ascii('[');
        out.string(terms[number] as string);
        out.ascii(',{');
        let firstField = true;
        for (let field = 0; field < SEARCH_FIELDS.length; field++) {
          let firstSection = true;
          for (let i = (starts[number] as number) * 3; i < (starts[number + 1] as number) * 3; i += 3) {
            if (postings[i] !== field) continue;
            if (firstSection) {
              out.ascii(firstField ? '"' : ',"');
              out.int(field);
              out.ascii('":{"');
              firstField = false;
            } else {
              out.ascii(',"');
            }
            firstSection = false;
            out.int(postings[i + 1] as number);
            out.ascii('":');
            out.int(postings[i + 2] as number);
          }
          if (!firstSection) out.ascii('}');
        }
        out.ascii('}]');
      };
      const order = Array.from(terms.keys())
        .filter((number) => (starts[number + 1] as number) > (starts[number] as number))
        .sort((a, b) => ((terms[a] as string) < (terms[b] as string) ? -1 : 1));

      const occurrences = (number: number): number => {
        let sum = 0;
        for (let i = (starts[number] as number) * 3 + 2; i < (starts[number + 1] as number) * 3; i += 3) sum += postings[i] as number;
        return sum;
      };
      const bounds = passBounds(order, (number) => searchTermKey(terms[number] as string, keyLength), occurrences, Math.ceil(chars / passChars));
      const runs: Array<{ from: string; json: string | Buffer }> = [];
      let start = 0;
      bounds.forEach((low, pass) => {
        const high = bounds[pass + 1];
        let end = start;
        while (end < order.length && (high === undefined || searchTermKey(terms[order[end] as number] as string, keyLength) < high)) end += 1;
        const packed = packTerms(order.slice(start, end), (number) => terms[number] as string, writeEntry, keyLength, termsBytes);
        runs.push(...packed.map((run, i) => (i === 0 ? { ...run, from: low } : run)));
        start = end;
      });
      const base: SearchBase = {
        documentCount: fieldLength.length,
        nextId: fieldLength.length,
        fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, index) => [field, index])),
        averageFieldLength,
        dirtCount: 0,
        serializationVersion: 2,
        fieldLength,
        pageSections: pages.map((page) => page.sections.length),
      };
      const files: OutputFile[] = [];
      const emit = (kind: string, contents: string | Buffer): string => {
        const route = `/search/${kind}-${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.json`;
        files.push({ path: route.slice(1), contents });
        return route;
      };
      const manifest: SearchManifest = {
        version: SEARCH_FORMAT_VERSION,
        sections: fieldLength.length,
        keyLength,
        base: emit('base', JSON.stringify(base)),
        terms: runs.map(({ from, json }) => ({ from, route: emit('terms', json) })),
        pages: packPages(pages, pageJson, pagesBytes).map(({ first, json }) => ({ first, route: emit('pages', json) })),
      };
      files.push({ path: SEARCH_MANIFEST_ROUTE.slice(1), contents: JSON.stringify(manifest) });
      return { manifest, files };
    },
  };
}

/**
 * The lowest key of each of `passes` ranges of about equal weight, the first being '': `order` is
 * the terms in order, each weighing its occurrences in the index (counted once the postings are
 * made; a sample of the sections' words read again cost as much as reading them once on a page of
 * one long section).
 */
function passBounds(order: readonly number[], termKey: (number: number) => string, occurrences: (number: number) => number, passes: number): string[] {
  if (passes <= 1) return [''];
  const total = order.reduce((sum, number) => sum + occurrences(number), 0);
  const bounds = [''];
  let seen = 0;
  let last = '';
  for (const number of order) {
    const key = termKey(number);
    if (key !== last && seen >= (total * bounds.length) / passes && bounds.length < passes) bounds.push(key);
    last = key;
    seen += occurrences(number);
  }
  return bounds;
}

/** Runs of `count` JSON values (`json(i)`) of about `bytes` each, as JSON arrays: `split(i)` says whether value i may start a new run. */
function packJson(count: number, json: (index: number) => string, bytes: number, split: (index: number) => boolean): Array<{ start: number; json: string }> {
  const runs: Array<{ start: number; parts: string[]; size: number }> = [];
  for (let index = 0; index < count; index++) {
    const value = json(index);
    const last = runs.at(-1);
    if (last && (!split(index) || last.size + value.length + 1 <= bytes)) {
      last.parts.push(value);
      last.size += value.length + 1;
    } else {
      runs.push({ start: index, parts: [value], size: value.length + 1 });
    }
  }
  return runs.map((run) => ({ start: run.start, json: `[${run.parts.join(',')}]` }));
}

/**
 * The index entries of the terms `numbers` (in order of their terms), in runs of whole keys of
 * about `bytes` characters each, as JSON arrays in UTF-8; the first run starts at ''. Cut where
 * `packJson` would cut the same entries as strings.
 */
function packTerms(
  numbers: readonly number[],
  termOf: (number: number) => string,
  write: (number: number, out: JsonBytes) => void,
  keyLength: number,
  bytes: number,
): Array<{ from: string; json: Buffer }> {
  const runs: Array<{ from: string; json: Buffer }> = [];
  const entry = new JsonBytes(1024);
  // One buffer for the run being filled, copied out at its end (not one buffer per file).
  const out = new JsonBytes(bytes + bytes / 4);
  let run: { from: string; size: number } | undefined;
  let lastKey: string | undefined;
  for (const number of numbers) {
    const key = searchTermKey(termOf(number), keyLength);
    entry.reset();
    write(number, entry);
    // A key never spans two files: a word, its completions and its near misses share a key.
    if (run && (key === lastKey || run.size + entry.chars + 1 <= bytes)) {
      out.ascii(',');
      run.size += entry.chars + 1;
    } else {
      if (run) runs.push({ from: run.from, json: out.ascii(']').bytes() });
      run = { from: runs.length === 0 ? '' : key, size: entry.chars + 1 };
      out.reset();
      out.ascii('[');
    }
    out.append(entry);
    lastKey = key;
  }
  if (run) runs.push({ from: run.from, json: out.ascii(']').bytes() });
  return runs.length > 0 ? runs : [{ from: '', json: Buffer.from('[]') }];
}

/**
 * A page's entries, three integers each, in a typed array that grows as they come: a page of a
 * hundred thousand headings has millions, which took 8 bytes each in an array (43 MB), then 21 MB
 * more in its typed copy.
 */
class Int32Entries {
  private data = new Int32Array(3 * 256);
  private used = 0;

  push(a: number, b: number, c: number): void {
    if (this.used + 3 > this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.used] = a;
    this.data[this.used + 1] = b;
    this.data[this.used + 2] = c;
    this.used += 3;
  }

  /** The entries, in an array of their own length. */
  done(): Int32Array {
    return this.data.slice(0, this.used);
  }
}

/** JSON text written as UTF-8 bytes into a growing buffer, with its length in characters (as a string's `length`). */
class JsonBytes {
  private buffer: Buffer;
  private used = 0;
  chars = 0;

  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafe(Math.ceil(capacity));
  }

  private room(more: number): void {
    if (this.used + more <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.used + more));
    this.buffer.copy(bigger, 0, 0, this.used);
    this.buffer = bigger;
  }

  /** Text of ASCII characters only. */
  ascii(text: string): this {
    this.room(text.length);
    // Byte by byte: the texts are a few characters (`,"`, `":`), for which a call into
    // `Buffer.write` cost more than the copy (a fifth of the terms files' time).
    for (let i = 0; i < text.length; i++) this.buffer[this.used + i] = text.charCodeAt(i);
    this.used += text.length;
    this.chars += text.length;
    return this;
  }

  /** A string as a JSON string literal. */
  string(text: string): void {
    const json = JSON.stringify(text);
    this.room(Buffer.byteLength(json));
    this.used += this.buffer.write(json, this.used, 'utf8');
    this.chars += json.length;
  }

  /** A non-negative integer. */
  int(value: number): void {
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
    this.room(digits);
    for (let i = digits - 1, rest = value; i >= 0; i--, rest = Math.floor(rest / 10)) this.buffer[this.used + i] = 48 + (rest % 10);
    this.used += digits;
    this.chars += digits;
  }

  append(other: JsonBytes): void {
    this.room(other.used);
    other.buffer.copy(this.buffer, this.used, 0, other.used);
    this.used += other.used;
    this.chars += other.chars;
  }

  reset(): void {
    this.used = 0;
    this.chars = 0;
  }

  /** A copy of the bytes written. */
  bytes(): Buffer {
    return Buffer.from(this.buffer.subarray(0, this.used));
  }
}

/** A page as a query's results show it: its sections' text cut to `snippetChars`. */
function resultsRecord(page: SearchPageInput, snippetChars: number): SearchPage {
  return {
    route: page.route,
    title: page.title,
    kind: page.kind,
    sections: page.sections.map((section) => ({
      ...(section.id !== undefined ? { id: section.id } : {}),
      headings: section.headings,
      text: summarize(section.text, snippetChars),
    })),
  };
}

/** The pages with their sections for results (`json`: each page's `resultsRecord`), in runs of whole pages of about `bytes` each. */
function packPages(pages: readonly SearchPageInput[], json: readonly string[], bytes: number): Array<{ first: number; json: string }> {
  const firsts: number[] = [];
  let next = 0;
  for (const page of pages) {
    firsts.push(next);
    next += page.sections.length;
  }
  const runs = packJson(pages.length, (i) => json[i] as string, bytes, () => true);
  return runs.length > 0
    ? runs.map((run) => ({ first: firsts[run.start] ?? 0, json: `{"pages":${run.json}}` }))
    : [{ first: 0, json: '{"pages":[]}' }];
}
