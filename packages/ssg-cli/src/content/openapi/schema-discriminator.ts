// The discriminator value that selects one oneOf/anyOf alternative: from `discriminator.mapping`
// when it names the alternative, else the alternative's `const` (or single `enum`) for the
// discriminating property, else the component name (the implicit mapping of the spec).
import { isObject, type JsonObject } from './json-pointer.js';
import { refName } from './refs.js';
import { viewSchema } from './schema-view.js';

/**
 * A mapping's values by the name of the schema each one names (the first value for a name), made
 * once per mapping: Microsoft Graph's `entity` maps 1,500 values, and each of the 11,000 pages'
 * examples looked its alternatives up in it one entry after the other (24 s of a 110 s build).
 */
const valuesByName = new WeakMap<JsonObject, Map<string, string>>();

function mappedValues(mapping: JsonObject): Map<string, string> {
  let byName = valuesByName.get(mapping);
  if (!byName) {
    byName = new Map();
    for (const [value, target] of Object.entries(mapping)) {
      if (typeof target !== 'string') continue;
      const name = refName(target);
      if (!byName.has(name)) byName.set(name, value);
    }
    valuesByName.set(mapping, byName);
  }
  return byName;
}

/** The value of `discriminator.propertyName` that selects `member`, if one can be told. */
export function discriminatorValue(discriminator: JsonObject, member: unknown, document: JsonObject): string | undefined {
  const propertyName = String(discriminator.propertyName);
  const ref = isObject(member) && typeof member.$ref === 'string' ? member.$ref : undefined;
  if (ref && isObject(discriminator.mapping)) {
    const mapped = mappedValues(discriminator.mapping).get(refName(ref));
    if (mapped !== undefined) return mapped;
  }
  const view = viewSchema(member, document, new Set());
  const properties = isObject(view.schema.properties) ? view.schema.properties : {};
  const property = viewSchema(properties[propertyName], document, new Set()).schema;
  if (property.const !== undefined) return String(property.const);
  if (Array.isArray(property.enum) && property.enum.length === 1) return String(property.enum[0]);
  return ref ? refName(ref) : undefined;
}
