// How a parameter's value is written into a request, in its OpenAPI `style` (and `explode`): path
// segments, query pairs, header and cookie values. Shared by the samples written at build time and
// the console in the browser, so both send the same request.
import type { ApiRequestParameter } from '../contract/index.js';

type Serialized = Pick<ApiRequestParameter, 'name' | 'style' | 'explode' | 'mediaType'>;

/** A value as a scalar, a list or key/value pairs, the three shapes the styles serialise. */
type Shape = { kind: 'scalar'; text: string } | { kind: 'list'; items: string[] } | { kind: 'pairs'; pairs: Array<[string, string]> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A scalar as text; objects as JSON. */
export function scalar(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
}

function shapeOf(parameter: Serialized, value: unknown): Shape {
  const { mediaType } = parameter;
  if (mediaType !== undefined) return { kind: 'scalar', text: /json/i.test(mediaType) || typeof value !== 'string' ? JSON.stringify(value) : value };
  if (Array.isArray(value)) return { kind: 'list', items: value.map(scalar) };
  if (isRecord(value)) return { kind: 'pairs', pairs: Object.entries(value).map(([key, item]) => [key, scalar(item)]) };
  return { kind: 'scalar', text: scalar(value) };
}

const encode = (text: string): string => encodeURIComponent(text);

/**
 * A path parameter's value as it replaces `{name}` in the path, percent-encoded, in its style:
 * `simple` (`a,b`), `label` (`.a.b`) or `matrix` (`;id=a,b`), exploded or not.
 */
export function pathValue(parameter: Serialized, value: unknown): string {
  const { name, style, explode } = parameter;
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
export function queryPairs(parameter: Serialized, value: unknown): Array<[string, string]> {
  const { name, style, explode } = parameter;
  if (value === null || value === undefined) return [];
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

/** A header or cookie parameter's value (`simple` style: `a,b`; objects `k,v` or, exploded, `k=v`). */
export function headerValue(parameter: Serialized, value: unknown): string {
  const shape = shapeOf(parameter, value);
  if (shape.kind === 'scalar') return shape.text;
  if (shape.kind === 'list') return shape.items.join(',');
  return shape.pairs.map(([key, item]) => (parameter.explode ? `${key}=${item}` : `${key},${item}`)).join(',');
}

/** A query string from pairs: names and values percent-encoded, commas of lists kept. */
export function queryString(pairs: ReadonlyArray<readonly [string, string]>): string {
  const part = (text: string): string => encodeURIComponent(text).replaceAll('%2C', ',');
  return pairs.map(([name, value]) => `${part(name)}=${part(value)}`).join('&');
}
