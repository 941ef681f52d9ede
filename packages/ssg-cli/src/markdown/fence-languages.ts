// The languages named by fenced code blocks in Markdown sources, found with a cheap scan before
// any page is parsed, so that the build can plan which worker highlights which grammar.

// A fence's language: its info string's first word, up to a comma or brace (`rust,ignore`, `js{4}`: see remark-code-meta.ts).
const FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`{,]+)/gm;

/** How many fenced blocks name each info-string language (`python`, `bash`, …) in `sources`. */
export function fenceLanguages(sources: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const source of sources) {
    for (const match of source.matchAll(FENCE)) {
      const lang = (match[1] ?? '').toLowerCase();
      counts.set(lang, (counts.get(lang) ?? 0) + 1);
    }
  }
  return counts;
}
