// The build, stage by stage: config → sources → Markdown → content → route graph → site-wide
// outputs → pages → link check. `build()` returns files and diagnostics in memory; writing them
// is the caller's last step. Scheduling, caching and worker plumbing live in `pipeline/`.
import { loadConfig, type LoadedConfig } from './config/load-config.js';
import type { SiteConfig } from './config/schema.js';
import { loadContent } from './content/load-content.js';
import { readSite } from './content/read-site.js';
import type { PageRecord } from './content/types.js';
import { checkLinks } from './graph/check-links.js';
import { collectDataLinks, configLinks } from './graph/data-links.js';
import { addFiles, buildRouteGraph, normalizeRoute } from './graph/route-graph.js';
import { createMarkdownEngine } from './markdown/markdown-engine.js';
import type { OutputFile } from './output/types.js';
import type { BuildCache } from './pipeline/build-cache.js';
import { startBuildRun, type StageTiming } from './pipeline/build-run.js';
import { startMarkdown } from './pipeline/markdown-stage.js';
import { createPageWriter } from './pipeline/page-writer.js';
import type { Diagnostic } from './report/diagnostics.js';
import type { RemoteEnv } from './remote/index.js';
import type { Reporter } from './report/reporter.js';
import { siteOutputs } from './render/site-outputs.js';

export type { BuildCache } from './pipeline/build-cache.js';

export interface BuildOptions {
  /** The site folder, holding `ssg.config.ts`. */
  root: string;
  cache?: BuildCache;
  /** Overrides `baseUrl` from the config. */
  baseUrl?: string;
  /** Never fetch: remote sources come from the cache or the committed snapshots. */
  offline?: boolean;
  /** Environment variables the build reads (`SSG_REMOTE_MIRROR`). */
  env?: RemoteEnv;
  reporter?: Reporter;
  /**
   * Takes each rendered page as soon as it is rendered (the CLI writes it into the staging
   * folder); those pages are then not in `files`. Pages win over other files of the same path.
   */
  writePage?: (file: OutputFile) => Promise<void>;
}

export interface BuildResult {
  config: SiteConfig;
  /** Every file of the site; with `writePage`, all but the pages. */
  files: OutputFile[];
  pages: PageRecord[];
  diagnostics: Diagnostic[];
  stats: { pages: number; files: number; ms: number; stages: StageTiming[] };
}

/** Builds the site in memory. Throws `UserError` for mistakes in the input. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const run = startBuildRun(options);
  // Needs nothing from the site: start it first, so the Markdown workers boot meanwhile.
  const engine = (run.cache.markdownEngine ??= createMarkdownEngine());

  const loaded = await run.stage('Loading config', () => loadBuildConfig(run.root, options.baseUrl));
  const { config } = loaded;
  const sources = await run.stage('Preparing theme and assets', () => readSite(run, loaded));
  const markdown = await startMarkdown(run, engine, config, sources);
  // Pages are rendered and written as soon as their data is complete, while the others load.
  const writer = createPageWriter({
    site: sources.site,
    theme: sources.theme,
    ...(options.writePage ? { write: options.writePage } : {}),
    ...(run.cache.renderedPages ? { memo: run.cache.renderedPages } : {}),
  });
  const content = await run.stage(`Rendering ${sources.docs.length} docs`, () => loadContent(run, config, sources, markdown, writer.add));
  // Only after the first build of a fresh install: the workers write their code cache meanwhile.
  const codeCacheSaved = engine.saveCodeCache();

  // The graph reports routes claimed twice (onDuplicateRoutes); the first claim is rendered.
  const files: OutputFile[] = [...content.files, ...sources.staticFiles, ...sources.assets.files];
  const graph = buildRouteGraph({ pages: content.pages, files: files.map((file) => file.path) });
  const pages = content.pages.filter((page) => graph.routes.get(normalizeRoute(page.route))?.source === page.source);
  const site = sources.site;
  const outputs = siteOutputs({ pages, graph, content, site });
  addFiles(graph, outputs.map((file) => file.path));
  files.push(...outputs);

  const documents = await run.stage(`Rendering ${pages.length} pages`, () => writer.finish(pages));

  await run.stage('Checking links', () => {
    const layout = { links: configLinks(site), pages: pages.length };
    for (const diagnostic of checkLinks({ graph, rules: config.links, layout, data: collectDataLinks(pages) })) run.diagnostics.add(diagnostic);
  });
  await codeCacheSaved;
  run.reporter.done();
  return {
    config,
    files: [...files, ...documents],
    pages,
    diagnostics: run.diagnostics.items,
    stats: { pages: pages.length, files: files.length + pages.length, ms: run.elapsed(), stages: run.timeline },
  };
}

/** The site config, with `--base-url` applied. */
async function loadBuildConfig(root: string, baseUrl: string | undefined): Promise<LoadedConfig> {
  const loaded = await loadConfig({ root });
  return baseUrl ? { ...loaded, config: { ...loaded.config, baseUrl: normalizeBaseUrl(baseUrl) } } : loaded;
}

/** `flux0` → `/flux0/`: a base URL always starts and ends with a slash. */
export function normalizeBaseUrl(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
