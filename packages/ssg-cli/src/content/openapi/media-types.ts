// Bodies of an operation as page data: each media type with its schema tree, examples and
// encoding, and each response with its status text, description, headers, media types (or
// none) and links. An example too large to show whole shows its beginning, and the whole of it
// becomes a file of its own beside the page.
import { STATUS_CODES } from 'node:http';
import type { ApiExample, ApiHeader, ApiMediaType, ApiResponse, ApiResponseLink } from '@ssg/theme/contract';
import type { ExtraFile } from '../types.js';
import { fitSegment } from '../address.js';
import type { HtmlQueue } from './html-queue.js';
import type { IdAllocator } from './ids.js';
import { childPointer, isObject, type JsonObject } from './json-pointer.js';
import { collectMediaExamples, formatExample, type Direction } from './media-examples.js';
import { parameterSchema } from './parameter-values.js';
import { deref } from './refs.js';
import { buildSchemaTree } from './schema-tree.js';

/** What every page of one document shares: messages, extra files, the routes of operations. */
export interface SpecContext {
  /** Records a warning about the value at `pointer` (placed at its line at the end). */
  warn(pointer: string, message: string, hint?: string): void;
  /** Files written beside the pages (whole examples). */
  files: ExtraFile[];
  /** Route of each operation's page by operationId, for response links. */
  operationRoutes: Map<string, string>;
}

/** What building a page's parts needs: the document, the page's ids, Markdown queue and budgets. */
export interface PartContext {
  document: JsonObject;
  ids: IdAllocator;
  queue: HtmlQueue;
  spec: SpecContext;
  /** Route of the page (whole examples go below it). */
  route: string;
  /** Schema nodes the page may still show, shared by its trees. */
  budget: { nodesLeft: number };
  /** Named schemas already expanded on the page. */
  expanded: Map<string, string>;
}

/** Examples longer than this many lines show their beginning and link to the whole. */
export const EXAMPLE_MAX_LINES = 40;
/** …and so do those longer than this many characters. */
export const EXAMPLE_MAX_CHARS = 3000;

/** The schema tree of `schema` on this page, with descriptions queued. */
export function schemaTree(schema: unknown, context: PartContext, idPrefix: string, place: { required?: boolean; name?: string } = {}) {
  const describe = (markdown: unknown, assign: (html: string) => void) => context.queue.markdown(markdown, assign);
  return buildSchemaTree(schema, { document: context.document, ids: context.ids, idPrefix, describe, budget: context.budget, expanded: context.expanded }, place);
}

const EXTENSIONS: Record<string, string> = { json: 'json', xml: 'xml' };

/** The code an example shows: whole, or its first lines plus the route of a file with the whole. */
function capExample(code: string, lang: string, id: string, context: PartContext): { code: string; full?: { route: string; bytes: number } } {
  const lines = code.split('\n');
  if (lines.length <= EXAMPLE_MAX_LINES && code.length <= EXAMPLE_MAX_CHARS) return { code };
  let shown = lines.slice(0, EXAMPLE_MAX_LINES).join('\n');
  if (shown.length > EXAMPLE_MAX_CHARS) shown = shown.slice(0, shown.lastIndexOf('\n', EXAMPLE_MAX_CHARS) > 0 ? shown.lastIndexOf('\n', EXAMPLE_MAX_CHARS) : EXAMPLE_MAX_CHARS);
  // The id holds the media type's and the example's names, as long as the document writes them.
  const route = `${context.route}/${fitSegment(id)}.${EXTENSIONS[lang] ?? 'txt'}`;
  const contents = `${code}\n`;
  context.spec.files.push({ route, contents });
  return { code: `${shown}\n…`, full: { route, bytes: Buffer.byteLength(contents) } };
}

/** Every media type of a `content` map, in document order. */
export function buildContent(content: unknown, context: PartContext, idPrefix: string, direction: Direction, required = false): ApiMediaType[] {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([mediaType, media]): ApiMediaType[] => {
    if (!isObject(media)) return [];
    const prefix = `${idPrefix}-${mediaType}`;
    const examples = collectMediaExamples(media, mediaType, context.document, direction).map((raw): ApiExample => {
      const id = context.ids.take(prefix, 'example', raw.name);
      const example: ApiExample = {
        id,
        name: raw.name,
        ...(raw.summary ? { summary: raw.summary } : {}),
        html: '',
        generated: raw.generated,
        ...(raw.externalUrl !== undefined ? { externalUrl: raw.externalUrl } : {}),
      };
      context.queue.markdown(raw.description, (html) => (example.descriptionHtml = html));
      if (raw.value !== undefined) {
        const { lang, code } = formatExample(raw.value, mediaType);
        const capped = capExample(code, lang, id, context);
        if (capped.full) example.full = capped.full;
        context.queue.code(lang, capped.code, (html) => (example.html = html));
      }
      return example;
    });
    const encoding = buildEncoding(media.encoding);
    return [{
      mediaType,
      // A null schema is reported by validation (Schema Objects are objects).
      ...(media.schema !== undefined && media.schema !== null ? { schema: schemaTree(media.schema, context, prefix, { required }) } : {}),
      examples,
      ...(encoding.length > 0 ? { encoding } : {}),
    }];
  });
}

function buildEncoding(raw: unknown): NonNullable<ApiMediaType['encoding']> {
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([property, value]) => {
    if (!isObject(value)) return [];
    return [{
      property,
      ...(typeof value.contentType === 'string' ? { contentType: value.contentType } : {}),
      ...(typeof value.style === 'string' ? { style: value.style } : {}),
      ...(typeof value.explode === 'boolean' ? { explode: value.explode } : {}),
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
  if (status.toLowerCase() === 'default') return 'Any other status';
  return STATUS_CODES[status] ?? STATUS_CLASSES[status.toUpperCase()];
}

/**
 * The entries of a map of named objects (responses, links, callbacks), `$ref`s followed and
 * extensions skipped; an entry that is not an object is reported at its pointer and left out.
 */
export function namedObjects(map: unknown, context: PartContext, pointer: string, kind: string): Array<[string, JsonObject]> {
  if (!isObject(map)) return [];
  return Object.entries(map).flatMap(([name, raw]): Array<[string, JsonObject]> => {
    if (name.startsWith('x-')) return [];
    const value = deref(context.document, raw);
    if (value) return [[name, value]];
    context.spec.warn(childPointer(pointer, name), `the ${kind} "${name}" is not a ${kind} object; it is left out`);
    return [];
  });
}

/** The responses of an operation, in document order. */
export function buildResponses(responses: unknown, context: PartContext, pointer: string): ApiResponse[] {
  return namedObjects(responses, context, pointer, 'response').map(([status, response]): ApiResponse => {
    const at = childPointer(pointer, status);
    const id = context.ids.take('response', status);
    const text = statusText(status);
    const out: ApiResponse = {
      id,
      status,
      ...(text ? { statusText: text } : {}),
      descriptionHtml: '',
      headers: buildHeaders(response.headers, context, id),
      content: buildContent(response.content, context, id, 'response'),
      links: buildLinks(response.links, context, childPointer(at, 'links')),
    };
    context.queue.markdown(response.description, (html) => (out.descriptionHtml = html));
    return out;
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

/** Response links: the target operation (its page when it is here), parameters, body. */
function buildLinks(links: unknown, context: PartContext, pointer: string): ApiResponseLink[] {
  return namedObjects(links, context, pointer, 'link').map(([name, link]): ApiResponseLink => {
    const out: ApiResponseLink = {
      name,
      ...linkTarget(link, context),
      parameters: isObject(link.parameters) ? Object.entries(link.parameters).map(([key, value]) => ({ name: key, value: typeof value === 'string' ? value : JSON.stringify(value) ?? 'null' })) : [],
      ...(link.requestBody !== undefined ? { requestBody: typeof link.requestBody === 'string' ? link.requestBody : JSON.stringify(link.requestBody) ?? 'null' } : {}),
    };
    context.queue.markdown(link.description, (html) => (out.descriptionHtml = html));
    return out;
  });
}

function linkTarget(link: JsonObject, context: PartContext): Pick<ApiResponseLink, 'target'> {
  if (typeof link.operationId === 'string') {
    const route = context.spec.operationRoutes.get(link.operationId);
    return { target: { label: link.operationId, ...(route ? { route } : {}) } };
  }
  if (typeof link.operationRef === 'string') {
    // A local operationRef (`#/paths/~1users~1{id}/get`) names an operation of this document.
    const route = context.spec.operationRoutes.get(`ref:${link.operationRef}`);
    return { target: { label: link.operationRef, ...(route ? { route } : {}) } };
  }
  return {};
}
