// Nesting that only MDX has, found on the page's text before MDX parses it: JSX elements,
// expressions (`{…}`) and the brackets and template literals in them. MDX parses an expression
// with acorn as it meets it, and the expression again for each level of JSX inside it, so the
// time grows with the square of the depth; acorn and the tree walks after it recurse once per
// level. Three thousand nested `<div>` took seconds and a deep attribute expression exhausted the
// memory of the whole process. Real pages nest a few levels; a page above the limit gets a user
// error naming the place, found in one pass over the text.
import { findDeepBlockNesting, MAX_BLOCK_NESTING, nestingError, type NestingProblem } from './nesting.js';

/** Deepest nesting of JSX elements, expressions and the brackets inside them. */
export const MAX_MDX_NESTING = 100;

/** What is open at a point of the text: `tag` is an opening tag up to its `>`, `element` its content. */
type Open = 'element' | 'tag' | 'expression' | 'paren' | 'bracket' | 'template' | 'esm';

const JS: ReadonlySet<Open> = new Set(['expression', 'paren', 'bracket', 'esm']);
const TAG_START = /[A-Za-z_$>]/;
/** Where a `<` in JavaScript starts JSX (after one of these), not a comparison. */
const BEFORE_JSX = /(?:[([{,:=?&|>!;]|^|\breturn)$/;

/**
 * The first place where JSX elements, expressions and the brackets in them (taken together) nest
 * deeper than `limit`, or undefined. A scan of the text as MDX reads it (prepareMdxSource): code
 * fences, code spans, strings and comments are skipped. On contrived text it may be off by a few
 * levels, which a limit this far above real nesting absorbs.
 */
export function findDeepMdxNesting(text: string, limit = MAX_MDX_NESTING): NestingProblem | undefined {
  const open: Open[] = [];
  // Matched at an index (sticky) or from one (global): made per call, as they keep that index.
  const fenceOpen = /[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})/y;
  const esmStart = /(?:import|export)[\s{*]/y;
  const blankAhead = /[ \t]*\r?(?:\n|$)/y;
  const selfClosing = /\/\s*>/y;
  const blankLine = /\n[ \t]*\r?(?:\n|$)/g;
  const matchAt = (pattern: RegExp, at: number): RegExpExecArray | null => {
    pattern.lastIndex = at;
    return pattern.exec(text);
  };
  /** For each length of backtick run, where a search for a closing run ended without one. */
  const unclosedRuns = new Map<number, number>();
  /** Where the paragraph of the last code span looked for ends (a code span ends with its paragraph). */
  let paragraphEnd = -1;
  const push = (kind: Open, at: number): NestingProblem | undefined => {
    open.push(kind);
    return open.length > limit ? { ...placeOf(text, at), depth: open.length, limit, what: 'JSX elements and expressions' } : undefined;
  };
  /** Closes the innermost `kind` and what is open inside it (unclosed brackets or tags); nothing if none is open. */
  const close = (kind: Open): void => {
    const at = open.lastIndexOf(kind);
    if (at !== -1) open.length = at;
  };
  let lineStart = true;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    const top = open.at(-1);
    if (char === '\n') {
      lineStart = true;
      // ESM ends at a blank line (once its brackets are closed).
      if (top === 'esm' && matchAt(blankAhead, at + 1)) open.pop();
      continue;
    }
    const startsLine = lineStart;
    lineStart = false;
    if (top === 'template') {
      if (char === '\\') at++;
      else if (char === '`') open.pop();
      else if (char === '$' && text[at + 1] === '{') {
        const deep = push('expression', at);
        if (deep) return deep;
        at++;
      }
      continue;
    }
    if (top === 'tag') {
      if (char === '"' || char === "'") at = skipTo(text, char, at + 1);
      else if (char === '>') open[open.length - 1] = 'element';
      else if (char === '/' && matchAt(selfClosing, at)) {
        open.pop();
        at = selfClosing.lastIndex - 1;
      } else if (char === '{') {
        const deep = push('expression', at);
        if (deep) return deep;
      }
      continue;
    }
    if (top !== undefined && JS.has(top)) {
      if (char === '"' || char === "'") at = skipString(text, char, at + 1);
      else if (char === '/' && text[at + 1] === '/') at = lineEnd(text, at) - 1;
      else if (char === '/' && text[at + 1] === '*') at = skipTo(text, '*/', at + 2);
      else if (char === '}') close('expression');
      else if (char === ')' && top === 'paren') open.pop();
      else if (char === ']' && top === 'bracket') open.pop();
      else {
        const kind = char === '{' ? 'expression' : char === '(' ? 'paren' : char === '[' ? 'bracket' : char === '`' ? 'template' : undefined;
        const jsx = char === '<' && TAG_START.test(text[at + 1] ?? '') && BEFORE_JSX.test(text.slice(Math.max(0, at - 8), at).trimEnd());
        const deep = kind ? push(kind, at) : jsx ? openTag(at) : undefined;
        if (deep) return deep;
      }
      continue;
    }
    // Markdown, at the top level or in an element.
    if (startsLine) {
      const fence = matchAt(fenceOpen, at)?.[1];
      // A backtick fence's info string holds no backtick (else the line is text with code spans).
      if (fence && !(fence[0] === '`' && text.slice(fenceOpen.lastIndex, lineEnd(text, at)).includes('`'))) {
        at = fenceEnd(text, at, fence) - 1;
        lineStart = true;
        continue;
      }
      if (top === undefined && matchAt(esmStart, at)) {
        open.push('esm');
        continue;
      }
    }
    if (char === '\\') at++;
    else if (char === '`') at = codeSpanEnd(at) - 1;
    else if (char === '{') {
      const deep = push('expression', at);
      if (deep) return deep;
    } else if (char === '<' && text[at + 1] === '/') {
      if (top === 'element') open.pop();
      at = skipTo(text, '>', at);
    } else if (char === '<' && TAG_START.test(text[at + 1] ?? '')) {
      const deep = openTag(at);
      if (deep) return deep;
    }
  }
  return undefined;

  /** Opens the tag at `at`; a fragment (`<>`) opens its element at once. */
  function openTag(at: number): NestingProblem | undefined {
    return push(text[at + 1] === '>' ? 'element' : 'tag', at);
  }

  /** Where the code span opened by the backtick run at `at` ends (after its closing run), or the run's end if it has none in its paragraph. */
  function codeSpanEnd(at: number): number {
    let runEnd = at;
    while (text[runEnd] === '`') runEnd++;
    const length = runEnd - at;
    if ((unclosedRuns.get(length) ?? -1) > at) return runEnd;
    if (runEnd > paragraphEnd) paragraphEnd = matchAt(blankLine, runEnd)?.index ?? text.length;
    for (let next = text.indexOf('`', runEnd); next !== -1 && next < paragraphEnd; ) {
      let end = next;
      while (text[end] === '`') end++;
      if (end - next === length) return end;
      next = text.indexOf('`', end);
    }
    unclosedRuns.set(length, paragraphEnd);
    return runEnd;
  }
}

/**
 * Throws a user error at the place in `file` (MDX text, as prepareMdxSource gives it, starting
 * `lineOffset` lines into the file) where block quotes and lists, or JSX elements and expressions,
 * nest deeper than their limits.
 */
export function checkMdxNesting(text: string, file: string, lineOffset: number): void {
  const deep = findDeepBlockNesting(text, MAX_BLOCK_NESTING, 'mdx') ?? findDeepMdxNesting(text);
  if (deep) throw nestingError(file, { ...deep, line: deep.line + lineOffset });
}

/** 1-based line and column of `at` in `text`. */
function placeOf(text: string, at: number): { line: number; column: number } {
  let line = 1;
  for (let next = text.indexOf('\n'); next !== -1 && next < at; next = text.indexOf('\n', next + 1)) line++;
  return { line, column: at - text.lastIndexOf('\n', at - 1) };
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end;
}

/** The index of the end of `closing` from `from` on (the last index of the text if there is none). */
function skipTo(text: string, closing: string, from: number): number {
  const end = text.indexOf(closing, from);
  return end === -1 ? text.length - 1 : end + closing.length - 1;
}

/** The index of the quote ending a JavaScript string (or of the end of its line: a string does not span lines). */
function skipString(text: string, quote: string, from: number): number {
  let at = from;
  while (at < text.length && text[at] !== quote && text[at] !== '\n') at += text[at] === '\\' ? 2 : 1;
  return text[at] === '\n' ? at - 1 : at;
}

/** Where the code fence opened on the line at `at` ends: after its closing line, or the end of the text. */
function fenceEnd(text: string, at: number, fence: string): number {
  const closing = new RegExp(`^[ \\t>]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*\\r?$`);
  for (let start = lineEnd(text, at) + 1; start < text.length; ) {
    const end = lineEnd(text, start);
    if (closing.test(text.slice(start, end))) return end;
    start = end + 1;
  }
  return text.length;
}
