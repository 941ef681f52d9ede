// The languages named by fenced code blocks in Markdown sources, found with a cheap scan before
// any page is parsed, so that highlighting can get ready for them early.

const FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

/** Every info-string language in `sources` (`python`, `bash`, …), in first-seen order. */
export function fenceLanguages(sources: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(FENCE)) found.add((match[1] ?? '').toLowerCase());
  }
  return found;
}
