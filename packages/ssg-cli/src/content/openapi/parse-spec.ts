// Reads the text of an OpenAPI document (JSON or YAML) into a plain object and checks that it
// claims to be OpenAPI 3.0 or 3.1, or Swagger 2.0 (read as 3.0: swagger2.ts). Positions in error
// messages come from the text itself.
import { isMap, isScalar, parseDocument, visit, type Document } from 'yaml';
import { UserError } from '../../report/diagnostics.js';
import { parseJson } from '../parse-json.js';
import { yamlProblem } from '../yaml-problem.js';
import { isObject, toPointer, type JsonObject } from './json-pointer.js';
import { lineStarts, positionAt, SpecPositions } from './spec-positions.js';

/**
 * How far YAML aliases may expand (the `yaml` package's measure: each alias's uses times the
 * aliases inside what it names). A description may use an alias of a shared response thousands of
 * times; aliases of aliases nine deep (a billion values) are refused.
 */
const MAX_ALIAS_EXPANSION = 100_000;

const HINT = 'The API reference needs an OpenAPI 3.0 or 3.1 (or Swagger 2.0) document in JSON or YAML.';

/** A specification's text read: its value, and for YAML the document with the positions of its nodes. */
export interface ParsedSpec {
  value: unknown;
  /** YAML text: the parsed document, which `SpecPositions` then reads positions from (no second parse). */
  yaml?: Document;
}

/** A key written twice in one YAML mapping or JSON object: where, and where it was first. */
export interface DuplicateKey {
  key: string;
  line: number;
  column: number;
  firstLine: number;
}

/** A key met again in one object or mapping: its offset, and the first one's. */
interface Repeat {
  key: string;
  at: number;
  first: number;
}

/**
 * The keys written twice in one mapping of the document `text` was read into (YAML keeps the last,
 * as JSON.parse does: a second `/pets` under `paths` drops the first's operations): from the YAML
 * document's nodes, or for JSON from one pass over the text, down to the operations' level.
 */
export function duplicateKeys(text: string, yaml: Document | undefined): DuplicateKey[] {
  const found = yaml ? yamlRepeats(yaml) : jsonRepeats(text);
  if (found.length === 0) return [];
  const starts = lineStarts(text);
  return found.map(({ key, at, first }) => ({ key, ...positionAt(starts, at), firstLine: positionAt(starts, first).line }));
}

function yamlRepeats(document: Document): Repeat[] {
  const found: Repeat[] = [];
  visit(document, {
    Map(_, map) {
      const seen = new Map<unknown, number>();
      for (const pair of map.items) {
        if (!isScalar(pair.key) || isMap(pair.key)) continue;
        const at = pair.key.range?.[0] ?? 0;
        const first = seen.get(pair.key.value);
        if (first === undefined) seen.set(pair.key.value, at);
        else found.push({ key: String(pair.key.value), at, first });
      }
    },
  });
  return found;
}

/**
 * Objects of a JSON text this deep or less have their keys compared (the document, `paths`, a
 * path item, an operation; `components`, its maps and their entries): deeper, a large document's
 * million objects would each need a set of their keys.
 */
const JSON_KEY_DEPTH = 4;

/** The repeated keys of the objects of valid JSON `text` down to `JSON_KEY_DEPTH`. */
function jsonRepeats(text: string): Repeat[] {
  const found: Repeat[] = [];
  /** Per open object or array: the keys met (objects near the top), null (deeper objects), undefined (arrays). */
  const open: Array<Map<string, number> | null | undefined> = [];
  let expectKey = false;
  // From one character that matters to the next (a regular expression skips the rest faster).
  const STRUCTURE = /["{}[\],]/g;
  for (let match = STRUCTURE.exec(text); match; match = STRUCTURE.exec(text)) {
    const index = match.index;
    const char = text.charCodeAt(index);
    if (char === 34) {
      // The closing quote: the next one not escaped by an odd run of backslashes.
      let end = index;
      for (;;) {
        end = text.indexOf('"', end + 1);
        let backslashes = 0;
        while (end > 0 && text.charCodeAt(end - 1 - backslashes) === 92) backslashes++;
        if (end === -1 || backslashes % 2 === 0) break;
      }
      if (end === -1) break;
      const keys = open.at(-1);
      if (expectKey && keys) {
        const written = text.slice(index + 1, end);
        const key = written.includes('\\') ? (JSON.parse(`"${written}"`) as string) : written;
        const first = keys.get(key);
        if (first === undefined) keys.set(key, index);
        else found.push({ key, at: index, first });
      }
      expectKey = false;
      STRUCTURE.lastIndex = end + 1;
    } else if (char === 123) {
      open.push(open.length < JSON_KEY_DEPTH ? new Map() : null);
      expectKey = true;
    } else if (char === 91) {
      open.push(undefined);
    } else if (char === 125 || char === 93) {
      open.pop();
    } else if (char === 44) {
      expectKey = open.at(-1) !== undefined;
    }
  }
  return found;
}

/** Parses JSON (when the text starts with `{`) or YAML; throws a UserError naming the position. */
export function parseSpecText(file: string, text: string): unknown {
  return parseSpec(file, text).value;
}

/** `parseSpecText`, keeping a YAML text's parsed document. */
export function parseSpec(file: string, text: string): ParsedSpec {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    return { value: parseJson(text, file, 'the OpenAPI document', HINT) };
  }
  // `<<: *anchor` merges a mapping into another (YAML 1.1), as many hand-written descriptions do.
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: false, merge: true });
  const problem = document.errors[0];
  if (problem) {
    const { line, column, reason, hint } = yamlProblem(problem);
    throw new UserError(`${file}${line !== undefined ? `:${line}:${column}` : ''}  the OpenAPI document is neither JSON nor valid YAML: ${reason}`, {
      hint: hint ?? HINT,
      cause: problem,
    });
  }
  try {
    return { value: document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION }), yaml: document };
  } catch (error) {
    // Too deep to convert, or aliases that expand without bound.
    if (!(error instanceof RangeError) && !(error instanceof ReferenceError)) throw error;
    if (error instanceof RangeError) throw new UserError(`${file}  the OpenAPI document cannot be read: it is nested too deeply`, { hint: HINT, cause: error });
    throw new UserError(`${file}  the OpenAPI document cannot be read: its YAML aliases (*name) expand to more than ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} values`, {
      hint: 'Aliases of aliases multiply: refer to a shared part with a $ref to a component instead.',
      cause: error,
    });
  }
}

/** Deepest nesting of a specification: far beyond any real one, and safe for the recursive walks after. */
export const MAX_SPEC_DEPTH = 256;

/**
 * The path to a value nested deeper than MAX_SPEC_DEPTH, if there is one (iteratively: the value
 * may be too deep for recursion).
 */
function tooDeep(value: unknown): string[] | undefined {
  interface Entry {
    item: unknown;
    depth: number;
    parent?: Entry;
    key?: string;
  }
  const stack: Entry[] = [{ item: value, depth: 0 }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    if (entry.depth > MAX_SPEC_DEPTH) {
      const path: string[] = [];
      for (let step: Entry | undefined = entry; step?.key !== undefined; step = step.parent) path.push(step.key);
      return path.reverse();
    }
    const { item, depth } = entry;
    if (item !== null && typeof item === 'object') for (const [key, child] of Object.entries(item)) stack.push({ item: child, depth: depth + 1, parent: entry, key });
  }
  return undefined;
}

/** A pointer of many tokens, shortened for a message: its first and last ones. */
function shortPointer(tokens: string[]): string {
  return tokens.length <= 12 ? toPointer(tokens) : `${toPointer(tokens.slice(0, 8))}/…${toPointer(tokens.slice(-3))}`;
}

/** Checks the top-level shape: an object with `openapi: 3.0.x | 3.1.x` or `swagger: "2.0"`, and an `info` object. Returns the version (`2.0` for Swagger). */
export function assertOpenApiDocument(file: string, text: string, value: unknown): { document: JsonObject; version: string } {
  const deep = tooDeep(value);
  if (deep) {
    const at = locatePointer(text, toPointer(deep));
    throw new UserError(`${file}${at ? `:${at.line}:${at.column}` : ''}  the OpenAPI document is nested deeper than the limit of ${MAX_SPEC_DEPTH} levels, at the JSON pointer "${shortPointer(deep)}"`, {
      hint: 'Give deeply nested schemas a name under `components/schemas` (or `definitions`) and refer to them with `$ref`; shorten deeply nested examples.',
    });
  }
  if (!isObject(value)) {
    const found = typeof value === 'string'
      ? `the text "${value.slice(0, 40).replace(/\s+/g, ' ')}${value.length > 40 ? '…' : ''}"`
      : Array.isArray(value) ? 'an array' : value === null ? 'nothing' : `a ${typeof value}`;
    throw new UserError(`${file}  at the JSON pointer ${describePointer('')}: expected an OpenAPI object, found ${found}`, { hint: HINT });
  }
  const fail = (pointer: string, expected: string): never => {
    const at = locatePointer(text, pointer);
    throw new UserError(`${file}${at ? `:${at.line}:${at.column}` : ''}  at the JSON pointer ${describePointer(pointer)}: ${expected}`, { hint: HINT });
  };
  if (value.swagger !== undefined && value.openapi === undefined) {
    if (value.swagger !== '2.0') return fail('/swagger', `expected an OpenAPI 3.0 or 3.1 document or Swagger 2.0, found Swagger ${JSON.stringify(value.swagger)}`);
    if (!isObject(value.info)) return fail('/info', 'expected an `info` object (title, version)');
    return { document: value, version: '2.0' };
  }
  const version = value.openapi;
  if (version === undefined) return fail('', 'expected an `openapi` field with the OpenAPI version (3.0.x or 3.1.x); this is not an OpenAPI document');
  if (typeof version !== 'string' || !/^3\.[01]\.\d+/.test(version)) {
    return fail('/openapi', `expected the OpenAPI version 3.0.x or 3.1.x, found ${JSON.stringify(version)}`);
  }
  if (!isObject(value.info)) return fail('/info', 'expected an `info` object (title, version)');
  return { document: value, version };
}

/** A JSON pointer quoted for messages; the empty pointer is named as the root. */
export function describePointer(pointer: string): string {
  return pointer === '' ? '"" (the document root)' : `"${pointer}"`;
}

/** Line and column where the value at `pointer` starts in the text, if it can be found. */
export function locatePointer(text: string, pointer: string): { line: number; column: number } | undefined {
  return new SpecPositions(text).locate(pointer);
}
