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

/** A value as a scalar, a list or key/value pairs, the three shapes the styles serialise. */
type Shape = { kind: 'scalar'; text: string } | { kind: 'list'; items: string[] } | { kind: 'pairs'; pairs: Array<[string, string]> };

function shapeOf(parameter: JsonObject, value: unknown): Shape {
  const mediaType = parameterMediaType(parameter);
  if (mediaType !== undefined) return { kind: 'scalar', text: /json/i.test(mediaType) || typeof value !== 'string' ? JSON.stringify(value) : value };
  if (Array.isArray(value)) return { kind: 'list', items: value.map(scalar) };
  if (isObject(value)) return { kind: 'pairs', pairs: Object.entries(value).map(([key, item]) => [key, scalar(item)]) };
  return { kind: 'scalar', text: scalar(value) };
}

const encode = (text: string): string => encodeURIComponent(text);

/**
 * A path parameter's value as it replaces `{name}` in the path, percent-encoded, in its style:
 * `simple` (`a,b`), `label` (`.a.b`) or `matrix` (`;id=a,b`), exploded or not.
 */
export function pathValue(parameter: JsonObject, value: unknown): string {
  const name = String(parameter.name);
  const { style, explode } = parameterStyle(parameter);
  const shape = shapeOf(parameter, value);
  const list = (separator: string): string[] =>
    shape.kind === 'scalar' ? [encode(shape.text)]
      : shape.kind === 'list' ? shape.items.map(encode)
        : shape.pairs.map(([key, item]) => (explode ? `${encode(key)}=${encode(item)}` : `${encode(key)}${separator}${encode(item)}`));
  if (style === 'label') return `.${list(',').join(explode ? '.' : ',')}`;
  if (style === 'matrix') {
    if (shape.kind === 'scalar') return `;${encode(name)}=${encode(shape.text)}`;
    if (explode) return shape.kind === 'list' ? shape.items.map((item) => `;${encode(name)}=${encode(item)}`).join('') : `;${list(',').join(';')}`;
    return `;${encode(name)}=${list(',').join(',')}`;
  }
  return list(',').join(',');
}

/**
 * A query parameter as the `name=value` pairs it becomes (not yet encoded), in its style: `form`
 * (exploded: one pair per item; else `a,b`), `spaceDelimited`, `pipeDelimited`, `deepObject`.
 */
export function queryPairs(parameter: JsonObject, value: unknown): Array<[string, string]> {
  const name = String(parameter.name);
  if (value === null || value === undefined) return [];
  const { style, explode } = parameterStyle(parameter);
  const shape = shapeOf(parameter, value);
  if (shape.kind === 'scalar') return [[name, shape.text]];
  if (shape.kind === 'pairs') {
    if (style === 'deepObject') return shape.pairs.map(([key, item]) => [`${name}[${key}]`, item]);
    return explode ? shape.pairs : [[name, shape.pairs.flat().join(',')]];
  }
  if (explode) return shape.items.map((item) => [name, item]);
  const separator = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
  return [[name, shape.items.join(separator)]];
}

/** A header parameter's value (`simple` style: `a,b`; objects `k,v` or, exploded, `k=v`). */
export function headerValue(parameter: JsonObject, value: unknown): string {
  const { explode } = parameterStyle(parameter);
  const shape = shapeOf(parameter, value);
  if (shape.kind === 'scalar') return shape.text;
  if (shape.kind === 'list') return shape.items.join(',');
  return shape.pairs.map(([key, item]) => (explode ? `${key}=${item}` : `${key},${item}`)).join(',');
}

/** A query string from pairs: names and values percent-encoded, commas of lists kept. */
export function queryString(pairs: Array<[string, string]>): string {
  const part = (text: string): string => encodeURIComponent(text).replaceAll('%2C', ',');
  return pairs.map(([name, value]) => `${part(name)}=${part(value)}`).join('&');
}

/** A scalar as text; objects as JSON. */
export function scalar(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? 'null';
}
