// The lines of Markdown source outside fenced code blocks: for rewriting syntax the parser must
// see in a form it knows (`:::tip Title` → `:::tip[Title]`, `== Tab` → `::tab[Tab]`), where the
// number of lines never changes, so positions reported later still match the file; and for
// reading headings before parsing (render-ahead.ts).

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The fence `line` opens, if it opens one (a backtick fence's info has no backtick). */
export function openingFence(line: string): string | undefined {
  const opened = FENCE.exec(line)?.[1];
  return opened && !(opened[0] === '`' && line.slice(line.indexOf(opened) + opened.length).includes('`')) ? opened : undefined;
}

/** A line closing a fence, by the fence: in a line of its own, and anywhere in a text (`m`). */
const closings = new Map<string, { line: RegExp; inText: RegExp }>();

/**
 * The lines that close `fence` as CommonMark reads one: up to three spaces, the fence's character
 * at least as many times, then only spaces or tabs (and the `\r` of a CR LF line ending).
 */
function closing(fence: string): { line: RegExp; inText: RegExp } {
  let found = closings.get(fence);
  if (!found) {
    const source = `^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*\\r?$`;
    found = { line: new RegExp(source), inText: new RegExp(source, 'm') };
    closings.set(fence, found);
  }
  return found;
}

/** Whether `line` closes `fence`. */
export function closesFence(line: string, fence: string): boolean {
  return closing(fence).line.test(line);
}

/** The first line of `text` that closes `fence`, if any. */
export function closingFenceIn(text: string, fence: string): RegExpExecArray | null {
  return closing(fence).inText.exec(text);
}

/**
 * Calls `visit` with each line of `lines` from index `from` on that is outside fenced code blocks,
 * in order; and `visitFence`, if given, with each line that opens a fence.
 */
export function eachLineOutsideFences(lines: readonly string[], visit: (line: string, index: number) => void, from = 0, visitFence?: (line: string, index: number) => void): void {
  let fence: string | undefined;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    fence = openingFence(line);
    if (!fence) visit(line, i);
    else visitFence?.(line, i);
  }
}

/** What `plainText` takes out or changes: marks, tags, escapes, white space but single spaces. */
const MARKED = /[[<`*~_\\]|[^\S ]| {2}/;

/** A heading's text without the commonest inline marks: links and images to their text, code, emphasis and tags unmarked. */
export function plainText(written: string): string {
  // Most headings have none: not read six times over (a page of many headings is read whole before its runs, render-ahead.ts).
  if (!MARKED.test(written)) return written.trim();
  return written
    .replace(/!?\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])?/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[`*]|~~/g, '')
    .replace(/(^|\W)_+|_+(?=\W|$)/g, '$1')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Applies `rewrite` to every line outside fenced code blocks, in order. */
export function rewriteLinesOutsideFences(doc: string, rewrite: (line: string) => string): string {
  const lines = doc.split('\n');
  eachLineOutsideFences(lines, (line, i) => {
    lines[i] = rewrite(line);
  });
  return lines.join('\n');
}

/** `[` and `]` escaped, for text put inside a directive label. */
export function escapeLabel(text: string): string {
  return text.replace(/[[\]]/g, '\\$&');
}

/** An ATX heading's line: its `#`s and what follows them (read by `atxHeadingText`). */
export const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+([^\r]*))?\r?$/;

/**
 * An ATX heading's text without its closing sequence (`## Title ##`) and the white space around,
 * cut here rather than by a pattern: `(.*?)(?:[ \t]+#+)?[ \t]*$` walked a run of spaces again for
 * each character before it.
 */
export function atxHeadingText(rest: string): string {
  const text = rest.trimEnd();
  let hashes = text.length;
  while (hashes > 0 && text[hashes - 1] === '#') hashes--;
  if (hashes === text.length || (hashes > 0 && text[hashes - 1] !== ' ' && text[hashes - 1] !== '\t')) return text;
  return text.slice(0, hashes).trimEnd();
}
