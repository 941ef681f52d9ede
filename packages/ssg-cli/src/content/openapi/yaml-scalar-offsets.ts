// Where each character of a YAML string value was read from in the file. A description's value is
// not its text as written: block scalars lose their indentation, folded ones (`>`) and flow
// scalars join their lines with spaces and turn blank lines into line breaks, double-quoted ones
// decode escapes. A link found at line 3 of the value may be at line 7 of the scalar in the file.
// The reading is done again here, character by character, and kept only when it gives the very
// value the YAML parser gave: a scalar written in a way this does not follow is placed at its start.
import type { Scalar } from 'yaml';

/** A value being read again: its characters and, for each, the offset in the file it comes from. */
class Traced {
  readonly chars: string[] = [];
  readonly offsets: number[] = [];

  add(char: string, offset: number): void {
    this.chars.push(char);
    this.offsets.push(offset);
  }

  /** The text of the file from `from` to `to`, character for character. */
  copy(text: string, from: number, to: number): void {
    for (let index = from; index < to; index += 1) this.add(text[index]!, index);
  }

  breaks(count: number, offset: number): void {
    for (let index = 0; index < count; index += 1) this.add('\n', offset);
  }
}

/** One line of a scalar in the file: where its text starts and ends (line break and `\r` excluded). */
interface SourceLine {
  start: number;
  end: number;
}

function linesOf(text: string, from: number, to: number): SourceLine[] {
  const lines: SourceLine[] = [];
  let start = from;
  while (start <= to) {
    let end = text.indexOf('\n', start);
    if (end === -1 || end > to) end = to;
    const next = end + 1;
    lines.push({ start, end: end > start && text[end - 1] === '\r' ? end - 1 : end });
    start = next;
  }
  return lines;
}

const isBlank = (char: string | undefined): boolean => char === ' ' || char === '\t';

/**
 * For each character (UTF-16 unit) of the scalar's string value, the offset in `text` it was read
 * from; undefined when the scalar is not a string or its reading cannot be traced.
 */
export function scalarOffsets(text: string, scalar: Scalar): number[] | undefined {
  const { value, range, type } = scalar;
  if (typeof value !== 'string' || !range) return undefined;
  const [start, end] = range;
  let traced: Traced | undefined;
  if (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') traced = blockScalar(text, start, end, type === 'BLOCK_FOLDED');
  else if (type === 'PLAIN') traced = flowScalar(text, start, end, 'plain');
  else if (type === 'QUOTE_SINGLE' || type === 'QUOTE_DOUBLE') traced = flowScalar(text, start + 1, end - 1, type === 'QUOTE_SINGLE' ? 'single' : 'double');
  if (!traced) return undefined;
  const read = traced.chars.join('');
  // Trailing line breaks depend on the chomping indicator and the lines after the scalar: not traced.
  const kept = withoutTrailingLineBreaks(value);
  return withoutTrailingLineBreaks(read) === kept ? traced.offsets.slice(0, kept.length) : undefined;
}

/** `text` without the line breaks it ends with (by index: `/\n+$/` searched a run of them from each). */
function withoutTrailingLineBreaks(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '\n') end--;
  return text.slice(0, end);
}

/** A `|` or `>` scalar: the header line, then lines indented at least as much as its first non-empty one. */
function blockScalar(text: string, start: number, end: number, folded: boolean): Traced | undefined {
  const header = text.indexOf('\n', start);
  // An explicit indentation indicator (`|2`) is relative to the parent's indentation: not traced.
  if (header === -1 || header >= end || /^[|>][+-]?\d/.test(text.slice(start, start + 3))) return undefined;
  const lines = linesOf(text, header + 1, end);
  const first = lines.find((line) => /[^ ]/.test(text.slice(line.start, line.end)));
  if (!first) return undefined;
  let indent = 0;
  while (text[first.start + indent] === ' ') indent += 1;
  const traced = new Traced();
  /** Blank lines since the last line with text, and whether that line was more indented (`>` keeps its breaks). */
  let blanks = 0;
  let previous: { spaced: boolean } | undefined;
  let lastBreak = header;
  for (const line of lines) {
    const content = line.start + indent;
    if (content >= line.end) {
      if (/[^ ]/.test(text.slice(line.start, line.end))) return undefined;
      blanks += 1;
      lastBreak = line.end;
      continue;
    }
    for (let index = line.start; index < content; index += 1) if (text[index] !== ' ') return undefined;
    const spaced = isBlank(text[content]);
    if (previous === undefined) traced.breaks(blanks, lastBreak);
    else if (!folded || previous.spaced || spaced) traced.breaks(blanks + 1, lastBreak);
    else if (blanks === 0) traced.add(' ', lastBreak);
    else traced.breaks(blanks, lastBreak);
    traced.copy(text, content, line.end);
    previous = { spaced };
    blanks = 0;
    lastBreak = line.end;
  }
  return traced;
}

const ESCAPES: Record<string, string> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029',
};
const HEX_DIGITS: Record<string, number> = { x: 2, u: 4, U: 8 };

/** A plain or quoted scalar between `from` and `to` (the quotes excluded): lines folded, escapes read. */
function flowScalar(text: string, from: number, to: number, style: 'plain' | 'single' | 'double'): Traced | undefined {
  const lines = linesOf(text, from, to);
  const traced = new Traced();
  let blanks = 0;
  let joined = false;
  /** The last line ended with an escaped line break: the next one follows without a space. */
  let escapedBreak = false;
  let lastBreak = from;
  for (const [number, line] of lines.entries()) {
    let start = line.start;
    let stop = line.end;
    const isFirst = number === 0;
    const isLast = number === lines.length - 1;
    // Spaces around a line break are not content, except inside the quotes on the first and last line.
    if (!isFirst || style === 'plain') while (start < stop && isBlank(text[start])) start += 1;
    if (!isLast || style === 'plain') while (stop > start && isBlank(text[stop - 1])) stop -= 1;
    if (start === stop && !isFirst && !isLast) {
      blanks += 1;
      lastBreak = line.end;
      continue;
    }
    if (joined && !escapedBreak) {
      if (blanks === 0) traced.add(' ', lastBreak);
      else traced.breaks(blanks, lastBreak);
    }
    escapedBreak = false;
    if (style === 'double' && !isLast && text[stop - 1] === '\\' && !isEscapedBackslash(text, line.start, stop - 1)) {
      // The escaped break keeps the spaces before it.
      stop -= 1;
      escapedBreak = true;
    }
    if (!readLine(text, start, stop, style, traced)) return undefined;
    joined = true;
    blanks = 0;
    lastBreak = line.end;
  }
  return traced;
}

/** Whether the backslash at `at` is itself escaped (an odd number of backslashes before it). */
function isEscapedBackslash(text: string, lineStart: number, at: number): boolean {
  let count = 0;
  for (let index = at - 1; index >= lineStart && text[index] === '\\'; index -= 1) count += 1;
  return count % 2 === 1;
}

/** Reads one line's text into `traced`, escapes decoded; false on an escape this cannot read. */
function readLine(text: string, from: number, to: number, style: 'plain' | 'single' | 'double', traced: Traced): boolean {
  for (let index = from; index < to; index += 1) {
    const char = text[index]!;
    if (style === 'single' && char === "'" && text[index + 1] === "'") {
      traced.add("'", index);
      index += 1;
    } else if (style === 'double' && char === '\\') {
      const code = text[index + 1];
      if (code === undefined) return false;
      const digits = HEX_DIGITS[code];
      if (digits !== undefined) {
        const hex = text.slice(index + 2, index + 2 + digits);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== digits) return false;
        for (const unit of String.fromCodePoint(Number.parseInt(hex, 16))) for (let part = 0; part < unit.length; part += 1) traced.add(unit[part]!, index);
        index += 1 + digits;
      } else if (ESCAPES[code] !== undefined) {
        traced.add(ESCAPES[code]!, index);
        index += 1;
      } else {
        return false;
      }
    } else {
      traced.add(char, index);
    }
  }
  return true;
}
