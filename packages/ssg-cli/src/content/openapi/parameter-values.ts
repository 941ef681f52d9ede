// Example values of a parameter (for its table row) and the value used in request samples.
import { isObject, type JsonObject } from './json-pointer.js';
import { generateValue } from './media-examples.js';
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

/** The value a sample request uses: an example, the default, the first enum value, or a generated one. */
export function sampleParameterValue(parameter: JsonObject, document: JsonObject): unknown {
  const [example] = parameterExamples(parameter, document);
  if (example !== undefined) return example;
  const schema = viewSchema(parameterSchema(parameter), document, new Set()).schema;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  return generateValue(schema, document, 'request');
}

/** A parameter value as the query string pairs it becomes (`style: form`, exploded by default). */
export function queryPairs(parameter: JsonObject, value: unknown): Array<[string, string]> {
  const name = String(parameter.name);
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) {
    const explode = parameter.explode !== false;
    return explode ? value.map((item) => [name, scalar(item)]) : [[name, value.map(scalar).join(',')]];
  }
  return [[name, scalar(value)]];
}

/** A scalar as text; objects as JSON. */
export function scalar(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
