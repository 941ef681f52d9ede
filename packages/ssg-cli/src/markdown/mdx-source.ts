// Which pages are MDX, and the text changes made before MDX parses one (line count unchanged, so
// reported lines stay those of the file):
// - ```` ```mdx-code-block ```` fences (Docusaurus's way to put JSX in a file read as Markdown)
//   lose their fence lines: their content is compiled as MDX;
// - a heading's `{#custom-id}` suffix is escaped, so MDX reads it as text (rehype-headings takes
//   it as the id) instead of a JavaScript expression;
// - HTML comments (`<!-- prettier-ignore -->`), which MDX does not accept but Docusaurus sites keep
//   using in MDX (Docusaurus converts them too), become MDX comments (`{/* … */}`); not in code.
import { UserError } from '../report/diagnostics.js';
import { NestingLimitError, nestingLimitError } from './nesting.js';
import type { MarkdownInput } from './types.js';

/** A fence line at any indentation (a list item's fence is indented by its marker's width too). */
const FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)\r?$/;

/** An open code fence: its marker and the indentation of its opening line. */
interface OpenFence {
  marker: string;
  indent: number;
}

const indentOf = (space: string): number => space.replace(/\t/g, '    ').length;

/** A fence line as `opens`, or undefined (the marker and its info). */
function fenceLine(line: string): { marker: string; info: string; indent: number } | undefined {
  const match = FENCE.exec(line);
  return match ? { marker: match[2]!, info: match[3]!.trim(), indent: indentOf(match[1]!) } : undefined;
}

/**
 * Whether `line` closes `fence`: the same character, as long or longer, no info, and indented at
 * most three more than the opening line (as in its container: a list item's fence may close less indented).
 */
function closes(line: { marker: string; info: string; indent: number } | undefined, fence: OpenFence): boolean {
  return line !== undefined && line.marker[0] === fence.marker[0] && line.marker.length >= fence.marker.length && line.info === '' && line.indent <= fence.indent + 3;
}
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const ESM_LINE = /^(?:import\s[^\n]*?\bfrom\s*['"]|import\s*['"]|export\s+(?:const|let|function|default)\b)/;
const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?)\{(#[^\s{}]+\}[ \t]*\r?)$/;

/**
 * True for a local `.mdx` page, and for a local `.md` page with top-level `import`/`export` lines,
 * each a block of its own (Docusaurus reads `.md` as MDX too). Fetched pages are never MDX: that would run their code.
 */
export function isMdx(input: Pick<MarkdownInput, 'absPath' | 'source' | 'trust'>): boolean {
  if (input.trust !== 'local') return false;
  if (input.absPath.endsWith('.mdx')) return true;
  if (!input.absPath.endsWith('.md') || !/^(?:import|export)\s/m.test(input.source)) return false;
  let fence: OpenFence | undefined;
  // An `import` line starts a block of its own: at the start, after a blank line, a heading or a
  // fence. One right after other text continues a paragraph or an HTML block (`<pre>` showing code).
  let blockStart = true;
  for (const line of input.source.split('\n')) {
    const open = fenceLine(line);
    if (fence === undefined && open) fence = open;
    else if (fence !== undefined && closes(open, fence)) fence = undefined;
    else if (fence === undefined && blockStart && ESM_LINE.test(line)) return true;
    blockStart = line.trim() === '' || open !== undefined || ATX_HEADING.test(line);
  }
  return false;
}

/** The page's text as MDX reads it: mdx-code-block fences unwrapped, heading ids escaped. */
export function prepareMdxSource(source: string): string {
  const lines = source.split('\n');
  /** The open code fence; the open mdx-code-block fences, innermost last. */
  let fence: OpenFence | undefined;
  const comment = { open: false };
  const unwrapped: OpenFence[] = [];
  for (const [index, line] of lines.entries()) {
    const found = fenceLine(line);
    if (fence === undefined) {
      // Inside an unwrapped block: its closing fence, or a new fence of its content.
      const outer = unwrapped.at(-1);
      if (outer && closes(found, outer)) {
        unwrapped.pop();
        lines[index] = '';
      } else if (found && found.info.split(/\s/)[0] === 'mdx-code-block') {
        unwrapped.push(found);
        lines[index] = '';
      } else if (found) {
        fence = found;
      } else {
        lines[index] = htmlComments(line.replace(HEADING_ID, '$1\\{$2'), comment);
      }
    } else if (closes(found, fence)) {
      fence = undefined;
    }
  }
  return lines.join('\n');
}

// `line` with its HTML comments as MDX comments: `<!--` becomes `{/*` and `-->` becomes `*/}`, and
// a `*/` inside one is escaped so that it cannot end the MDX comment early. `comment.open` carries a
// comment over to the next line; code spans (`` `<!-- -->` ``) are left as written.
function htmlComments(line: string, comment: { open: boolean }): string {
  if (!comment.open && !line.includes('<!--')) return line;
  let out = '';
  for (let at = 0; at < line.length; ) {
    if (comment.open) {
      const end = line.indexOf('-->', at);
      const inner = line.slice(at, end === -1 ? line.length : end).replaceAll('*/', '*\\/');
      out += end === -1 ? inner : `${inner}*/}`;
      if (end !== -1) comment.open = false;
      at = end === -1 ? line.length : end + 3;
      continue;
    }
    const start = line.indexOf('<!--', at);
    const tick = line.indexOf('`', at);
    if (start === -1) return out + line.slice(at);
    if (tick !== -1 && tick < start) {
      // A code span: up to the same run of backticks closing it (none: the backticks are text).
      const run = /^`+/.exec(line.slice(tick))![0];
      const close = line.indexOf(run, tick + run.length);
      const next = close === -1 ? tick + run.length : close + run.length;
      out += line.slice(at, next);
      at = next;
      continue;
    }
    out += `${line.slice(at, start)}{/*`;
    comment.open = true;
    at = start + 4;
  }
  return out;
}

/**
 * The error to report for a failure to compile MDX text that starts `lineOffset` lines into
 * `file`: a parse error at its place (`docs/a.mdx:7:1  what: reason`), a nesting limit at its place,
 * a stack overflow (an expression nested too deeply for the compiler's recursion: a long chain of
 * calls or properties) naming the file; anything else as it is.
 */
export function mdxCompileError(error: unknown, file: string, lineOffset: number, what: string): Error {
  if (error instanceof NestingLimitError) return nestingLimitError(error, file, lineOffset);
  if (error instanceof RangeError && error.message.includes('call stack')) {
    return new UserError(`${file}  ${what}: an expression is nested too deeply to compile (the compiler ran out of stack)`, {
      hint: 'Split up the deepest expression (a long chain of calls or properties, deep brackets), or move it into a component file.',
      cause: error,
    });
  }
  if (error instanceof UserError || !(error instanceof Error) || !('reason' in error)) return error instanceof Error ? error : new Error(String(error));
  const { place } = error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  // Some messages carry their place only at the end of the reason: `… (7:1-7:7)`.
  const trailing = / \((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(String(error.reason));
  const start = place?.start ?? place ?? (trailing ? { line: Number(trailing[1]), column: Number(trailing[2]) } : undefined);
  const where = typeof start?.line === 'number' ? `${file}:${start.line + lineOffset}:${start.column ?? 1}` : file;
  const reason = trailing ? String(error.reason).slice(0, trailing.index) : String(error.reason);
  return new UserError(`${where}  ${what}: ${reason}`, {
    hint: 'Fix the MDX syntax there: close every tag, and write `\\{`, `\\<` for a literal brace or angle bracket.',
    cause: error,
  });
}
