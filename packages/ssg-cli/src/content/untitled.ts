// A doc, page or post that names no title (no `title` in its front matter, no `# heading`) is
// still built, as Docusaurus builds it: under a name derived from its file, with a warning.
import type { DiagnosticSink } from '../report/diagnostics.js';

/** Reports that `file` has no title and returns `fallback`, the title it gets instead. */
export function untitled(file: string, fallback: string, diagnostics: DiagnosticSink, hint = 'Add `title: …` to its front matter or start the content with a `# Heading`.'): string {
  diagnostics.add({
    severity: 'warning',
    rule: 'front-matter',
    file,
    message: `No title; using "${fallback}"`,
    hint,
  });
  return fallback;
}
