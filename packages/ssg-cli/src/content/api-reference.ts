// Where the API reference comes from (a remote source or a file of the site) and where its
// pages go in the docs tree (the folder of `openapi.routeBasePath`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SidebarItem } from '@ssg/theme/contract';
import type { SiteConfig } from '../config/schema.js';
import { DiagnosticSink, UserError } from '../report/diagnostics.js';
import { apiReferenceKey, storedRun, type ApiReferenceStore } from '../pipeline/api-reference-store.js';
import { digest } from '../pipeline/fingerprint.js';
import type { RenderMarkdown } from '../markdown/index.js';
import type { FetchedSource } from '../remote/index.js';
import { bundleRefs, mayReferenceFiles, type BundledSpec } from './openapi/bundle-refs.js';
import { loadOpenApi, startValidation, type ValidationOutcome } from './openapi/index.js';
import { parseSpec, type ParsedSpec } from './openapi/parse-spec.js';
import { decodeText, unreadable } from './read-text.js';
import type { DocLikeEntry, ExtraFile } from './types.js';

export interface ApiReferenceInput {
  root: string;
  config: SiteConfig;
  /** `/docs`: the API folder is `routeBasePath` relative to it. */
  docsRoute: string;
  remote: Map<string, FetchedSource>;
  /** Renders descriptions; the problems it finds are reported by the API stage (placed in the spec file). */
  renderMarkdown: RenderMarkdown;
  /** Renders generated code (samples, examples) without Markdown parsing. */
  renderCode: (lang: string, code: string) => Promise<string>;
  diagnostics: DiagnosticSink;
  /** Validation outcomes by a digest of the spec text, kept across builds. */
  validations?: Map<string, Promise<ValidationOutcome>>;
  /**
   * The last build's result, reused when the document's text and `inputs` (what else the pages
   * are made from: the Markdown context, the content files' routes) are the same; this build's is
   * put there when made anew.
   */
  store?: { store: ApiReferenceStore; inputs: unknown[] };
}

/** The pages of one API folder, its sidebar items and the files beside its pages. */
type ApiFolder = { pages: DocLikeEntry[]; sidebar: SidebarItem[]; files: ExtraFile[] };
type ApiReference = Map<string, ApiFolder>;

/** The API pages by docs folder, with the sidebar and extra files of each (empty without an `openapi` config). */
export async function loadApiReference(input: ApiReferenceInput): Promise<ApiReference> {
  const { config, docsRoute, root } = input;
  if (!config.openapi) return new Map();
  const routeBase = `/${config.openapi.routeBasePath.replace(/^\/+|\/+$/g, '')}`;
  if (!routeBase.startsWith(`${docsRoute}/`)) {
    throw new UserError(`openapi.routeBasePath "${config.openapi.routeBasePath}" is not inside the docs (${docsRoute})`, {
      hint: `Use a path below the docs, such as "${docsRoute.slice(1)}/api".`,
    });
  }
  const { source } = config.openapi;
  const fetched = input.remote.get(source);
  const remote = config.remote.sources.find((candidate) => candidate.id === source);
  let file: string;
  let text: string;
  let trust: 'local' | 'remote';
  if (fetched) {
    file = remote?.snapshot ?? 'remote/openapi.json';
    text = fetched.text;
    trust = 'remote';
  } else {
    file = source;
    trust = 'local';
    const bytes = await readFile(path.join(root, source)).catch((error: NodeJS.ErrnoException) => {
      throw new UserError(`openapi.source "${source}" is neither a remote source id nor a readable file (${error.code ?? error.message})`, {
        hint: 'Name a source of kind "openapi" declared in remote.sources, or a spec file relative to the site folder.',
        cause: error,
      });
    });
    text = decodeText(bytes, source);
  }
  const folder = routeBase.slice(docsRoute.length + 1);
  // A site's own specification may be split over several files of the site.
  const parsed = trust === 'local' && mayReferenceFiles(text) ? parseSpec(file, text) : undefined;
  const bundle = parsed && (await bundleRefs(file, text, parsed.value, async (other) => {
    const bytes = await readFile(path.join(root, other)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw unreadable(other, error);
    });
    return bytes && decodeText(bytes, other);
  }));
  const kept = input.store;
  const textKey = bundle ? digest(...[...bundle.texts].flat()) : digest(text);
  // Where the descriptions' relative links point: a remote source's own, or the one given a local document.
  const linkBase = remote?.linkBase ?? (trust === 'local' ? config.openapi.linkBase : undefined);
  const key = kept && apiReferenceKey(textKey, [file, trust, fetched?.url, linkBase, routeBase, ...kept.inputs]);
  const stored = kept && key ? storedRun<ApiFolder>(kept.store, key) : undefined;
  if (stored) {
    for (const diagnostic of stored.diagnostics) input.diagnostics.add(diagnostic);
    return new Map([[folder, stored.value]]);
  }
  // Its diagnostics are kept with the result, to be reported again when it is reused.
  const diagnostics = kept ? new DiagnosticSink() : input.diagnostics;
  try {
    const loaded = await loadFromText(input, { file, text, textKey, trust, routeBase, console: config.openapi.console, diagnostics, ...(parsed ? { parsed } : {}), ...(bundle ? { bundle } : {}), ...(fetched ? { documentUrl: fetched.url } : {}), ...(linkBase ? { linkBase } : {}) });
    if (kept && key) kept.store.made = { key, run: { value: loaded, diagnostics: diagnostics.items } };
    return new Map([[folder, loaded]]);
  } finally {
    if (diagnostics !== input.diagnostics) for (const diagnostic of diagnostics.items) input.diagnostics.add(diagnostic);
  }
}

interface SpecText {
  file: string;
  text: string;
  /** A digest of `text`: the key of its validation outcome. */
  textKey: string;
  trust: 'local' | 'remote';
  routeBase: string;
  console: NonNullable<SiteConfig['openapi']>['console'];
  diagnostics: DiagnosticSink;
  documentUrl?: string;
  linkBase?: string;
  parsed?: ParsedSpec;
  bundle?: BundledSpec;
}

/** Builds the API pages from the document's text. */
function loadFromText(input: ApiReferenceInput, { file, text, textKey, trust, routeBase, console, diagnostics, documentUrl, linkBase, parsed, bundle }: SpecText): ReturnType<typeof loadOpenApi> {
  const { config, root } = input;
  const absPath = path.join(root, file);
  const { validations } = input;
  return loadOpenApi({
    file,
    text,
    ...(parsed ? { parsed } : {}),
    ...(bundle ? { bundle } : {}),
    ...(documentUrl ? { documentUrl } : {}),
    plainShortcut: config.markdown.remarkPlugins.length === 0 && config.markdown.rehypePlugins.length === 0,
    ...(validations
      ? {
          validate: (document: Parameters<typeof startValidation>[0]) => {
            let outcome = validations.get(textKey);
            if (!outcome) validations.set(textKey, (outcome = startValidation(document)));
            return outcome;
          },
        }
      : {}),
    diagnostics,
    routeBase,
    baseUrl: config.baseUrl,
    console,
    renderMarkdown: (markdown) => input.renderMarkdown({ ...markdown, absPath, lineOffset: 0, trust, ...(linkBase ? { linkBase } : {}) }),
    renderCode: input.renderCode,
  });
}
