// The effective form of one schema position: `$ref`s followed (with their names), nullability
// pulled out of `nullable`, `type: [..., "null"]` and `anyOf/oneOf [..., {type: null}]`, and
// single-member wrappers (`allOf: [X]`, `anyOf: [X, null]`) collapsed onto their member with the
// wrapper's annotations (title, description, default…) kept.
import { isObject, type JsonObject } from './json-pointer.js';
import { refName, resolveRefOnce } from './refs.js';

const ANNOTATIONS = ['title', 'description', 'default', 'example', 'examples', 'readOnly', 'writeOnly', 'deprecated'];
const STRUCTURE = ['type', 'properties', 'items', 'additionalProperties', 'patternProperties', 'enum', 'const', 'oneOf', 'anyOf', 'allOf', 'prefixItems', 'not'];

/** The refs being expanded above a position (a Set, or a Map from ref to anchor id). */
export interface RefScope {
  has(ref: string): boolean;
}

export interface SchemaView {
  schema: JsonObject;
  /** The first `$ref` followed at this position (what the author wrote). */
  ref?: string;
  /** Every `$ref` followed at this position: ancestors to detect recursion against. */
  refs: string[];
  nullable: boolean;
  /** Set when the position refers back to a schema being expanded above it. */
  circularRef?: string;
}

/** True for a schema that only allows null. */
export function isNullSchema(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (value.type === 'null') return true;
  if (value.const === null) return true;
  return Array.isArray(value.enum) && value.enum.length === 1 && value.enum[0] === null;
}

function annotationsOf(schema: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of ANNOTATIONS) if (schema[key] !== undefined) out[key] = schema[key];
  return out;
}

function isWrapper(schema: JsonObject, keyword: string): boolean {
  for (const key of STRUCTURE) if (key !== keyword && schema[key] !== undefined) return false;
  return true;
}

/** The keywords beside a `$ref` (none at most references: no copy then). */
function refSiblings(schema: JsonObject): JsonObject | undefined {
  for (const key in schema) {
    if (key === '$ref') continue;
    const { $ref: _ref, ...siblings } = schema;
    return siblings;
  }
  return undefined;
}

const ALTERNATIVES = ['anyOf', 'oneOf'] as const;
const WRAPPERS = ['allOf', 'anyOf', 'oneOf'] as const;

/** Follows refs and unwraps nullability at one schema position. `ancestors` are refs being expanded. */
export function viewSchema(raw: unknown, document: JsonObject, ancestors: RefScope): SchemaView {
  // JSON Schema booleans (3.1): `true` accepts anything, `false` nothing.
  let schema: JsonObject = isObject(raw) ? raw : raw === false ? { not: {} } : {};
  let overrides: JsonObject = {};
  const refs: string[] = [];
  let nullable = false;
  for (let step = 0; step < 64; step += 1) {
    if (typeof schema.$ref === 'string') {
      const ref = schema.$ref;
      const siblings = refSiblings(schema);
      if (ancestors.has(ref) || refs.includes(ref)) {
        return { schema: { ...siblings, ...overrides }, refs, nullable, circularRef: ref, ...(refs[0] ? { ref: refs[0] } : { ref }) };
      }
      refs.push(ref);
      if (siblings) overrides = { ...siblings, ...overrides };
      schema = resolveRefOnce(document, ref) ?? {};
      continue;
    }
    if (schema.nullable === true) nullable = true;
    if (Array.isArray(schema.type) && schema.type.includes('null')) {
      nullable = true;
      const rest = schema.type.filter((type) => type !== 'null');
      schema = { ...schema, type: rest.length === 1 ? rest[0] : rest };
    }
    if (Array.isArray(schema.enum) && schema.enum.includes(null) && schema.enum.length > 1) {
      nullable = true;
      schema = { ...schema, enum: schema.enum.filter((value) => value !== null) };
    }
    const unwrapped = unwrapOnce(schema);
    if (unwrapped) {
      nullable ||= unwrapped.nullable;
      overrides = { ...annotationsOf(schema), ...overrides };
      schema = unwrapped.schema;
      continue;
    }
    for (const keyword of ALTERNATIVES) {
      const members = schema[keyword];
      if (!Array.isArray(members)) continue;
      const kept = members.filter((member) => !isNullSchema(member));
      if (kept.length < members.length) {
        nullable = true;
        schema = { ...schema, [keyword]: kept };
      }
    }
    break;
  }
  // Most positions have no annotations to carry over: no copy then.
  let hasOverrides = false;
  for (const _key in overrides) {
    hasOverrides = true;
    break;
  }
  const merged = hasOverrides ? { ...schema, ...overrides } : schema;
  return { schema: merged, refs, nullable, ...(refs[0] ? { ref: refs[0] } : {}) };
}

/** `allOf: [X]` or `anyOf/oneOf: [X, null]` with nothing else structural → X. */
function unwrapOnce(schema: JsonObject): { schema: JsonObject; nullable: boolean } | undefined {
  for (const keyword of WRAPPERS) {
    const members = schema[keyword];
    if (!Array.isArray(members) || !isWrapper(schema, keyword)) continue;
    const kept = members.filter((member) => !isNullSchema(member));
    if (kept.length !== 1 || !isObject(kept[0])) continue;
    if (keyword === 'allOf' && members.length !== 1) continue;
    return { schema: kept[0], nullable: kept.length < members.length };
  }
  return undefined;
}

/** The component name for a view that came through a `$ref`. */
export function viewName(view: SchemaView): string | undefined {
  return view.ref ? refName(view.ref) : undefined;
}
