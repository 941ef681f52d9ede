// Local `$ref` handling: following a reference (and chains of them) inside one document, naming
// the schema it points to, and checking every reference of the document up front.
import { UserError, type Diagnostic } from '../../report/diagnostics.js';
import { childPointer, getAtPointer, isObject, splitPointer, toPointer, type JsonObject } from './json-pointer.js';
import { objectMemo } from './object-memo.js';
import type { DocumentPositions } from './spec-positions.js';

/** Keys whose values are data, not specification: a `$ref` inside them is not a reference (but a Responses Object's `default` is a response). */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const']);
/** Extensions that hold specification: an operation's own code samples (`x-codeSamples`), often `$ref`s to files of their own. */
const CODE_SAMPLE_KEYS = new Set(['x-codeSamples', 'x-code-samples']);

/**
 * Whether `value`, at `key` of an object `within` a Responses Object, an Example Object or
 * anything else, is data (a `$ref` inside it is not a reference): `example`, `default` (but for a
 * default response), `enum`, `const`, a schema's `examples` list, an Example Object's `value`, and
 * extensions (but for code samples).
 */
export function holdsData(key: string, value: unknown, within?: 'responses' | 'example'): boolean {
  if (key.startsWith('x-')) return !CODE_SAMPLE_KEYS.has(key);
  if (DATA_KEYS.has(key)) return within !== 'responses';
  return (key === 'examples' && Array.isArray(value)) || (within === 'example' && key === 'value');
}

/** The pointer a local reference names (`#/components/schemas/A` → `/components/schemas/A`). */
function refPointer(ref: string): string | undefined {
  if (!ref.startsWith('#')) return undefined;
  if (!ref.includes('%')) return ref.slice(1);
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return ref.slice(1);
  }
}

/** The last token of a reference: the component's name (`AgentDTO`). */
export function refName(ref: string): string {
  const tokens = splitPointer(refPointer(ref) ?? ref);
  return tokens[tokens.length - 1] ?? ref;
}

/** Targets of references already followed, by document: a schema tree follows the same few thousand references hundreds of thousands of times. */
const followed = objectMemo<JsonObject | undefined>();

/** What a reference points to (one hop: the target may itself be a `$ref`), or undefined. */
export function resolveRefOnce(document: JsonObject, ref: string): JsonObject | undefined {
  return followed(document, ref, () => {
    const pointer = refPointer(ref);
    const target = pointer === undefined ? undefined : getAtPointer(document, pointer);
    return isObject(target) ? target : undefined;
  });
}

/** What a reference (and any chain of references behind it) points to, or undefined. */
export function resolveRef(document: JsonObject, ref: string): JsonObject | undefined {
  const seen = new Set<string>();
  let current = ref;
  for (;;) {
    if (seen.has(current)) return undefined;
    seen.add(current);
    const pointer = refPointer(current);
    if (pointer === undefined) return undefined;
    const target = getAtPointer(document, pointer);
    if (!isObject(target)) return undefined;
    if (typeof target.$ref !== 'string') return target;
    current = target.$ref;
  }
}

/**
 * The text of a code sample's `source`: written there, or where its `$ref` points (Shutterstock's
 * samples name the source of another sample that way, a string rather than an object).
 */
export function sampleSource(document: JsonObject, value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isObject(value) || typeof value.$ref !== 'string') return undefined;
  const pointer = refPointer(value.$ref);
  const target = pointer === undefined ? undefined : getAtPointer(document, pointer);
  return typeof target === 'string' ? target : undefined;
}

/** Whether a `$ref` at `at` (the pointer of the object holding it) is a code sample's `source`. */
function isSampleSource(at: string): boolean {
  const tokens = splitPointer(at);
  return tokens[tokens.length - 1] === 'source' && CODE_SAMPLE_KEYS.has(tokens[tokens.length - 3] ?? '');
}

/** The object itself, or what its `$ref` points to (for parameters, responses, examples…). */
export function deref(document: JsonObject, value: unknown): JsonObject | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.$ref !== 'string') return value;
  return resolveRef(document, value.$ref);
}

/**
 * Calls `visit` with every object of the document but data (see `holdsData`), and the path to it
 * as tokens, for `toPointer` where it is needed (a large document has a million objects and a few
 * thousand references).
 */
function eachObject(document: unknown, visit: (value: JsonObject, tokens: ReadonlyArray<string | number>) => void): void {
  const tokens: Array<string | number> = [];
  /** `map`: the value of an `examples` key (named Example Objects); `example`: one of those; `responses`: a Responses Object (its `default` is a response). */
  const walk = (value: unknown, role: 'map' | 'example' | 'responses' | undefined): void => {
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        tokens.push(index);
        walk(value[index], undefined);
        tokens.pop();
      }
      return;
    }
    if (!isObject(value)) return;
    visit(value, tokens);
    for (const key in value) {
      const child = value[key];
      if (typeof child !== 'object' || child === null || holdsData(key, child, role === 'map' ? undefined : role)) continue;
      tokens.push(key);
      walk(child, role === 'map' ? 'example' : key === 'examples' ? 'map' : key === 'responses' && role !== 'responses' ? 'responses' : undefined);
      tokens.pop();
    }
  };
  walk(document, undefined);
}

/**
 * Every `$ref` of the document with the pointer of the object that holds it; data is skipped (see
 * `holdsData`).
 */
export function collectRefs(document: unknown): Array<{ ref: string; at: string }> {
  const found: Array<{ ref: string; at: string }> = [];
  eachObject(document, (value, tokens) => {
    if (typeof value.$ref === 'string') found.push({ ref: value.$ref, at: toPointer(tokens) });
  });
  return found;
}

/**
 * OpenAPI 3.1 (JSON Schema 2020-12): a schema may name itself with an absolute URI in `$id`, and a
 * `$ref` anywhere may use that name (`https://example.com/schemas/thing`, with a `#/…` pointer
 * into it or not). Such references are rewritten, in place, to the local pointers of the schemas
 * they name, which everything else follows; any other reference is left as it is.
 */
export function localizeIdRefs(document: JsonObject): void {
  const ids = new Map<string, string>();
  eachObject(document, (value, tokens) => {
    if (typeof value.$id === 'string' && /^[a-z][a-z\d+.-]*:/i.test(value.$id)) ids.set(value.$id.replace(/#$/, ''), toPointer(tokens));
  });
  if (ids.size === 0) return;
  eachObject(document, (value) => {
    if (typeof value.$ref !== 'string' || value.$ref.startsWith('#')) return;
    const hash = value.$ref.indexOf('#');
    const named = ids.get(hash === -1 ? value.$ref : value.$ref.slice(0, hash));
    const fragment = hash === -1 ? '' : value.$ref.slice(hash + 1);
    if (named !== undefined && (fragment === '' || fragment.startsWith('/'))) value.$ref = `#${named}${fragment}`;
  });
}

/** Throws a UserError naming every reference that does not resolve and where it is used. */
/**
 * The chain of references from `ref` when it runs in a circle (`A` → `B` → `A`), as the pointers
 * of the objects holding them, starting at the earliest in document order; else undefined.
 */
export function refCycle(document: JsonObject, ref: string): string[] | undefined {
  const chain: string[] = [];
  let current = ref;
  for (;;) {
    const pointer = refPointer(current);
    if (pointer === undefined) return undefined;
    const seenAt = chain.indexOf(pointer);
    if (seenAt !== -1) {
      const cycle = chain.slice(seenAt);
      const first = cycle.reduce((best, item, index) => (item < cycle[best]! ? index : best), 0);
      return [...cycle.slice(first), ...cycle.slice(0, first)];
    }
    const target = getAtPointer(document, pointer);
    if (!isObject(target) || typeof target.$ref !== 'string') return undefined;
    chain.push(pointer);
    current = target.$ref;
  }
}

/** Throws a UserError naming every reference that does not resolve and where it is used; a cycle of references once. */
export function assertRefsResolve(file: string, positions: DocumentPositions, document: JsonObject): void {
  // A large document uses each component many times: each distinct reference is followed once.
  const resolves = new Map<string, boolean>();
  const broken: Array<{ ref: string; at: string }> = [];
  const cycles = new Map<string, string[]>();
  for (const use of collectRefs(document)) {
    let ok = resolves.get(use.ref);
    if (ok === undefined) resolves.set(use.ref, (ok = resolveRef(document, use.ref) !== undefined));
    if (ok || (isSampleSource(use.at) && sampleSource(document, { $ref: use.ref }) !== undefined)) continue;
    // A reference into a cycle is reported as the cycle, once.
    const cycle = refCycle(document, use.ref);
    if (cycle) cycles.set(cycle.join('\0'), cycle);
    else broken.push(use);
  }
  positions.prepare([...broken.map(({ at }) => childPointer(at, '$ref')), ...[...cycles.values()].map((cycle) => childPointer(cycle[0]!, '$ref'))]);
  const cycleDiagnostics = [...cycles.values()].map((cycle): Diagnostic => {
    const path = [...cycle, cycle[0]!].map((pointer) => `#${pointer}`).join(' → ');
    return {
      severity: 'error',
      rule: 'openapi',
      ...positions.locate(childPointer(cycle[0]!, '$ref')),
      message: cycle.length === 1 ? `$ref cycle: #${cycle[0]} refers to itself, so it never resolves` : `$ref cycle: ${path}, so none of them resolves`,
      hint: 'Make one of them the object itself instead of a reference (a schema may contain a reference to itself, but not be one).',
    };
  });
  const brokenDiagnostics = broken.map(({ ref, at }): Diagnostic => {
    const external = !ref.startsWith('#');
    const usedAt = positions.originOf(at).pointer;
    return {
      severity: 'error',
      rule: 'openapi',
      ...positions.locate(childPointer(at, '$ref')),
      message: external
        ? `$ref "${ref}" used at ${usedAt} points outside the document; expected a local reference ("#/components/…")`
        : `$ref "${ref}" used at ${usedAt} does not resolve; expected an object at ${refPointer(ref) || '(the root)'}`,
      hint: external
        ? 'Bundle the specification into one file (a specification in the site folder may name its other files there, by paths relative to the file the reference is in).'
        : 'Fix the reference or add the missing component.',
    };
  });
  const diagnostics = [...cycleDiagnostics, ...brokenDiagnostics];
  if (diagnostics.length === 0) return;
  const first = diagnostics[0]!;
  const where = first.line !== undefined ? `${first.file ?? file}:${first.line}:${first.column}` : (first.file ?? file);
  throw new UserError(`${where}  ${first.message}${diagnostics.length > 1 ? ` (and ${diagnostics.length - 1} more $ref problem${diagnostics.length > 2 ? 's' : ''})` : ''}`, {
    hint: first.hint,
    // One problem is the message itself; more are listed before it.
    diagnostics: diagnostics.length > 1 ? diagnostics : [],
  });
}
