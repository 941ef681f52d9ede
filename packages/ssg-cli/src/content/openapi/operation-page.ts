// The page data of one operation: method, path and server, description, parameters by
// location, request body, responses, request samples, and a TOC of the page's sections.
import type { ApiCodeSample, ApiOperationPageData, ApiParameter, ApiParameterGroup, ApiRequestBody, TocEntry } from '@ssg/theme/contract';
import { curlSample, javascriptSample, pythonSample } from './code-samples.js';
import { IdAllocator } from './ids.js';
import { buildContent, buildResponses, schemaTree, statusText, type PartContext } from './media-types.js';
import { LOCATIONS, type OperationRecord } from './operations.js';
import { parameterExamples, parameterSchema } from './parameter-values.js';
import { deref } from './refs.js';
import { buildSampleRequest } from './request-sample.js';
import type { JsonObject } from './json-pointer.js';
import type { HtmlQueue } from './html-queue.js';

type ShellKey = 'sidebar' | 'breadcrumbs' | 'prev' | 'next' | 'metadata';
export type OperationPage = Omit<ApiOperationPageData, ShellKey>;

/** Section ids every operation page uses; the theme renders headings with these ids. */
export const SECTION_IDS = { request: 'request', body: 'request-body', responses: 'responses', samples: 'samples' } as const;

const LOCATION_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' } as const;

const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The title of an operation: its summary, else its operationId, else `METHOD /path`. */
export function operationTitle(record: OperationRecord): string {
  const summary = record.operation.summary;
  if (typeof summary === 'string' && summary.trim() !== '') return summary.trim();
  return record.operationId ?? `${record.method.toUpperCase()} ${record.path}`;
}

/** Builds the page for `record` at `route`; HTML fields are filled when `queue` is flushed. */
export function buildOperationPage(record: OperationRecord, route: string, document: JsonObject, queue: HtmlQueue): { data: OperationPage; ids: IdAllocator } {
  const ids = new IdAllocator(Object.values(SECTION_IDS));
  const context: PartContext = { document, ids, queue };
  const { operation } = record;
  const parameters = groupParameters(record, context);
  const requestBody = buildRequestBody(operation.requestBody, context);
  const responses = buildResponses(operation.responses, context);
  const samples = buildSamples(record, context);
  const title = operationTitle(record);
  const toc: TocEntry[] = [];
  if (parameters.length > 0 || requestBody) toc.push({ id: SECTION_IDS.request, html: 'Request', depth: 2 });
  for (const group of parameters) toc.push({ id: group.id, html: LOCATION_TITLES[group.location], depth: 3 });
  if (requestBody) toc.push({ id: SECTION_IDS.body, html: 'Body', depth: 3 });
  toc.push({ id: SECTION_IDS.responses, html: 'Responses', depth: 2 });
  for (const response of responses) {
    toc.push({ id: response.id, html: escapeHtml([response.status, statusText(response.status)].filter(Boolean).join(' ')), depth: 3 });
  }
  toc.push({ id: SECTION_IDS.samples, html: 'Samples', depth: 2 });
  const data: OperationPage = {
    kind: 'api-operation',
    route,
    title,
    description: `${record.method.toUpperCase()} ${record.path}: ${title}`,
    toc,
    method: record.method,
    path: record.path,
    serverUrl: record.serverUrl,
    ...(record.operationId ? { operationId: record.operationId } : {}),
    tag: record.tag,
    deprecated: operation.deprecated === true,
    descriptionHtml: '',
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    samples,
  };
  queue.markdown(operation.description, (html) => (data.descriptionHtml = html));
  return { data, ids };
}

function groupParameters(record: OperationRecord, context: PartContext): ApiParameterGroup[] {
  return LOCATIONS.flatMap((location): ApiParameterGroup[] => {
    const parameters = record.parameters
      .filter((parameter) => parameter.in === location)
      .map((parameter): ApiParameter => {
        const name = String(parameter.name);
        const schema = parameterSchema(parameter);
        const out: ApiParameter = {
          name,
          location,
          required: location === 'path' || parameter.required === true,
          deprecated: parameter.deprecated === true,
          ...(schema !== undefined ? { schema: schemaTree(schema, context, `${location}-${name}`) } : {}),
          examples: parameterExamples(parameter, context.document).map((value) => JSON.stringify(value) ?? 'null'),
        };
        context.queue.markdown(parameter.description, (html) => (out.descriptionHtml = html));
        return out;
      });
    return parameters.length > 0 ? [{ location, id: context.ids.take(location, 'parameters'), parameters }] : [];
  });
}

function buildRequestBody(raw: unknown, context: PartContext): ApiRequestBody | undefined {
  const body = deref(context.document, raw);
  if (!body) return undefined;
  const required = body.required === true;
  const out: ApiRequestBody = { required, content: buildContent(body.content, context, 'request', 'request', required) };
  context.queue.markdown(body.description, (html) => (out.descriptionHtml = html));
  return out;
}

/** The request samples of every operation: label, fence language, generator. */
const SAMPLES: Array<[string, string, (request: ReturnType<typeof buildSampleRequest>) => string]> = [
  ['curl', 'bash', curlSample],
  ['Python', 'python', pythonSample],
  ['JavaScript', 'javascript', javascriptSample],
];

/** The languages API pages highlight: the samples', and JSON for examples. */
export const API_CODE_LANGUAGES: readonly string[] = [...SAMPLES.map(([, lang]) => lang), 'json'];

function buildSamples(record: OperationRecord, context: PartContext): ApiCodeSample[] {
  const request = buildSampleRequest(record, context.document);
  return SAMPLES.map(([label, lang, generate]) => {
    const sample: ApiCodeSample = { id: context.ids.take('sample', label), label, html: '' };
    context.queue.code(lang, generate(request), (html) => (sample.html = html));
    return sample;
  });
}
