// Where the API reference comes from (a remote source or a file of the site) and where its
// pages go in the docs tree (the folder of `openapi.routeBasePath`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SidebarItem } from '@ssg/theme/contract';
import type { SiteConfig } from '../config/schema.js';
import { UserError, type DiagnosticSink } from '../report/diagnostics.js';
import type { RenderMarkdown } from '../markdown/index.js';
import type { FetchedSource } from '../remote/index.js';
import { loadOpenApi, startValidation, type ValidationOutcome } from './openapi/index.js';
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
  /** Validation outcomes by spec text, kept across the dev server's rebuilds. */
  validations?: Map<string, Promise<ValidationOutcome>>;
}

/** The API pages by docs folder, with the sidebar and extra files of each (empty without an `openapi` config). */
export async function loadApiReference(input: ApiReferenceInput): Promise<Map<string, { pages: DocLikeEntry[]; sidebar: SidebarItem[]; files: ExtraFile[] }>> {
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
    text = await readFile(path.join(root, source), 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new UserError(`openapi.source "${source}" is neither a remote source id nor a readable file (${error.code ?? error.message})`, {
        hint: 'Name a source of kind "openapi" declared in remote.sources, or a spec file relative to the site folder.',
        cause: error,
      });
    });
  }
  const absPath = path.join(root, file);
  const { validations } = input;
  const loaded = await loadOpenApi({
    file,
    text,
    ...(fetched ? { documentUrl: fetched.url } : {}),
    plainShortcut: config.markdown.remarkPlugins.length === 0 && config.markdown.rehypePlugins.length === 0,
    ...(validations
      ? {
          validate: (document: Parameters<typeof startValidation>[0]) => {
            let outcome = validations.get(text);
            if (!outcome) validations.set(text, (outcome = startValidation(document)));
            return outcome;
          },
        }
      : {}),
    diagnostics: input.diagnostics,
    routeBase,
    console: config.openapi.console,
    renderMarkdown: (markdown) =>
      input.renderMarkdown({ ...markdown, absPath, lineOffset: 0, trust, ...(remote?.linkBase ? { linkBase: remote.linkBase } : {}) }),
    renderCode: input.renderCode,
  });
  return new Map([[routeBase.slice(docsRoute.length + 1), loaded]]);
}
