// Validation keywords of a schema as short readable phrases for the schema tree and parameter
// tables: `length: 10`, `>= 1`, `< 100`, `pattern: ^[a-z]+$`, `unique items`.
import type { JsonObject } from './json-pointer.js';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `noun: n` when both bounds are the same number, else each bound by its keyword. */
function bounds(out: string[], schema: JsonObject, minKey: string, maxKey: string, noun: string): void {
  const min = schema[minKey];
  const max = schema[maxKey];
  if (isNumber(min) && isNumber(max) && min === max) {
    out.push(`${noun}: ${min}`);
    return;
  }
  if (isNumber(min)) out.push(`${minKey}: ${min}`);
  if (isNumber(max)) out.push(`${maxKey}: ${max}`);
}

/** Numeric bounds, reading `exclusiveMinimum` as a boolean (3.0) or a number (3.1). */
function range(out: string[], schema: JsonObject): void {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (isNumber(exclusiveMinimum)) out.push(`> ${exclusiveMinimum}`);
  else if (isNumber(minimum)) out.push(`${exclusiveMinimum === true ? '>' : '>='} ${minimum}`);
  if (isNumber(exclusiveMaximum)) out.push(`< ${exclusiveMaximum}`);
  else if (isNumber(maximum)) out.push(`${exclusiveMaximum === true ? '<' : '<='} ${maximum}`);
}

/** Every validation keyword present on `schema`, in a stable order (pushed onto one list: this runs for every schema node). */
export function describeConstraints(schema: JsonObject): string[] {
  const out: string[] = [];
  bounds(out, schema, 'minLength', 'maxLength', 'length');
  range(out, schema);
  if (typeof schema.pattern === 'string') out.push(`pattern: ${schema.pattern}`);
  if (isNumber(schema.multipleOf)) out.push(`multiple of ${schema.multipleOf}`);
  bounds(out, schema, 'minItems', 'maxItems', 'items');
  if (schema.uniqueItems === true) out.push('unique items');
  bounds(out, schema, 'minProperties', 'maxProperties', 'properties');
  if (typeof schema.contentMediaType === 'string') out.push(`content: ${schema.contentMediaType}`);
  if (typeof schema.contentEncoding === 'string') out.push(`encoding: ${schema.contentEncoding}`);
  return out;
}
