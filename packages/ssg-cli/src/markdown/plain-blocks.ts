// A faster parse of the plain blocks most pages are made of. micromark reads every character
// through a state machine of every construct that could start there, GFM's included, and spends
// about 4 ms on a 4 KB page of headings, prose, short lists, a table and a code block: most of a
// build's Markdown time. The blocks whose Markdown is plain — an ATX or setext heading, a
// paragraph, a list of one-paragraph items (lists nested in them too; at the page's level indented
// up to three columns, or loose), a fenced code block, a table with pipes at both ends of its rows,
// a block quote of paragraphs, an admonition (`:::tip` … `:::`) of such blocks; with inline text,
// code spans, simple emphasis, strikethrough of two tildes, links, images, links to the page's
// definitions and calls of its footnotes (and the definitions, footnotes' of one line too, unless
// micromark parses part of the page, which then needs them), HTML tags on one line, character
// escapes and references — are read here directly into the same syntax tree, positions and all.
// Whatever this module is not sure it reads as micromark does it leaves to micromark: a piece with
// anything else in it, a mark it cannot pair for sure, anything GFM may turn into a link.
//
// The page is cut where segments.ts cuts runs that parse the same apart (between top-level blocks
// after a blank line; a long page's runs come with those lines, found as the page was split). Each piece read here is handed to micromark as an empty HTML comment of as
// many lines, so that micromark still parses the rest of the page in one go — the other blocks in
// their places, line numbers, hooks and errors as before — and the comment's node is then replaced
// by the piece's blocks (the offsets after it moved back). A page of plain blocks only is not given
// to micromark at all. If micromark reads a stand-in other than as a top-level block of its own,
// the page is parsed again as written.
import type { Blockquote, Code, Definition, FootnoteDefinition, Heading, Html, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import { decodeString } from 'micromark-util-decode-string';
import type { Processor } from 'unified';
import { closesFence, openingFence } from './source-lines.js';
import { knownBlockStarts } from './page-state.js';
import { isBlankLine as isBlank, labelKey, topLevelStarts } from './segments.js';

/** remark-directive's container (its types augment mdast's content). */
type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;

interface Point {
  line: number;
  column: number;
  offset: number;
}

/** The lines of a page and where each starts. */
interface Source {
  lines: string[];
  starts: number[];
  /** The identifiers of the page's link definitions that micromark surely reads (`definedLabels`). */
  defined: ReadonlySet<string>;
  /** The identifiers of the page's footnote definitions that micromark surely reads (`definedFootnotes`). */
  footnotes: ReadonlySet<string>;
  /**
   * Whether definitions are read here too: not when micromark parses part of the page, which needs
   * them (see `parsePlainBlocks`).
   */
  readsDefinitions: boolean;
}

/** One line's part of a block's inline content: where in the source it starts, and where in the content. */
interface Part {
  offset: number;
  line: number;
  column: number;
  from: number;
}

/** A block's inline content: its lines joined by line breaks, and the source point of each index. */
class Content {
  readonly text: string;
  /** The page's link definitions a reference may use, and its footnotes a call may (`Source`). */
  readonly defined: ReadonlySet<string>;
  readonly footnotes: ReadonlySet<string>;
  private readonly parts: Part[];

  /** From each span's line, its text from `column` to `end` (the line's end by default). */
  constructor(source: Source, spans: ReadonlyArray<[line: number, column: number, end?: number]>) {
    this.defined = source.defined;
    this.footnotes = source.footnotes;
    let text = '';
    this.parts = spans.map(([line, column, end], index) => {
      if (index > 0) text += '\n';
      const part = { offset: source.starts[line]! + column, line: line + 1, column: column + 1, from: text.length };
      text += source.lines[line]!.slice(column, end);
      return part;
    });
    this.text = text;
  }

  /**
   * The source point of `index`. Text that ends with a line break (`end`) ends where the next line
   * starts, before a list item's indent, as micromark has it.
   */
  at(index: number, end = false): Point {
    // The last part starting at or before `index` (a paragraph may have thousands of lines).
    let [low, high] = [0, this.parts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.parts[middle]!.from <= index) low = middle;
      else high = middle - 1;
    }
    const part = this.parts[low]!;
    const shift = index - part.from;
    if (end && shift === 0 && low > 0) return { line: part.line, column: 1, offset: part.offset - part.column + 1 };
    return { line: part.line, column: part.column + shift, offset: part.offset + shift };
  }
}

/**
 * Whether GFM might read a link (a literal URL or e-mail address) in text: an address has a
 * character of its local part right before the `@` (a mention, `@name`, has none).
 */
const MAY_AUTOLINK = /www\.|https?:|mailto:|xmpp:|[\w.+-]@/i;
/**
 * Characters that start inline syntax this module does not read (a backslash but a character
 * escape's, HTML but a tag, strikethrough, a table's pipe).
 */
const UNREAD = /[\\<~|]/;
/** A character escape: a backslash and the ASCII punctuation it escapes. */
const ESCAPE_SOURCE = '\\\\[!-/:-@[-`{-~]';
/** A character escape (`\*`) or reference (`&amp;`, `&#35;`), as micromark decodes them in text (an unknown name stays as written). */
const ESCAPE_OR_REFERENCE = new RegExp(`${ESCAPE_SOURCE}|&(?:#(?:\\d{1,7}|x[\\da-f]{1,6})|[\\da-z]{1,31});`, 'gi');
/**
 * An HTML tag in text, opening or closing, on one line: a name, attributes with values quoted or
 * not (sticky: read where the `<` is). Anything else after a `<` (a comment, an autolink, a tag
 * over lines) is left to micromark.
 */
const TAG = /<(?:[A-Za-z][A-Za-z0-9-]*(?:[ \t]+[A-Za-z_:][\w.:-]*(?:[ \t]*=[ \t]*(?:[^\s"'=<>`]+|'[^'\n]*'|"[^"\n]*"))?)*[ \t]*\/?|\/[A-Za-z][A-Za-z0-9-]*[ \t]*)>/y;
/** A character escape where the text is read (sticky). */
const ESCAPE = new RegExp(ESCAPE_SOURCE, 'y');
/** The characters `phrasing` reads markup at: between them, text. */
const MARKUP = /[`*_~[\]!<\\]/g;
const WORD = /[\p{L}\p{N}]/u;
/** What may follow a closing emphasis mark: the end, white space or punctuation that ends a phrase. */
const AFTER_CLOSING = /^(?:$|[ \n.,;:!?)"'])/;
/** What may come before an opening emphasis mark: the start, white space or an opening parenthesis. */
const BEFORE_OPENING = /^(?:$|[ \n(])/;
/** A link's destination as written, read as is: none of escapes, references, spaces, brackets or quotes (sticky: read where the label ends). */
const DESTINATION = /[^\s()<>\\&`"'[\]]+\)/y;

const isWord = (char: string | undefined): boolean => char !== undefined && WORD.test(char);

/**
 * Reads `content` from `from` to `to` as phrasing content; undefined if it holds anything this
 * module does not read as micromark surely does. `inLink`: inside a link's text (no link there).
 */
function phrasing(content: Content, from: number, to: number, inLink: boolean): PhrasingContent[] | undefined {
  const { text } = content;
  const nodes: PhrasingContent[] = [];
  let textStart = from;
  /** Adds the text since the last node; false if it holds syntax not read here or what GFM may make a link. */
  const flush = (end: number): boolean => {
    if (end === textStart) return true;
    const written = text.slice(textStart, end);
    const escaped = written.includes('\\') || written.includes('&');
    const value = escaped ? decodeString(written) : written;
    nodes.push({ type: 'text', value, position: { start: content.at(textStart), end: content.at(end, true) } });
    return !UNREAD.test(escaped ? written.replace(ESCAPE_OR_REFERENCE, '') : written) && !MAY_AUTOLINK.test(value) && (!escaped || !MAY_AUTOLINK.test(written));
  };
  for (let index = from; index < to; ) {
    const char = text[index]!;
    if (char === '`') {
      const end = codeSpanEnd(text, index, to);
      if (end === undefined || !flush(index)) return undefined;
      nodes.push({ type: 'inlineCode', value: codeSpanValue(text, index, end), position: { start: content.at(index), end: content.at(end) } });
      index = textStart = end;
    } else if (char === '*' || char === '_' || char === '~') {
      // A `_` inside a word is text (it can neither open nor close).
      if (char === '_' && isWord(text[index - 1]) && isWord(text[index + 1])) {
        index++;
        continue;
      }
      const node = attention(content, index, to);
      if (!node || !flush(index)) return undefined;
      nodes.push(node.node);
      index = textStart = node.end;
    } else if (char === '[' || (char === '!' && text[index + 1] === '[')) {
      if (inLink) return undefined;
      const node = link(content, index, to);
      if (!node || !flush(index)) return undefined;
      nodes.push(node.node);
      index = textStart = node.end;
    } else if (char === ']') {
      return undefined;
    } else if (char === '<') {
      TAG.lastIndex = index;
      const tag = TAG.exec(text)?.[0];
      // GFM reads a literal link even inside a tag's attribute (micromark's tree has the tag as text then).
      if (tag === undefined || index + tag.length > to || MAY_AUTOLINK.test(tag) || !flush(index)) return undefined;
      const end = index + tag.length;
      nodes.push({ type: 'html', value: tag, position: { start: content.at(index), end: content.at(end) } });
      index = textStart = end;
    } else if (char === '\\') {
      // An escaped character is text, whatever it is.
      ESCAPE.lastIndex = index;
      index += ESCAPE.test(text) ? 2 : 1;
    } else {
      // On to the next character that may start or end markup.
      MARKUP.lastIndex = index + 1;
      index = MARKUP.test(text) ? Math.min(MARKUP.lastIndex - 1, to) : to;
    }
  }
  return flush(to) ? nodes : undefined;
}

/** The end of the code span opening at `start` (after its closing backticks); undefined without one. */
function codeSpanEnd(text: string, start: number, to: number): number | undefined {
  let size = 0;
  while (text[start + size] === '`') size++;
  for (let at = text.indexOf('`', start + size); at !== -1 && at < to; ) {
    let run = 0;
    while (text[at + run] === '`') run++;
    if (run === size) return at + run <= to ? at + run : undefined;
    at = text.indexOf('`', at + run);
  }
  return undefined;
}

/**
 * A code span's value: one space or line break taken off both sides if both have one (and it is not
 * all of them); line breaks kept (they become spaces in HTML).
 */
function codeSpanValue(text: string, start: number, end: number): string {
  let size = 0;
  while (text[start + size] === '`') size++;
  const value = text.slice(start + size, end - size);
  return /^[ \n][\s\S]*[ \n]$/.test(value) && /[^ \n]/.test(value) ? value.slice(1, -1) : value;
}

/**
 * Emphasis, strong emphasis or GFM's strikethrough (two tildes) opening at `start` whose marks pair
 * for sure: one or two marks (two tildes; one or three are left to micromark) after the start,
 * white space or `(`, and before a letter or digit; the same marks after a letter or digit and
 * before the end, white space or punctuation; between them no other mark of emphasis, bracket or
 * unpaired backtick (code spans may be there).
 */
function attention(content: Content, start: number, to: number): { node: PhrasingContent; end: number } | undefined {
  const { text } = content;
  const mark = text[start]!;
  let size = 0;
  while (text[start + size] === mark) size++;
  if ((mark === '~' ? size !== 2 : size > 2) || !BEFORE_OPENING.test(text[start - 1] ?? '') || !isWord(text[start + size])) return undefined;
  for (let at = start + size; at < to; ) {
    const char = text[at]!;
    if (char === '`') {
      const end = codeSpanEnd(text, at, to);
      if (end === undefined) return undefined;
      at = end;
    } else if (char === '[' || char === ']' || (char === '*' || char === '_') && char !== mark) {
      return undefined;
    } else if (char === mark) {
      let run = 0;
      while (text[at + run] === mark) run++;
      const end = at + run;
      if (run !== size || !isWord(text[at - 1]) || end > to || !AFTER_CLOSING.test(text[end] ?? '')) return undefined;
      const children = phrasing(content, start + size, at, false);
      if (!children) return undefined;
      const type = mark === '~' ? 'delete' : size === 2 ? 'strong' : 'emphasis';
      return { node: { type, children, position: { start: content.at(start), end: content.at(end) } }, end };
    } else {
      at++;
    }
  }
  return undefined;
}

/**
 * A link `[text](destination)` or image `![alt](destination)` at `start`, without a title; or a
 * link to a definition (`reference`).
 */
function link(content: Content, start: number, to: number): { node: PhrasingContent; end: number } | undefined {
  const { text } = content;
  const image = text[start] === '!';
  const open = start + (image ? 1 : 0);
  let close = -1;
  for (let at = open + 1; at < to && close === -1; ) {
    const char = text[at]!;
    if (char === '[') return undefined;
    if (char === ']') close = at;
    else if (char === '`') {
      const end = codeSpanEnd(text, at, to);
      if (end === undefined) return undefined;
      at = end;
    } else at++;
  }
  if (close === -1) return undefined;
  if (text[open + 1] === '^') return image ? undefined : footnoteCall(content, start, close);
  if (text[close + 1] !== '(') return image ? undefined : reference(content, start, close, to);
  DESTINATION.lastIndex = close + 2;
  const destination = DESTINATION.exec(text);
  const end = close + 2 + (destination?.[0].length ?? 0);
  if (!destination || end > to) return undefined;
  const url = destination[0].slice(0, -1);
  const children = phrasing(content, open + 1, close, true);
  if (!children) return undefined;
  const position = { start: content.at(start), end: content.at(end) };
  const node: PhrasingContent = image ? { type: 'image', title: null, url, alt: plainText(children), position } : { type: 'link', title: null, url, children, position };
  return { node, end };
}

/** A link label as written (a reference's, or a definition's): what micromark surely reads as one, nothing to decode. */
const LABEL = /^[^\s^[\]\\&`<][^[\]\\&`<\n]{0,998}$/;
/** A label's identifier, as mdast has it (and the page's definitions are kept by). */
const identifierOf = (label: string): string => labelKey(label).toLowerCase();

/**
 * A footnote's label as read here: letters, digits, `_`, `.` and `-` (GFM allows more, but no white
 * space; a label with anything else, an escape or a reference among them, is left to micromark).
 */
const FOOTNOTE_LABEL = /^[\p{L}\p{N}_.-]{1,100}$/u;

/**
 * A call of one of the page's footnotes (`Content.footnotes`) at `start`, its label closing at
 * `close`: `[^label]`, not before a bracket or parenthesis (micromark pairs the brackets after a
 * call in ways not followed here), nor before a colon (at the start of a line, a definition, even
 * right after a paragraph's line).
 */
function footnoteCall(content: Content, start: number, close: number): { node: PhrasingContent; end: number } | undefined {
  const { text } = content;
  const label = text.slice(start + 2, close);
  const after = text[close + 1];
  if (after === '[' || after === '(' || after === ':' || !FOOTNOTE_LABEL.test(label)) return undefined;
  const identifier = identifierOf(label);
  if (!content.footnotes.has(identifier)) return undefined;
  return { node: { type: 'footnoteReference', identifier, label, position: { start: content.at(start), end: content.at(close + 1) } }, end: close + 1 };
}

/**
 * A link to one of the page's definitions (`Content.defined`) at `start`, its text closing at
 * `close`: `[text][label]`, `[label][]` or `[label]` (not before a parenthesis, nor at the start of a
 * block followed by a colon, where it may be a definition itself). A label not surely defined is
 * left to micromark, which makes text of it if it is not.
 */
function reference(content: Content, start: number, close: number, to: number): { node: PhrasingContent; end: number } | undefined {
  const { text } = content;
  let end = close + 1;
  let label = text.slice(start + 1, close);
  let referenceType: 'full' | 'collapsed' | 'shortcut' = 'shortcut';
  if (text[end] === '[') {
    const labelEnd = text.indexOf(']', end + 1);
    if (labelEnd === -1 || labelEnd >= to) return undefined;
    if (labelEnd > end + 1) label = text.slice(end + 1, labelEnd);
    referenceType = labelEnd > end + 1 ? 'full' : 'collapsed';
    end = labelEnd + 1;
  } else if (text[end] === '(' || (start === 0 && text[end] === ':')) return undefined;
  if (!LABEL.test(label)) return undefined;
  const identifier = identifierOf(label);
  if (!content.defined.has(identifier)) return undefined;
  const children = phrasing(content, start + 1, close, true);
  if (!children) return undefined;
  return { node: { type: 'linkReference', children, position: { start: content.at(start), end: content.at(end) }, label, identifier, referenceType }, end };
}

/**
 * A link definition on one line: `[label]: destination`, maybe a title in quotes after it; no
 * escapes, references, angle brackets or parentheses (groups: label, destination, title in double
 * or in single quotes).
 */
const DEFINITION = /^\[([^\]]*)\]: +([^\s<>()\\&"'`[\]]+)(?: +(?:"([^"\\&\n]*)"|'([^'\\&\n]*)'))?$/;

/**
 * The definition at line `index` of `lines` when it is one micromark surely reads as written there
 * (`DEFINITION`, the next line not one that may hold its title), given that a block may start there.
 */
function definitionAt(lines: readonly string[], index: number): RegExpExecArray | undefined {
  const match = DEFINITION.exec(lines[index]!);
  return match && LABEL.test(match[1]!) && !/^[ \t]*["'(]/.test(lines[index + 1] ?? '') ? match : undefined;
}

/**
 * The identifiers of the definitions micromark surely reads on the page: from each top-level start
 * on (a definition cannot go on a paragraph, so only there and right after another).
 */
function definedLabels(lines: readonly string[], starts: readonly number[]): Set<string> {
  const defined = new Set<string>();
  for (const start of starts) {
    for (let index = start, match; lines[index]?.startsWith('[') && (match = definitionAt(lines, index)); index++) defined.add(identifierOf(match[1]!));
  }
  return defined;
}

/** A link definition at line `index` (`definitionAt`), when they are read here. */
function definition(source: Source, index: number): Read<Definition> {
  const match = source.readsDefinitions ? definitionAt(source.lines, index) : undefined;
  if (!match) return undefined;
  const [, label, url, double, single] = match;
  const title = double ?? single;
  // An empty title is none: micromark makes no title string of `""`.
  return { node: { type: 'definition', identifier: identifierOf(label!), label: label!, title: title ? title : null, url: url!, position: position(source, [index, 0], index) }, next: index + 1 };
}

/** A footnote definition's line as read here: its label, `]:`, one space and the text (group: the label). */
const FOOTNOTE_DEFINITION = /^\[\^([^\]]*)\]: (?=[^ \t])/;

/** The label of the footnote `line` defines, when it is a footnote definition read here (`FOOTNOTE_DEFINITION`, `FOOTNOTE_LABEL`). */
function footnoteDefinedAt(line: string): string | undefined {
  const label = FOOTNOTE_DEFINITION.exec(line)?.[1];
  return label !== undefined && FOOTNOTE_LABEL.test(label) ? label : undefined;
}

/**
 * The identifiers of the footnote definitions micromark surely reads on the page: at each top-level
 * start, and on each line right after one (a definition does not go on with the next line's).
 */
function definedFootnotes(lines: readonly string[], starts: readonly number[]): Set<string> {
  const defined = new Set<string>();
  for (const start of starts) {
    for (let index = start, label; lines[index]?.startsWith('[^') && (label = footnoteDefinedAt(lines[index]!)) !== undefined; index++) defined.add(identifierOf(label));
  }
  return defined;
}

/**
 * A footnote definition at the page's level holding a paragraph of one line (`[^label]: text`), when
 * definitions are read here (see `Source`) and nothing may go on with it: the next line blank or
 * another definition, and no indented line after the blank lines (more of the footnote).
 */
function footnoteDefinition(source: Source, index: number): Read<FootnoteDefinition> {
  const line = source.lines[index]!;
  const label = source.readsDefinitions ? footnoteDefinedAt(line) : undefined;
  if (label === undefined) return undefined;
  const column = label.length + 5;
  const next = source.lines[index + 1];
  if (!paragraphLine(line.slice(column)) || (next !== undefined && !isBlank(next) && footnoteDefinedAt(next) === undefined)) return undefined;
  let after = index + 1;
  while (after < source.lines.length && isBlank(source.lines[after]!)) after++;
  if (/^[ \t]/.test(source.lines[after] ?? '')) return undefined;
  const children = inline(new Content(source, [[index, column]]));
  if (!children) return undefined;
  const paragraph: Paragraph = { type: 'paragraph', children, position: position(source, [index, column], index) };
  return { node: { type: 'footnoteDefinition', identifier: identifierOf(label), label, children: [paragraph], position: position(source, [index, 0], index) }, next: index + 1 };
}

/** The text of phrasing content, as an image's alternative text is made of its label. */
function plainText(nodes: readonly PhrasingContent[]): string {
  return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plainText(node.children) : 'alt' in node ? (node.alt ?? '') : '')).join('');
}

/** Reads `content` whole as phrasing content, if it holds nothing this module leaves to micromark. */
const inline = (content: Content): PhrasingContent[] | undefined => phrasing(content, 0, content.text.length, false);

const pointAt = (source: Source, line: number, column: number): Point => ({ line: line + 1, column: column + 1, offset: source.starts[line]! + column });

const position = (source: Source, from: [line: number, column: number], to: number): { start: Point; end: Point } => ({
  start: { line: from[0] + 1, column: from[1] + 1, offset: source.starts[from[0]]! + from[1] },
  end: { line: to + 1, column: source.lines[to]!.length + 1, offset: source.starts[to]! + source.lines[to]!.length },
});

const HEADING = /^(#{1,6}) (?=[^ ])/;
const BULLET_ITEM = /^([-*+]) (?=[^ \t])/;
/** A bullet item's marker alone on its line. */
const EMPTY_ITEM = /^[-*+]$/;
const ORDERED_ITEM = /^(\d{1,9})([.)]) (?=[^ \t])/;
/** The spaces before a list item's marker opened one to three columns in (a top-level list may be indented so). */
const ITEM_INDENT = /^ {1,3}(?=[-*+\d])/;
/** A line that may open a list item, indented or not: after a list and a blank line, it may go on with the list. */
const MAY_OPEN_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
/** A setext heading's underline as read here: `=` or `-` only, from the line's start (`=` for level 1). */
const UNDERLINE = /^(?:=+|-+)$/;
/**
 * A numbered list read here starts at 1: micromark reads a list from another number as a paragraph
 * after an indented code block (CommonMark makes it a list), and such lists are rare.
 */
const FIRST_ITEM = /^(?:[-*+]|1[.)]) /;
/**
 * A line that may start a paragraph here and goes on one: a letter, digit, parenthesis, quote,
 * bracket, image, code span or emphasis mark first; none that starts another block.
 */
const PARAGRAPH_LINE = /^(?:[\p{L}\p{N}("'[!`]|[*_]{1,2}[\p{L}\p{N}])/u;
/** What starts a block, or may: a heading, fence, list item, quote, HTML, directive, table, thematic break or underline. */
const STARTS_BLOCK = /^(?:#{1,6}(?:[ \t]|$)|`{3}|~{3}|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|[>=<:|-])/;

/** Whether `line` may be a line of a paragraph read here: no block start, no white space at either end, no pipe. */
const paragraphLine = (line: string): boolean => PARAGRAPH_LINE.test(line) && !STARTS_BLOCK.test(line) && !/[ \t]$/.test(line) && !line.includes('|');

/** A table row: pipes at both ends and between cells, nothing after the last. */
const TABLE_ROW = /^\|.*\|$/;
/** A delimiter row's cell: its alignment. */
const DELIMITER_CELL = /^ *(:?)-+(:?) *$/;

/** The columns of the pipes of a table row (`TABLE_ROW`). */
function pipesOf(line: string): number[] {
  const pipes: number[] = [];
  for (let at = line.indexOf('|'); at !== -1; at = line.indexOf('|', at + 1)) pipes.push(at);
  return pipes;
}

/** A block read at line `index`, and the line after it. */
type Read<T> = { node: T; next: number } | undefined;

function heading(source: Source, index: number): Read<Heading> {
  const line = source.lines[index]!;
  const marks = HEADING.exec(line)?.[1];
  if (!marks || /[ \t#]$/.test(line) || line.includes('\t')) return undefined;
  const children = inline(new Content(source, [[index, marks.length + 1]]));
  return children && { node: { type: 'heading', depth: marks.length as Heading['depth'], children, position: position(source, [index, 0], index) }, next: index + 1 };
}

/** A paragraph from line `index`: lines up to the next blank line or block, `column` columns in (a list item's content). */
function paragraph(source: Source, index: number, last: number, column = 0): Read<Paragraph> {
  const spans: Array<[number, number]> = [[index, column]];
  const indent = ' '.repeat(column);
  let next = index + 1;
  for (; next <= last; next++) {
    const line = source.lines[next]!;
    if (!line.startsWith(indent) || !paragraphLine(line.slice(column))) break;
    spans.push([next, column]);
  }
  if (!paragraphLine(source.lines[index]!.slice(column))) return undefined;
  const children = inline(new Content(source, spans));
  return children && { node: { type: 'paragraph', children, position: position(source, [index, column], next - 1) }, next };
}

/** A paragraph from line `index`, or the setext heading it makes with the line after it when that line underlines it. */
function paragraphOrHeading(source: Source, index: number, last: number): Read<Paragraph | Heading> {
  const read = paragraph(source, index, last);
  if (!read || read.next > last || !UNDERLINE.test(source.lines[read.next]!)) return read;
  const depth = source.lines[read.next]!.startsWith('=') ? 1 : 2;
  return { node: { type: 'heading', depth, children: read.node.children, position: position(source, [index, 0], read.next) }, next: read.next + 1 };
}

function fencedCode(source: Source, index: number, last: number): Read<Code> {
  const line = source.lines[index]!;
  const fence = openingFence(line);
  if (!fence || line.startsWith(' ')) return undefined;
  const info = line.slice(fence.length);
  // Info as written (no escapes or references), one space at most before it, none after.
  if (/[\\&\t]|^ {2}| $/.test(info) || (fence[0] === '`' && info.includes('`'))) return undefined;
  // Separated by spaces as CommonMark has them (not other white space).
  const words = info.replace(/^ +/, '');
  const space = words.indexOf(' ');
  let close = index + 1;
  while (close <= last && !closesFence(source.lines[close]!, fence)) close++;
  if (close > last || source.lines[close]!.startsWith(' ')) return undefined;
  return {
    node: {
      type: 'code',
      lang: words === '' ? null : space === -1 ? words : words.slice(0, space),
      meta: space === -1 ? null : words.slice(space).replace(/^ +/, ''),
      value: source.lines.slice(index + 1, close).join('\n'),
      position: position(source, [index, 0], close),
    },
    next: close + 1,
  };
}

/** Line `index` from `column` on, when it is indented exactly `column` columns; else undefined. */
function textAt(source: Source, index: number, column: number): string | undefined {
  const line = source.lines[index]!;
  if (column === 0) return line;
  return line.startsWith(' '.repeat(column)) && line[column] !== ' ' ? line.slice(column) : undefined;
}

/** The list item that line `index` opens `column` columns in, if it opens one there. */
function itemAt(source: Source, index: number, column: number): RegExpExecArray | null {
  const text = textAt(source, index, column);
  return text === undefined ? null : (BULLET_ITEM.exec(text) ?? ORDERED_ITEM.exec(text));
}

/** The marker of an item that is its marker alone (`-`, `*` or `+`), `column` columns in. */
function emptyItemAt(source: Source, index: number, column: number): string | undefined {
  const text = textAt(source, index, column);
  return text !== undefined && EMPTY_ITEM.test(text) ? text : undefined;
}

/**
 * A GFM table whose rows all start and end with a pipe, as many cells in each as in the delimiter
 * row. A cell ends before the next cell's pipe (the last one with its closing pipe); its content
 * is trimmed of spaces.
 */
function table(source: Source, index: number, last: number): Read<Table> {
  const head = source.lines[index]!;
  const delimiter = source.lines[index + 1];
  if (index + 1 > last || !TABLE_ROW.test(head) || delimiter === undefined || !TABLE_ROW.test(delimiter)) return undefined;
  const align = delimiter.slice(1, -1).split('|').map((cell) => {
    const marks = DELIMITER_CELL.exec(cell);
    return marks ? (marks[1] ? (marks[2] ? 'center' : 'left') : marks[2] ? 'right' : null) : undefined;
  });
  if (align.includes(undefined)) return undefined;
  const rows: TableRow[] = [];
  let next = index;
  for (; next <= last && (next === index + 1 || TABLE_ROW.test(source.lines[next]!)); next++) {
    if (next === index + 1) continue;
    const line = source.lines[next]!;
    const pipes = pipesOf(line);
    if (pipes.length !== align.length + 1 || line.includes('\t')) return undefined;
    const cells: TableCell[] = [];
    for (let cell = 0; cell < align.length; cell++) {
      let [from, to] = [pipes[cell]! + 1, pipes[cell + 1]!];
      while (line[from] === ' ') from++;
      while (to > from && line[to - 1] === ' ') to--;
      const children = from === to ? [] : inline(new Content(source, [[next, from, to]]));
      if (!children) return undefined;
      const end = cell === align.length - 1 ? line.length : pipes[cell + 1]!;
      cells.push({ type: 'tableCell', children, position: { start: pointAt(source, next, pipes[cell]!), end: pointAt(source, next, end) } });
    }
    rows.push({ type: 'tableRow', children: cells, position: position(source, [next, 0], next) });
  }
  return { node: { type: 'table', align: align as Table['align'], children: rows, position: position(source, [index, 0], next - 1) }, next };
}

/**
 * A list of items of one paragraph each, maybe followed by a list nested in the item (its markers
 * at the item's content), whose items open `column` columns in: `top`, a list of the page's own
 * (which may be indented up to three columns, and loose), else a tight one nested in an item whose
 * content starts there; the items' lines in the item's column.
 */
function list(source: Source, index: number, last: number, column = 0, top = column === 0): Read<List> {
  // A list opening with a marker alone is read only where the text starts (as a run inside a
  // list's item does): after indented code, micromark reads the marker as a paragraph.
  const firstEmpty = index === 0 ? emptyItemAt(source, index, column) : undefined;
  const first = firstEmpty === undefined ? itemAt(source, index, column) : null;
  if (firstEmpty === undefined && (!first || !FIRST_ITEM.test(first[0]))) return undefined;
  const ordered = first?.length === 3;
  const marker = firstEmpty ?? (ordered ? first![2] : first![1]);
  const items: ListItem[] = [];
  let next = index;
  /** Whether blank lines came between two items (a loose list; each item stays one paragraph, maybe with a tight list). */
  let spread = false;
  while (next <= last) {
    // At the top level, an item after blank lines goes on with the list, which is then loose.
    let after = next;
    while (top && items.length > 0 && after <= last && isBlank(source.lines[after]!)) after++;
    if (after > next && after <= last && itemAt(source, after, column)) {
      spread = true;
      next = after;
    }
    const empty = emptyItemAt(source, next, column);
    const item = empty === undefined ? itemAt(source, next, column) : null;
    if (empty === undefined && !item) break;
    if (empty !== undefined ? ordered || empty !== marker : (item!.length === 3) !== ordered || (ordered ? item![2] : item![1]) !== marker) return undefined;
    const children: ListItem['children'] = [];
    // An item of a marker alone opens its content on the next line, one column past the marker.
    const content = column + (empty !== undefined ? 2 : item![0].length);
    let end = next + 1;
    if (empty === undefined) {
      const read = paragraph(source, next, last, content);
      if (!read) return undefined;
      children.push(read.node);
      end = read.next;
    }
    if (end <= last && itemAt(source, end, content)) {
      const nested = list(source, end, last, content);
      if (!nested) return undefined;
      children.push(nested.node);
      end = nested.next;
    }
    // That item is read when it holds a list.
    if (children.length === 0) return undefined;
    items.push({ type: 'listItem', spread: false, checked: null, children, position: position(source, [next, column], end - 1) });
    next = end;
  }
  return {
    node: { type: 'list', ordered, start: ordered ? Number.parseInt(first[1]!, 10) : null, spread, children: items, position: position(source, [index, column], next - 1) },
    next,
  };
}

/**
 * A block quote of paragraphs only, each of its lines starting with `> ` (or a `>` alone between
 * paragraphs); what follows it in the piece could be one of its lines (lazy), so nothing may.
 */
function blockquote(source: Source, index: number, last: number): Read<Blockquote> {
  let end = index;
  while (end <= last && source.lines[end]!.startsWith('>')) end++;
  const children: Paragraph[] = [];
  for (let line = index; line < end; ) {
    if (source.lines[line] === '>') {
      line++;
      continue;
    }
    const spans: Array<[number, number]> = [];
    let next = line;
    for (; next < end && source.lines[next]!.startsWith('> ') && paragraphLine(source.lines[next]!.slice(2)); next++) spans.push([next, 2]);
    if (spans.length === 0 || (next < end && source.lines[next] !== '>')) return undefined;
    const phrases = inline(new Content(source, spans));
    if (!phrases) return undefined;
    children.push({ type: 'paragraph', children: phrases, position: position(source, [line, 2], next - 1) });
    line = next;
  }
  return children.length === 0 ? undefined : { node: { type: 'blockquote', children, position: position(source, [index, 0], end - 1) }, next: end };
}

/** The opening line of a container directive without label or attributes (an admonition: `:::tip`). */
const CONTAINER_OPENING = /^:::([a-z]+)$/;
/** A line that may open or close a container directive, or end one from inside a code block in it. */
const CONTAINER_FENCE = /^ {0,3}:::/;

/**
 * A container directive (`:::tip` … `:::`) without label or attributes, holding plain blocks and
 * no other directive fence (its content may be in groups apart from each other by blank lines).
 */
function containerDirective(source: Source, index: number, last: number): Read<ContainerDirective> {
  const name = CONTAINER_OPENING.exec(source.lines[index]!)?.[1];
  if (name === undefined) return undefined;
  let close = index + 1;
  while (close <= last && !CONTAINER_FENCE.test(source.lines[close]!)) close++;
  if (close > last || source.lines[close] !== ':::') return undefined;
  const children = blockGroups(source, index + 1, close - 1);
  return children && { node: { type: 'containerDirective', name, attributes: {}, children: children as ContainerDirective['children'], position: position(source, [index, 0], close) }, next: close + 1 };
}

/**
 * The blocks of lines `from` to `last`, in groups apart from each other by blank lines, if all are
 * plain: a group may not go on with a list the group before ends with.
 */
function blockGroups(source: Source, from: number, last: number): RootContent[] | undefined {
  const blocks: RootContent[] = [];
  for (let start = from; start <= last; ) {
    if (isBlank(source.lines[start]!)) {
      start++;
      continue;
    }
    let end = start;
    while (end < last && !isBlank(source.lines[end + 1]!)) end++;
    if (blocks.at(-1)?.type === 'list' && MAY_OPEN_ITEM.test(source.lines[start]!)) return undefined;
    const group = plainBlocks(source, start, end);
    if (!group) return undefined;
    blocks.push(...group);
    start = end + 1;
  }
  return blocks;
}

/**
 * Blocks that may start on the line right after a paragraph (`paragraph`) or a list whose last item
 * ends with one (`list`), rather than go on with it: a heading or a fence; after a paragraph, a
 * list item too (numbered from 1).
 */
const INTERRUPTS = { paragraph: /^(?:#{1,6} |```|~~~|[-*+] |1[.)] )/, list: /^(?:#{1,6} |```|~~~)/ };

/**
 * The blocks of lines `from` to `last` (no blank line among them but in code), if all are plain;
 * `top`: at the page's level (where a footnote may be defined).
 */
function plainBlocks(source: Source, from: number, last: number, top = false): RootContent[] | undefined {
  const blocks: RootContent[] = [];
  for (let index = from; index <= last; ) {
    const line = source.lines[index]!;
    const before = blocks.at(-1)?.type;
    // A table's rows go on to the next blank line, or to the end of what is read; so may a directive's lines.
    if (before === 'table' || before === 'containerDirective' || before === 'blockquote' || ((before === 'paragraph' || before === 'list') && !INTERRUPTS[before].test(line))) return undefined;
    const read: Read<RootContent> = line.startsWith('#')
      ? heading(source, index)
      : line.startsWith('```') || line.startsWith('~~~')
        ? fencedCode(source, index, last)
        : BULLET_ITEM.test(line) || ORDERED_ITEM.test(line) || EMPTY_ITEM.test(line)
          ? list(source, index, last)
          : ITEM_INDENT.test(line)
            ? list(source, index, last, ITEM_INDENT.exec(line)![0].length, true)
            : line.startsWith('|')
              ? table(source, index, last)
              : line.startsWith('>')
                ? blockquote(source, index, last)
                : line.startsWith(':::')
                  ? containerDirective(source, index, last)
                  : line.startsWith('[') && DEFINITION.test(line)
                    ? definition(source, index)
                    : top && line.startsWith('[^')
                      ? footnoteDefinition(source, index)
                      : paragraphOrHeading(source, index, last);
    // A block must end at a line that starts another (a blank line ends the piece). micromark
    // starts a setext heading right after a definition where the definition starts.
    if (!read || (read.next <= last && isBlank(source.lines[read.next]!)) || (before === 'definition' && read.node.type === 'heading' && !line.startsWith('#'))) return undefined;
    blocks.push(read.node);
    index = read.next;
  }
  return blocks;
}

/** Lines read here, replaced by a stand-in: from its first to its last line, and the blocks read. */
interface Piece {
  from: number;
  last: number;
  blocks: RootContent[];
  /** The line after it and the blank lines after it. */
  next: number;
}

/** The pieces of the page read here, between its top-level `starts` (see segments.ts for where it may be cut). */
function piecesOf(source: Source, starts: readonly number[]): Piece[] {
  const pieces: Piece[] = [];
  starts.forEach((start, index) => {
    const end = starts[index + 1] ?? source.lines.length;
    let last = end - 1;
    while (last >= start && isBlank(source.lines[last]!)) last--;
    const blocks = last >= start ? plainBlocks(source, start, last, true) : undefined;
    if (!blocks) return;
    const before = pieces.at(-1);
    // A list after a list and blank lines may go on with it (the splitter does not follow a list
    // opened with an indent): left to micromark, after which the page is read whole.
    if (before?.next === start && continues(before.blocks.at(-1), blocks[0])) return;
    // Pieces with nothing but blank lines between them stand in as one (each stand-in is a block
    // micromark parses, at a cost of its own).
    if (before?.next === start) {
      // Added to in place: copied at each piece, a page of many was quadratic.
      for (const block of blocks) before.blocks.push(block);
      Object.assign(before, { last, next: end });
    } else pieces.push({ from: start, last, blocks, next: end });
  });
  return pieces;
}

/**
 * `starts`, and the lines after a blank line that open a list indented one to three columns after
 * a line of text at the page's own level (the splitter does not follow such a list, nor cut before
 * it). A cut there that does not hold (the list goes on with a list before it) comes out as two
 * lists side by side, and the page is then read whole (`continues`).
 */
function withIndentedLists(lines: readonly string[], starts: readonly number[]): readonly number[] {
  let added: number[] | undefined;
  /** The last line that is not blank. */
  let previous = -1;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (isBlank(line)) continue;
    const text = lines[previous];
    if (previous < index - 1 && text !== undefined && ITEM_INDENT.test(line) && MAY_OPEN_ITEM.test(line) && !/^[ \t]/.test(text) && !MAY_OPEN_ITEM.test(text)) (added ??= []).push(index);
    previous = index;
  }
  return added ? [...new Set([...starts, ...added])].sort((a, b) => a - b) : starts;
}

/**
 * What micromark reads instead of a piece: an HTML comment of as many lines, empty (a comment of
 * spaces costs micromark more than the text it stands for). The lines and columns of what follows
 * stay as they are; its offsets are moved back once parsed.
 */
const standIn = (piece: Piece): string => (piece.last === piece.from ? '<!---->' : `<!--${'\n'.repeat(piece.last - piece.from)}-->`);

/** Adds `delta` to the offsets of `node`'s position and of its descendants'. */
function shiftOffsets(node: RootContent, delta: number): void {
  const { position } = node;
  if (position) {
    position.start.offset! += delta;
    position.end.offset! += delta;
  }
  if ('children' in node) for (const child of node.children) shiftOffsets(child, delta);
}

/**
 * Whether the list `next` may be more of the list `before`: numbered or not alike, or opened with
 * an indent (then it may be nested in the last item of `before`).
 */
const continues = (before: RootContent | undefined, next: RootContent | undefined): boolean =>
  before?.type === 'list' && next?.type === 'list' && (before.ordered === next.ordered || next.position!.start.column > 1);

/** Whether every line outside `pieces` is blank: the page is plain blocks only. */
function coversPage(lines: readonly string[], pieces: readonly Piece[]): boolean {
  let index = 0;
  for (const piece of pieces) {
    for (; index < piece.from; index++) if (!isBlank(lines[index]!)) return false;
    index = piece.last + 1;
  }
  for (; index < lines.length; index++) if (!isBlank(lines[index]!)) return false;
  return true;
}

/** Whether a block read here is or holds a link or footnote definition. */
const holdsDefinition = (node: RootContent): boolean => node.type === 'definition' || node.type === 'footnoteDefinition' || (node.type === 'containerDirective' && node.children.some(holdsDefinition));

/**
 * Parses `doc` with `parse` (micromark), the pieces read here standing in as HTML comments, then
 * puts their blocks in place of the comments; as written when it has none or when a comment did
 * not come out as a top-level block of its own. A page of plain blocks only is not given to
 * micromark at all (its tree transforms, GFM's literal links, find nothing in plain blocks).
 * `blockStarts`: the lines where its top-level blocks start (`topLevelStarts`), when known already.
 */
export function parsePlainBlocks(doc: string, parse: (doc: string) => Root, blockStarts?: readonly number[]): Root {
  // Line endings other than LF, a byte order mark and NUL (micromark writes U+FFFD for it) are left to micromark.
  if (/[\r\0]/.test(doc) || doc.startsWith('\ufeff')) return parse(doc);
  const lines = doc.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const topStarts = blockStarts ?? topLevelStarts(lines);
  const cuts = withIndentedLists(lines, topStarts);
  const source: Source = { lines, starts, defined: definedLabels(lines, topStarts), footnotes: definedFootnotes(lines, topStarts), readsDefinitions: true };
  let pieces = piecesOf(source, cuts);
  if (pieces.length === 0) return parse(doc);
  // A page of plain blocks only is not given to micromark at all (its tree transforms, GFM's
  // literal links, find nothing in plain blocks).
  if (coversPage(lines, pieces)) {
    const last = lines.length - 1;
    const end = { line: last + 1, column: lines[last]!.length + 1, offset: doc.length };
    return { type: 'root', children: pieces.flatMap((piece) => piece.blocks), position: { start: { line: 1, column: 1, offset: 0 }, end } };
  }
  // Else micromark needs the page's definitions for the parts it parses: it reads them all.
  if (pieces.some((piece) => piece.blocks.some(holdsDefinition))) pieces = piecesOf({ ...source, readsDefinitions: false }, cuts);
  if (pieces.length === 0) return parse(doc);
  let text = '';
  let at = 0;
  /** Each piece by where its stand-in starts, with the stand-in and how much shorter the text is up to its end. */
  const stoodIn = new Map<number, { piece: Piece; html: string; shift: number }>();
  for (const piece of pieces) {
    const html = standIn(piece);
    const start = starts[piece.from]!;
    const end = starts[piece.last]! + lines[piece.last]!.length;
    stoodIn.set(text.length + start - at, { piece, html, shift: end - start - html.length });
    text += doc.slice(at, start) + html;
    at = end;
  }
  const rest = doc.slice(at);
  text += rest;
  const tree = parse(text);
  const children: RootContent[] = [];
  let shift = 0;
  /** Whether the last of `children` was read here. */
  let lastRead = false;
  for (const node of tree.children) {
    const stood = node.type === 'html' ? stoodIn.get(node.position!.start.offset!) : undefined;
    if (stood && (node as Html).value === stood.html) {
      // A list micromark ends right before a piece that starts with a list may have gone on into it
      // (the splitter does not follow a list opened with an indent): the page whole.
      if (continues(children.at(-1), stood.piece.blocks[0])) return parse(doc);
      children.push(...stood.piece.blocks);
      lastRead = true;
      shift += stood.shift;
      stoodIn.delete(node.position!.start.offset!);
    } else {
      // So may a list micromark reads right after a piece that ends with one.
      if (lastRead && continues(children.at(-1), node)) return parse(doc);
      if (shift !== 0) shiftOffsets(node, shift);
      children.push(node);
      lastRead = false;
    }
  }
  if (stoodIn.size > 0) return parse(doc);
  tree.children = children;
  const last = lines.length - 1;
  if (tree.position?.end.offset === text.length) tree.position.end = { line: last + 1, column: lines[last]!.length + 1, offset: doc.length };
  else if (tree.position) tree.position.end.offset! += shift;
  return tree;
}

/**
 * Reads plain blocks here (see above). Must come right after remark-parse, before the plugins that
 * change what the parser reads; only where remark-parse is the page's parser and no plugin adds
 * syntax of its own (not for MDX, not with the site's remark plugins).
 */
export default function remarkPlainBlocks(this: Processor): void {
  const parse = this.parser;
  if (!parse) throw new Error('remarkPlainBlocks must come right after remark-parse');
  this.parser = (doc, file) => parsePlainBlocks(doc, (text) => parse(text, file) as Root, knownBlockStarts(file));
}
