// Example values of a parameter (for its table row), the value used in request samples and the
// console, and its style. How values are then written into a request is the theme's (`api-console/serialize.ts`).
import { isObject, type JsonObject } from './json-pointer.js';
import { deref } from './refs.js';
import { viewSchema } from './schema-view.js';

/** The schema of a parameter or header: `schema`, else the schema of its only `content` entry. */
export function parameterSchema(parameter: JsonObject): unknown {
  if (parameter.schema !== undefined) return parameter.schema;
  if (!isObject(parameter.content)) return undefined;
  const first = Object.values(parameter.content).find(isObject);
  return first?.schema;
}

/** Examples the document gives for a parameter: its own, else its schema's. */
export function parameterExamples(parameter: JsonObject, document: JsonObject): unknown[] {
  if (parameter.example !== undefined) return [parameter.example];
  if (isObject(parameter.examples)) {
    const values = Object.values(parameter.examples)
      .map((raw) => deref(document, raw)?.value)
      .filter((value) => value !== undefined);
    if (values.length > 0) return values;
  }
  const schema = viewSchema(parameterSchema(parameter), document, new Set()).schema;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples;
  if (schema.example !== undefined) return [schema.example];
  return [];
}

/**
 * The value a sample request and the console start with: an example, the default or the first enum
 * value; undefined when the document gives none. Nothing is made up from the schema's type: a
 * generated `string` would be sent as the id in `/agents/string`, where the samples are better
 * left with the `{agent_id}` template and the console's field empty for the reader to fill in.
 */
export function sampleParameterValue(parameter: JsonObject, document: JsonObject): unknown {
  const [example] = parameterExamples(parameter, document);
  if (example !== undefined) return example;
  const schema = viewSchema(parameterSchema(parameter), document, new Set()).schema;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  return undefined;
}

/** The `style` and `explode` of a parameter, with the defaults of its location filled in. */
export function parameterStyle(parameter: JsonObject): { style: string; explode: boolean } {
  const location = String(parameter.in);
  const style = typeof parameter.style === 'string' ? parameter.style : location === 'query' || location === 'cookie' ? 'form' : 'simple';
  return { style, explode: typeof parameter.explode === 'boolean' ? parameter.explode : style === 'form' };
}

/** The media type of a parameter defined by `content` (a serialised value such as JSON). */
export function parameterMediaType(parameter: JsonObject): string | undefined {
  return isObject(parameter.content) ? Object.keys(parameter.content)[0] : undefined;
}
