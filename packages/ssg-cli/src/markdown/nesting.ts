// Limits on how deeply Markdown may nest, checked before and after parsing. A parser and every
// tree walk after it take time and stack in proportion to the depth: ten thousand nested block
// quotes stall the parser for minutes and then overflow the stack. Real documents stay far below
// these limits; a document above them gets a user error naming the line, found in linear time.
import type { Node, Parent } from 'unist';
import { UserError } from '../report/diagnostics.js';

/** Deepest nesting of block quotes and list items. */
export const MAX_BLOCK_NESTING = 100;
/** Deepest syntax tree (inline markup and HTML included). */
export const MAX_TREE_DEPTH = 1000;

export interface NestingProblem {
  /** 1-based line and column in the text scanned. */
  line: number;
  column: number;
  depth: number;
  limit: number;
  /** What nests too deeply, for the message. */
  what: string;
}

const THEMATIC_CHARS = new Set(['-', '*', '_']);

/**
 * The first place where block containers nest deeper than `limit`, or undefined: block quotes and
 * list items, then container directives (`:::name`), on whose depth the directive parser's time
 * grows faster than linearly too.
 */
export function findDeepBlockNesting(text: string, limit = MAX_BLOCK_NESTING, syntax: 'markdown' | 'mdx' = 'markdown'): NestingProblem | undefined {
  return findDeepContainers(text, limit, syntax) ?? findDeepDirectives(text, limit, syntax);
}

/**
 * The first place where block quotes and list items nest deeper than `limit`, or undefined. A
 * line-by-line scan that follows CommonMark's rules for containers (which open containers a line
 * continues, lazy continuation lines, fences and HTML blocks holding literal text). On real
 * documents it counts exactly as the parser does; on contrived text it may be off by a level or
 * two, which a limit this far above real nesting absorbs. In `mdx` text there are no HTML blocks
 * and no indented code (MDX turns both off): a line of JSX holds Markdown, and indentation of four
 * columns or more still opens containers.
 */
function findDeepContainers(text: string, limit: number, syntax: 'markdown' | 'mdx'): NestingProblem | undefined {
  if (!mayNestBeyond(text, limit)) return undefined;
  /** Columns of indentation past a container's content that make indented code. */
  const codeIndent = syntax === 'mdx' ? Number.POSITIVE_INFINITY : 4;
  /** The open block quotes and list items (their content column), outermost first. */
  const open: Array<{ quote: true } | { quote: false; content: number }> = [];
  /** The open code fence or HTML block, with how many containers hold it (it ends with them). */
  let literal: (LiteralBlock & { depth: number }) | undefined;
  let previousBlank = true;
  /** Whether the last line was paragraph text, which a plain line continues (lazily). */
  let paragraph = false;
  let lineStart = 0;
  for (let line = 1; lineStart <= text.length; line++) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const start = lineStart;
    lineStart = lineEnd + 1;
    let at = start;
    let column = 0;
    const blanks = (max = Number.POSITIVE_INFINITY): void => {
      while (at < lineEnd && column < max && (text[at] === ' ' || text[at] === '\t')) {
        column = text[at] === '\t' ? column + 4 - (column % 4) : column + 1;
        at++;
      }
    };
    /** Where the innermost container's content starts: four columns past it is indented code. */
    let contentStart = 0;
    let quoteAt = start;
    const quoteMarker = (): boolean => {
      const before = { at, column };
      blanks();
      if (text[at] !== '>' || column - contentStart >= codeIndent) {
        ({ at, column } = before);
        return false;
      }
      quoteAt = at;
      at++;
      column++;
      if (text[at] === ' ' || text[at] === '\t') {
        at++;
        column++;
      }
      contentStart = column;
      return true;
    };
    // Which open containers the line continues.
    let matched = 0;
    for (const container of open) {
      if (container.quote) {
        if (!quoteMarker()) break;
      } else {
        blanks(container.content);
        if (column < container.content && at < lineEnd && text[at] !== '\r') break;
        contentStart = container.content;
      }
      matched++;
    }
    blanks();
    const blank = at >= lineEnd || text[at] === '\r';
    const afterBlank = previousBlank;
    previousBlank = blank;
    if (blank) {
      // A blank line ends the quotes it does not continue; list items stay open.
      while (open.length > matched && open.at(-1)!.quote) open.pop();
      if (literal && (literal.endsAtBlank || matched < literal.depth)) literal = undefined;
      paragraph = false;
      continue;
    }
    if (literal) {
      if (matched >= literal.depth) {
        if (literal.closes(text.slice(at, lineEnd))) literal = undefined;
        continue;
      }
      literal = undefined;
    }
    // A lazy continuation line: the containers it does not continue stay open.
    if (matched < open.length && paragraph && !startsBlock(text, at, lineEnd, syntax)) continue;
    // Set only when it changes: setting an array's length costs as much as the rest of most lines.
    if (open.length !== matched) open.length = matched;
    const interrupting = paragraph;
    const firstAt = at;
    let thematic: { char: string; from: number; last: number } | null | undefined;
    for (;;) {
      blanks();
      const markerAt = at;
      if (!quoteMarker()) {
        if (at >= lineEnd || text[at] === '\r') {
          paragraph = false;
          break;
        }
        if (column - contentStart >= codeIndent) break; // indented code, or a paragraph's continuation
        // Read only at a character a break is made of: most lines start with none.
        const char = text[at];
        if (char === '-' || char === '*' || char === '_') thematic ??= thematicTail(text, start, lineEnd);
        const breaks = thematic != null && char === thematic.char && at >= thematic.from && at <= thematic.last;
        let marker = breaks ? undefined : listMarker(text, at, lineEnd);
        // On a line after paragraph text, every new list item follows the rules for interrupting it.
        if (marker !== undefined && interrupting && !interruptsParagraph(text, at, marker, lineEnd)) marker = undefined;
        if (marker === undefined) {
          const rest = text.slice(at, lineEnd);
          const opened = literalBlock(rest, afterBlank || markerAt !== firstAt, syntax);
          if (opened) literal = { closes: opened.closes, endsAtBlank: opened.endsAtBlank, depth: open.length };
          paragraph = !opened && !breaks && !/^#{1,6}(?:[ \t]|$)/.test(rest);
          break;
        }
        at += marker;
        column += marker;
        const markerEnd = column;
        blanks(markerEnd + 5);
        // Five blanks or more after the marker: the item's content is indented code after one.
        const wide = column - markerEnd > 4 || at >= lineEnd || text[at] === '\r';
        contentStart = wide ? markerEnd + 1 : column;
        open.push({ quote: false, content: contentStart });
        if (open.length > limit) return { line, column: markerAt - start + 1, depth: open.length, limit, what: 'block quotes and lists' };
        if (wide) {
          paragraph = false;
          break;
        }
        continue;
      }
      open.push({ quote: true });
      if (open.length > limit) return { line, column: quoteAt - start + 1, depth: open.length, limit, what: 'block quotes and lists' };
    }
  }
  return undefined;
}

/** By the length of the run they need, the patterns of `mayNestBeyond`. */
const longPrefixes = new Map<number, RegExp>();

/**
 * Whether a line of `text` starts with enough of what containers are made of (white space, `>`,
 * list markers) to nest deeper than `limit`. Each container a line opens or continues takes a
 * column or more of what precedes the line's content (a quote's `>`, a list item's marker and
 * space, or as much indentation), and a character is four columns at most (a tab): lines that all
 * start with fewer than a quarter of `limit` such characters nest no deeper. One regular expression
 * over the page instead of the line-by-line scan, which was about 4 % of a small page's rendering.
 */
function mayNestBeyond(text: string, limit: number): boolean {
  const run = Math.floor(limit / 4) + 1;
  let pattern = longPrefixes.get(run);
  if (!pattern) longPrefixes.set(run, (pattern = new RegExp(`^[ \\t>*+\\-\\d.)]{${run}}`, 'm')));
  return pattern.test(text);
}

/** A container directive's fence: with a name it opens one, alone it closes the innermost. */
const DIRECTIVE_LINE = /^:{3,}(?:[A-Za-z]|[ \t]*\r?$)/;
/** Quote markers and indentation before a line's content. */
const LINE_PREFIX = /^(?:[ \t]*>)*[ \t]*/;

/**
 * The first place where container directives nest deeper than `limit`, or undefined. Counts fences
 * line by line outside code fences and HTML blocks (`literalBlock`); text that only looks like a
 * fence elsewhere may be counted too, which a limit this far above real nesting absorbs.
 */
function findDeepDirectives(text: string, limit: number, syntax: 'markdown' | 'mdx'): NestingProblem | undefined {
  if (!text.includes(':::')) return undefined;
  let depth = 0;
  let literal: LiteralBlock | undefined;
  let line = 0;
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    line++;
    const raw = text.slice(start, end);
    start = end + 1;
    const lead = raw.charCodeAt(0);
    const prefix = lead === 0x20 || lead === 0x09 || lead === 0x3e ? LINE_PREFIX.exec(raw)![0].length : 0;
    const content = raw.slice(prefix);
    if (literal) {
      if (literal.closes(content) || (literal.endsAtBlank && content.trim() === '')) literal = undefined;
      continue;
    }
    literal = literalBlock(content, true, syntax);
    if (literal || content.charCodeAt(0) !== 0x3a || !DIRECTIVE_LINE.test(content)) continue;
    depth = /^:+[A-Za-z]/.test(content) ? depth + 1 : Math.max(0, depth - 1);
    if (depth > limit) return { line, column: prefix + 1, depth, limit, what: 'container directives (`:::`)' };
  }
  return undefined;
}

/**
 * Whether the line at `at` starts a block, so that it cannot continue a paragraph lazily: a block
 * quote, a list item that may interrupt a paragraph, a heading, a thematic break, a fence or an
 * HTML block.
 */
export function startsBlock(source: string, at: number, end: number, syntax: 'markdown' | 'mdx'): boolean {
  const rest = source.slice(at, end);
  if (rest.startsWith('>') || /^#{1,6}(?:[ \t]|$)/.test(rest) || /^(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})\r?$/.test(rest)) return true;
  if (literalBlock(rest, false, syntax)) return true;
  const marker = listMarker(source, at, end);
  return marker !== undefined && interruptsParagraph(source, at, marker, end);
}

/** A list item interrupts a paragraph only if it is not empty and, when ordered, starts at 1. */
function interruptsParagraph(source: string, at: number, width: number, end: number): boolean {
  if (source.slice(at + width, end).trim() === '') return false;
  return width === 1 || /^0*1[.)]$/.test(source.slice(at, at + width));
}

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

/** Width of a list marker at `at` (`-`, `*`, `+`, `1.`, `12)`) followed by a blank or the end. */
function listMarker(source: string, at: number, end: number): number | undefined {
  const char = source[at] ?? '';
  let width = 0;
  if (char === '-' || char === '*' || char === '+') {
    width = 1;
  } else {
    while (width < 9 && isDigit(source.charCodeAt(at + width))) width++;
    if (width === 0 || (source[at + width] !== '.' && source[at + width] !== ')')) return undefined;
    width++;
  }
  const next = source[at + width];
  return at + width >= end || next === ' ' || next === '\t' || next === '\r' ? width : undefined;
}

/**
 * Where the line ends in a thematic break (`- - -`, `***`, `_ _ _`: one character three times or
 * more, blanks between): a marker at or after `from` and at or before `last` (the third-last
 * occurrence) starts the break, not a list item. Null when the line does not end in one.
 */
function thematicTail(source: string, start: number, end: number): { char: string; from: number; last: number } | null {
  let i = end - 1;
  while (i >= start && (source[i] === ' ' || source[i] === '\t' || source[i] === '\r')) i--;
  const char = source[i] ?? '';
  if (!THEMATIC_CHARS.has(char)) return null;
  let count = 0;
  let last = -1;
  let from = i;
  for (; i >= start; i--) {
    const c = source[i];
    if (c === char) {
      count++;
      if (count === 3) last = i;
      from = i;
    } else if (c !== ' ' && c !== '\t') break;
  }
  return count >= 3 ? { char, from, last } : null;
}

/** A block whose lines are literal text (code or HTML): no containers open inside it. */
interface LiteralBlock {
  /** Whether a line (after its container markers) ends the block. */
  closes(line: string): boolean;
  /** HTML blocks of kinds 6 and 7 end at a blank line. */
  endsAtBlank: boolean;
}

const HTML_LITERAL = /^<(script|pre|style|textarea)(?=[\s>]|$)/i;
const HTML_BLOCK_TAG =
  /^<\/?(address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?=[\s>]|\/>|$)/i;
const HTML_LONE_TAG = /^(?:<[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<\/[a-z][a-z0-9-]*\s*>)\s*$/i;

/**
 * Whether `line` (its indentation aside) closes the code block of `fence`: as many of the fence's
 * characters or more, then white space only. Read without a regular expression made for each
 * block: a page may have tens of thousands.
 */
function closesCode(line: string, fence: string): boolean {
  const rest = line.trimStart();
  let count = 0;
  while (rest[count] === fence[0]) count++;
  return count >= fence.length && rest.slice(count).trim() === '';
}

/**
 * The code fence or HTML block (CommonMark's seven kinds) that `line` opens, or undefined. A
 * block that also ends on its first line opens nothing. `canInterrupt`: no paragraph is open
 * (the seventh kind cannot interrupt one). MDX has code fences only.
 */
function literalBlock(line: string, canInterrupt: boolean, syntax: 'markdown' | 'mdx'): LiteralBlock | undefined {
  // Both kinds start with their own characters: most lines are done with at their first.
  const lead = line.charCodeAt(0);
  if (lead !== 0x60 && lead !== 0x7e && lead !== 0x3c) return undefined;
  const fence = /^(`{3,}|~{3,})/.exec(line)?.[1];
  if (fence) {
    if (fence[0] === '`' && line.slice(fence.length).includes('`')) return undefined;
    return { closes: (next) => closesCode(next, fence), endsAtBlank: false };
  }
  if (syntax === 'mdx' || !line.startsWith('<')) return undefined;
  const ending = (end: string | RegExp): LiteralBlock | undefined => {
    const found = (text: string): boolean => (typeof end === 'string' ? text.includes(end) : end.test(text));
    return found(line.slice(1)) ? undefined : { closes: found, endsAtBlank: false };
  };
  if (HTML_LITERAL.test(line)) return ending(/<\/(?:script|pre|style|textarea)>/i);
  if (line.startsWith('<!--')) return ending('-->');
  if (line.startsWith('<?')) return ending('?>');
  if (line.startsWith('<![CDATA[')) return ending(']]>');
  if (/^<![a-z]/i.test(line)) return ending('>');
  if (HTML_BLOCK_TAG.test(line) || (canInterrupt && HTML_LONE_TAG.test(line))) return { closes: () => false, endsAtBlank: true };
  return undefined;
}

/**
 * The first node deeper than `limit` in a syntax tree, found without recursion (so a tree too
 * deep for the recursive walks after it can still be reported), or undefined.
 */
export function findDeepNode(tree: Node, limit = MAX_TREE_DEPTH): { node: Node; depth: number } | undefined {
  const stack: Array<{ node: Node; depth: number }> = [{ node: tree, depth: 0 }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    if (entry.depth > limit) return entry;
    const children = (entry.node as Partial<Parent>).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, depth: entry.depth + 1 });
  }
  return undefined;
}

/** Thrown by the Markdown plugins for a tree nested too deeply; the renderer names the file. */
export class NestingLimitError extends Error {
  override name = 'NestingLimitError';
  constructor(readonly problem: Omit<NestingProblem, 'line' | 'column' | 'depth'> & Partial<Pick<NestingProblem, 'line' | 'column' | 'depth'>>) {
    super(`${problem.what} are nested too deeply (the limit is ${problem.limit})`);
  }
}

/** The user error for a NestingLimitError thrown on text that starts `lineOffset` lines into `file`. */
export function nestingLimitError(error: NestingLimitError, file: string, lineOffset: number): UserError {
  const { line, ...problem } = error.problem;
  return nestingError(file, { ...problem, ...(line === undefined ? {} : { line: line + lineOffset }) });
}

/** The user error for a nesting problem at `line` (already in file lines) of `file`. */
export function nestingError(file: string, problem: { line?: number; column?: number; limit: number; what: string }): UserError {
  const where = problem.line === undefined ? file : `${file}:${problem.line}${problem.column === undefined ? '' : `:${problem.column}`}`;
  return new UserError(`${where}  ${problem.what} are nested deeper than the limit of ${problem.limit} levels`, {
    hint: 'Flatten the nesting there: no reader can follow it, and it makes the build slow.',
  });
}
