// Flattens a JSON Schema (OpenAPI 3.0 or 3.1) into the theme's SchemaNode tree: properties,
// array items, additional/pattern properties and oneOf/anyOf alternatives become child nodes.
// A `$ref` back to a schema already being expanded above becomes a link to that node instead of
// being expanded again; so does a named schema already expanded elsewhere on the same page (a
// large API's pages would otherwise repeat the same big objects many times). A depth limit and a
// node budget shared by the page's trees keep huge schemas bounded.
import type { SchemaNode } from '@ssg/theme/contract';
import type { IdAllocator } from './ids.js';
import { isObject, type JsonObject } from './json-pointer.js';
import { mergeAllOf } from './merge-all-of.js';
import { refName } from './refs.js';
import { describeConstraints } from './schema-constraints.js';
import { discriminatorValue } from './schema-discriminator.js';
import { viewName, viewSchema } from './schema-view.js';

export interface SchemaTreeOptions {
  document: JsonObject;
  /** Anchor ids of the page the tree is shown on. */
  ids: IdAllocator;
  /** Prefix of this tree's anchor ids (`request-application-json`). */
  idPrefix: string;
  /** Queues a description (Markdown) for rendering; `assign` receives its HTML later. */
  describe: (markdown: unknown, assign: (html: string) => void) => void;
  maxDepth?: number;
  /** Nodes this tree may still use; shared by the trees of one page. */
  budget?: { nodesLeft: number };
  /** Named schemas (by `$ref`) already expanded on the page, with the anchor id of that node. */
  expanded?: Map<string, string>;
}

interface Place {
  role: SchemaNode['role'];
  name?: string;
  required: boolean;
}

interface Walk {
  options: SchemaTreeOptions;
  maxDepth: number;
  budget: { nodesLeft: number };
  expanded: Map<string, string>;
  /** Alternatives with neither a component name nor a title (labelled `Option N`). */
  unnamed: Set<SchemaNode>;
}

/** The tree of `schema` at `place` (a root by default). */
export function buildSchemaTree(schema: unknown, options: SchemaTreeOptions, place: Partial<Place> = {}): SchemaNode {
  const walk: Walk = {
    options,
    maxDepth: options.maxDepth ?? 12,
    budget: options.budget ?? { nodesLeft: DEFAULT_BUDGET },
    expanded: options.expanded ?? new Map(),
    unnamed: new Set(),
  };
  return build(schema, { role: place.role ?? 'root', required: place.required ?? false, ...(place.name !== undefined ? { name: place.name } : {}) }, new Map(), 0, walk);
}

/** Nodes one page's schema trees may hold together, when the caller sets no budget. */
export const DEFAULT_BUDGET = 1500;

const json = (value: unknown): string => JSON.stringify(value) ?? 'null';
const isPrimitive = (value: unknown): boolean => value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A node with the fields every node has; optional ones are assigned after (plain stores, no spreads: this runs for every node). */
function newNode(place: Place, nullable: boolean, typeLabel: string): SchemaNode {
  const node: SchemaNode = { role: place.role, typeLabel, required: place.required, nullable, readOnly: false, writeOnly: false, deprecated: false, constraints: [], properties: [] };
  if (place.name !== undefined) node.name = place.name;
  return node;
}

function build(raw: unknown, place: Place, ancestors: ReadonlyMap<string, string>, depth: number, walk: Walk): SchemaNode {
  const { document, describe, ids, idPrefix } = walk.options;
  walk.budget.nodesLeft -= 1;
  const view = viewSchema(raw, document, ancestors);
  if (view.circularRef) {
    const name = refName(view.circularRef);
    const targetId = ancestors.get(view.circularRef);
    const node = newNode(place, view.nullable, name);
    node.refName = name;
    if (targetId) node.circular = { refName: name, targetId };
    else node.truncated = true;
    describe(view.schema.description, (html) => (node.descriptionHtml = html));
    return node;
  }
  const name = viewName(view);
  const expandable = hasChildren(view.schema) || Array.isArray(view.schema.allOf);
  let shownAt: string | undefined;
  for (const ref of view.refs) shownAt ??= walk.expanded.get(ref);
  if (name && shownAt !== undefined && expandable) {
    const node = newNode(place, view.nullable, name);
    node.refName = name;
    node.readOnly = view.schema.readOnly === true;
    node.writeOnly = view.schema.writeOnly === true;
    node.deprecated = view.schema.deprecated === true;
    node.repeated = { refName: name, targetId: shownAt };
    return node;
  }
  const id = name ? ids.take(idPrefix, name) : undefined;
  if (id !== undefined && expandable) for (const ref of view.refs) walk.expanded.set(ref, id);
  // Copied only where a reference adds an ancestor: most positions have none.
  let inner = ancestors;
  if (view.refs.length > 0) {
    const added = new Map(ancestors);
    for (const ref of view.refs) added.set(ref, id ?? '');
    inner = added;
  }
  let schema = view.schema;
  const bases: string[] = [];
  if (Array.isArray(schema.allOf)) {
    const merged = mergeAllOf(schema, document, inner);
    schema = merged.schema;
    bases.push(...merged.bases, ...merged.circular.map((circular) => `${circular} (recursive)`));
  }
  const node = newNode(place, view.nullable, 'any');
  const own = ownFacts(schema);
  node.constraints = own.constraints;
  if (id) node.id = id;
  if (name) node.refName = name;
  if (own.format !== undefined) node.format = own.format;
  node.readOnly = own.readOnly;
  node.writeOnly = own.writeOnly;
  node.deprecated = own.deprecated;
  if (own.constValue !== undefined) node.constValue = own.constValue;
  if (own.enumValues !== undefined) node.enumValues = own.enumValues;
  if (own.defaultValue !== undefined) node.defaultValue = own.defaultValue;
  if (bases.length > 0) node.extends = bases;
  if (own.examples !== undefined) node.examples = own.examples;
  describe(schema.description, (html) => (node.descriptionHtml = html));
  if (isObject(schema.not)) {
    const not = viewSchema(schema.not, document, inner);
    node.constraints = [...own.constraints, `not ${viewName(not) ?? (typeof not.schema.type === 'string' ? not.schema.type : 'matching a schema')}`];
  }
  if (depth >= walk.maxDepth || walk.budget.nodesLeft <= 0) {
    if (hasChildren(schema)) node.truncated = true;
  } else {
    addChildren(node, schema, inner, depth, walk);
  }
  node.typeLabel = typeLabel(schema, node, walk.unnamed);
  return node;
}

const CHILD_KEYS = ['properties', 'items', 'prefixItems', 'additionalProperties', 'patternProperties', 'oneOf', 'anyOf'];

/** What a node shows of its schema's own keywords (the lists are shared by the nodes of one schema: never changed). */
type OwnFacts = Pick<SchemaNode, 'constraints' | 'format' | 'readOnly' | 'writeOnly' | 'deprecated' | 'constValue' | 'enumValues' | 'defaultValue' | 'examples'>;

/**
 * Own facts by schema object: a schema shared by many operations is shown on each of their pages,
 * and reading its keywords again took a fifth of building the trees. Keyed by the schema object
 * (a WeakMap: nothing outlives the document).
 */
const factsBySchema = new WeakMap<JsonObject, OwnFacts>();

function ownFacts(schema: JsonObject): OwnFacts {
  let facts = factsBySchema.get(schema);
  if (facts) return facts;
  facts = { constraints: describeConstraints(schema), readOnly: schema.readOnly === true, writeOnly: schema.writeOnly === true, deprecated: schema.deprecated === true };
  if (typeof schema.format === 'string') facts.format = schema.format;
  if (schema.const !== undefined) facts.constValue = json(schema.const);
  if (Array.isArray(schema.enum)) facts.enumValues = schema.enum.map(json);
  if (schema.default !== undefined) facts.defaultValue = json(schema.default);
  const examples = (Array.isArray(schema.examples) ? schema.examples : schema.example !== undefined ? [schema.example] : []).filter(isPrimitive);
  if (examples.length > 0) facts.examples = examples.slice(0, 3).map(json);
  factsBySchema.set(schema, facts);
  return facts;
}

function hasChildren(schema: JsonObject): boolean {
  for (const key of CHILD_KEYS) if (schema[key] !== undefined) return true;
  return false;
}

function addChildren(node: SchemaNode, schema: JsonObject, scope: ReadonlyMap<string, string>, depth: number, walk: Walk): void {
  const child = (raw: unknown, place: Place): SchemaNode => build(raw, place, scope, depth + 1, walk);
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (isObject(schema.properties)) {
    for (const [key, value] of Object.entries(schema.properties)) {
      node.properties.push(child(value, { role: 'property', name: key, required: required.includes(key) }));
    }
  }
  if (isObject(schema.patternProperties)) {
    for (const [pattern, value] of Object.entries(schema.patternProperties)) {
      node.properties.push(child(value, { role: 'pattern', name: pattern, required: false }));
    }
  }
  if (Array.isArray(schema.prefixItems)) {
    schema.prefixItems.forEach((value, index) => node.properties.push(child(value, { role: 'items', name: `[${index}]`, required: false })));
  }
  const additional = schema.additionalProperties;
  if (additional === false || additional === true) node.additionalProperties = additional;
  else if (isObject(additional)) {
    node.additionalProperties = Object.keys(additional).length === 0 ? true : child(additional, { role: 'additional', required: false });
  }
  if (schema.items !== undefined && !Array.isArray(schema.items)) node.items = child(schema.items, { role: 'items', required: false });
  const keyword = Array.isArray(schema.oneOf) && schema.oneOf.length > 0 ? 'oneOf' : Array.isArray(schema.anyOf) && schema.anyOf.length > 0 ? 'anyOf' : undefined;
  if (!keyword) return;
  const members = schema[keyword] as unknown[];
  const discriminator = isObject(schema.discriminator) && typeof schema.discriminator.propertyName === 'string' ? schema.discriminator : undefined;
  const variants = members.map((member, index) => {
    const variant = child(member, { role: 'variant', required: false });
    const title = isObject(member) && typeof member.title === 'string' ? member.title : undefined;
    variant.label = variant.refName ?? title ?? `Option ${index + 1}`;
    if (variant.refName === undefined && title === undefined) walk.unnamed.add(variant);
    if (discriminator) {
      const value = discriminatorValue(discriminator, member, walk.options.document);
      if (value !== undefined) variant.discriminatorValue = value;
    }
    return variant;
  });
  node.alternatives = {
    keyword,
    ...(discriminator ? { discriminator: discriminator.propertyName as string } : {}),
    variants,
  };
}

/** The human type of a built node: `string`, `array<AgentDTO>`, `string | integer`, `any`… */
function typeLabel(schema: JsonObject, node: SchemaNode, unnamed: ReadonlySet<SchemaNode>): string {
  const type = schema.type;
  const itemLabel = node.items ? (node.items.refName ?? node.items.typeLabel) : 'any';
  if (Array.isArray(type) && type.length > 0) return type.map((t) => (t === 'array' ? `array<${itemLabel}>` : String(t))).join(' | ');
  if (type === 'array' || (type === undefined && node.items)) return `array<${itemLabel}>`;
  if (typeof type === 'string') return type;
  if (schema.const !== undefined) return jsonType(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const types = new Set(schema.enum.map(jsonType));
    return types.size === 1 ? [...types][0]! : 'any';
  }
  if (node.alternatives) {
    // Named alternatives by name (component or title), unnamed ones by type.
    const labels = [...new Set(node.alternatives.variants.map((variant) => (unnamed.has(variant) ? variant.typeLabel : (variant.label ?? variant.typeLabel))))];
    return labels.length <= 4 ? labels.join(' | ') : `${node.alternatives.keyword} (${labels.length} schemas)`;
  }
  if (schema.properties !== undefined || schema.additionalProperties !== undefined || schema.patternProperties !== undefined) return 'object';
  return 'any';
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
