// Line rewriting of Markdown source before it is parsed, for syntax that must be changed into a
// form the parser knows (`:::tip Title` → `:::tip[Title]`, `== Tab` → `::tab[Tab]`). Lines inside
// fenced code blocks are never touched, and the number of lines never changes, so positions
// reported later still match the file.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Applies `rewrite` to every line outside fenced code blocks, in order. */
export function rewriteLinesOutsideFences(doc: string, rewrite: (line: string) => string): string {
  let fence: string | undefined;
  const lines = doc.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    lines[i] = rewrite(line);
  }
  return lines.join('\n');
}

/** `[` and `]` escaped, for text put inside a directive label. */
export function escapeLabel(text: string): string {
  return text.replace(/[[\]]/g, '\\$&');
}
