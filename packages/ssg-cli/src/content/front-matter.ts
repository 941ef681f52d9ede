// Splits a Markdown file into YAML front matter and body, with errors that name file:line. The
// YAML is read in linear time (keys checked for repeats with a set, not pairwise), aliases may not
// expand without bound, and the line of every top-level key is kept for later messages. Windows
// line endings and a byte-order mark are accepted.
import { isDeepStrictEqual } from 'node:util';
import matter from 'gray-matter';
import { LineCounter, parseDocument, isMap, type Node } from 'yaml';
import { UserError } from '../report/diagnostics.js';
import { yamlProblem } from './yaml-problem.js';

export interface FrontMatterResult {
  data: Record<string, unknown>;
  body: string;
  /** How many lines precede the body, so body positions map back to file lines. */
  lineOffset: number;
  /** The file line of each top-level key of the front matter. */
  keyLines: ReadonlyMap<string, number>;
}

/**
 * Front matter read before, by its YAML text: the JSON of its data and of its keys' lines (kept
 * between builds, so that an unchanged file's YAML is not parsed again). Only YAML whose data
 * survives JSON unchanged is kept; YAML with a mistake never is.
 */
export type FrontMatterMemo = Map<string, string>;

const HINT = 'Fix the YAML between the `---` lines (quote values that contain ": " or start with a special character).';

/** Parses front matter with the `yaml` package; every problem is a user error with its line. */
export function parseFrontMatter({ text, file, memo }: { text: string; file: string; memo?: FrontMatterMemo | undefined }): FrontMatterResult {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const keyLines = new Map<string, number>();
  const invalid = (line: number, reason: string, cause?: unknown, hint = HINT): UserError =>
    new UserError(`${file}:${line}  invalid YAML in front matter: ${reason}`, { hint, cause });
  // The YAML is handed over from the opening `---` line on, so lines match the file.
  const yaml = (source: string): object => {
    const known = memo?.get(source);
    if (known !== undefined) {
      const [data, lines] = JSON.parse(known) as [object, [string, number][]];
      for (const [key, line] of lines) keyLines.set(key, line);
      return data;
    }
    const data = readYaml(source, keyLines, invalid);
    const json = memo ? JSON.stringify([data, [...keyLines]]) : undefined;
    if (json !== undefined && isDeepStrictEqual((JSON.parse(json) as [object])[0], data)) memo?.set(source, json);
    return data;
  };
  let parsed = splitFrontMatter(normalized, yaml);
  if (!parsed) {
    checkFrontMatterLanguage(normalized, file);
    parsed = matter(normalized, { engines: { yaml, json: yaml } });
  }
  const data = parsed.data as unknown;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new UserError(`Front matter in ${file} must be a YAML mapping of keys to values`, {
      hint: 'Write it as `key: value` lines between the two `---` lines.',
    });
  }
  const lineOffset = normalized.slice(0, normalized.length - parsed.content.length).split('\n').length - 1;
  return { data: data as Record<string, unknown>, body: parsed.content, lineOffset, keyLines };
}

/** The languages front matter may name after its opening `---`; JSON is YAML too. */
const FRONT_MATTER_LANGUAGES = new Set(['', 'yaml', 'yml', 'json']);

/**
 * Refuses a language after the opening `---` other than YAML's (gray-matter would run `---js` front
 * matter as code, even from a remote README).
 */
function checkFrontMatterLanguage(text: string, file: string): void {
  const language = (/^---([^\n]*)/.exec(text)?.[1] ?? '').trim().toLowerCase();
  if (!FRONT_MATTER_LANGUAGES.has(language)) {
    throw new UserError(`${file}:1  front matter in "${language}" is not read: only YAML front matter is`, {
      hint: 'Open the front matter with `---` alone on its line and write it as YAML `key: value` lines; front matter is never run as code.',
    });
  }
}

/**
 * What gray-matter makes of `text` (data and body), for files without front matter and for front
 * matter opened by `---` alone on the first line; undefined for any other opening (a language name
 * after `---`, `---` at the end of the file), which gray-matter itself reads. The same steps as
 * gray-matter's, without its work per call (it copies every file into a Buffer and looks up its
 * whole text in a cache): with the YAML taken from the memo, that work was most of what reading
 * the benchmark site's thousand docs' front matter cost.
 */
export function splitFrontMatter(text: string, parseYaml: (source: string) => object): { data: object; content: string } | undefined {
  // `----…` is no opening delimiter.
  if (!text.startsWith('---') || text[3] === '-') return { data: {}, content: text };
  if (text[3] !== '\n') return undefined;
  const rest = text.slice(3);
  const close = rest.indexOf('\n---');
  const source = close === -1 ? rest : rest.slice(0, close);
  // A block of nothing but `#` comments and blank lines is empty front matter, not YAML.
  const data = source.replace(/^\s*#[^\n]+/gm, '').trim() === '' ? {} : parseYaml(source);
  if (close === -1) return { data, content: '' };
  let content = rest.slice(close + 4);
  if (content.startsWith('\r')) content = content.slice(1);
  if (content.startsWith('\n')) content = content.slice(1);
  return { data, content };
}

/** A line of the simplest front matter: a key, and a value that YAML reads as plain text, a whole number, a boolean or null. */
const SIMPLE_LINE = /^([A-Za-z_][A-Za-z0-9_]*):[ \t]+([A-Za-z0-9](?:[A-Za-z0-9 .,()/'!?&+_-]*[A-Za-z0-9.,()/'!?&+_-])?)[ \t]*$/;
const WHOLE_NUMBER = /^(?:0|[1-9][0-9]{0,14})$/;
const STARTS_WITH_DIGIT = /^[0-9]/;
const KEYWORDS: Record<string, boolean | null> = { true: true, True: true, TRUE: true, false: false, False: false, FALSE: false, null: null, Null: null, NULL: null };

/**
 * The data of front matter made only of `key: value` lines whose values need no YAML to read
 * (`title: Page 830`, `sidebar_position: 31`), as YAML reads them; undefined for any other (the
 * `yaml` package reads it then). Most docs' front matter is such: reading it here took a cold
 * build of 1,000 docs 0.1 s less before their Markdown could start.
 */
function readSimpleYaml(source: string, keyLines: Map<string, number>): object | undefined {
  const data: Record<string, unknown> = {};
  const lines = new Map<string, number>();
  const rows = source.split('\n');
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    if (row.trim() === '') continue;
    const match = SIMPLE_LINE.exec(row);
    if (!match) return undefined;
    const [, key, value] = match as unknown as [string, string, string];
    if (lines.has(key) || key === '__proto__') return undefined;
    if (Object.hasOwn(KEYWORDS, value)) data[key] = KEYWORDS[value];
    else if (WHOLE_NUMBER.test(value)) data[key] = Number(value);
    else if (STARTS_WITH_DIGIT.test(value)) return undefined;
    else data[key] = value;
    lines.set(key, index + 1);
  }
  for (const [key, line] of lines) keyLines.set(key, line);
  return data;
}

function readYaml(source: string, keyLines: Map<string, number>, invalid: (line: number, reason: string, cause?: unknown, hint?: string) => UserError): object {
  const simple = readSimpleYaml(source, keyLines);
  if (simple) return simple;
  const counter = new LineCounter();
  const document = parseDocument(source, { lineCounter: counter, uniqueKeys: false, logLevel: 'error' });
  const problem = document.errors[0];
  if (problem) {
    const { line, reason, hint } = yamlProblem(problem);
    throw invalid(line ?? 1, reason, problem, hint);
  }
  const lineOf = (node: unknown): number => counter.linePos((node as Node | null)?.range?.[0] ?? 0).line;
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      const key = String((pair.key as { value?: unknown } | null)?.value ?? pair.key);
      const first = keyLines.get(key);
      if (first !== undefined) throw invalid(lineOf(pair.key), `the key "${key}" is repeated (first on line ${first})`);
      keyLines.set(key, lineOf(pair.key));
    }
  }
  try {
    return (document.toJS({ maxAliasCount: 100 }) as object | null) ?? {};
  } catch (error) {
    if (error instanceof RangeError) throw invalid(1, 'the YAML is nested too deeply', error);
    if (error instanceof ReferenceError) throw invalid(1, `${error.message} (aliases expand to too many values)`, error);
    throw error;
  }
}
