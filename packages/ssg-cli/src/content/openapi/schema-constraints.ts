// Validation keywords of a schema as short readable phrases for the schema tree and parameter
// tables: `length: 10`, `>= 1`, `< 100`, `pattern: ^[a-z]+$`, `unique items`.
import type { JsonObject } from './json-pointer.js';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function bounds(schema: JsonObject, minKey: string, maxKey: string, noun: string): string[] {
  const min = schema[minKey];
  const max = schema[maxKey];
  if (isNumber(min) && isNumber(max) && min === max) return [`${noun}: ${min}`];
  const out: string[] = [];
  if (isNumber(min)) out.push(`${minKey}: ${min}`);
  if (isNumber(max)) out.push(`${maxKey}: ${max}`);
  return out;
}

/** Numeric bounds, reading `exclusiveMinimum` as a boolean (3.0) or a number (3.1). */
function range(schema: JsonObject): string[] {
  const out: string[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (isNumber(exclusiveMinimum)) out.push(`> ${exclusiveMinimum}`);
  else if (isNumber(minimum)) out.push(`${exclusiveMinimum === true ? '>' : '>='} ${minimum}`);
  if (isNumber(exclusiveMaximum)) out.push(`< ${exclusiveMaximum}`);
  else if (isNumber(maximum)) out.push(`${exclusiveMaximum === true ? '<' : '<='} ${maximum}`);
  return out;
}

/** Every validation keyword present on `schema`, in a stable order. */
export function describeConstraints(schema: JsonObject): string[] {
  const out = [...bounds(schema, 'minLength', 'maxLength', 'length'), ...range(schema)];
  if (typeof schema.pattern === 'string') out.push(`pattern: ${schema.pattern}`);
  if (isNumber(schema.multipleOf)) out.push(`multiple of ${schema.multipleOf}`);
  out.push(...bounds(schema, 'minItems', 'maxItems', 'items'));
  if (schema.uniqueItems === true) out.push('unique items');
  out.push(...bounds(schema, 'minProperties', 'maxProperties', 'properties'));
  if (typeof schema.contentMediaType === 'string') out.push(`content: ${schema.contentMediaType}`);
  if (typeof schema.contentEncoding === 'string') out.push(`encoding: ${schema.contentEncoding}`);
  return out;
}
