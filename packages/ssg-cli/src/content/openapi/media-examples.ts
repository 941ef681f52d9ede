// Examples of a media type: the named `examples` (with summaries), else the single `example`,
// else one generated from the schema with openapi-sampler (with the discriminator values that
// select the alternatives it picked). Each is then written as code in the form the media type
// travels in (JSON, XML, Server-Sent Events, form fields, plain text).
import { sample } from 'openapi-sampler';
import { isObject, type JsonObject } from './json-pointer.js';
import { objectMemo } from './object-memo.js';
import { deref, refName } from './refs.js';
import { discriminatorValue } from './schema-discriminator.js';
import { viewSchema } from './schema-view.js';

export interface RawExample {
  /** Key of a named example, or `Example`. */
  name: string;
  summary?: string;
  description?: string;
  /** Undefined when a named example gives no `value` (only a summary, or an `externalValue`). */
  value: unknown;
  /** `externalValue`: the example lives at this URL. */
  externalUrl?: string;
  generated: boolean;
}

export type Direction = 'request' | 'response';

/**
 * Nested schemas a generated example takes at most (openapi-sampler, patched): schemas that name
 * each other densely (ten, each with a property of each of the other nine) would otherwise make an
 * example of every path through them, exponentially many (46 s and 2 GB for those ten). The
 * largest examples of Stripe's and GitHub's descriptions take a few hundred.
 */
const SAMPLE_NODES = 2_000;

const baseType = (mediaType: string): string => mediaType.split(';')[0]!.trim().toLowerCase();
const isJson = (type: string): boolean => type === 'application/json' || type.endsWith('+json');
const isXml = (type: string): boolean => type.endsWith('/xml') || type.endsWith('+xml');

/** True when the schema describes raw bytes (a file), which gets no generated example. */
export function isBinarySchema(schema: unknown, document: JsonObject): boolean {
  const view = viewSchema(schema, document, new Set()).schema;
  return view.type === 'string' && (view.format === 'binary' || view.format === 'byte' || typeof view.contentMediaType === 'string' || typeof view.contentEncoding === 'string');
}

/**
 * Values already made, by schema object, then by direction and format: a response shared by
 * many operations (or a request body, which its page and its console both show) is sampled once.
 * The values are only read.
 */
const generated = objectMemo<unknown>();

/** A value for `schema` made by openapi-sampler; undefined when it cannot make one. */
export function generateValue(schema: unknown, document: JsonObject, direction: Direction, mediaType = 'application/json'): unknown {
  if (!isObject(schema)) return undefined;
  const format = isXml(baseType(mediaType)) ? 'xml' : 'json';
  return generated(schema, `${direction} ${format}`, () => sampleValue(schema, document, direction, format));
}

function sampleValue(schema: JsonObject, document: JsonObject, direction: Direction, format: 'xml' | 'json'): unknown {
  if (isBinarySchema(schema, document)) return undefined;
  // openapi-sampler 1.7 (src/allOf.js) writes "allOf: schemas with different types can't be
  // merged" to console.warn whatever `quiet` says; the build's output is not its to write to.
  const warn = console.warn;
  console.warn = () => {};
  try {
    // `maxSampleNodes` is the patch's option (not in the package's types).
    const options: Parameters<typeof sample>[1] & { maxSampleNodes: number } = { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true, format, maxSampleNodes: SAMPLE_NODES };
    const value = sample(schema as Parameters<typeof sample>[0], options, document);
    if (format === 'json') setDiscriminators(value, schema, document, undefined, 0);
    return value;
  } catch {
    return undefined;
  } finally {
    console.warn = warn;
  }
}

/**
 * Writes into a generated value the discriminator values of the alternatives the sampler chose
 * (it takes the first of each `oneOf`/`anyOf`, and fills the discriminating property with a
 * placeholder): `"Option One"` from a mapping, a `const`, or the schema's name. A base schema
 * with a discriminator reached through `allOf` (inheritance) gets the name of the schema that
 * extends it (`via`).
 */
function setDiscriminators(value: unknown, raw: unknown, document: JsonObject, via: string | undefined, depth: number): void {
  if (depth > 24 || !isObject(raw) || (typeof value !== 'object' || value === null)) return;
  const view = viewSchema(raw, document, new Set());
  const schema = view.schema;
  const own = view.ref ? refName(view.refs[view.refs.length - 1]!) : undefined;
  if (Array.isArray(value)) {
    for (const item of value) setDiscriminators(item, schema.items, document, undefined, depth + 1);
    return;
  }
  const object = value as JsonObject;
  const discriminator = isObject(schema.discriminator) && typeof schema.discriminator.propertyName === 'string' ? schema.discriminator : undefined;
  const members = Array.isArray(schema.oneOf) && schema.oneOf.length > 0 ? schema.oneOf : Array.isArray(schema.anyOf) && schema.anyOf.length > 0 ? schema.anyOf : undefined;
  if (Array.isArray(schema.allOf)) for (const member of schema.allOf) setDiscriminators(object, member, document, own ?? via, depth + 1);
  if (members) setDiscriminators(object, members[0], document, undefined, depth + 1);
  if (discriminator) {
    const name = via ?? own;
    const chosen = members ? members[0] : name !== undefined ? { $ref: `#/components/schemas/${name}` } : undefined;
    const selected = chosen !== undefined ? discriminatorValue(discriminator, chosen, document) : undefined;
    if (selected !== undefined) object[String(discriminator.propertyName)] = selected;
  }
  if (isObject(schema.properties)) {
    for (const [key, property] of Object.entries(schema.properties)) if (key in object) setDiscriminators(object[key], property, document, undefined, depth + 1);
  }
}

/** The examples of one media type object, given or generated. */
export function collectMediaExamples(media: JsonObject, mediaType: string, document: JsonObject, direction: Direction): RawExample[] {
  if (isObject(media.examples) && Object.keys(media.examples).length > 0) {
    return Object.entries(media.examples).flatMap(([name, raw]): RawExample[] => {
      const example = deref(document, raw);
      if (!example) return [];
      return [{
        name,
        ...(typeof example.summary === 'string' ? { summary: example.summary } : {}),
        ...(typeof example.description === 'string' ? { description: example.description } : {}),
        value: example.value,
        ...(typeof example.externalValue === 'string' ? { externalUrl: example.externalValue } : {}),
        generated: false,
      }];
    });
  }
  if (media.example !== undefined) return [{ name: 'Example', value: media.example, generated: false }];
  const value = generateValue(media.schema, document, direction, mediaType);
  if (value === undefined) return [];
  // The sampler takes a schema's own example when it has one: then nothing was made up.
  const root = viewSchema(media.schema, document, new Set()).schema;
  const given = root.example !== undefined || (Array.isArray(root.examples) && root.examples.length > 0);
  return [{ name: 'Example', value, generated: !given }];
}

/** The example written as code for `mediaType`, with the language to highlight it as. */
export function formatExample(value: unknown, mediaType: string): { lang: string; code: string } {
  const type = baseType(mediaType);
  if (typeof value === 'string') {
    if (isJson(type)) return { lang: 'json', code: value };
    return { lang: isXml(type) ? 'xml' : 'text', code: value };
  }
  if (type === 'text/event-stream' && isObject(value) && isEventFrame(value)) {
    return { lang: 'text', code: eventFrame(value) };
  }
  if (type === 'application/x-www-form-urlencoded' && isObject(value)) {
    const pairs = Object.entries(value).map(([key, field]): [string, string] => [key, typeof field === 'string' ? field : JSON.stringify(field)]);
    return { lang: 'text', code: new URLSearchParams(pairs).toString() };
  }
  return { lang: 'json', code: JSON.stringify(value, null, 2) ?? 'null' };
}

const FRAME_FIELDS = new Set(['id', 'event', 'data', 'retry']);

function isEventFrame(value: JsonObject): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.includes('data') && keys.every((key) => FRAME_FIELDS.has(key));
}

/** One Server-Sent Event as it travels: `event:`, `id:`, `data:` lines and a blank line. */
function eventFrame(value: JsonObject): string {
  const lines: string[] = [];
  for (const field of ['id', 'event', 'retry']) if (value[field] !== undefined) lines.push(`${field}: ${String(value[field])}`);
  const data = typeof value.data === 'string' ? value.data : JSON.stringify(value.data);
  for (const line of data.split('\n')) lines.push(`data: ${line}`);
  return `${lines.join('\n')}\n`;
}
