// Bodies of an operation as page data: each media type with its schema tree and examples, and
// each response with its status text, description, headers and media types (or none).
import { STATUS_CODES } from 'node:http';
import type { ApiExample, ApiHeader, ApiMediaType, ApiResponse } from '@ssg/theme/contract';
import type { HtmlQueue } from './html-queue.js';
import type { IdAllocator } from './ids.js';
import { isObject, type JsonObject } from './json-pointer.js';
import { collectMediaExamples, formatExample, type Direction } from './media-examples.js';
import { parameterSchema } from './parameter-values.js';
import { deref } from './refs.js';
import { buildSchemaTree } from './schema-tree.js';

/** What building a page's parts needs: the document, the page's ids and its Markdown queue. */
export interface PartContext {
  document: JsonObject;
  ids: IdAllocator;
  queue: HtmlQueue;
}

/** The schema tree of `schema` on this page, with descriptions queued. */
export function schemaTree(schema: unknown, context: PartContext, idPrefix: string, place: { required?: boolean; name?: string } = {}) {
  const describe = (markdown: unknown, assign: (html: string) => void) => context.queue.markdown(markdown, assign);
  return buildSchemaTree(schema, { document: context.document, ids: context.ids, idPrefix, describe }, place);
}

/** Every media type of a `content` map, in document order. */
export function buildContent(content: unknown, context: PartContext, idPrefix: string, direction: Direction, required = false): ApiMediaType[] {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([mediaType, media]): ApiMediaType[] => {
    if (!isObject(media)) return [];
    const prefix = `${idPrefix}-${mediaType}`;
    const examples = collectMediaExamples(media, mediaType, context.document, direction).map((raw): ApiExample => {
      const example: ApiExample = {
        id: context.ids.take(prefix, 'example', raw.name),
        name: raw.name,
        ...(raw.summary ? { summary: raw.summary } : {}),
        html: '',
        generated: raw.generated,
      };
      context.queue.markdown(raw.description, (html) => (example.descriptionHtml = html));
      const { lang, code } = formatExample(raw.value, mediaType);
      context.queue.code(lang, code, (html) => (example.html = html));
      return example;
    });
    return [{
      mediaType,
      ...(media.schema !== undefined ? { schema: schemaTree(media.schema, context, prefix, { required }) } : {}),
      examples,
    }];
  });
}

const STATUS_CLASSES: Record<string, string> = {
  '1XX': 'Informational',
  '2XX': 'Success',
  '3XX': 'Redirection',
  '4XX': 'Client error',
  '5XX': 'Server error',
};

/** The reason phrase of a status code or range (`404` → `Not Found`, `4XX` → `Client error`). */
export function statusText(status: string): string | undefined {
  return STATUS_CODES[status] ?? STATUS_CLASSES[status.toUpperCase()];
}

/** The responses of an operation, in document order. */
export function buildResponses(responses: unknown, context: PartContext): ApiResponse[] {
  if (!isObject(responses)) return [];
  return Object.entries(responses).flatMap(([status, raw]): ApiResponse[] => {
    const response = deref(context.document, raw);
    if (!response) return [];
    const id = context.ids.take('response', status);
    const text = statusText(status);
    const out: ApiResponse = {
      id,
      status,
      ...(text ? { statusText: text } : {}),
      descriptionHtml: '',
      headers: buildHeaders(response.headers, context, id),
      content: buildContent(response.content, context, id, 'response'),
    };
    context.queue.markdown(response.description, (html) => (out.descriptionHtml = html));
    return [out];
  });
}

function buildHeaders(headers: unknown, context: PartContext, idPrefix: string): ApiHeader[] {
  if (!isObject(headers)) return [];
  return Object.entries(headers).flatMap(([name, raw]): ApiHeader[] => {
    const header = deref(context.document, raw);
    // A `Content-Type` response header is ignored by the specification: the media type says it.
    if (!header || name.toLowerCase() === 'content-type') return [];
    const schema = parameterSchema(header);
    const out: ApiHeader = {
      name,
      required: header.required === true,
      deprecated: header.deprecated === true,
      ...(schema !== undefined ? { schema: schemaTree(schema, context, `${idPrefix}-header-${name}`) } : {}),
    };
    context.queue.markdown(header.description, (html) => (out.descriptionHtml = html));
    return [out];
  });
}
