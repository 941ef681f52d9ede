// Where values of an OpenAPI document are in its text: the line and column of a JSON pointer,
// and of a spot inside a string value (a link in a description). JSON text is scanned once for
// all the pointers asked about together, skipping every value none of them runs through, so a
// 13 MB document costs one quick pass instead of a full second parse per lookup; YAML positions
// are read from the document parse-spec.ts made, or from one parse on the first question.
import { parseDocument, isMap, isScalar, isSeq, type Document, type Node, type Scalar } from 'yaml';
import { scalarOffsets } from './yaml-scalar-offsets.js';
import { splitPointer } from './json-pointer.js';

export interface TextPosition {
  line: number;
  column: number;
}

/** Where a value starts, and how its text is written (for positions inside strings). */
interface Located {
  offset: number;
  /** `json`: a JSON string (escapes, one line); `yaml`: a YAML scalar; `other`: anything else. */
  style: 'json' | 'yaml' | 'other';
  /** YAML scalars: the parsed node. */
  scalar?: Scalar;
  /** Strings: where each character of the value is in the file, once asked (null: not traced). */
  spots?: StringSpots | null;
}

/** Where the characters of a string value are written in the file. */
interface StringSpots {
  /** For each character (UTF-16 unit) of the value, its offset in the file. */
  offsets: number[];
  /** Where each line of the value starts, as an index into `offsets`. */
  lineStarts: number[];
}

interface Trie {
  /** Set when a pointer ends here. */
  pointer?: string;
  children: Map<string, Trie>;
}

export class SpecPositions {
  private readonly json: boolean;
  private readonly found = new Map<string, Located | undefined>();
  private lineStarts?: number[];
  private yaml?: Document;

  /** `yaml`: the text's document when it is YAML and already parsed (parse-spec.ts), so as not to parse it again. */
  constructor(
    private readonly text: string,
    yaml?: Document,
  ) {
    this.yaml = yaml;
    const start = text.trimStart();
    this.json = start.startsWith('{') || start.startsWith('[');
  }

  /** Looks up many pointers at once (one pass over JSON text); later calls for them are free. */
  prepare(pointers: Iterable<string>): void {
    const wanted = [...new Set(pointers)].filter((pointer) => !this.found.has(pointer));
    if (wanted.length === 0) return;
    if (this.json) {
      const trie: Trie = { children: new Map() };
      for (const pointer of wanted) {
        let node = trie;
        for (const token of splitPointer(pointer)) {
          let next = node.children.get(token);
          if (!next) node.children.set(token, (next = { children: new Map() }));
          node = next;
        }
        node.pointer = pointer;
      }
      new JsonScanner(this.text, (pointer, located) => this.found.set(pointer, located)).scan(trie);
    } else {
      for (const pointer of wanted) this.found.set(pointer, this.locateYaml(pointer));
    }
    for (const pointer of wanted) if (!this.found.has(pointer)) this.found.set(pointer, undefined);
  }

  /** Line and column (1-based) where the value at `pointer` starts. */
  locate(pointer: string): TextPosition | undefined {
    this.prepare([pointer]);
    const located = this.found.get(pointer);
    return located ? this.position(located.offset) : undefined;
  }

  /**
   * Line and column in the file of a spot given relative to the text of the string at `pointer`
   * (line and column 1-based, as Markdown positions are). Exact for JSON strings and for YAML
   * strings of every style (folded, quoted…); the start of the value where a YAML string's
   * reading cannot be traced (yaml-scalar-offsets.ts).
   */
  locateInString(pointer: string, line: number, column: number): TextPosition | undefined {
    this.prepare([pointer]);
    const located = this.found.get(pointer);
    if (!located) return undefined;
    if (located.spots === undefined) located.spots = this.spotsOf(located);
    const offset = located.spots?.offsets[indexOfSpot(located.spots, line, column)];
    return this.position(offset ?? located.offset);
  }

  /** The spots of a string value, worked out once for all the links in it. */
  private spotsOf(located: Located): StringSpots | null {
    if (located.style === 'json') {
      const { chars, offsets } = jsonStringChars(this.text, located.offset);
      return { offsets, lineStarts: lineStarts(chars.join('')) };
    }
    const offsets = located.scalar ? scalarOffsets(this.text, located.scalar) : undefined;
    return offsets ? { offsets, lineStarts: lineStarts(String(located.scalar!.value)) } : null;
  }

  private position(offset: number): TextPosition {
    return positionAt((this.lineStarts ??= lineStarts(this.text)), offset);
  }

  private locateYaml(pointer: string): Located | undefined {
    this.yaml ??= parseDocument(this.text, { uniqueKeys: false });
    let node: unknown = this.yaml.contents;
    for (const token of splitPointer(pointer)) {
      if (isMap(node)) {
        const pair = node.items.find((item) => String((item.key as { value?: unknown } | null)?.value) === token);
        if (!pair) return undefined;
        node = pair.value;
      } else if (isSeq(node)) {
        node = node.items[Number(token)];
      } else {
        return undefined;
      }
    }
    const range = (node as Node | null | undefined)?.range;
    if (!range) return undefined;
    return isScalar(node) ? { offset: range[0], style: 'yaml', scalar: node } : { offset: range[0], style: 'other' };
  }
}

/** The index into `spots.offsets` of the spot at `line` and `column` (1-based), or -1 past the value's text. */
function indexOfSpot(spots: StringSpots, line: number, column: number): number {
  const start = spots.lineStarts[line - 1];
  if (start === undefined) return -1;
  const end = spots.lineStarts[line] ?? spots.offsets.length + 1;
  return start + column - 1 < end ? start + column - 1 : -1;
}

/** The line and column (1-based) of `offset`, given where each line starts (`lineStarts`). */
export function positionAt(starts: readonly number[], offset: number): TextPosition {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

/** Where each line of `text` starts: 0, then after each line break. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

/** The characters of the JSON string starting at `quote` as decoded (an escape is one), and the offset each is written at. */
function jsonStringChars(text: string, quote: number): { chars: string[]; offsets: number[] } {
  const chars: string[] = [];
  const offsets: number[] = [];
  let index = quote + 1;
  while (index < text.length && text[index] !== '"') {
    offsets.push(index);
    if (text[index] === '\\') {
      chars.push(text[index + 1] === 'n' ? '\n' : text[index + 1]!);
      index += text[index + 1] === 'u' ? 6 : 2;
    } else {
      chars.push(text[index]!);
      index += 1;
    }
  }
  return { chars, offsets };
}

/** A single pass over JSON text that reports where the values named by a trie of pointers start. */
class JsonScanner {
  private index = 0;

  constructor(
    private readonly text: string,
    private readonly report: (pointer: string, located: Located) => void,
  ) {}

  scan(trie: Trie): void {
    this.whitespace();
    this.value(trie);
  }

  private whitespace(): void {
    const { text } = this;
    while (this.index < text.length) {
      const code = text.charCodeAt(this.index);
      if (code !== 32 && code !== 10 && code !== 13 && code !== 9) return;
      this.index += 1;
    }
  }

  /** Reads the value at the current offset; `trie` is undefined when nothing inside is wanted. */
  private value(trie: Trie | undefined): void {
    if (trie?.pointer !== undefined) this.report(trie.pointer, { offset: this.index, style: this.text[this.index] === '"' ? 'json' : 'other' });
    const char = this.text[this.index];
    if (char === '{' || char === '[') {
      if (!trie || trie.children.size === 0) this.skipContainer();
      else if (char === '{') this.object(trie);
      else this.array(trie);
    } else if (char === '"') {
      this.skipString();
    } else {
      while (this.index < this.text.length && !/[,\]}\s]/.test(this.text[this.index]!)) this.index += 1;
    }
  }

  private object(trie: Trie): void {
    this.index += 1;
    for (;;) {
      this.whitespace();
      if (this.text[this.index] === '}' || this.index >= this.text.length) break;
      const start = this.index;
      this.skipString();
      const key = JSON.parse(this.text.slice(start, this.index)) as string;
      this.whitespace();
      this.index += 1; // ':'
      this.whitespace();
      this.value(trie.children.get(key));
      this.whitespace();
      if (this.text[this.index] === ',') this.index += 1;
    }
    this.index += 1;
  }

  private array(trie: Trie): void {
    this.index += 1;
    for (let position = 0; ; position += 1) {
      this.whitespace();
      if (this.text[this.index] === ']' || this.index >= this.text.length) break;
      this.value(trie.children.get(String(position)));
      this.whitespace();
      if (this.text[this.index] === ',') this.index += 1;
    }
    this.index += 1;
  }

  private skipString(): void {
    const { text } = this;
    let index = this.index + 1;
    for (;;) {
      const quote = text.indexOf('"', index);
      if (quote === -1) {
        this.index = text.length;
        return;
      }
      let backslashes = 0;
      while (text.charCodeAt(quote - 1 - backslashes) === 92) backslashes += 1;
      index = quote + 1;
      if (backslashes % 2 === 0) break;
    }
    this.index = index;
  }

  private skipContainer(): void {
    const { text } = this;
    let depth = 0;
    while (this.index < text.length) {
      const code = text.charCodeAt(this.index);
      if (code === 34) {
        this.skipString();
        continue;
      }
      if (code === 123 || code === 91) depth += 1;
      else if (code === 125 || code === 93) {
        depth -= 1;
        if (depth === 0) {
          this.index += 1;
          return;
        }
      }
      this.index += 1;
    }
  }
}

/** Where a JSON pointer of a document read from files points: the file, and the pointer in it. */
export interface PointerOrigin {
  file: string;
  pointer: string;
}

/** A place in a specification file, as diagnostics hold it (line and column when found). */
export interface FilePlace {
  file: string;
  line?: number;
  column?: number;
}

/**
 * Positions of a document that is not simply one file's own: a Swagger 2.0 document read as
 * OpenAPI 3.0 (swagger2.ts), a document whose `$ref`s name other files (bundle-refs.ts). Each
 * pointer is first taken back to the file and the pointer it comes from (`originOf`).
 */
export class DocumentPositions {
  constructor(
    private readonly texts: ReadonlyMap<string, string>,
    /** The file and pointer a pointer of the document comes from. */
    readonly originOf: (pointer: string) => PointerOrigin,
    /** YAML files already parsed (parse-spec.ts), by path. */
    private readonly parsed: ReadonlyMap<string, Document> = new Map(),
    private readonly files = new Map<string, SpecPositions>(),
  ) {}

  /** The positions of a document whose pointers `toThis` takes to this one's: the same files, read once for both. */
  through(toThis: (pointer: string) => string): DocumentPositions {
    return new DocumentPositions(this.texts, (pointer) => this.originOf(toThis(pointer)), this.parsed, this.files);
  }

  /** Looks up many pointers at once (one pass over each JSON file); later calls for them are free. */
  prepare(pointers: Iterable<string>): void {
    const byFile = new Map<string, string[]>();
    for (const pointer of pointers) {
      const origin = this.originOf(pointer);
      const list = byFile.get(origin.file);
      if (list) list.push(origin.pointer);
      else byFile.set(origin.file, [origin.pointer]);
    }
    for (const [file, list] of byFile) this.positionsOf(file)?.prepare(list);
  }

  /** The file, line and column (1-based) where the value at `pointer` starts. */
  locate(pointer: string): FilePlace {
    const origin = this.originOf(pointer);
    return place(origin.file, this.positionsOf(origin.file)?.locate(origin.pointer));
  }

  /** The file, line and column of a spot given relative to the text of the string at `pointer` (see `SpecPositions.locateInString`). */
  locateInString(pointer: string, line: number, column: number): FilePlace {
    const origin = this.originOf(pointer);
    return place(origin.file, this.positionsOf(origin.file)?.locateInString(origin.pointer, line, column));
  }

  private positionsOf(file: string): SpecPositions | undefined {
    let positions = this.files.get(file);
    const text = this.texts.get(file);
    if (!positions && text !== undefined) this.files.set(file, (positions = new SpecPositions(text, this.parsed.get(file))));
    return positions;
  }
}

const place = (file: string, at: TextPosition | undefined): FilePlace => (at ? { file, line: at.line, column: at.column } : { file });
