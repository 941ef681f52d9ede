// A specification split over several files, the way teams write their own: `$ref`s that name
// another file (`./schemas/pet.yaml`, `../common.yaml#/components/parameters/limit`), resolved from
// the folder of the file they are written in. The files are read into one document:
// - a schema from another file becomes a named schema of the document (`components.schemas`, or
//   `definitions` for Swagger 2.0), named after its pointer's last token or its file, so that
//   pages show and link it by name like any other;
// - anything else (a path item, an operation, a parameter, a response…) takes the place of the
//   first `$ref` to it, and later ones point there.
// A file that is not JSON or YAML (a code sample, a Markdown text) stands for its text. Each part
// remembers the file and pointer it came from (`originOf`), so that messages name the file and
// line that hold the problem. A reference to a file outside the site or to a URL is left
// as it is, for the reference check to report.
import path from 'node:path';
import { UserError, type Diagnostic } from '../../report/diagnostics.js';
import { childPointer, getAtPointer, isObject, longestPrefix, splitPointer, toPointer, type JsonObject } from './json-pointer.js';
import { parseSpecText } from './parse-spec.js';
import { collectRefs, holdsData } from './refs.js';
import { SpecPositions, type PointerOrigin } from './spec-positions.js';

/** Files at most in one specification (a guard against a runaway chain of references). */
export const MAX_SPEC_FILES = 10_000;
/**
 * Parts copied in at most (where no reference may stand, a part is copied each time it is named:
 * a list of references to a list of references… would otherwise grow without bound).
 */
export const MAX_COPIES = 100_000;

export interface BundledSpec {
  document: JsonObject;
  /** Site-relative path → text of every file read, the main one included. */
  texts: ReadonlyMap<string, string>;
  /** The file and pointer a pointer of the bundled document comes from. */
  originOf(pointer: string): PointerOrigin;
}

/** A quick look at the text: whether some `$ref` may name a file (its value does not start with `#`). */
export function mayReferenceFiles(text: string): boolean {
  return /\$ref["']?[ \t]*:[ \t]*["']?[^\s"'#]/.test(text);
}

/** The part of a `$ref` before `#` when it names a file by a relative path; undefined for local references and URLs. */
export function refFile(ref: string): string | undefined {
  const file = ref.split('#', 1)[0]!;
  if (file === '' || /^[a-z][a-z\d+.-]*:/i.test(file) || file.startsWith('/')) return undefined;
  return file;
}

/** Files read as JSON or YAML; any other file a `$ref` names stands for its text. */
const SPEC_FILE = /\.(?:json|ya?ml)$/i;
/** Schema keywords whose value is a schema, a list of schemas, or a map of them. */
const SCHEMA_KEYS = new Set(['items', 'not', 'additionalProperties', 'additionalItems', 'contains', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']);
const SCHEMA_LIST_KEYS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAP_KEYS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/** Maps (or, for `parameters`, lists) whose values may be Reference Objects: parameters, headers, links… */
const REFERABLE_MAPS = new Set(['parameters', 'headers', 'links', 'callbacks', 'securitySchemes', 'requestBodies', 'pathItems', 'paths']);

/**
 * What a value is, for the references inside it: a schema (or a list or map of them), named
 * examples or one of them, a Responses Object, a list or map of objects that may be references
 * (`referables`) or one of them, or anything else.
 */
type Role = 'schema' | 'schemas' | 'examples' | 'example' | 'responses' | 'referables' | 'referable' | 'other';

function childRole(role: Role, key: string, isArray: boolean): Role {
  if (role === 'schemas') return 'schema';
  if (role === 'examples') return 'example';
  if (role === 'responses' || role === 'referables') return 'referable';
  if (key === 'schema') return 'schema';
  if (role === 'schema') {
    if (SCHEMA_KEYS.has(key)) return 'schema';
    if (SCHEMA_LIST_KEYS.has(key) || SCHEMA_MAP_KEYS.has(key)) return 'schemas';
    return 'other';
  }
  if (key === 'responses') return 'responses';
  if (key === 'requestBody') return 'referable';
  if (key === 'examples' && !isArray) return 'examples';
  if (REFERABLE_MAPS.has(key)) return 'referables';
  return 'other';
}

/**
 * Reads the files `document` (parsed from `file`) references into one document, with `read`
 * giving the text of a site-relative path (undefined when there is none; it throws a UserError
 * saying why a file that is there cannot be read: binary, not UTF-8, a folder). Undefined when
 * the document references no other file.
 */
export async function bundleRefs(file: string, text: string, document: unknown, read: (file: string) => Promise<string | undefined>): Promise<BundledSpec | undefined> {
  const refs = collectRefs(document).map(({ ref }) => ref);
  if (!isObject(document) || !refs.some((ref) => refFile(ref) !== undefined)) return undefined;
  const swagger = document.swagger !== undefined;
  const texts = new Map([[file, text]]);
  const parsed = new Map<string, unknown>([[file, document]]);
  const origins = new Map<string, PointerOrigin>([['', { file, pointer: '' }]]);
  const problems: Array<{ at: PointerOrigin; message: string; hint: string }> = [];
  /** Where each part read from another file went in the bundle (`file#pointer` → pointer). */
  const placed = new Map<string, string>();
  /** Parts being copied in (a part that contains a reference to itself is pointed to there). */
  const inlining = new Set<string>();
  /** Parts named by a named schema of the main file (`components.schemas.X: { $ref: x.yaml }`): they go in that place. */
  const slots = new Set<string>();
  let copies = 0;
  const schemaSection = swagger ? ['definitions'] : ['components', 'schemas'];
  const schemaPointer = toPointer(schemaSection);
  const ownSchemas = getAtPointer(document, schemaPointer);
  const names = new Set(isObject(ownSchemas) ? Object.keys(ownSchemas) : []);
  const hoisted: Array<[string, unknown]> = [];

  /** Files being read, by path: each file a part names is read as soon as the part is, so that reads overlap. */
  const reading = new Map<string, Promise<string | undefined>>();
  const readAhead = (refs: string[], from: string): void => {
    for (const ref of refs) {
      if (refFile(ref) === undefined) continue;
      const { target } = targetOf(ref, from);
      if (!reading.has(target) && !target.startsWith('../') && reading.size < MAX_SPEC_FILES) {
        const text = read(target);
        // Awaited when a reference to the file is followed; until then a failure must not count as unhandled.
        text.catch(() => undefined);
        reading.set(target, text);
      }
    }
  };
  /** The text of `target`: undefined when there is none, the error saying why when it is no text. */
  const readText = async (target: string): Promise<string | UserError | undefined> => {
    try {
      return await (reading.get(target) ?? read(target));
    } catch (error) {
      if (error instanceof UserError) return error;
      throw error;
    }
  };
  /** The parsed value of `target` (its text when it is not JSON or YAML), undefined or why not, as `readText`. */
  const load = async (target: string): Promise<unknown> => {
    if (parsed.has(target)) return parsed.get(target);
    if (texts.size >= MAX_SPEC_FILES) throw new UserError(`${file}  the specification references more than ${MAX_SPEC_FILES} files`, { hint: 'Bundle it into one file.' });
    const found = await readText(target);
    if (found === undefined || found instanceof UserError) return found;
    texts.set(target, found);
    // A file that is not JSON or YAML (a code sample, a Markdown description) is its text.
    const value = SPEC_FILE.test(target) ? parseSpecText(target, found) : found;
    parsed.set(target, value);
    readAhead(collectRefs(value).map(({ ref }) => ref), target);
    return value;
  };

  /** A name for a schema read from another file, unique among the document's schemas. */
  const nameFor = (target: string, pointer: string): string => {
    const base = splitPointer(pointer).at(-1) || path.posix.basename(target).replace(SPEC_FILE, '') || 'Schema';
    let name = base;
    for (let n = 2; names.has(name); n += 1) name = `${base}_${n}`;
    names.add(name);
    return name;
  };

  /** `value` (at `origin` in its file, going to `at` in the bundle) with the references to other files read in. */
  const walk = async (value: unknown, origin: PointerOrigin, at: string, role: Role): Promise<unknown> => {
    if (Array.isArray(value)) {
      const items: unknown[] = [];
      for (const [index, item] of value.entries()) items.push(await walk(item, child(origin, index), childPointer(at, index), role === 'schemas' ? 'schema' : role === 'referables' ? 'referable' : 'other'));
      return items;
    }
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string') {
      const resolved = await follow(value, origin, at, role);
      if (resolved !== undefined) return resolved;
    }
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      const data = holdsData(key, item, role === 'responses' || role === 'example' ? role : undefined);
      out[key] = data || typeof item !== 'object' || item === null ? item : await walk(item, child(origin, key), childPointer(at, key), roleOf(origin, key, role, Array.isArray(item)));
    }
    return out;
  };

  /** The role of the value at `key` in an object at `origin`: the main file's schema section holds schemas. */
  const roleOf = (origin: PointerOrigin, key: string, role: Role, isArray: boolean): Role =>
    origin.file === file && (origin.pointer === '' || origin.pointer === '/components') && `${origin.pointer}/${key}` === schemaPointer ? 'schemas' : childRole(role, key, isArray);

  /** A `$ref` object: its target read in (or pointed to), or undefined when it stays as written. */
  const follow = async (value: JsonObject, origin: PointerOrigin, at: string, role: Role): Promise<unknown> => {
    const ref = value.$ref as string;
    const named = refFile(ref);
    // A local reference in the main file stays; in another file it names that file's own part.
    if (named === undefined && !(ref.startsWith('#') && origin.file !== file)) return undefined;
    const { target, pointer } = targetOf(ref, origin.file);
    const where = { file: origin.file, pointer: `${origin.pointer}/$ref` };
    if (target.startsWith('../') || target === '..') {
      problems.push({ at: where, message: `$ref "${ref}" names a file outside the site folder`, hint: 'Keep the specification\'s files inside the site folder.' });
      return value;
    }
    const key = `${target}#${pointer}`;
    const { $ref: _ref, ...siblings } = value;
    // Where OpenAPI allows a Reference Object, a part met again is pointed to; elsewhere (a
    // description, a map of properties) it is copied in again. A named schema of the main file
    // that is a reference to another file is that file's part itself.
    const referable = role === 'schema' || role === 'referable' || role === 'example';
    const known = target === file ? pointer : placed.get(key);
    const ownSlot = known === at && slots.has(key) && !inlining.has(key);
    if (known !== undefined && !ownSlot && (referable || inlining.has(key))) return { ...siblings, $ref: `#${known}` };
    const loaded = await load(target);
    if (loaded instanceof UserError) {
      problems.push({ at: where, message: `$ref "${ref}": ${loaded.message}`, hint: 'Point the reference at a JSON, YAML or text file (a path relative to the file it is in).' });
      return value;
    }
    if (loaded === undefined) {
      problems.push({ at: where, message: `$ref "${ref}" names ${target}, which is not a readable file`, hint: 'Fix the path: it is relative to the file the reference is in.' });
      return value;
    }
    const part = getAtPointer(loaded, pointer);
    if (part === undefined) {
      problems.push({ at: where, message: `$ref "${ref}" does not resolve: ${target} has nothing at ${pointer || 'its root'}`, hint: 'Fix the reference, or add what it names to that file.' });
      return value;
    }
    const source = { file: target, pointer };
    if (role === 'schema' && !ownSlot) {
      const name = nameFor(target, pointer);
      const home = toPointer([...schemaSection, name]);
      placed.set(key, home);
      origins.set(home, source);
      const entry: [string, unknown] = [name, undefined];
      hoisted.push(entry);
      entry[1] = await walk(part, source, home, 'schema');
      return { ...siblings, $ref: `#${home}` };
    }
    if (!placed.has(key)) placed.set(key, at);
    copies += 1;
    if (copies > MAX_COPIES) {
      throw new UserError(`${where.file}  the specification's $refs copy parts of its files in more than ${MAX_COPIES.toLocaleString('en-US')} times`, {
        hint: 'A $ref where OpenAPI allows no reference (a description, a map of properties) is copied in each time; name the part once, or bundle the specification into one file.',
      });
    }
    origins.set(at, source);
    inlining.add(key);
    const inlined = await walk(part, source, at, role);
    inlining.delete(key);
    return isObject(inlined) ? { ...inlined, ...siblings } : inlined;
  };

  // The main file's named schemas that are references to other files keep their names: what those
  // references name goes in their place, and other references to it point there.
  if (isObject(ownSchemas)) {
    for (const [name, entry] of Object.entries(ownSchemas)) {
      if (!isObject(entry) || typeof entry.$ref !== 'string' || refFile(entry.$ref) === undefined) continue;
      const { target, pointer } = targetOf(entry.$ref, file);
      placed.set(`${target}#${pointer}`, toPointer([...schemaSection, name]));
      slots.add(`${target}#${pointer}`);
    }
  }
  readAhead(refs, file);
  const bundled = (await walk(document, { file, pointer: '' }, '', 'other')) as JsonObject;
  if (problems.length > 0) throw referenceError(file, texts, problems);
  if (hoisted.length > 0) {
    let section = bundled;
    for (const token of schemaSection) {
      if (!isObject(section[token])) section[token] = {};
      section = section[token] as JsonObject;
    }
    for (const [name, schema] of hoisted) section[name] = schema;
  }
  return { document: bundled, texts, originOf: (pointer) => originOf(origins, pointer) };
}

/** The file (site-relative) and pointer a reference written in `from` names. */
function targetOf(ref: string, from: string): { target: string; pointer: string } {
  const hash = ref.indexOf('#');
  const named = refFile(ref);
  const target = named === undefined ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), decodePath(named)));
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  return { target, pointer: decodePath(fragment) };
}

const child = (origin: PointerOrigin, token: string | number): PointerOrigin => ({ file: origin.file, pointer: childPointer(origin.pointer, token) });

function decodePath(file: string): string {
  try {
    return decodeURIComponent(file);
  } catch {
    return file;
  }
}

/** The origin of `pointer`: its longest prefix with a known origin (the root's at least), the rest appended. */
function originOf(origins: ReadonlyMap<string, PointerOrigin>, pointer: string): PointerOrigin {
  const { value, rest } = longestPrefix(origins, pointer)!;
  return { file: value.file, pointer: value.pointer + rest };
}

function referenceError(file: string, texts: ReadonlyMap<string, string>, problems: Array<{ at: PointerOrigin; message: string; hint: string }>): UserError {
  const positions = new Map<string, SpecPositions>();
  const diagnostics = problems.map(({ at, message, hint }): Diagnostic => {
    let inFile = positions.get(at.file);
    if (!inFile) positions.set(at.file, (inFile = new SpecPositions(texts.get(at.file) ?? '')));
    const found = inFile.locate(at.pointer);
    return { severity: 'error', rule: 'openapi', file: at.file, ...(found ? { line: found.line, column: found.column } : {}), message, hint };
  });
  const first = diagnostics[0]!;
  const where = first.line !== undefined ? `${first.file}:${first.line}:${first.column}` : (first.file ?? file);
  return new UserError(`${where}  ${first.message}${diagnostics.length > 1 ? ` (and ${diagnostics.length - 1} more $ref problem${diagnostics.length > 2 ? 's' : ''})` : ''}`, {
    hint: first.hint,
    diagnostics: diagnostics.length > 1 ? diagnostics : [],
  });
}
