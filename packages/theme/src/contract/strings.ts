// Strings held at their narrowest, for the pages' HTML and text the build passes on.

/** A character beyond Latin-1: a string holding one is held two bytes a character anyway. */
const BEYOND_LATIN1 = /[^\0-\xff]/;

/**
 * `text` as a string V8 holds one byte a character when all its characters fit in one (Latin-1),
 * else `text` itself. A string made of pieces of which one is held two bytes a character is held
 * so too, whole, even when every character is ASCII: a piece sliced from a text with a wider
 * character anywhere in it (a sidebar label from a doc with a dash), or a thin string in a list
 * given to `Array#join`. Every later step pays for the width: React's output for every page
 * showing such a sidebar, hashing (a wide string is converted first), the messages from the
 * Markdown workers, the build cache (which holds each string in the form it has in memory). Node's
 * `Buffer` makes the narrow copy in one pass; elsewhere (a browser), a JSON round trip.
 */
export function narrowText(text: string): string {
  // Tested first: a page with one wider character (a footnote's ↩) is not copied for nothing.
  if (BEYOND_LATIN1.test(text)) return text;
  const { Buffer } = globalThis as { Buffer?: { from(text: string, encoding: 'latin1'): { toString(encoding: 'latin1'): string } } };
  return Buffer ? Buffer.from(text, 'latin1').toString('latin1') : (JSON.parse(JSON.stringify(text)) as string);
}
