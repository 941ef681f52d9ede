// Splits a long Markdown document into runs of top-level blocks that render the same apart as
// together, so that the renderer holds the syntax trees of one run at a time: memory stays flat
// and garbage collection cheap however long the document. A run starts only at a line that starts
// a new top-level block after a blank line, outside code fences, HTML blocks, directive
// containers and open HTML elements; between two items of one list it may start too (a list of
// fifty thousand items is one block), and so between two rows of a table (given a header row of
// empty cells and the table's own delimiter row, which the renderer takes out again); the renderer
// then joins the list or table back (`joinsPrevious`).
// Some cuts hold only if the runs, once parsed, show it (`tentative`; the renderer checks them in
// remark-join-runs.ts and renders the page again without them when one does not): between two
// items of a list without a blank line (the lists on both sides must be alike tight or loose);
// inside a top-level block quote, at a paragraph after a blank line of the quote (outside fences,
// HTML and directives in it); inside a top-level admonition (`:::note`, its title plain text), at
// a paragraph after a blank line, the run starting with the admonition's opening line again (the
// renderer takes the second opening out); so inside a top-level `<details>` element opened on a line
// of its own with a `<summary>` of plain text on the next; inside the last item of a top-level list, at an item of the list
// nested in it (given an empty item of its own to start in, which the renderer takes out again;
// after a blank line the nested list is loose, and made so on both sides);
// and between two lines of a long top-level paragraph of plain lines (see `PLAIN`), where a mark
// (emphasis, a link's bracket, a code span) must not pair across the cut; a line of plain prose
// longer than LONG_LINE is read as pieces cut at spaces, so one paragraph of one line is cut too.
// Link reference definitions (`[x]: https://…`) apply to the whole document: each run gets in
// front the one that applies for each label it names (all of them would make the work grow as
// runs × definitions); a long list of definitions is cut between two of them. A document with a
// definition the splitter cannot surely read as the parser does (after a paragraph's line, a title
// left open, in a quote or after a list item's marker) is not split. Footnotes are numbered
// document-wide: a run that calls a footnote defined elsewhere gets a stand-in definition in
// front (so that the call is one), the renderer numbers the calls across the runs and writes the
// footer after the last run (render-markdown.ts); a footnote definition anywhere but at the start
// of a line (in a quote, a list, code) keeps the document whole.

import { normalizeIdentifier } from 'micromark-util-normalize-identifier';
import { startsBlock } from './nesting.js';
import { closesFence, openingFence } from './source-lines.js';
import { ADMONITION_NAMES } from './remark-admonitions.js';
import { HELD_CODE_MIN } from './held-code.js';

/** One run of the document: its text and the 0-based line where it starts. */
export interface Segment {
  text: string;
  /** Lines of the original before the run (the definitions put in front not counted). */
  line: number;
  /** Lines of definitions put in front of the run's own text. */
  prefixLines: number;
  /**
   * The lines of `text` where a top-level block starts, as `topLevelStarts` has them, when the
   * splitter knows them from reading the page: the reader of plain blocks cuts the run there
   * (plain-blocks.ts) without reading its lines again.
   */
  starts?: number[];
  /**
   * The run starts with more items of the list (after a blank line, or `tight-list` without one),
   * rows of the table, lines of the paragraph, blocks of the quote, or items of the list nested in
   * the last item of the list (`loose-item` after a blank line), the run before ends with.
   */
  joinsPrevious: false | 'list' | 'tight-list' | 'table' | 'paragraph' | 'quote' | 'item' | 'loose-item' | 'admonition' | 'details';
  /** Cut inside a list's item (`item`, `loose-item`): the list holding the item is loose so far. */
  looseOuter?: true;
  /**
   * The run starts inside its first line, at this 0-based column (a paragraph of one line of
   * megabytes, cut at a space): it goes on from the run before after a space, not a line break.
   */
  column?: number;
  /**
   * The run starts with an item of a numbered list (`list`, `tight-list`, `item`, `loose-item`): its number
   * in the whole list, as the list's own numbers may not say it (`1.` on every item).
   */
  number?: number;
}

/** Whether a run that continues the one before by `kind` starts inside a list's item (in an empty item of its own). */
export const insideItem = (kind: Segment['joinsPrevious']): boolean => kind === 'item' || kind === 'loose-item';

/**
 * A footnote definition at the start of a line: its label (no white space or `[` in it, as GFM
 * reads labels: `[^a b]: x` is a link reference definition of the label `^a b`; the definitions
 * below leave out only footnotes' labels).
 */
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^([^\]\s[]+)\]:/;
const FOOTNOTE_DEFINITION_LINE = new RegExp(FOOTNOTE_DEFINITION.source, 'm');
/** The label of the footnote `line` starts to define, if it does. */
export const footnoteDefined = (line: string): string | undefined => FOOTNOTE_DEFINITION.exec(line)?.[1];
/** Whether `text` may define a footnote (a line that starts like a footnote definition). */
export const definesFootnotes = (text: string): boolean => FOOTNOTE_DEFINITION_LINE.test(text);
/** What may be a footnote definition, anywhere. */
const ANY_FOOTNOTE_DEFINITION = /\[\^[^\]\s[]+\]:/g;
/** The start of a link reference definition: its label. */
const DEFINITION = /^ {0,3}\[(?!\^[^\]\s[]+\]:)((?:[^\]\\\n]|\\.){1,999})\]:/;
/** What may start a definition inside a block quote, after a list item's marker, or indented deeper (or indented code). */
const NESTED_DEFINITION = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*\[(?!\^[^\]\s[]+\]:)(?:[^\]\\\n]|\\.){1,999}\]:/;
/**
 * A definition as the parser surely reads it, over its lines (at most three, none blank): a label
 * of text on the first, a destination without spaces, brackets or parentheses (or in angle
 * brackets) and maybe a title, each on that line or the next, the title closed before a line end.
 */
const WHOLE_DEFINITION = /^ {0,3}\[(?!\^[^\]\s[]+\]:)(?=[^\]\[\\\n]*[^\]\[\\\s])[^\]\[\\\n]*\]:[ \t]*\n?[ \t]*(?:<[^<>\\\n]*>|[^\s<>()\\]+)(?:(?:[ \t]+|[ \t]*\n[ \t]*)(?:"[^"\\]*"|'[^'\\]*'|\([^()\\]*\)))?[ \t]*$/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** The lines that open a `<details>` element a run may start inside (repeated in front of it). */
const DETAILS_OPEN = /^<details(?: open)?>[ \t]*$/;
const PLAIN_SUMMARY = /^<summary>[^<>&]*<\/summary>[ \t]*$/;
/**
 * The opening line of an admonition a run may start inside (repeated in front of it): its title,
 * if any, plain text (no link, image, HTML, mark or attributes, which would come out once a run).
 * The title's characters include white space: no second run of it may follow (three of them,
 * each able to take the same spaces, made a line of 4,000 spaces take 20 s to refuse).
 */
const PLAIN_ADMONITION = new RegExp(`^:::(?:${ADMONITION_NAMES.join('|')})(?:\\[[^\\[\\]\\\\<>!{}\`*_~]*\\][ \t]*|[ \t][^\\[\\]\\\\<>!{}\`*_~:]*)?$`);
/** Lines a definition may take to be read as whole (WHOLE_DEFINITION). */
const DEFINITION_LINES = 3;
/** Bracketed text, innermost (labels cannot hold unescaped brackets): every label a run may use. */
const BRACKETED = /\[((?:[^[\]\\]|\\[\s\S])*)\]/g;
const DIRECTIVE = /^ {0,3}(:{3,})([a-z][\w-]*)?/i;
const CLOSING_DIRECTIVE = /^ {0,3}(:{3,})[ \t]*$/;
const LIST_ITEM = /^(?:([-+*])|\d{1,9}([.)]))(?:[ \t]|$)/;
const THEMATIC_BREAK = /^(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
/** A table's delimiter row (`| --- | :-: |`); one with a pipe (without, `---` under a line is a heading). */
const DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const HTML_END: Array<[RegExp, RegExp]> = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?=[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
  [/^ {0,3}<![a-z]/i, />/],
];
/** An HTML block that ends at a blank line: a block-level tag (CommonMark's kind 6), or a complete tag alone on its line after a blank line (kind 7). */
const HTML_BLOCK_TAG =
  /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[\s/>]|$)/i;
const HTML_LONE_TAG = /^ {0,3}(?:<[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<\/[a-z][a-z0-9-]*\s*>)[ \t]*$/i;
/**
 * A blank line, as CommonMark has one: spaces and tabs only (and a CR LF line's CR). A line of other
 * white space (a no-break space) is text: it goes on a paragraph, and after it a list goes on.
 */
const BLANK = /^[ \t\r]*$/;
/** Whether `line` is blank as CommonMark reads it (see `BLANK`). */
export const isBlankLine = (line: string): boolean => BLANK.test(line);
const TAG = /<(\/?)([a-z][a-z0-9-]*)(?:\s[^<>]*?)?(\/?)>/gi;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * A line that goes on a paragraph, and would start one too at the start of a run: it starts with
 * a letter or digit (and is not a numbered list item) and holds no pipe (a table's row).
 */
const PLAIN = /^[\p{L}\p{N}][^|]*$/u;
/** Lines longer than this, of plain prose, are read in pieces cut at spaces (see `piecesOf`). */
const LONG_LINE = 16 * 1024;
/** A line of plain prose with nothing that could open HTML or code: one that may be read in pieces. */
const PROSE_LINE = /^[\p{L}\p{N}][^|<`]*$/u;
/** A space before a letter: where a long line is cut into pieces (a piece starts as plain text does). */
const PIECE_START = / (?=\p{L})/gu;
/**
 * Characters of a paragraph before its first cut: enough for its summary (the page's description,
 * from its first 160 characters) to come out the same from the run as from the whole paragraph.
 */
const PARAGRAPH_HEAD = 1024;
/** A line whose line ending is a hard line break (two spaces or a backslash before it). */
const HARD_BREAK = /(?:[ \t]{2}|\\)$/;

/** A line of a block quote: its content after the marker. */
const QUOTE_LINE = /^>[ \t]?(.*)$/;
/** A blank line of a block quote. */
const QUOTE_BLANK = /^>[ \t]*$/;
/** Content of a container that may not render the same apart: HTML, a directive, a definition or an alert (`[!NOTE]`). */
const UNCUTTABLE = /^ {0,3}(?:<|:{3}|\[)/;

/** The items of the list open at a line: their marker (a bullet, or the delimiter of numbers) and, numbered, the first number. */
class ListCount {
  marker: string | undefined;
  private start = 1;
  private items = 0;
  /** Columns of the last item's content: a line after a blank line indented less ends the list (unless it is an item). */
  private indent = 0;
  /** Whether a blank line came inside the list so far (it may be loose): then it is cut only after blank lines. */
  gapped = false;
  /** Whether the list is loose so far, as far as its own lines tell: two of its items apart, or two blocks of one item. */
  loose = false;
  /**
   * Whether the list may be no list: its first item came right after a line, numbered from other
   * than 1 or empty, which cannot interrupt a paragraph (it may be more of one). No cut inside it.
   */
  doubtful = false;

  /** Counts the item `match` (of `LIST_ITEM`) opens on `line`; returns its number in the list if numbered. */
  add(match: RegExpExecArray, line: string, afterBlank: boolean): number | undefined {
    const marker = match[1] ?? match[2];
    if (marker !== this.marker) {
      this.marker = marker;
      this.start = Number.parseInt(match[0], 10);
      this.items = 0;
      this.gapped = false;
      this.loose = false;
      this.doubtful = !afterBlank && ((match[2] !== undefined && this.start !== 1) || line.length === match[0].trimEnd().length);
    } else if (afterBlank) {
      this.gapped = true;
      this.loose = true;
    }
    this.items += 1;
    const width = match[0].trimEnd().length;
    let spaces = 0;
    while (line.charCodeAt(width + spaces) === 0x20) spaces++;
    this.indent = width + (spaces >= 1 && spaces <= 4 && line.length > width + spaces ? spaces : 1);
    return match[2] === undefined ? undefined : this.start + this.items - 1;
  }

  /**
   * Follows a line of the list's level that opens no item: one indented less than the items'
   * content ends the list after a blank line, or when it starts a block (a heading, a quote, a
   * fence…), which cannot go on with the last item's paragraph as a plain line does.
   */
  other(line: string, afterBlank: boolean): void {
    if (this.marker === undefined) return;
    if (indentColumns(line) >= this.indent) {
      if (afterBlank) this.gapped = true;
    } else if (afterBlank || startsBlock(line, /^[ \t]*/.exec(line)![0].length, line.length, 'markdown')) {
      this.end();
    }
  }

  end(): void {
    this.marker = undefined;
  }
}

/** The list item `line` opens, if it opens one (not a thematic break such as `- - -`). */
function listItemOf(line: string): RegExpExecArray | null {
  const first = line.charCodeAt(0);
  // Only a bullet or a digit starts one: most lines are done with at their first character.
  if (first !== 0x2d && first !== 0x2a && first !== 0x2b && !(first >= 0x30 && first <= 0x39)) return null;
  // A thematic break holds nothing but its marks and blanks.
  return (first === 0x2d || first === 0x2a) && !/[^-*_ \t]/.test(line) && THEMATIC_BREAK.test(line.trimEnd()) ? null : LIST_ITEM.exec(line);
}

/** Whether `line` is `PLAIN` (tested on its first character before the whole line). */
function isPlain(line: string): boolean {
  const first = line.charCodeAt(0);
  const alphanumeric = (first >= 0x30 && first <= 0x39) || ((first | 0x20) >= 0x61 && (first | 0x20) <= 0x7a);
  if (alphanumeric) return !line.includes('|');
  return first > 0x7f && PLAIN.test(line);
}

/** The columns of `line`'s indentation, a tab to the next multiple of four (CommonMark's tab stops). */
function indentColumns(line: string): number {
  let columns = 0;
  for (const char of /^[ \t]*/.exec(line)![0]) columns = char === '\t' ? columns + 4 - (columns % 4) : columns + 1;
  return columns;
}

/** A top-level container (a block quote, a list's item): whether a run may start inside it, and the fence open in it. */
interface Container {
  cuttable: boolean;
  fence: string | undefined;
}

/**
 * Follows `content`, a line of `container` without its marker or indent: whether a run may start
 * at it (outside fences; not once the container holds HTML, a directive or a definition).
 */
function startsInside(container: Container, content: string): boolean {
  if (container.fence) {
    if (closesFence(content, container.fence)) container.fence = undefined;
    return false;
  }
  container.fence = openingFence(content);
  if (container.fence === undefined && UNCUTTABLE.test(content)) container.cuttable = false;
  return container.fence === undefined && container.cuttable;
}

/** The key CommonMark matches a link label by (whitespace collapsed, case folded): micromark's own. */
export const labelKey = normalizeIdentifier;

/** The labels `text` names in brackets, as CommonMark matches labels (a superset of those it uses). */
export function labelsNamed(text: string): Set<string> {
  const named = new Set<string>();
  for (const [, label = ''] of text.matchAll(BRACKETED)) named.add(labelKey(label));
  return named;
}

export interface SplitOptions {
  /** Code of a block at least this long starts a run of its own (default HELD_CODE_MIN, see held-code.ts). */
  longCode?: number;
  /**
   * Also cut where only the runs, once parsed, tell whether the cut holds: inside a paragraph, a
   * quote or a list's item (default true). The renderer renders the page again without such cuts
   * when one does not hold (remark-join-runs.ts).
   */
  tentative?: boolean;
}

/**
 * The runs of `text`, each about `size` characters or more; the whole text as one run when it is
 * no longer than `wholeUpTo` characters, has footnotes, or cannot be split.
 */
export function splitMarkdown(text: string, size: number, wholeUpTo = size * 2, { tentative = true, longCode = HELD_CODE_MIN }: SplitOptions = {}): Segment[] {
  const whole: Segment[] = [{ text, line: 0, prefixLines: 0, joinsPrevious: false }];
  if (text.length <= wholeUpTo) return whole;
  const lines = text.split('\n');
  const pieces = piecesOf(lines, size);
  const read = pieces?.lines ?? lines;
  const splitter = new Splitter(read, size, tentative, longCode);
  for (let index = 0; index < read.length; index++) splitter.follow(index);
  const { cuts, definitions, footnotes } = splitter;
  if (cuts.length === 1 || splitter.doubtfulDefinition || splitter.footnoteCount !== (text.match(ANY_FOOTNOTE_DEFINITION)?.length ?? 0)) return whole;
  // The page's top-level starts, for the runs' (not where long lines were read in pieces: those are the pieces' lines).
  const pageStarts = pieces ? undefined : new Uint8Array(lines.length);
  if (pageStarts) for (const start of splitter.starts) pageStarts[start] = 1;
  return cuts.map((cut, i) => {
    const end = cuts[i + 1]?.line ?? read.length;
    const ownLines = pieces ? undefined : lines.slice(cut.line, end);
    const own = pieces ? pieces.text(cut.line, end) : ownLines!.join('\n');
    const named = definitions.size > 0 || footnotes.size > 0 ? labelsNamed(own) : undefined;
    const used = named ? [...usedDefinitions(definitions, named, cut.line, end), ...calledFootnotes(footnotes, named, cut.line, end)] : [];
    const front = [...(used.length > 0 ? [...used.flatMap((definition) => definition.split('\n')), ''] : []), ...(cut.head !== undefined ? cut.head.split('\n') : [])];
    const [line, column] = pieces ? pieces.starts[cut.line]! : [cut.line, 0];
    return {
      text: [...front, own].join('\n'),
      line,
      prefixLines: front.length,
      ...(pageStarts ? { starts: runStarts(front, ownLines!, cut.line, pageStarts) } : {}),
      joinsPrevious: cut.joinsPrevious,
      ...(cut.number !== undefined ? { number: cut.number } : {}),
      ...(cut.looseOuter ? { looseOuter: true as const } : {}),
      ...(column > 0 ? { column } : {}),
    };
  });
}

/**
 * The lines (0-based) of `lines` where a top-level block starts after a blank line, outside code
 * fences, HTML, directive containers and open HTML elements, and goes on no list or table before
 * it: where the document may be cut into pieces that parse the same apart (the first line is one).
 */
export function topLevelStarts(lines: readonly string[]): number[] {
  const splitter = new Splitter(lines, 1, false, HELD_CODE_MIN);
  for (let index = 0; index < lines.length; index++) splitter.follow(index);
  return splitter.starts;
}

/**
 * The top-level starts of a run (`topLevelStarts` of its lines): `front` put in front of the
 * page's lines `own`, the first of them line `first` of the page, whose own starts are marked in
 * `pageStarts`. The run's lines are read until one where both the run and the page start a block:
 * there the state the splitter reads the lines with is the same for both (nothing open, no list
 * going on, no definition), and from there on the run's starts are the page's.
 */
function runStarts(front: readonly string[], own: readonly string[], first: number, pageStarts: Uint8Array): number[] {
  const lines = front.length > 0 ? [...front, ...own] : own;
  const splitter = new Splitter(lines, 1, false, HELD_CODE_MIN);
  let index = 0;
  for (; index < lines.length; index++) {
    splitter.follow(index);
    if (index >= front.length && splitter.starts.at(-1) === index && pageStarts[first + index - front.length] === 1) break;
  }
  const { starts } = splitter;
  for (let line = index + 1; line < lines.length; line++) if (pageStarts[first + line - front.length] === 1) starts.push(line);
  return starts;
}

/**
 * The lines of `lines` with each line of plain prose longer than LONG_LINE cut into pieces of
 * about `size` characters or more, at spaces before a letter; where each piece starts (line and
 * column); the text of pieces `from` to `to` as written (pieces of one line after a space).
 * Undefined when no line is that long.
 */
function piecesOf(lines: readonly string[], size: number): { lines: string[]; starts: Array<[line: number, column: number]>; text(from: number, to: number): string } | undefined {
  if (!lines.some((line) => line.length > LONG_LINE)) return undefined;
  const pieces: string[] = [];
  const starts: Array<[number, number]> = [];
  lines.forEach((line, index) => {
    if (line.length <= LONG_LINE || !PROSE_LINE.test(line)) {
      pieces.push(line);
      starts.push([index, 0]);
      return;
    }
    for (let from = 0; from < line.length; ) {
      PIECE_START.lastIndex = from + size;
      const to = line.length - from > 2 * size ? (PIECE_START.exec(line)?.index ?? line.length) : line.length;
      pieces.push(line.slice(from, to));
      starts.push([index, from]);
      from = to + 1;
    }
  });
  const text = (from: number, to: number): string => {
    let out = pieces[from]!;
    for (let index = from + 1; index < to; index++) out += (starts[index]![0] === starts[index - 1]![0] ? ' ' : '\n') + pieces[index]!;
    return out;
  };
  return { lines: pieces, starts, text };
}

/** Where a run starts: its line, what it continues, the lines put in front of it, the number of its first item. */
interface Cut {
  line: number;
  joinsPrevious: Segment['joinsPrevious'];
  head?: string;
  number?: number | undefined;
  looseOuter?: boolean;
}

/**
 * Reads the document line by line and notes where runs may start: what each line opens or closes
 * (fences, HTML, directives, open elements, definitions), and the blocks a run may start inside
 * (a top-level list, table, block quote, list item and paragraph), each followed by its method.
 */
class Splitter {
  readonly cuts: Cut[] = [{ line: 0, joinsPrevious: false }];
  /** The lines where a top-level block starts after a blank line (or a definition) and goes on no list (see `topLevelStarts`). */
  readonly starts: number[] = [0];
  /** The definitions by label, each with the index of its first line. */
  readonly definitions = new Map<string, Array<{ line: string; index: number }>>();
  /** A definition not surely read as one, whole from its lines: the runs could resolve its label otherwise. */
  doubtfulDefinition = false;
  /** The lines where footnotes are defined (outside code and HTML), by label; and how many there are. */
  readonly footnotes = new Map<string, number[]>();
  footnoteCount = 0;
  /** The last line of the last definition (-1: none). */
  private definitionEnd = -1;
  private fence: string | undefined;
  private htmlEnd: RegExp | undefined;
  private directives = 0;
  /** The colons of each open container directive, the outermost first (`directives` is their number). */
  private readonly directiveSizes: number[] = [];
  /** The directives open when the fence or HTML block open now began (see `followBlocks`). */
  private blockDirectives = 0;
  private readonly open = new Map<string, number>();
  private openCount = 0;
  private previousBlank = true;
  /** Characters since the last cut. */
  private runLength = 0;
  /** The top-level list open at this line. */
  private readonly list = new ListCount();
  /** The delimiter row of the top-level table open at this line (a run cut inside it starts with a header of empty cells and this row: `tableHead`). */
  private table: string | undefined;
  /** The line that may be the header row of a table (it starts with a pipe, and a block at the top level). */
  private header = -1;
  /** Rows of that table so far: a cut needs one before it (a table without rows has no body to go on). */
  private tableRows = 0;
  /**
   * The top-level paragraph of plain lines open at this line: where its cuts start in `cuts`, and
   * the run lengths they ended (given back to the run if the lines turn out to be no such paragraph).
   */
  private paragraph: { cuts: number; lengths: number; chars: number } | undefined;
  /** The top-level block quote open at this line. */
  private quote: Container | undefined;
  /** The opening line of the top-level admonition open at this line, when a run may start inside it. */
  private admonition: string | undefined;
  /** The opening lines of the top-level `<details>` element open at this line, when a run may start inside it once it has its summary. */
  private details: { head: string; summary: boolean } | undefined;
  /** The item of a top-level list open at this line: its marker, and the indent of its content. */
  private item: (Container & { marker: string; indent: string; nested: ListCount }) | undefined;

  constructor(
    private readonly lines: readonly string[],
    private readonly size: number,
    private readonly tentative: boolean,
    private readonly longCode: number,
  ) {}

  /** Follows line `index`, noting a cut before it where a run may start. */
  follow(index: number): void {
    const line = this.lines[index]!;
    const blank = BLANK.test(line);
    const indented = line.charCodeAt(0) === 0x20 || line.charCodeAt(0) === 0x09;
    const listItem = blank || indented ? null : listItemOf(line);
    const plain = this.tentative && !blank && !indented && !listItem && isPlain(line);
    this.followQuote(index, line, blank);
    this.followContainer(index, line, plain);
    this.followItem(index, line, blank, indented, listItem);
    this.followParagraph(index, blank, plain);
    this.followTopLevel(index, line, blank, indented, listItem);
    if (blank) this.paragraph = undefined;
    else if (plain && this.previousBlank && this.atTopLevel() && this.list.marker === undefined) this.paragraph = { cuts: this.cuts.length, lengths: 0, chars: 0 };
    if (this.paragraph) this.paragraph.chars += line.length + 1;
    this.runLength += line.length + 1;
    if (blank) this.table = undefined;
    this.previousBlank = blank;
    this.followBlocks(index, line);
  }

  /** Outside fences, HTML blocks, directives and open HTML elements. */
  private atTopLevel(): boolean {
    return !this.fence && !this.htmlEnd && this.directives === 0 && this.openCount === 0;
  }

  private cut(cut: Cut): void {
    this.cuts.push(cut);
    this.runLength = 0;
  }

  /** A quote's paragraph after a blank line of the quote (a lazy line closes any fence in it). */
  private followQuote(index: number, line: string, blank: boolean): void {
    if (blank) this.quote = undefined;
    else if (!this.quote && this.previousBlank && line.startsWith('>') && this.atTopLevel()) this.quote = { cuttable: this.tentative, fence: undefined };
    const { quote } = this;
    if (!quote) return;
    const quoted = QUOTE_LINE.exec(line)?.[1];
    if (quoted === undefined) quote.fence = undefined;
    else if (startsInside(quote, quoted) && this.runLength >= this.size && QUOTE_BLANK.test(this.lines[index - 1]!) && isPlain(quoted) && !listItemOf(quoted) && !(this.lines[index + 1] ?? '').includes('|')) {
      this.cut({ line: index, joinsPrevious: 'quote' });
    }
  }

  /** A paragraph after a blank line, inside a top-level admonition or `<details>` element and nothing else. */
  private followContainer(index: number, line: string, plain: boolean): void {
    if (this.fence || this.htmlEnd || !plain || !this.previousBlank || this.runLength < this.size || listItemOf(line) || (this.lines[index + 1] ?? '').includes('|')) return;
    if (this.admonition !== undefined && this.directives === 1 && this.openCount === 0) this.cut({ line: index, joinsPrevious: 'admonition', head: this.admonition });
    else if (this.details?.summary && this.directives === 0 && this.openCount === 1) this.cut({ line: index, joinsPrevious: 'details', head: `${this.details.head}\n` });
  }

  /**
   * Inside an item of a top-level list whose content starts one space after its marker: an item of
   * the list nested in it (not of a new one), after a blank line, or right after a line of the item
   * while the nested list had no blank line.
   */
  private followItem(index: number, line: string, blank: boolean, indented: boolean, listItem: RegExpExecArray | null): void {
    if (!blank && !indented && this.atTopLevel()) {
      const opened = listItem?.[0];
      const next = opened === undefined ? undefined : line[opened.length];
      this.item = opened?.endsWith(' ') && next !== undefined && next !== ' ' && next !== '\t'
        ? { marker: opened.trimEnd(), indent: ' '.repeat(opened.length), cuttable: this.tentative, fence: undefined, nested: new ListCount() }
        : undefined;
      return;
    }
    const { item } = this;
    if (!item || blank) return;
    if (!line.startsWith(item.indent)) {
      this.item = undefined;
      return;
    }
    const content = line.slice(item.indent.length);
    const inside = startsInside(item, content);
    const nestedItem = inside ? listItemOf(content) : null;
    const previous = this.lines[index - 1] ?? '';
    const afterBlank = BLANK.test(previous);
    if (nestedItem) {
      const sameList = (nestedItem[1] ?? nestedItem[2]) === item.nested.marker;
      // A new list after a blank line: two blocks of the item apart, so the list holding it is loose.
      if (!sameList && afterBlank) this.list.loose = true;
      const number = item.nested.add(nestedItem, content, afterBlank);
      if (sameList && this.runLength >= this.size && !item.nested.doubtful && !this.list.doubtful) {
        // After a blank line, the item of a list that is loose; right after a line of the item, of one tight so far.
        const looseOuter = this.list.loose;
        if (afterBlank) this.cut({ line: index, joinsPrevious: 'loose-item', head: item.marker, number, looseOuter });
        else if (!item.nested.gapped && previous.startsWith(item.indent)) this.cut({ line: index, joinsPrevious: 'item', head: item.marker, number, looseOuter });
      }
    } else if (inside) {
      // Another block of the item after a blank line (not more of the nested list's last item).
      if (afterBlank && !/^\s/.test(content)) this.list.loose = true;
      item.nested.other(content, afterBlank);
    }
  }

  /** Between two plain lines of a top-level paragraph (a cut given back if the lines turn out to be no paragraph). */
  private followParagraph(index: number, blank: boolean, plain: boolean): void {
    const { paragraph } = this;
    if (!paragraph) return;
    if (!blank && !plain) {
      // A heading's underline, a table, a list or a quote: the lines were not one paragraph.
      this.cuts.length = paragraph.cuts;
      this.runLength += paragraph.lengths;
      this.paragraph = undefined;
    } else if (plain && this.runLength >= this.size && paragraph.chars >= PARAGRAPH_HEAD && !HARD_BREAK.test(this.lines[index - 1]!)) {
      paragraph.lengths += this.runLength;
      this.cut({ line: index, joinsPrevious: 'paragraph' });
    }
  }

  /** A new top-level block after a blank line; an item of the top-level list; a row of the top-level table. */
  private followTopLevel(index: number, line: string, blank: boolean, indented: boolean, listItem: RegExpExecArray | null): void {
    if (this.fence || this.htmlEnd || blank) return;
    if (indented) {
      this.list.other(line, this.previousBlank);
      return;
    }
    const marker = listItem ? (listItem[1] ?? listItem[2]) : undefined;
    const continues = marker !== undefined && marker === this.list.marker;
    const tight = continues && !this.list.gapped;
    // An item opens or continues a list; after a blank line anything else ends it (without one,
    // the line continues the last item's paragraph).
    const number = listItem ? this.list.add(listItem, line, this.previousBlank) : undefined;
    if (!listItem) this.list.other(line, this.previousBlank);
    const open = this.directives === 0 && this.openCount === 0 && !(listItem && this.list.doubtful);
    // A long code block starts a run of its own, which the renderer parses without its code (held-code.ts).
    const free = open && (this.runLength >= this.size || (this.runLength > 0 && this.longCodeAt(index, line)));
    // A definition right after another one (the definitions of a long list of them go on with nothing between them to cut at).
    const afterDefinition = this.definitionEnd === index - 1 && DEFINITION.test(line) && this.wholeDefinition(index) !== undefined;
    // Where a run of any length could start with a block of its own (the cuts below of no kind, whatever the runs' size).
    if (open && index > 0 && (this.previousBlank ? !continues : afterDefinition)) this.starts.push(index);
    if (this.previousBlank && free) this.cut(continues ? { line: index, joinsPrevious: 'list', number } : { line: index, joinsPrevious: false });
    else if (afterDefinition && free) this.cut({ line: index, joinsPrevious: false });
    else if (tight && this.tentative && free) this.cut({ line: index, joinsPrevious: 'tight-list', number });
    else if (this.table !== undefined && this.tableRows > 0 && line.startsWith('|') && this.runLength >= this.size) this.cut({ line: index, joinsPrevious: 'table', head: tableHead(this.table) });
    // A table goes on while its rows start with a pipe (one that does not may be another block).
    if (!line.startsWith('|')) this.table = undefined;
    this.tableRows += 1;
    if (this.header === index - 1 && line.includes('|') && DELIMITER_ROW.test(line)) {
      this.table = line;
      this.tableRows = 0;
    }
    this.header = this.previousBlank && this.directives === 0 && this.openCount === 0 && line.startsWith('|') ? index : -1;
  }

  /** Whether line `index` opens a fenced code block at its start with at least `longCode` characters of code. */
  private longCodeAt(index: number, line: string): boolean {
    const fence = line.charCodeAt(0) === 0x20 ? undefined : openingFence(line);
    if (fence === undefined) return false;
    let code = 0;
    for (let next = index + 1; next < this.lines.length && code < this.longCode; next++) {
      const text = this.lines[next]!;
      if (closesFence(text, fence)) return false;
      code += text.length + 1;
    }
    return code >= this.longCode;
  }

  /** The index of the outermost open container a closing fence of `colons` closes (-1: none, the line is text). */
  private closedBy(colons: number): number {
    return this.directiveSizes.findIndex((size) => size <= colons);
  }

  /**
   * A closing fence of `colons`: like the parser, which asks the outermost container first, it
   * closes the outermost one opened with as many colons or fewer, and every container in it.
   */
  private closeDirectives(colons: number): void {
    const at = this.closedBy(colons);
    if (at === -1) return;
    this.directiveSizes.length = at;
    this.directives = at;
    if (at === 0) this.admonition = undefined;
  }

  /** The last definition read (`wholeDefinition`): a line is asked about twice, for a cut and for the definitions. */
  private read: { index: number; whole: string | undefined } | undefined;

  /** The definition starting at line `index` as the parser surely reads it (its lines), if it is one. */
  private wholeDefinition(index: number): string | undefined {
    if (this.read?.index !== index) this.read = { index, whole: this.readDefinition(index) };
    return this.read.whole;
  }

  /** Reads the definition starting at line `index` (see `wholeDefinition`). */
  private readDefinition(index: number): string | undefined {
    let text = this.lines[index]!;
    for (let next = index + 1; ; next++) {
      if (WHOLE_DEFINITION.test(text) && !/^[ \t]*["'(]/.test(this.lines[next] ?? '')) return text;
      const line = this.lines[next];
      if (next - index >= DEFINITION_LINES || line === undefined || BLANK.test(line)) return undefined;
      text += `\n${line}`;
    }
  }

  /** What the line opens or closes: a fence, an HTML block, a directive, HTML elements; a definition. */
  private followBlocks(index: number, line: string): void {
    // The parser looks for a container's closing `:::` before reading the line as part of what the
    // container holds: it ends a code block or an HTML block begun inside the container with it.
    const closing = this.directives > 0 ? CLOSING_DIRECTIVE.exec(line)?.[1]?.length : undefined;
    if ((this.fence || this.htmlEnd) && closing !== undefined && this.closedBy(closing) < this.blockDirectives) {
      this.fence = undefined;
      this.htmlEnd = undefined;
      this.closeDirectives(closing);
      return;
    }
    if (this.fence) {
      if (closesFence(line, this.fence)) this.fence = undefined;
      return;
    }
    // Each block below starts with its own character after at most three spaces: the patterns
    // are tried only on the lines that have it.
    const lead = leadOf(line);
    // Open elements are counted in HTML blocks of tags too (not in comments, scripts…): a cut waits for their end.
    if (lead === '<' && (this.htmlEnd === undefined || this.htmlEnd === BLANK)) {
      const before = this.openCount;
      this.openCount = countOpenTags(line, this.open, this.openCount);
      const { details } = this;
      if (before === 0 && this.openCount === 1) this.details = this.tentative && this.directives === 0 && DETAILS_OPEN.test(line) ? { head: line, summary: false } : undefined;
      else if (details && !details.summary && details.head === this.lines[index - 1] && PLAIN_SUMMARY.test(line)) this.details = { head: `${details.head}\n${line}`, summary: true };
      if (this.openCount === 0) this.details = undefined;
    }
    if (this.htmlEnd) {
      if (this.htmlEnd.test(line)) this.htmlEnd = undefined;
      return;
    }
    this.fence = lead === '`' || lead === '~' ? openingFence(line) : undefined;
    this.blockDirectives = this.directives;
    if (this.fence) return;
    // In an HTML block, a fence, a directive or a definition is HTML.
    const end = lead === '<' ? htmlBlockEnd(line, this.lines[index - 1]) : undefined;
    if (end && !end.test(line.replace(/^ {0,3}<[!?]?/, ''))) {
      this.htmlEnd = end;
      return;
    }
    const directive = lead === ':' ? DIRECTIVE.exec(line) : null;
    if (directive?.[2] !== undefined) {
      if (this.directives === 0) this.admonition = this.tentative && PLAIN_ADMONITION.test(line) ? line : undefined;
      this.directiveSizes.push(directive[1]!.length);
      this.directives = this.directiveSizes.length;
    } else if (closing !== undefined) this.closeDirectives(closing);
    const footnote = lead === '[' ? footnoteDefined(line) : undefined;
    if (footnote !== undefined) {
      addTo(this.footnotes, labelKey(footnote), index);
      this.footnoteCount += 1;
    }
    const label = lead === '[' ? DEFINITION.exec(line)?.[1] : undefined;
    if (label === undefined) {
      // A definition in a quote or a list item applies to the whole page too; the splitter does
      // not read containers' blocks well enough to put it in front of the runs: the page whole.
      if (line.includes(']:') && NESTED_DEFINITION.test(line)) this.doubtfulDefinition = true;
      return;
    }
    // Surely a definition where a block starts: first, after a blank line, a heading or another
    // definition (after a paragraph's line it is more of the paragraph; elsewhere, who knows).
    const previous = this.lines[index - 1];
    const atBlockStart = previous === undefined || BLANK.test(previous) || ATX_HEADING.test(previous) || this.definitionEnd === index - 1;
    const whole = atBlockStart ? this.wholeDefinition(index) : undefined;
    if (whole === undefined) {
      this.doubtfulDefinition = true;
      return;
    }
    this.definitionEnd = index + whole.split('\n').length - 1;
    addTo(this.definitions, labelKey(label), { line: whole, index });
  }
}

/**
 * The lines a run cut inside a table starts with: a header row of as many empty cells as the
 * table's delimiter row `delimiter` has, and that row. Made at a cut only: made for every table,
 * on a page of small tables it was a good part of the splitter's time.
 */
const tableHead = (delimiter: string): string => `|${' |'.repeat(delimiter.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').length)}\n${delimiter}`;

/** The first character of `line` after at most three spaces (a space after four). */
function leadOf(line: string): string {
  let at = 0;
  while (at < 3 && line[at] === ' ') at++;
  return line[at] ?? '';
}

/** What ends the HTML block `line` starts (after `previous`), if it starts one. */
function htmlBlockEnd(line: string, previous = ''): RegExp | undefined {
  return HTML_END.find(([start]) => start.test(line))?.[1] ?? (HTML_BLOCK_TAG.test(line) || (BLANK.test(previous) && HTML_LONE_TAG.test(line)) ? BLANK : undefined);
}

/** Adds `value` to the list of `key` in `map`. */
function addTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * For each label a run names (`labelsNamed`), the definition that applies (the first of the page)
 * unless it is among the run's own lines (`start` to `end`), in document order: looked up by the
 * labels named, so a run's cost does not grow with the definitions a page has.
 */
function usedDefinitions(definitions: ReadonlyMap<string, ReadonlyArray<{ line: string; index: number }>>, named: ReadonlySet<string>, start: number, end: number): string[] {
  const used: Array<{ line: string; index: number }> = [];
  for (const label of named) {
    const first = definitions.get(label)?.[0];
    if (first && (first.index < start || first.index >= end)) used.push(first);
  }
  return used.sort((a, b) => a.index - b.index).map((definition) => definition.line);
}

/**
 * A stand-in definition (`[^LABEL]: Defined elsewhere.`) for each footnote a run may call (its named
 * labels that start with `^`) that is defined outside its own lines (`start` to `end`): the call is
 * then one, as in the page. A paragraph of plain words, which plain-blocks.ts reads without micromark.
 */
function calledFootnotes(footnotes: ReadonlyMap<string, readonly number[]>, named: ReadonlySet<string>, start: number, end: number): string[] {
  const called: string[] = [];
  for (const label of named) {
    const key = label.startsWith('^') ? labelKey(label.slice(1)) : undefined;
    if (key !== undefined && footnotes.get(key)?.every((index) => index < start || index >= end)) called.push(`[^${key}]: Defined elsewhere.`);
  }
  return called;
}

/** The open HTML elements after `line`, counted per tag name (a closing tag only closes its own). */
function countOpenTags(line: string, open: Map<string, number>, count: number): number {
  let total = count;
  for (const [, closing, name = '', selfClosing] of line.matchAll(TAG)) {
    const tag = name.toLowerCase();
    if (VOID.has(tag) || selfClosing) continue;
    const current = open.get(tag) ?? 0;
    if (!closing) {
      open.set(tag, current + 1);
      total++;
    } else if (current > 0) {
      open.set(tag, current - 1);
      total--;
    }
  }
  return total;
}
