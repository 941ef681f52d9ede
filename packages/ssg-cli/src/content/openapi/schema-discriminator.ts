// The discriminator value that selects one oneOf/anyOf alternative: from `discriminator.mapping`
// when it names the alternative, else the alternative's `const` (or single `enum`) for the
// discriminating property, else the component name (the implicit mapping of the spec).
import { isObject, type JsonObject } from './json-pointer.js';
import { refName } from './refs.js';
import { viewSchema } from './schema-view.js';

/** The value of `discriminator.propertyName` that selects `member`, if one can be told. */
export function discriminatorValue(discriminator: JsonObject, member: unknown, document: JsonObject): string | undefined {
  const propertyName = String(discriminator.propertyName);
  const ref = isObject(member) && typeof member.$ref === 'string' ? member.$ref : undefined;
  if (ref && isObject(discriminator.mapping)) {
    for (const [value, target] of Object.entries(discriminator.mapping)) {
      if (typeof target !== 'string') continue;
      if (target === ref || refName(target) === refName(ref)) return value;
    }
  }
  const view = viewSchema(member, document, new Set());
  const properties = isObject(view.schema.properties) ? view.schema.properties : {};
  const property = viewSchema(properties[propertyName], document, new Set()).schema;
  if (property.const !== undefined) return String(property.const);
  if (Array.isArray(property.enum) && property.enum.length === 1) return String(property.enum[0]);
  return ref ? refName(ref) : undefined;
}
