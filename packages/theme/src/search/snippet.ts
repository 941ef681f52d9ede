// The snippet of a search result: a window of the section's text around the first matched word,
// cut into plain and highlighted parts (the dialog renders the highlighted ones as `<mark>`); and
// the same marks on a whole heading path.
import { foldSearchText, matchesPrefix } from '../contract/search.js';

/** A piece of a snippet; `match` pieces are words the query found. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** `text` folded, with the index in `text` of each of its characters (folding may drop or add some). */
function folded(text: string): { text: string; at: number[] } {
  if (/^[\x20-\x7e]*$/.test(text)) return { text: text.toLowerCase(), at: [...text].map((_, index) => index) };
  let out = '';
  const at: number[] = [];
  for (let index = 0; index < text.length; ) {
    const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
    const part = foldSearchText(char);
    out += part;
    for (let i = 0; i < part.length; i++) at.push(index);
    index += char.length;
  }
  return { text: out, at };
}

/**
 * Where each of `terms` starts a word in `text` (in any case, with or without accents, as the
 * index matched it), as [start, end) ranges of `text` in text order.
 */
function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const lower = folded(text);
  const ranges: Array<[number, number]> = [];
  for (const folding of terms) {
    const term = foldSearchText(folding);
    if (term === '') continue;
    for (let found = lower.text.indexOf(term); found !== -1; found = lower.text.indexOf(term, found + 1)) {
      const at = lower.at[found] ?? 0;
      if (at > 0 && WORD_CHAR.test(text[at - 1] ?? '')) continue;
      const last = lower.at[found + term.length - 1] ?? at;
      let end = last + ((text.codePointAt(last) ?? 0) > 0xffff ? 2 : 1);
      // A term matched only whole (`3`) marks no longer word (`30`).
      if (!matchesPrefix(term) && WORD_CHAR.test(text[end] ?? '')) continue;
      // A prefix match lights up the rest of its word.
      while (end < text.length && WORD_CHAR.test(text[end] ?? '')) end += 1;
      ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** `text[start, end)` cut into plain and matched parts at `ranges`. */
function markRanges(text: string, ranges: ReadonlyArray<[number, number]>, start: number, end: number): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (value: string, match: boolean): void => {
    if (value !== '') parts.push({ text: value, match });
  };
  let cursor = start;
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue;
    push(text.slice(cursor, Math.max(cursor, from)), false);
    push(text.slice(Math.max(cursor, from), Math.min(to, end)), true);
    cursor = Math.min(to, end);
  }
  push(text.slice(cursor, end), false);
  return parts;
}

/** The whole of `text` with the words `terms` found marked (a heading, a title). */
export function highlight(text: string, terms: readonly string[]): SnippetPart[] {
  return markRanges(text, matchRanges(text, terms.map((term) => term.toLowerCase())), 0, text.length);
}

/**
 * About `length` characters of `text` around the first match of `terms` (the start of the text
 * when nothing matches), cut at word boundaries, with `…` where text was left out.
 */
export function buildSnippet(text: string, terms: readonly string[], length = 160): SnippetPart[] {
  const ranges = matchRanges(text, terms.map((term) => term.toLowerCase()));
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(length / 4));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, Math.min(start, end - length));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < first ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > first ? space : end;
  }
  const parts = markRanges(text, ranges, start, end);
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return parts;
}
