// The API reference stage: one OpenAPI document in, an info page, one page per operation and
// the sidebar items for them out. The document is parsed once and validated against the OpenAPI
// schema (validate-spec.ts); a document that fails validation stops the build.
import type { SidebarItem } from '@ssg/theme/contract';
import { UserError, type Diagnostic, type DiagnosticSink } from '../../report/diagnostics.js';
import type { DocLikeEntry } from '../types.js';
import { HtmlQueue, type HtmlCache } from './html-queue.js';
import type { IdAllocator } from './ids.js';
import { buildInfoPage, type PlacedGroup } from './info-page.js';
import { deepestExisting } from './json-pointer.js';
import { buildOperationPage, operationTitle } from './operation-page.js';
import { collectOperations, groupByTag } from './operations.js';
import { assertOpenApiDocument, describePointer, locatePointer, parseSpecText } from './parse-spec.js';
import { assertRefsResolve } from './refs.js';
import { infoSlug, operationSlug } from './slug.js';
import type { RenderCode, RenderMarkdown } from './types.js';
import { startValidation, type ValidationOutcome } from './validate-spec.js';

export interface LoadOpenApiInput {
  /** Site-relative path of the document, for messages and as the pages' source. */
  file: string;
  text: string;
  renderMarkdown: RenderMarkdown;
  /** Renders code blocks without going through Markdown (optional; faster). */
  renderCode?: RenderCode;
  diagnostics: DiagnosticSink;
  /** Route of the API folder, e.g. `/docs/api`. */
  routeBase: string;
  /** Validates the document; default: the OpenAPI 3.0/3.1 schema and rules (validate-spec.ts). */
  validate?: (document: Record<string, unknown>) => Promise<ValidationOutcome>;
}

export interface LoadedOpenApi {
  /** The info page first, then the operations in sidebar order. */
  pages: DocLikeEntry[];
  /** Children of the API category: the info page, then one category per tag (`untagged` last). */
  sidebar: SidebarItem[];
}

/** Parses, checks and validates the document, and builds the API pages. */
export async function loadOpenApi(input: LoadOpenApiInput): Promise<LoadedOpenApi> {
  const { file, text } = input;
  const { document } = assertOpenApiDocument(file, text, parseSpecText(file, text));
  assertRefsResolve(file, text, document);
  const validation = (input.validate ?? startValidation)(document);
  let loaded: LoadedOpenApi;
  try {
    loaded = await buildPages(input, document);
  } catch (error) {
    const outcome = await validation.catch(() => undefined);
    if (outcome && !outcome.valid) throw validationError(file, text, document, outcome);
    throw error;
  }
  const outcome = await validation;
  if (!outcome.valid) throw validationError(file, text, document, outcome);
  return loaded;
}

async function buildPages(input: LoadOpenApiInput, document: Record<string, unknown>): Promise<LoadedOpenApi> {
  const { file, text, routeBase, diagnostics } = input;
  const cache: HtmlCache = new Map();
  const title = String((document.info as Record<string, unknown>).title ?? 'API');
  const infoRoute = `${routeBase}/${infoSlug(title)}`;
  const claimed = new Map<string, string>([[infoRoute, `the API info page (${title})`]]);
  const groups: PlacedGroup[] = [];
  const built: Array<{ data: DocLikeEntry['data']; ids: IdAllocator; queue: HtmlQueue; sidebarLabel: string }> = [];
  for (const group of groupByTag(collectOperations(document), document.tags)) {
    const placed: PlacedGroup = { name: group.name, operations: [] };
    for (const record of group.operations) {
      const route = `${routeBase}/${operationSlug(record)}`;
      const name = `${record.method.toUpperCase()} ${record.path}${record.operationId ? ` (${record.operationId})` : ''}`;
      const holder = claimed.get(route);
      if (holder) {
        diagnostics.add(duplicateRoute(file, text, record.pointer, route, holder, name));
        continue;
      }
      claimed.set(route, name);
      const queue = new HtmlQueue(input.renderMarkdown, file, cache, input.renderCode);
      const { data, ids } = buildOperationPage(record, route, document, queue);
      built.push({ data, ids, queue, sidebarLabel: operationTitle(record) });
      placed.operations.push({ record, route, title: operationTitle(record) });
    }
    if (placed.operations.length > 0) groups.push(placed);
  }
  const infoQueue = new HtmlQueue(input.renderMarkdown, file, cache, input.renderCode);
  const info = buildInfoPage(document, infoRoute, groups, infoQueue);
  built.unshift({ data: info.data, ids: info.ids, queue: infoQueue, sidebarLabel: info.data.title });
  const pages = await Promise.all(
    built.map(async ({ data, ids, queue, sidebarLabel }): Promise<DocLikeEntry> => {
      const { links, anchors } = await queue.flush();
      return { data, sidebarLabel, source: file, links, anchors: [...new Set([...ids.all(), ...anchors])], assets: [] };
    }),
  );
  const sidebar: SidebarItem[] = [
    { type: 'link', label: info.data.title, route: infoRoute },
    ...groups.map((group): SidebarItem => ({
      type: 'category',
      label: group.name,
      items: group.operations.map(({ record, route, title: label }) => ({ type: 'link', label, route, badge: record.method })),
    })),
  ];
  return { pages, sidebar };
}

function duplicateRoute(file: string, text: string, pointer: string, route: string, holder: string, name: string): Diagnostic {
  const at = locatePointer(text, pointer);
  return {
    severity: 'warning',
    rule: 'onDuplicateRoutes',
    file,
    ...(at ? { line: at.line, column: at.column } : {}),
    message: `${name} maps to the route ${route}, already used by ${holder}; the operation is left out`,
    hint: 'Give the operations distinct operationIds (the slug comes from the operationId, `_` and case changes becoming `-`).',
  };
}

/** One UserError for every validation problem, each placed at the line of its JSON pointer. */
function validationError(file: string, text: string, document: Record<string, unknown>, outcome: ValidationOutcome): UserError {
  const diagnostics = outcome.problems.map((problem): Diagnostic => {
    // The pointer may run through a `$ref` the validator inlined: place it at the deepest part that exists.
    const at = problem.pointer !== undefined ? locatePointer(text, deepestExisting(document, problem.pointer)) : undefined;
    const where = problem.pointer !== undefined ? `at the JSON pointer ${describePointer(problem.pointer)}` : 'somewhere in the document';
    return {
      severity: 'error',
      rule: 'openapi',
      file,
      ...(at ? { line: at.line, column: at.column } : {}),
      message: `the OpenAPI document is invalid ${where}: ${problem.message}`,
      hint: 'Fix the specification so it validates as OpenAPI 3.0 or 3.1.',
    };
  });
  const first = diagnostics[0]!;
  const position = first.line !== undefined ? `${file}:${first.line}:${first.column}` : file;
  const more = diagnostics.length > 1 ? ` (and ${diagnostics.length - 1} more problem${diagnostics.length > 2 ? 's' : ''})` : '';
  return new UserError(`${position}  ${first.message}${more}`, { hint: first.hint, diagnostics });
}
