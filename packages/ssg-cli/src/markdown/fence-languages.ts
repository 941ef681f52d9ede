// Fenced code blocks found with a cheap scan of Markdown sources, before any page is parsed: the
// languages they name (so that the build can plan which worker highlights which grammar), and the
// files code references show (so that `ssg fetch` can fetch them without rendering the site).
import { parseCodeMeta } from './code-meta.js';

const FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

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

const BLOCK = /^ {0,3}(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)^ {0,3}\1[`~]*[ \t]*$/gm;

/** The URLs written in code reference blocks (```python reference), in order, once each. */
export function referencedFiles(sources: Iterable<string>): string[] {
  const urls = new Set<string>();
  for (const source of sources) {
    for (const [, , info = '', body = ''] of source.matchAll(BLOCK)) {
      const meta = info.trim().split(/\s+/).slice(1).join(' ');
      if (parseCodeMeta(meta).flags.has('reference')) urls.add(body.trim());
    }
  }
  return [...urls];
}
