// Schema keywords the pages do not show (conditional and dependent schemas, array `contains`,
// name rules, dynamic references): each use is found once, so that it can be reported at its
// JSON pointer instead of being dropped without a word.
import { isObject, toPointer } from './json-pointer.js';

const UNSHOWN = ['if', 'then', 'else', 'dependentSchemas', 'dependentRequired', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', '$dynamicRef'];

/** Keys whose values are data, not schemas, anywhere in a document: nothing inside them is a keyword. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** Every use of a keyword the schema trees leave out, with the pointer of the schema that has it. */
export function findUnshownKeywords(document: unknown): Array<{ pointer: string; keyword: string }> {
  const found: Array<{ pointer: string; keyword: string }> = [];
  const tokens: Array<string | number> = [];
  const walk = (value: unknown, inSchema: boolean): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        tokens.push(index);
        walk(item, inSchema);
        tokens.pop();
      });
      return;
    }
    if (!isObject(value)) return;
    if (inSchema) for (const keyword of UNSHOWN) if (value[keyword] !== undefined) found.push({ pointer: toPointer(tokens), keyword });
    const parent = tokens[tokens.length - 1];
    for (const key in value) {
      const child = value[key];
      if (typeof child !== 'object' || child === null || DATA_KEYS.has(key) || key.startsWith('x-')) continue;
      tokens.push(key);
      walk(child, inSchema || key === 'schema' || (parent === 'components' && key === 'schemas'));
      tokens.pop();
    }
  };
  walk(document, false);
  return found;
}
