// The API reference stage: one OpenAPI document in, an info page, one page per operation and
// webhook, the sidebar items for them and the files of whole examples out. The document is parsed
// once and validated against the OpenAPI schema (validate-spec.ts): a document that fails
// validation stops the build, except for problems inside Schema Objects, which are warnings (the
// schema is shown as written; real-world documents often bend JSON Schema a little). Every
// warning names the JSON pointer of what it is about and the line it is on. A Swagger 2.0
// document is read as the OpenAPI 3.0 document it describes (swagger2.ts); positions are those of
// its own text.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SidebarItem } from '@ssg/theme/contract';
import { UserError, type Diagnostic, type DiagnosticSink } from '../../report/diagnostics.js';
import type { DocLikeEntry, ExtraFile } from '../types.js';
import { createHtmlCache, HtmlQueue } from './html-queue.js';
import { IdAllocator } from './ids.js';
import { buildInfoPage, type PlacedGroup } from './info-page.js';
import { deepestExisting, getAtPointer, isObject, splitPointer } from './json-pointer.js';
import type { SpecContext } from './media-types.js';
import { metaDescription } from './meta-description.js';
import { buildOperationPage, operationTitle } from './operation-page.js';
import { collectOperations, groupByTag } from './operations.js';
import { assertOpenApiDocument, describePointer, duplicateKeys, parseSpec, type ParsedSpec } from './parse-spec.js';
import { findStrings, placeDiagnostic, placeLinks, type PlaceContext } from './place-markdown.js';
import { redocLinks } from './redoc-links.js';
import { assertRefsResolve, localizeIdRefs } from './refs.js';
import { declaredSchemes } from './security.js';
import { infoSlug, operationSlugs } from './slug.js';
import type { BundledSpec } from './bundle-refs.js';
import { DocumentPositions } from './spec-positions.js';
import { convertSwagger2 } from './swagger2.js';
import type { RenderCode, RenderMarkdown } from './types.js';
import { findUnshownKeywords } from './unsupported.js';
import { startValidation, type ValidationOutcome } from './validate-spec.js';
import type { ValidationProblem } from './types.js';

export interface LoadOpenApiInput {
  /** Site-relative path of the document, for messages and as the pages' source. */
  file: string;
  text: string;
  /** The URL the document was fetched from, if it was: relative server URLs resolve against it. */
  documentUrl?: string;
  renderMarkdown: RenderMarkdown;
  /** Renders code blocks without going through Markdown (optional; faster). */
  renderCode?: RenderCode;
  /**
   * Whether plain descriptions may skip the Markdown renderer (default true); false when the
   * site adds Markdown plugins of its own, which must see every description.
   */
  plainShortcut?: boolean;
  diagnostics: DiagnosticSink;
  /** Route of the API folder, e.g. `/docs/api`. */
  routeBase: string;
  /** The site's base URL, for links the rendered descriptions get here (default `/`). */
  baseUrl?: string;
  /** The "Try it" console: false for none; `serverUrl` overrides the document's first server. */
  console?: { enabled: boolean; serverUrl?: string };
  /** The document read with the other files its `$ref`s name (bundle-refs.ts), when it names any: its main file is `file`. */
  bundle?: BundledSpec;
  /** `text` already parsed (parse-spec.ts), when it was. */
  parsed?: ParsedSpec;
  /** Validates the document; default: the OpenAPI 3.0/3.1 schema and rules (validate-spec.ts). */
  validate?: (document: Record<string, unknown>) => Promise<ValidationOutcome>;
}

export interface LoadedOpenApi {
  /** The info page first, then the operations in sidebar order. */
  pages: DocLikeEntry[];
  /** Children of the API category: the info page, then one category per tag (`untagged`, then webhooks, last). */
  sidebar: SidebarItem[];
  /** Whole examples too large for their page, written beside it. */
  files: ExtraFile[];
}

interface Warning {
  pointer: string;
  message: string;
  hint?: string;
}

/** Parses, checks and validates the document, and builds the API pages. */
export async function loadOpenApi(input: LoadOpenApiInput): Promise<LoadedOpenApi> {
  const { file, text, bundle } = input;
  const parsed = bundle ? input.parsed : (input.parsed ?? parseSpec(file, text));
  const source = assertOpenApiDocument(file, text, bundle?.document ?? parsed?.value);
  const read = new DocumentPositions(
    bundle?.texts ?? new Map([[file, text]]),
    bundle?.originOf ?? ((pointer) => ({ file, pointer })),
    new Map(parsed?.yaml ? [[file, parsed.yaml]] : []),
  );
  if (source.version.startsWith('3.1') && text.includes('$id')) localizeIdRefs(source.document);
  assertRefsResolve(file, read, source.document);
  if (parsed) {
    for (const duplicate of duplicateKeys(text, parsed.yaml)) {
      input.diagnostics.add({
        severity: 'warning',
        rule: 'openapi',
        file,
        line: duplicate.line,
        column: duplicate.column,
        message: `the key "${duplicate.key}" is written twice in one ${parsed.yaml ? 'mapping' : 'object'} (first at line ${duplicate.firstLine}): only this one is read, the first and all under it are ignored`,
        hint: 'Merge the two entries into one: only the last of a key is kept.',
      });
    }
  }
  const converted = source.version === '2.0' ? convertSwagger2(source.document) : undefined;
  const document = converted?.document ?? source.document;
  const positions = converted ? read.through(converted.originOf) : read;
  /** A pointer of `document` as its file names it, for messages (a Swagger file has no `/components`). */
  const ownPointer = (pointer: string): string => positions.originOf(pointer).pointer;
  const hasEntries = (value: unknown): boolean => isObject(value) && Object.keys(value).length > 0;
  // OpenAPI 3.1 allows a document of webhooks only: their pages are the reference then.
  if (!hasEntries(document.paths) && !hasEntries(document.webhooks)) {
    input.diagnostics.add({
      severity: 'warning',
      rule: 'openapi',
      ...positions.locate(document.paths === undefined ? '' : '/paths'),
      message: 'the OpenAPI document has no paths, so the API reference has no operation pages',
      hint: 'Add the API’s paths to the specification, or remove `openapi` from the site config.',
    });
  }
  const validation = (input.validate ?? startValidation)(document);
  let loaded: LoadedOpenApi & { warnings: Warning[] };
  try {
    loaded = await buildPages(input, document, positions, { ownPointer, ...(converted ? { swaggerVersion: source.version } : {}) });
  } catch (error) {
    // A document the pages could not be built from: its validation problems say why, if it has any.
    const problems = (await validation.catch(() => undefined))?.problems.filter((problem) => !tolerated(problem)) ?? [];
    if (problems.length > 0) throw validationError(file, document, positions, problems, ownPointer);
    throw error;
  }
  const outcome = await validation;
  const errors = outcome.problems.filter((problem) => !tolerated(problem));
  if (errors.length > 0) throw validationError(file, document, positions, errors, ownPointer);
  const warnings: Warning[] = [
    ...outcome.problems.filter(tolerated).map((problem): Warning => ({
      pointer: deepestExisting(document, problem.pointer ?? ''),
      message: toleratedMessage(problem, source.version.slice(0, 3), ownPointer),
      hint: 'Fix the specification, or ask its authors to.',
    })),
    ...findUnshownKeywords(document).map(({ pointer, keyword }): Warning => ({
      pointer,
      message: `the schema at the JSON pointer ${ownPointer(pointer)} uses "${keyword}", which the pages do not show`,
      hint: 'The rest of the schema is shown; describe the rule in the schema\'s description for readers.',
    })),
    ...loaded.warnings,
  ];
  positions.prepare(warnings.map((warning) => warning.pointer));
  for (const warning of warnings) {
    input.diagnostics.add({
      severity: 'warning',
      rule: 'openapi',
      ...positions.locate(warning.pointer),
      message: warning.message,
      ...(warning.hint ? { hint: warning.hint } : {}),
    });
  }
  return { pages: loaded.pages, sidebar: loaded.sidebar, files: loaded.files };
}

/** Whether the problem is a property the object may not have. */
const unknownProperty = (problem: ValidationProblem): boolean => problem.keyword === 'additionalProperties' || problem.keyword === 'unevaluatedProperties';

/**
 * True for a problem the pages can be built despite: anything inside a Schema Object (under a
 * `schema` key or in `components.schemas`), an empty `responses` object (3.0 asks for one
 * response at least; 3.1 allows none), and a property of the document's own that the format does
 * not define (`source: …` beside `paths`, in one of Google's descriptions): nothing reads it.
 */
function tolerated(problem: ValidationProblem): boolean {
  if (problem.pointer === undefined) return false;
  if (problem.pointer === '' && unknownProperty(problem)) return true;
  const tokens = splitPointer(problem.pointer);
  if (problem.keyword === 'minProperties' && tokens[tokens.length - 1] === 'responses') return true;
  return tokens.includes('schema') || (tokens[0] === 'components' && tokens[1] === 'schemas' && tokens.length > 2);
}

function toleratedMessage(problem: ValidationProblem, version: string, ownPointer: (pointer: string) => string): string {
  const pointer = ownPointer(problem.pointer ?? '');
  const format = version === '2.0' ? 'Swagger 2.0' : `OpenAPI ${version}`;
  if (problem.keyword === 'minProperties') return `the operation at ${pointer.replace(/\/responses$/, '')} declares no responses (${format} asks for one at least); its page has no Responses section`;
  if (problem.pointer === '' && unknownProperty(problem)) return `the document ${problem.message.replace(/^must not have/, 'has')}, which ${format} does not define (an extension's name starts with "x-"); it is ignored`;
  return `the schema at the JSON pointer ${pointer} is not valid ${format}: ${problem.message}; it is shown as written`;
}

/** Building time before the loop lets the Markdown renderer's messages through, in ms. */
const SLICE_MS = 8;

interface Built {
  data: DocLikeEntry['data'];
  ids: IdAllocator;
  queue: HtmlQueue;
  sidebarLabel: string;
  /** JSON pointer of what the page shows (`''` for the info page). */
  pointer: string;
}

async function buildPages(
  input: LoadOpenApiInput,
  document: Record<string, unknown>,
  positions: DocumentPositions,
  { ownPointer, swaggerVersion }: { ownPointer: (pointer: string) => string; swaggerVersion?: string },
): Promise<LoadedOpenApi & { warnings: Warning[] }> {
  const { file, routeBase } = input;
  const cache = createHtmlCache();
  const warnings: Warning[] = [];
  const spec: SpecContext = {
    warn: (pointer, message, hint) => warnings.push({ pointer, message, ...(hint ? { hint } : {}) }),
    files: [],
    operationRoutes: new Map(),
  };
  const schemes = declaredSchemes(document);
  const title = String((document.info as Record<string, unknown>).title ?? 'API');
  const infoRoute = `${routeBase}/${infoSlug(title)}`;
  const claimed = new Set([infoRoute]);
  // Routes first, so that response links can point at any operation's page.
  const groups: Array<PlacedGroup & { pages: Array<{ record: PlacedGroup['operations'][number]['record']; route: string }> }> = [];
  const tagIds = new IdAllocator();
  for (const group of groupByTag(collectOperations(document), document.tags)) {
    const placed: (typeof groups)[number] = { name: group.name, label: group.label, id: '', operations: [], pages: [], ...(group.webhooks ? { webhooks: true } : {}) };
    for (const record of group.operations) {
      const route = freeRoute(routeBase, operationSlugs(record.webhook !== undefined ? { method: record.method, path: `webhook ${record.webhook}`, operationId: record.operationId } : record), claimed);
      claimed.add(route);
      if (record.operationId) spec.operationRoutes.set(record.operationId, route);
      spec.operationRoutes.set(`ref:#${record.pointer}`, route);
      placed.operations.push({ record, route, title: operationTitle(record) });
      placed.pages.push({ record, route });
    }
    groups.push({ ...placed, id: tagIds.take('tag', group.name) });
  }
  // Descriptions written for Redoc link to its one-page anchors: they go to the pages here instead.
  const retarget = redocLinks({ operationRoutes: spec.operationRoutes, tagAnchors: new Map(groups.flatMap((group) => (group.webhooks ? [] : [[group.name, group.id]]))), infoRoute, baseUrl: input.baseUrl ?? '/' });
  const renderMarkdown: RenderMarkdown = async (source) => retarget(await input.renderMarkdown(source));
  const built: Built[] = [];
  // Each page's descriptions go to the Markdown renderer as soon as its data is built, and the
  // loop lets the renderer's messages through every few milliseconds, so that the workers render
  // them while the next pages are built (GitHub's 1,223 operations: the build thread used to wait
  // a second and a half for them once every page was built).
  const flushing: Array<ReturnType<HtmlQueue['flush']>> = [];
  let sliceStart = performance.now();
  for (const group of groups) {
    for (const { record, route } of group.pages) {
      const queue = new HtmlQueue(renderMarkdown, file, cache, input.renderCode, input.plainShortcut ?? true);
      const { data, ids } = buildOperationPage({ record, route, document, queue, spec, schemes, ...(input.documentUrl ? { documentUrl: input.documentUrl } : {}), ...(input.console ? { console: input.console } : {}) });
      built.push({ data, ids, queue, sidebarLabel: operationTitle(record), pointer: record.pointer });
      const flushed = queue.flush(ids);
      // Awaited below; a failure while later pages are built is not an unhandled rejection meanwhile.
      flushed.catch(() => undefined);
      flushing.push(flushed);
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
  }
  const infoQueue = new HtmlQueue(renderMarkdown, file, cache, input.renderCode, input.plainShortcut ?? true);
  const info = buildInfoPage({ document, swaggerVersion, route: infoRoute, groups, queue: infoQueue, schemes, warn: spec.warn });
  built.unshift({ data: info.data, ids: info.ids, queue: infoQueue, sidebarLabel: info.data.title, pointer: '/info' });
  const flushed = await Promise.all([infoQueue.flush(info.ids), ...flushing]);

  // Links and rendering problems of descriptions, placed at their line in the specification, in
  // the order of the pages (the info page first) and of the descriptions on each.
  const sources = new Set(flushed.flatMap((page) => page.sources));
  const rendered = await Promise.all([...sources].map(async (source) => ({ source, result: await cache.rendered.get(source)! })));
  const wanted = new Set([...rendered.filter(({ result }) => (result.diagnostics?.length ?? 0) > 0).map(({ source }) => source), ...flushed.flatMap((page) => page.links.map((link) => link.source))]);
  const place: PlaceContext = { positions, pointersOf: findStrings(document, wanted), ownPointer };
  positions.prepare([...place.pointersOf.values()].flat());
  for (const { source, result } of rendered) for (const diagnostic of result.diagnostics ?? []) input.diagnostics.add(placeDiagnostic(place, source, diagnostic));

  const pages = built.map(({ data, ids, sidebarLabel, pointer }, index): DocLikeEntry => {
    const { links, anchors } = flushed[index]!;
    if (data.kind === 'api-operation' && data.descriptionHtml !== '') data.description = metaDescription(data.descriptionHtml) ?? data.description;
    if (data.kind === 'api-info' && data.description === undefined && data.descriptionHtml !== '') {
      const description = metaDescription(data.descriptionHtml);
      if (description) data.description = description;
    }
    return { data, sidebarLabel, source: file, links: placeLinks(place, pointer, links), anchors: [...new Set([...ids.all(), ...anchors])], assets: [] };
  });
  // The info page lists a tag's operations under its heading; a tag of text only is there alone.
  const tagCategories = new Map(
    groups
      .filter((group) => group.operations.length > 0)
      // The webhooks by a key no tag has: a tag may be named `webhooks` too (x-tagGroups name tags).
      .map((group): [string, SidebarItem] => [group.webhooks ? WEBHOOKS_KEY : group.name, {
        type: 'category',
        label: group.label,
        indexRoute: `${infoRoute}#${group.id}`,
        items: group.operations.map(({ record, route, title: label }) => ({ type: 'link', label, route, badge: record.method })),
      }]),
  );
  const sidebar: SidebarItem[] = [{ type: 'link', label: info.data.title, route: infoRoute }, ...tagSections(document['x-tagGroups'], tagCategories, `${infoRoute}#operations`)];
  return { pages, sidebar, files: spec.files, warnings };
}

/** The webhooks' sidebar category's key among the tags'. */
const WEBHOOKS_KEY = '\0webhooks';

/** For a number or boolean where a string must be (YAML reads `version: 1.0` as a number): how to write it. */
function quoteHint(problem: ValidationProblem, value: unknown): string | undefined {
  if (problem.message !== 'must be string' || (typeof value !== 'number' && typeof value !== 'boolean')) return undefined;
  return `An unquoted ${typeof value === 'number' ? 'number (1.0)' : 'true or false'} is read as ${typeof value === 'number' ? 'a number' : 'a boolean'}, not as text: put the value in quotes (version: "1.0").`;
}

/** One UserError for every validation problem, each placed at the line of its JSON pointer. */
function validationError(file: string, document: Record<string, unknown>, positions: DocumentPositions, problems: ValidationProblem[], ownPointer: (pointer: string) => string): UserError {
  // A pointer may run through a `$ref` the validator inlined: place it at the deepest part that exists.
  const existing = problems.map((problem) => (problem.pointer !== undefined ? deepestExisting(document, problem.pointer) : undefined));
  positions.prepare(existing.filter((pointer): pointer is string => pointer !== undefined));
  const diagnostics = problems.map((problem, index): Diagnostic => {
    const pointer = existing[index];
    const where = problem.pointer !== undefined ? `at the JSON pointer ${describePointer(ownPointer(problem.pointer))}` : 'somewhere in the document';
    return {
      severity: 'error',
      rule: 'openapi',
      ...(pointer !== undefined ? positions.locate(pointer) : { file }),
      message: `the OpenAPI document is invalid ${where}: ${problem.message}`,
      hint: quoteHint(problem, problem.pointer === undefined ? undefined : getAtPointer(document, problem.pointer)) ?? 'Fix the specification so it validates as OpenAPI 3.0 or 3.1.',
    };
  });
  const first = diagnostics[0]!;
  const position = first.line !== undefined ? `${first.file ?? file}:${first.line}:${first.column}` : (first.file ?? file);
  const more = diagnostics.length > 1 ? ` (and ${diagnostics.length - 1} more problem${diagnostics.length > 2 ? 's' : ''})` : '';
  return new UserError(`${position}  ${first.message}${more}`, { hint: first.hint, diagnostics });
}

/**
 * The tags' categories of the sidebar, in sections when the document names some (Redoc's
 * `x-tagGroups`: `{ name, tags }` in order); tags in no section follow them, rather than being
 * hidden as Redoc hides them.
 */
function tagSections(sections: unknown, categories: ReadonlyMap<string, SidebarItem>, indexRoute: string): SidebarItem[] {
  if (!Array.isArray(sections)) return [...categories.values()];
  const placed = new Set<string>();
  const out: SidebarItem[] = [];
  for (const section of sections) {
    if (!isObject(section) || typeof section.name !== 'string' || !Array.isArray(section.tags)) continue;
    const items = section.tags.flatMap((tag) => {
      const category = typeof tag === 'string' && !placed.has(tag) ? categories.get(tag) : undefined;
      if (!category) return [];
      placed.add(tag as string);
      return [category];
    });
    if (items.length > 0) out.push({ type: 'category', label: section.name, indexRoute, items });
  }
  return [...out, ...[...categories].filter(([name]) => !placed.has(name)).map(([, category]) => category)];
}

/**
 * The first of `slugs` whose route under `routeBase` is not `claimed` yet, else the first with the
 * lowest free number appended (`get-user-2`): operationIds that differ only in case or separators
 * (`getUser`, `get_user`), paths that differ only in a trailing slash, or an operation named as the
 * API is each get a page of their own.
 */
function freeRoute(routeBase: string, slugs: string[], claimed: ReadonlySet<string>): string {
  for (const slug of slugs) if (!claimed.has(`${routeBase}/${slug}`)) return `${routeBase}/${slug}`;
  for (let number = 2; ; number++) if (!claimed.has(`${routeBase}/${slugs[0]}-${number}`)) return `${routeBase}/${slugs[0]}-${number}`;
}
