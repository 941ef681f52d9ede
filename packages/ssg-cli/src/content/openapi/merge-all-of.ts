// `allOf` with several members becomes one schema: properties and `required` are combined, and
// other keywords are taken from the first member that has them (the outer schema wins).
// Inherited properties are listed first, in member order, then the schema's own.
import { isObject, type JsonObject } from './json-pointer.js';
import { refName } from './refs.js';
import { viewSchema, type RefScope } from './schema-view.js';

export interface MergedAllOf {
  schema: JsonObject;
  /** Names of members left out because they refer back to a schema being expanded. */
  circular: string[];
  /** Names of the members that came through a `$ref` (`extends` in the tree). */
  bases: string[];
}

/** Merges `schema.allOf` (recursively) into `schema`. `ancestors` are refs being expanded. */
export function mergeAllOf(schema: JsonObject, document: JsonObject, ancestors: RefScope): MergedAllOf {
  const circular: string[] = [];
  const bases: string[] = [];
  if (!Array.isArray(schema.allOf)) return { schema, circular, bases };
  const { allOf, properties: own, ...rest } = schema;
  const result: JsonObject = { ...rest };
  for (const member of allOf) {
    const view = viewSchema(member, document, ancestors);
    if (view.circularRef) {
      circular.push(refName(view.circularRef));
      continue;
    }
    if (view.ref) bases.push(refName(view.ref));
    const inner = mergeAllOf(view.schema, document, { has: (ref) => ancestors.has(ref) || view.refs.includes(ref) });
    circular.push(...inner.circular);
    absorb(result, inner.schema);
  }
  // The schema's own properties come after the inherited ones and win over them.
  if (isObject(own)) result.properties = { ...(isObject(result.properties) ? result.properties : {}), ...own };
  return { schema: result, circular, bases };
}

function absorb(into: JsonObject, member: JsonObject): void {
  for (const [key, value] of Object.entries(member)) {
    if (key === 'properties' && isObject(value)) {
      into.properties = { ...(isObject(into.properties) ? into.properties : {}), ...value };
    } else if (key === 'required' && Array.isArray(value)) {
      const required = Array.isArray(into.required) ? into.required : [];
      into.required = [...new Set([...required, ...value])];
    } else if (into[key] === undefined) {
      into[key] = value;
    }
  }
}
