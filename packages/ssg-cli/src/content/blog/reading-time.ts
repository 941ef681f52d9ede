// Reading time of a post, from the text of its rendered HTML.
import { htmlToText } from './html-text.js';

/** Counts the words of an HTML fragment's text (markup does not count). */
export function countWords(html: string): number {
  return htmlToText(html).match(/[\p{L}\p{N}][\p{L}\p{N}'\u2019_-]*/gu)?.length ?? 0;
}

/** Minutes to read `html` at `wordsPerMinute`, rounded up, never less than 1. */
export function readingTimeMinutes(html: string, wordsPerMinute: number): number {
  return Math.max(1, Math.ceil(countWords(html) / Math.max(1, wordsPerMinute)));
}
