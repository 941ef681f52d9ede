// The content stage: every loader (docs with the API reference placed in them, pages, the blog,
// the special pages) turns its sources into page records, rendering Markdown as it goes.
import { flattenSidebar, NOT_FOUND_ROUTE, type SidebarItem } from '@ssg/theme/contract';
import type { SiteConfig } from '../config/schema.js';
import type { BuildRun } from '../pipeline/build-run.js';
import type { MarkdownStage } from '../pipeline/markdown-stage.js';
import { reuseStep, type StageMemo } from '../pipeline/stage-memo.js';
import type { DiagnosticSink } from '../report/diagnostics.js';
import type { OutputFile } from '../output/types.js';
import { assetFiles } from '../render/static-files.js';
import { loadApiReference } from './api-reference.js';
import { loadBlog } from './blog/index.js';
import { loadDocs } from './docs/load-docs.js';
import { loadPages } from './pages/load-pages.js';
import type { LoadedTheme } from '../render/theme-module.js';
import type { SiteSources } from './read-site.js';
import { specialPages, type SpecialPages } from './special-pages.js';
import type { PageRecord } from './types.js';

export interface LoadedContent {
  /** Every page claimed, in the order that decides duplicate routes (the first claim wins). */
  pages: PageRecord[];
  /** Files the loaders made besides pages (feeds, copied assets). */
  files: OutputFile[];
  /** The docs sidebar. */
  sidebar: SidebarItem[];
  special: SpecialPages;
}

/**
 * Loads docs, API reference, pages and blog at once; each page goes to `ready` as soon as its data
 * is complete, so that it can be rendered while the rest loads.
 */
export async function loadContent(
  run: BuildRun,
  config: SiteConfig,
  sources: SiteSources,
  markdown: MarkdownStage,
  ready: (page: PageRecord) => void = () => undefined,
): Promise<LoadedContent> {
  const readyAll = (pages: PageRecord[]): PageRecord[] => {
    for (const page of pages) ready(page);
    return pages;
  };
  const { root } = run;
  const { renderCode } = markdown;
  // Steps the incremental builder reuses while their sources, the site data, the Markdown context
  // and the content files' routes are the same (a doc's edit leaves the pages and the blog alone;
  // a doc added or removed runs them again, their Markdown mostly reused).
  const step = <T>(name: string, inputs: unknown[], work: (diagnostics: DiagnosticSink) => Promise<T>): Promise<T> =>
    reuseStep(run.cache.stages, name, [config, markdown.context, sources.fileRoutes, ...inputs], run.diagnostics, work);
  // The API reference depends on the content files' routes only through the `.md` links in its
  // descriptions: it is made again when one of the files they looked up has another route now,
  // not whenever a doc is added or removed (GitHub's spec: 2.7 s a time in the dev server).
  const lookups = apiRouteLookups(run.cache.stages, sources.fileRoutes);
  const apiPages = reuseStep(run.cache.stages, 'api-reference', [config, markdown.context, sources.remote, lookups], run.diagnostics, (diagnostics) =>
    loadApiReference({
      root,
      config,
      docsRoute: sources.docsRoute,
      remote: sources.remote,
      renderMarkdown: async (input) => {
        const result = await markdown.renderDescription(input);
        lookups.rendered = true;
        for (const [file, route] of Object.entries(result.routeLookups)) lookups.found.set(file, route);
        return result;
      },
      renderCode,
      diagnostics,
      ...(run.cache.openApiValidations ? { validations: run.cache.openApiValidations } : {}),
      ...(run.cache.apiReference ? { store: { store: run.cache.apiReference, inputs: [markdown.context, [...sources.fileRoutes]] } } : {}),
    }),
  );
  const blogOptions = config.blog === false ? undefined : config.blog;
  const scannedBlog = sources.blog;
  const [docs, pages, blog] = await Promise.all([
    loadDocs({
      docs: sources.docs,
      categories: sources.categories,
      extraPages: apiPages,
      routeBase: sources.docsRoute,
      sidebarId: config.docs.sidebarId,
      ...(sources.sidebars ? { sidebars: sources.sidebars } : {}),
      renderMarkdown: markdown.renderMarkdown,
      diagnostics: run.diagnostics,
      ready,
      ...(run.cache.docs ? { memo: run.cache.docs } : {}),
      extras: config.docs,
      ...(run.cache.lastModified ? { lastChanges: run.cache.lastModified } : {}),
    }),
    // The pages and the posts render with the site data, made while the docs render.
    sources.look
      .then(({ site, theme }) => step('pages', [sources.pages, site], (diagnostics) => loadPages({ root, sources: sources.pages, site, renderMarkdown: markdown.reportingTo(diagnostics), diagnostics, ...islandNames(theme, config) })))
      .then(readyAll),
    blogOptions && scannedBlog
      ? sources.look
          .then(({ site }) => step('blog', [scannedBlog, site], (diagnostics) => loadBlog({ root, options: blogOptions, includeDrafts: run.includeDrafts, diagnostics, site, renderMarkdown: markdown.reportingTo(diagnostics), scanned: scannedBlog })))
          .then((blog) => {
            readyAll(blog.pages);
            return blog;
          })
      : undefined,
  ]);
  const apiFiles = [...(await apiPages).values()].flatMap((api) => api.files);
  const special = specialPages({ docsRoute: sources.docsRoute, firstDocRoute: flattenSidebar(docs.sidebar)[0]?.route, ownNotFound: pages.some((page) => page.route === NOT_FOUND_ROUTE) });
  readyAll(special.pages);
  const claimed = [...pages, ...docs.pages, ...(blog?.pages ?? []), ...special.pages];
  return {
    pages: claimed,
    files: [
      ...[...docs.files, ...apiFiles, ...(blog?.files ?? [])].map((file) => ({ path: file.route.slice(1), contents: file.contents })),
      ...assetFiles(claimed.flatMap((page) => page.assets)),
    ],
    sidebar: docs.sidebar,
    special,
  };
}

/** The island names a page may use: the theme's and the site's (none checked for a theme without a browser runtime). */
function islandNames(theme: LoadedTheme, config: SiteConfig): { islands?: ReadonlySet<string> } {
  const islands = theme.clientRuntime?.islands;
  return islands ? { islands: new Set([...Object.keys(islands), ...Object.keys(config.islands)]) } : {};
}

/**
 * The `.md` lookups of the API reference's descriptions in the last build (each file with the
 * route it had), kept while every one of them still gives the same route: the step is then reused.
 * A reference that rendered no description (none, or all taken from the persistent cache) is tied
 * to the very same routes instead.
 */
interface ApiRouteLookups {
  found: Map<string, string | null>;
  rendered: boolean;
  fileRoutes: ReadonlyMap<string, string>;
}

function apiRouteLookups(memo: StageMemo | undefined, fileRoutes: ReadonlyMap<string, string>): ApiRouteLookups {
  const last = memo?.entries.get('api-reference')?.inputs.at(-1) as ApiRouteLookups | undefined;
  const valid = last && (last.rendered ? [...last.found].every(([file, route]) => (fileRoutes.get(file) ?? null) === route) : last.fileRoutes === fileRoutes);
  return valid ? last : { found: new Map(), rendered: false, fileRoutes };
}
