// The build, stage by stage: config → remote → content → graph → check → render.
// `build()` returns files and diagnostics in memory; writing them is the caller's last step.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLimiter } from './pipeline/concurrency.js';
import { loadConfig } from './config/load-config.js';
import type { SiteConfig } from './config/schema.js';
import { parseCategoryFile, type CategoryMeta } from './content/docs/category-file.js';
import { loadBlog, scanBlog } from './content/blog/index.js';
import { loadApiReference } from './content/api-reference.js';
import { API_CODE_LANGUAGES, type ValidationOutcome } from './content/openapi/index.js';
import { loadDocs } from './content/docs/load-docs.js';
import { readDocSources } from './content/docs/read-doc-sources.js';
import { scanDoc } from './content/docs/scan-docs.js';
import { flattenSidebar } from '@ssg/theme/contract';
import { loadPages, scanPages } from './content/pages/load-pages.js';
import { specialPages } from './content/special-pages.js';
import type { PageRecord } from './content/types.js';
import { checkLinks, isLinkTarget, type RenderedLinks } from './graph/check-links.js';
import { createBrokenLinkReader } from './graph/html-links.js';
import { buildRouteGraph, normalizeRoute } from './graph/route-graph.js';
import { DiagnosticSink, type Diagnostic } from './report/diagnostics.js';
import { createMarkdownEngine, type MarkdownEngine } from './markdown/markdown-engine.js';
import type { MarkdownResult, RenderMarkdown } from './markdown/types.js';
import { fenceLanguages } from './markdown/fence-languages.js';
import { memoizeRenderer } from './markdown/memoize-renderer.js';
import { prepareMarkdownPlugins } from './markdown/markdown-plugins.js';
import type { OutputFile } from './output/types.js';
import { buildAssets } from './render/build-assets.js';
import { renderPages, type RenderMemo } from './render/render-pages.js';
import { assetFiles, listStaticFiles } from './render/static-files.js';
import { loadTheme } from './render/theme-module.js';
import { remoteDocSources, remoteOptionsOf } from './remote/build-inputs.js';
import { createCodeReferenceFetcher, fetchSources, type RemoteEnv } from './remote/index.js';
import { silentReporter, type Reporter } from './report/reporter.js';
import { createSiteData } from './site-data.js';

/** Work kept between builds of one process (`ssg serve`): owned by the caller. */
export interface BuildCache {
  /** The Markdown workers (or in-process renderer), kept so rebuilds reuse their warm grammars. */
  markdownEngine?: MarkdownEngine;
  /** Rendered Markdown by input, reused while the page and its context are unchanged. */
  markdown?: Map<string, MarkdownResult>;
  /** OpenAPI validation outcomes by spec text. */
  openApiValidations?: Map<string, Promise<ValidationOutcome>>;
  /** The last build's documents, reused for pages whose data did not change. */
  renderedPages?: RenderMemo;
}

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
  stats: { pages: number; files: number; ms: number };
}

/** Builds the site in memory. Throws `UserError` for mistakes in the input. */
export async function build({ root: rootArg, baseUrl, offline = false, env = {}, cache = {}, reporter = silentReporter, writePage }: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(rootArg);
  const diagnostics = new DiagnosticSink();
  // Needs nothing from the site: start it first, so the Markdown workers boot meanwhile.
  const markdownEngine = (cache.markdownEngine ??= createMarkdownEngine());

  reporter.stage('Loading config');
  const loaded = await loadConfig({ root });
  const config: SiteConfig = baseUrl ? { ...loaded.config, baseUrl: normalizeBaseUrl(baseUrl) } : loaded.config;

  reporter.stage('Preparing theme and assets');
  const remoteOptions = remoteOptionsOf(config, offline);
  const theme = await loadTheme({ root, specifier: config.theme, components: config.components });
  const [remote, assets, docSources, pageSources, staticFiles] = await Promise.all([
    fetchSources({ root, sources: config.remote.sources, options: remoteOptions, diagnostics, env }),
    buildAssets({
      stylesheets: [...theme.themeStylesheets, ...config.customCss.map((file) => path.resolve(root, file))],
      ...(theme.clientEntry ? { clientEntry: theme.clientEntry } : {}),
    }),
    readDocSources({ root, dir: config.docs.path }),
    scanPages({ root, dir: config.pages.path }),
    listStaticFiles(path.join(root, config.staticDir)),
  ]);
  const site = createSiteData(config, assets);

  reporter.stage(`Reading ${docSources.docs.length} docs`);
  const docsRoute = `/${config.docs.routeBasePath.replace(/^\/+|\/+$/g, '')}`;
  const remoteDocs = remoteDocSources({ root, docsDir: config.docs.path, sources: config.remote.sources, fetched: remote });
  const scanned = [...docSources.docs, ...remoteDocs].map((source) => scanDoc(source, docsRoute));
  const categories = new Map<string, CategoryMeta>(
    docSources.categories.map((category) => [category.dir, parseCategoryFile(category.text, category.file)]),
  );
  const blogOptions = config.blog === false ? undefined : config.blog;
  const blogScan = blogOptions ? await scanBlog({ root, options: blogOptions, includeDrafts: false, diagnostics }) : undefined;
  const fileRoutes = new Map<string, string>([
    ...scanned.map((doc): [string, string] => [doc.source.absPath, doc.route]),
    ...pageSources.map((page): [string, string] => [page.absPath, page.route]),
    ...(blogScan?.posts ?? []).map((post): [string, string] => [post.absPath, post.route]),
  ]);
  // The code blocks to expect, so that the workers can share out the grammars.
  const codeLanguages = fenceLanguages([...scanned.map((doc) => doc.source.text), ...(blogScan?.posts ?? []).map((post) => post.body)]);
  if (config.openapi) for (const lang of API_CODE_LANGUAGES) codeLanguages.set(lang, (codeLanguages.get(lang) ?? 0) + 1);
  const plugins = await prepareMarkdownPlugins({ root, config, configModule: loaded.module });
  const { renderMarkdown: renderMarkdownOnly, renderCode } = await markdownEngine.renderers({
    codeLanguages,
    baseUrl: config.baseUrl,
    fileRoutes,
    plugins,
    tocLevels: [config.markdown.toc.minLevel, config.markdown.toc.maxLevel],
    fetchCodeReference: createCodeReferenceFetcher({ root, options: remoteOptions, diagnostics, env }),
  });
  const context = JSON.stringify([config.baseUrl, config.markdown.toc, plugins?.key, [...fileRoutes].sort()]);
  const renderCached = cache.markdown ? memoizeRenderer(renderMarkdownOnly, cache.markdown, context) : renderMarkdownOnly;
  // Enough pages in flight to keep the Markdown workers busy; not all of them, since every page
  // being rendered holds its syntax trees.
  const limit = createLimiter(64);
  // An unknown code language is reported once, at its first block, not on every page.
  const unknownLanguages = new Set<string>();
  const renderMarkdown: RenderMarkdown = async (input) => {
    const result = await limit(() => renderCached(input));
    for (const diagnostic of result.diagnostics) {
      if (diagnostic.rule === 'unknown-language' && unknownLanguages.has(diagnostic.message)) continue;
      if (diagnostic.rule === 'unknown-language') unknownLanguages.add(diagnostic.message);
      diagnostics.add(diagnostic);
    }
    return result;
  };

  reporter.stage('Rendering Markdown');
  const apiPages = loadApiReference({
    root,
    config,
    docsRoute,
    remote,
    renderMarkdown,
    renderCode,
    diagnostics,
    ...(cache.openApiValidations ? { validations: cache.openApiValidations } : {}),
  });
  const [docs, pages, blog] = await Promise.all([
    loadDocs({ docs: scanned, categories, extraPages: apiPages, routeBase: docsRoute, sidebarId: config.docs.sidebarId, renderMarkdown }),
    loadPages({ root, sources: pageSources, site, renderMarkdown }),
    blogOptions && blogScan
      ? loadBlog({ root, options: blogOptions, includeDrafts: false, diagnostics, site, renderMarkdown, scanned: blogScan })
      : undefined,
  ]);
  // Only after the first build of a fresh install: the workers write their code cache meanwhile.
  const codeCacheSaved = markdownEngine.saveCodeCache();
  const special = specialPages({ docsRoute, firstDocRoute: flattenSidebar(docs.sidebar)[0]?.route });
  const claimed = [...pages, ...docs.pages, ...(blog?.pages ?? []), ...special.pages];
  // The graph reports routes claimed twice (onDuplicateRoutes); the first claim is rendered.
  const otherFiles: OutputFile[] = [
    ...(blog?.files ?? []).map((file) => ({ path: file.route.slice(1), contents: file.contents })),
    ...staticFiles,
    ...assets.files,
    ...assetFiles(claimed.flatMap((page) => page.assets)),
    ...special.files(config.baseUrl),
  ];
  const graph = buildRouteGraph({ pages: claimed, files: otherFiles.map((file) => file.path) });
  const allPages = claimed.filter((page) => graph.routes.get(normalizeRoute(page.route))?.source === page.source);
  const siteWithFeeds = blog?.feeds ? { ...site, feeds: blog.feeds } : site;

  reporter.stage(`Rendering ${allPages.length} pages`);
  // Each page keeps only the links of its layout that lead nowhere: a large site's pages hold
  // thousands of (valid) sidebar links each.
  const html = await renderPages({
    pages: allPages,
    site: siteWithFeeds,
    theme,
    readLinks: createBrokenLinkReader(config.baseUrl, (target) => isLinkTarget(graph, target)),
    ...(writePage ? { write: writePage } : {}),
    ...(cache.renderedPages ? { memo: cache.renderedPages } : {}),
  });

  reporter.stage('Checking links');
  const rendered: RenderedLinks = new Map(
    allPages.map((page, index) => [normalizeRoute(page.route), { source: page.source, targets: html.links[index] ?? [] }]),
  );
  for (const diagnostic of checkLinks({ graph, rules: config.links, rendered })) diagnostics.add(diagnostic);
  const files: OutputFile[] = [...otherFiles, ...html.files];
  await codeCacheSaved;
  reporter.done();
  return {
    config,
    files,
    pages: allPages,
    diagnostics: diagnostics.items,
    stats: { pages: allPages.length, files: otherFiles.length + allPages.length, ms: performance.now() - started },
  };
}

/** `flux0` → `/flux0/`: a base URL always starts and ends with a slash. */
export function normalizeBaseUrl(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
