// The site search index, as the generator writes it and the browser reads it. The index is a
// MiniSearch index (BM25+, prefix and fuzzy matching) over the sections of the pages (the text
// between two headings), cut into files so that a large site is not downloaded whole:
//   search/manifest.json     the only file without a hash: which files hold what
//   search/base-<hash>.json  what every query needs (document count, field lengths, sections
//                            per page)
//   search/terms-<hash>.json the terms, by ranges of their first characters (a query loads only
//                            the ranges of its own words)
//   search/pages-<hash>.json the pages and sections shown in results, by ranges of section ids
// The tokenizer and term normalisation live here so that the index and the queries agree.
import type { AsPlainObject, Options } from 'minisearch';

/** The manifest's route (under the base URL); the files it names are content-hashed. */
export const SEARCH_MANIFEST_ROUTE = '/search/manifest.json';

export const SEARCH_FORMAT_VERSION = 1;

/** The fields of every section, in the order MiniSearch numbers them. */
export const SEARCH_FIELDS = ['title', 'headings', 'text'] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number];

/** What a result links to: a doc, an API operation or page, a blog post. */
export type SearchPageKind = 'doc' | 'api' | 'blog';

export interface SearchManifest {
  version: typeof SEARCH_FORMAT_VERSION;
  /** Number of sections (MiniSearch documents); section ids are 0 … sections - 1. */
  sections: number;
  /** Leading characters of a term that decide which terms file holds it. */
  keyLength: number;
  /** Route of the base file. */
  base: string;
  /** Terms files in key order: each holds the terms whose key is ≥ its `from` and < the next one's. */
  terms: Array<{ from: string; route: string }>;
  /** Pages files in id order: each holds the sections from its `first` up to the next one's. */
  pages: Array<{ first: number; route: string }>;
}

/**
 * What every query needs: the part of the serialised MiniSearch index beside the terms
 * (`fieldLength` by section id), and the number of sections of each page in index order, so that
 * results are grouped by page before any pages file is loaded.
 */
export type SearchBase = Omit<AsPlainObject, 'index' | 'documentIds' | 'fieldLength' | 'storedFields'> & {
  fieldLength: number[][];
  pageSections: number[];
};

/** A terms file: entries of the serialised MiniSearch index, sorted by term. */
export type SearchTerms = AsPlainObject['index'];

/** A section as results show it. */
export interface SearchSection {
  /** Anchor of the section's heading; absent for the text before the first heading. */
  id?: string;
  /** The headings above the section and its own. */
  headings: string[];
  /** The start of the section's text, for the snippet. */
  text: string;
}

export interface SearchPage {
  route: string;
  title: string;
  kind: SearchPageKind;
  /** Consecutive section ids, starting at the pages file's `first` for its first page. */
  sections: SearchSection[];
}

/** A pages file. */
export interface SearchPages {
  pages: SearchPage[];
}

/** Words that say little about a page, left out of the index and of queries. */
const STOP_WORDS = new Set(
  'a an and are as at be by for from has have how i if in into is it its of on or that the their then there these this to was were what when which will with you your'.split(' '),
);

/**
 * Words, with the letters after an apostrophe (`Flux0's`, `don’t`), and runs of words joined by
 * `_`, `.` or `-` (`FLUX0_DB_URI`, `python-semantic-release`).
 */
const WORDS = /[\p{L}\p{N}\p{M}]+(?:['\u2019][\p{L}\p{M}]+)?(?:[_.-][\p{L}\p{N}\p{M}]+)*/gu;

/** An HTTP method and a path after it (`POST /api/agents`, `get /api/sessions/{session_id}`). */
const OPERATIONS = /\b(get|put|post|delete|options|head|patch|trace)[ \t]+(\/[\p{L}\p{N}_.~%{}:@/-]*[\p{L}\p{N}_~%{}@/-])/giu;

/**
 * Splits text into words at spaces, punctuation and symbols (a word with an apostrophe is kept
 * whole and as the part before it); identifiers joined by `_`, `.` or
 * `-` are also kept whole, so `FLUX0_DB_URI` finds the page that names it before the pages that
 * only say "flux0" or "uri". An HTTP method and a path are also kept as one term (`post
 * /api/agents`): a query naming both finds that operation before the others on the path, whose
 * titles may match its words better (`List agents` for `POST /api/agents`).
 */
export function tokenizeSearchText(text: string): string[] {
  const words: string[] = [];
  if (text.includes('/')) {
    OPERATIONS.lastIndex = 0;
    for (let found = OPERATIONS.exec(text); found !== null; found = OPERATIONS.exec(text)) words.push(`${found[1]} ${found[2]}`);
  }
  // One regex run over the text (a build calls this for every field of every section): matchAll
  // would copy the regex and make an iterator each time.
  WORDS.lastIndex = 0;
  for (let found = WORDS.exec(text); found !== null; found = WORDS.exec(text)) {
    let match = found[0];
    // `Flux0's` is found by `flux0` and by `flux0's`, not by an `s` of its own.
    const apostrophe = match.search(/['\u2019]/);
    if (apostrophe > 0) {
      words.push(match.slice(0, apostrophe));
      match = match.replace('\u2019', "'");
    }
    if (!/[_.-]/.test(match)) {
      words.push(match);
      continue;
    }
    words.push(match, ...match.split(/[_.-]/));
  }
  return words;
}

/** Text as the index reads it: lower case, without diacritics (`Übersicht` → `ubersicht`). */
export function foldSearchText(text: string): string {
  const lower = text.toLowerCase();
  return /^[\x20-\x7e]*$/.test(lower) ? lower : lower.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/**
 * A word (or an operation, `tokenizeSearchText`) as the index keeps it: folded
 * (`foldSearchText`); null for stop words and very long tokens. One-character words are kept (`Section 3`, `step 1`, the language `C`): a query matches them
 * whole (`matchesPrefix`).
 */
export function normalizeSearchTerm(word: string): string | null {
  const term = foldSearchText(word);
  // Longer words are mostly hashes and encoded data; an operation's path is often longer.
  const longest = term.includes(' ') ? 100 : 40;
  if (term === '' || term.length > longest || STOP_WORDS.has(term)) return null;
  return term;
}

/**
 * Whether a query term also finds the words it starts (a word being typed). Not a one-character
 * term: it would find every word of its letter or digit (`3` would find `Section 30` as well as
 * `Section 3`), and need every terms file of its letter.
 */
export function matchesPrefix(term: string): boolean {
  return term.length > 1;
}

/** The key that decides which terms file holds `term`. */
export function searchTermKey(term: string, keyLength: number): string {
  return term.slice(0, keyLength);
}

/** Options MiniSearch must be given both to build and to load the index. */
export const SEARCH_INDEX_OPTIONS: Options = {
  fields: [...SEARCH_FIELDS],
  idField: 'id',
  tokenize: tokenizeSearchText,
  processTerm: normalizeSearchTerm,
};
