// The page data of one operation (or webhook): method, path and servers, description,
// authentication, parameters by location, request body, responses with their links, callbacks,
// the request model of its console and samples, and a TOC of the page's sections (a section without content is left out).
import type {
  ApiCallback,
  ApiCodeSample,
  ApiExternalDocs,
  ApiOperationPageData,
  ApiParameter,
  ApiParameterGroup,
  ApiRequestBody,
  HttpMethod,
  TocEntry,
} from '@ssg/theme/contract';
import { runsScript } from '../../markdown/url.js';
import { IdAllocator } from './ids.js';
import { childPointer, isObject, type JsonObject } from './json-pointer.js';
import { buildContent, buildResponses, namedObjects, schemaTree, statusText, type PartContext, type SpecContext } from './media-types.js';
import { HTTP_METHODS, LOCATIONS, mergeParameters, serverBaseUrl, type OperationRecord } from './operations.js';
import { parameterExamples, parameterMediaType, parameterSchema, parameterStyle } from './parameter-values.js';
import { plainTextHtml } from './plain-text.js';
import { deref, sampleSource } from './refs.js';
import { buildRequestModel } from './request-model.js';
import { securityRequirements, securityScheme } from './security.js';
import { buildServers } from './servers.js';
import type { HtmlQueue } from './html-queue.js';

type ShellKey = 'sidebar' | 'breadcrumbs' | 'prev' | 'next' | 'metadata';
export type OperationPage = Omit<ApiOperationPageData, ShellKey>;

/** Section ids every operation page uses; the theme renders headings with these ids. */
export const SECTION_IDS = {
  security: 'authentication',
  request: 'request',
  body: 'request-body',
  responses: 'responses',
  callbacks: 'callbacks',
  codeSamples: 'code-samples',
  tryIt: 'try-it',
  samples: 'samples',
} as const;

/** Schema nodes one page shows at most, all its trees together (the rest is marked as cut). */
export const PAGE_SCHEMA_BUDGET = 600;

const LOCATION_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' } as const;

const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Characters of a summary that reads as a title; a longer one (or one of several lines) is a description. */
const SUMMARY_MAX = 120;

/**
 * An operation's summary when it is a short line, as plain text; undefined when there is none or
 * it is written as a description (paragraphs of Markdown: real-world documents do that).
 */
function shortSummary(operation: JsonObject): string | undefined {
  const summary = typeof operation.summary === 'string' ? operation.summary.trim() : '';
  if (summary === '' || summary.length > SUMMARY_MAX || summary.includes('\n')) return undefined;
  return plainInline(summary);
}

/** Inline Markdown as the text it shows: `**a** [b](c) `d`` → `a b d`. */
function plainInline(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])([*_])(?=\S)(.+?)\2(?![\w*])/g, '$1$3')
    .replace(/`([^`]+)`/g, '$1');
}

/** The title of an operation: its summary, else (none, or one written as a description) its operationId, else `METHOD /path`. */
export function operationTitle(record: OperationRecord): string {
  return shortSummary(record.operation) ?? record.operationId ?? `${record.method.toUpperCase()} ${record.path}`;
}

/** The description of an operation: its own, else a summary written as one. */
function operationDescription(operation: JsonObject): unknown {
  if (typeof operation.description === 'string' && operation.description.trim() !== '') return operation.description;
  return typeof operation.summary === 'string' && shortSummary(operation) === undefined ? operation.summary : undefined;
}

/** What the page of one operation needs from the document's build. */
export interface OperationPageInput {
  record: OperationRecord;
  route: string;
  document: JsonObject;
  queue: HtmlQueue;
  spec: SpecContext;
  /** Declared security schemes by name. */
  schemes: ReadonlyMap<string, JsonObject>;
  /** URL the document was fetched from, for relative server URLs. */
  documentUrl?: string;
  /** The site's console settings (default: on, offering the document's first server). */
  console?: { enabled: boolean; serverUrl?: string };
}

/** Builds the page for `record` at `route`; HTML fields are filled when `queue` is flushed. */
export function buildOperationPage(input: OperationPageInput): { data: OperationPage; ids: IdAllocator } {
  const { record, route, document, queue, spec } = input;
  const ids = new IdAllocator(Object.values(SECTION_IDS));
  const context: PartContext = { document, ids, queue, spec, route, budget: { nodesLeft: PAGE_SCHEMA_BUDGET }, expanded: new Map() };
  const { operation, pointer } = record;
  const parameters = groupParameters(record.parameters, context, '');
  const requestBody = buildRequestBody(operation.requestBody, context, 'request');
  const responses = buildResponses(operation.responses, context, childPointer(pointer, 'responses'));
  const callbacks = buildCallbacks(operation.callbacks, context, childPointer(pointer, 'callbacks'));
  const security = securityRequirements(record.security, input.schemes, record.security === operation.security ? childPointer(pointer, 'security') : '/security', spec.warn);
  const usedSchemes = [...new Set(security.flatMap((requirement) => requirement.schemes.map((scheme) => scheme.name)))];
  const servers = record.webhook === undefined ? buildServers(record.servers, queue) : [];
  const serverUrl = record.webhook === undefined ? serverBaseUrl(record.servers, input.documentUrl) : '';
  const consoleSettings = input.console ?? { enabled: true };
  const request =
    record.webhook === undefined
      ? buildRequestModel(record, document, serverUrl, consoleSettings.enabled ? { serverUrl: consoleSettings.serverUrl ?? (/^https?:\/\//i.test(serverUrl) ? serverUrl : '') } : undefined)
      : undefined;
  const title = operationTitle(record);
  const toc: TocEntry[] = [];
  if (security.length > 0) toc.push({ id: SECTION_IDS.security, html: 'Authentication', depth: 2 });
  if (parameters.length > 0 || requestBody) toc.push({ id: SECTION_IDS.request, html: record.webhook === undefined ? 'Request' : 'Payload', depth: 2 });
  for (const group of parameters) toc.push({ id: group.id, html: LOCATION_TITLES[group.location], depth: 3 });
  if (requestBody) toc.push({ id: SECTION_IDS.body, html: 'Body', depth: 3 });
  if (responses.length > 0) toc.push({ id: SECTION_IDS.responses, html: 'Responses', depth: 2 });
  for (const response of responses) {
    toc.push({ id: response.id, html: escapeHtml([response.status, statusText(response.status)].filter(Boolean).join(' ')), depth: 3 });
  }
  if (callbacks.length > 0) toc.push({ id: SECTION_IDS.callbacks, html: 'Callbacks', depth: 2 });
  for (const callback of callbacks) toc.push({ id: callback.id, html: escapeHtml(callback.name), depth: 3 });
  const codeSamples = buildCodeSamples(operation, document, queue);
  if (codeSamples.length > 0) toc.push({ id: SECTION_IDS.codeSamples, html: 'Code samples', depth: 2 });
  if (request?.console) toc.push({ id: SECTION_IDS.tryIt, html: 'Try it', depth: 2 });
  if (request) toc.push({ id: SECTION_IDS.samples, html: 'Samples', depth: 2 });
  const data: OperationPage = {
    kind: 'api-operation',
    route,
    title,
    description: record.webhook === undefined ? `${record.method.toUpperCase()} ${record.path}: ${title}` : `Webhook ${record.webhook}: ${title}`,
    toc,
    method: record.method,
    path: record.path,
    serverUrl,
    servers,
    ...(record.webhook !== undefined ? { webhook: record.webhook } : {}),
    ...(record.operationId ? { operationId: record.operationId } : {}),
    tag: record.webhook !== undefined ? 'webhooks' : record.tag,
    deprecated: operation.deprecated === true,
    descriptionHtml: '',
    ...externalDocs(operation.externalDocs, queue),
    security,
    securitySchemes: usedSchemes.flatMap((name) => {
      const scheme = input.schemes.get(name);
      return scheme ? [securityScheme(name, scheme, `scheme-${name}`, queue)] : [];
    }),
    callbacks,
    ...(codeSamples.length > 0 ? { codeSamples } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(request ? { request } : {}),
  };
  // The path item's text (about every operation of the path) comes first.
  const own = operationDescription(operation);
  const description = [record.pathText, typeof own === 'string' ? own : undefined].filter((text) => text !== undefined).join('\n\n');
  queue.markdown(description === '' ? undefined : description, (html) => (data.descriptionHtml = html), 2);
  return { data, ids };
}

/** Languages of code samples as Redoc's documents name them, by the name the highlighter knows. */
const SAMPLE_LANGUAGES: Record<string, string> = {
  curl: 'bash', shell: 'bash', sh: 'bash', bash: 'bash', cli: 'bash', httpie: 'bash',
  javascript: 'javascript', js: 'javascript', node: 'javascript', 'node.js': 'javascript', nodejs: 'javascript',
  typescript: 'typescript', ts: 'typescript', python: 'python', py: 'python', go: 'go', golang: 'go', ruby: 'ruby', rb: 'ruby',
  php: 'php', java: 'java', kotlin: 'kotlin', swift: 'swift', 'c#': 'csharp', csharp: 'csharp', '.net': 'csharp', rust: 'rust',
  powershell: 'powershell', http: 'http', json: 'json', yaml: 'yaml', dart: 'dart', elixir: 'elixir', scala: 'scala', r: 'r', c: 'c', 'c++': 'cpp', cpp: 'cpp',
};

/** The document's own code samples (`x-codeSamples`, or the older `x-code-samples`): each with a `source`, queued for highlighting. */
function buildCodeSamples(operation: JsonObject, document: JsonObject, queue: HtmlQueue): ApiCodeSample[] {
  const written = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(written)) return [];
  return written.flatMap((entry) => {
    const sample = deref(document, entry);
    const source = sample && sampleSource(document, sample.source);
    if (sample === undefined || source === undefined || source.trim() === '') return [];
    const lang = typeof sample.lang === 'string' ? sample.lang.trim() : '';
    const label = typeof sample.label === 'string' && sample.label.trim() !== '' ? sample.label.trim() : lang || 'Sample';
    const out: ApiCodeSample = { label, html: '' };
    queue.code(SAMPLE_LANGUAGES[lang.toLowerCase()] ?? 'text', source, (html) => (out.html = html));
    return [out];
  });
}

/** `value` when it is a URL a link may lead to: not empty, and nothing that runs script when followed (`javascript:`). */
export function linkUrl(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && !runsScript(value) ? value : undefined;
}

/** `externalDocs` as page data (nothing when it has no URL a link may lead to): a short plain description is the link's text. */
export function externalDocs(raw: unknown, queue: HtmlQueue): { externalDocs?: ApiExternalDocs } {
  const url = isObject(raw) ? linkUrl(raw.url) : undefined;
  if (!isObject(raw) || url === undefined) return {};
  const description = typeof raw.description === 'string' ? raw.description.trim() : '';
  const short = description !== '' && description.length <= 80 && !description.includes('\n') && plainTextHtml(description) !== undefined;
  const out: ApiExternalDocs = { url, label: short ? description : 'More documentation' };
  if (!short) queue.markdown(raw.description, (html) => (out.descriptionHtml = html));
  return { externalDocs: out };
}

function groupParameters(list: JsonObject[], context: PartContext, idPrefix: string): ApiParameterGroup[] {
  return LOCATIONS.flatMap((location): ApiParameterGroup[] => {
    const parameters = list
      .filter((parameter) => parameter.in === location)
      .map((parameter): ApiParameter => {
        const name = String(parameter.name);
        const schema = parameterSchema(parameter);
        const { style, explode } = parameterStyle(parameter);
        const mediaType = parameterMediaType(parameter);
        const out: ApiParameter = {
          name,
          location,
          required: location === 'path' || parameter.required === true,
          deprecated: parameter.deprecated === true,
          ...(schema !== undefined ? { schema: schemaTree(schema, context, `${idPrefix}${location}-${name}`) } : {}),
          examples: parameterExamples(parameter, context.document).map((value) => JSON.stringify(value) ?? 'null'),
          style,
          explode,
          ...(parameter.allowReserved === true ? { allowReserved: true } : {}),
          ...(mediaType !== undefined ? { mediaType } : {}),
        };
        context.queue.markdown(parameter.description, (html) => (out.descriptionHtml = html));
        return out;
      });
    return parameters.length > 0 ? [{ location, id: context.ids.take(idPrefix, location, 'parameters'), parameters }] : [];
  });
}

function buildRequestBody(raw: unknown, context: PartContext, idPrefix: string): ApiRequestBody | undefined {
  const body = deref(context.document, raw);
  if (!body) return undefined;
  const required = body.required === true;
  const out: ApiRequestBody = { required, content: buildContent(body.content, context, idPrefix, 'request', required) };
  context.queue.markdown(body.description, (html) => (out.descriptionHtml = html));
  return out;
}

/** Callbacks: each named callback's URL expressions and the operations on them. */
function buildCallbacks(raw: unknown, context: PartContext, pointer: string): ApiCallback[] {
  return namedObjects(raw, context, pointer, 'callback').flatMap(([name, callback]): ApiCallback[] => {
    const id = context.ids.take('callback', name);
    const operations = Object.entries(callback).flatMap(([url, rawItem]) => {
      if (url.startsWith('x-')) return [];
      const pathItem = deref(context.document, rawItem);
      if (!pathItem) return [];
      const itemPointer = childPointer(pointer, name, url);
      return Object.keys(pathItem)
        .filter((key): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key) && isObject(pathItem[key]))
        .map((method) => {
          const operation = pathItem[method] as JsonObject;
          const at = childPointer(itemPointer, method);
          const operationId = context.ids.take(id, method);
          const requestBody = buildRequestBody(operation.requestBody, context, `${operationId}-request`);
          const summary = shortSummary(operation);
          const out: ApiCallback['operations'][number] = {
            id: operationId,
            method,
            url,
            ...(summary !== undefined ? { summary } : {}),
            parameters: groupParameters(mergeParameters(context.document, pathItem.parameters, operation.parameters), context, `${operationId}-`),
            ...(requestBody ? { requestBody } : {}),
            responses: buildResponses(operation.responses, context, childPointer(at, 'responses')),
          };
          // Under the callback's heading (h3).
          context.queue.markdown(operationDescription(operation), (html) => (out.descriptionHtml = html), 4);
          return out;
        });
    });
    if (operations.length === 0) {
      context.spec.warn(childPointer(pointer, name), `the callback "${name}" has no operations; it is left out`);
      return [];
    }
    return [{ id, name, operations }];
  });
}
