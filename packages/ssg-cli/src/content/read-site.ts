// Everything a build reads before any Markdown renders: the remote sources, the docs, pages and
// blog posts with their front matter and routes, and the static files; and, while the Markdown
// renders, the theme with its CSS and client assets. Independent reads run at once.
import path from 'node:path';
import type { SiteData } from '@ssg/theme/contract';
import type { LoadedConfig } from '../config/load-config.js';
import { ADDRESS_HINT } from './address.js';
import { prepareMarkdownPlugins, type MarkdownPluginsRef } from '../markdown/markdown-plugins.js';
import type { BuildRun } from '../pipeline/build-run.js';
import { keepEqual, reuseStep, sourceVersion } from '../pipeline/stage-memo.js';
import { isFolder, isInside } from '../output/paths.js';
import type { OutputFile } from '../output/types.js';
import { buildAssets, type BuiltAssets } from '../render/build-assets.js';
import { siteIslands } from '../render/site-islands.js';
import { listStaticFiles } from '../render/static-files.js';
import { loadTheme, type LoadedTheme } from '../render/theme-module.js';
import { remoteDocSources, remoteOptionsOf } from '../remote/build-inputs.js';
import type { DiagnosticSink } from '../report/diagnostics.js';
import { fetchSources, type FetchedSource } from '../remote/index.js';
import type { RemoteOptions } from '../remote/types.js';
import { createSiteData } from '../site-data.js';
import { combineUserErrors } from '../report/combine-errors.js';
import { UserError } from '../report/diagnostics.js';
import { blogRouteOf, feedLinks, scanBlog, type ScannedBlog } from './blog/index.js';
import { parseCategoryFile, type CategoryMeta } from './docs/category-file.js';
import { isDocSource, readDocSources, type DocSource } from './docs/read-doc-sources.js';
import { checkSidebarsFile, loadSidebarsFile, type SidebarsFile } from './docs/sidebars-file.js';
import { listFolder, readTextFile } from './read-text.js';
import { scanDoc, type ScannedDoc } from './docs/scan-docs.js';
import { scanPages, type PageSource } from './pages/load-pages.js';

/** The theme and what every page is rendered with besides its own data. */
export interface SiteLook {
  theme: LoadedTheme;
  assets: BuiltAssets;
  /** Site-wide data every page is rendered with. */
  site: SiteData;
}

export interface SiteSources {
  /**
   * Made while the Markdown renders (bundling the client and minifying the CSS start esbuild):
   * only what renders pages with React waits for it.
   */
  look: Promise<SiteLook>;
  remoteOptions: RemoteOptions;
  remote: Map<string, FetchedSource>;
  /** `/docs`: the route the docs live under, as the start of theirs (`''` for docs at the site's root, `routeBasePath: '/'`). */
  docsRoute: string;
  docs: ScannedDoc[];
  categories: Map<string, CategoryMeta>;
  /** The site's `sidebars.ts` (checked against the docs), when it has one. */
  sidebars: SidebarsFile | undefined;
  pages: PageSource[];
  blog: ScannedBlog | undefined;
  staticFiles: OutputFile[];
  /** Route of every content file by absolute path, for `.md` links. */
  fileRoutes: Map<string, string>;
  /** The site's remark and rehype plugins, for the Markdown workers. */
  plugins: MarkdownPluginsRef | undefined;
}

/** Whether two fetches gave the same sources with the same texts (whether from the network, the cache or a snapshot). */
function sameTexts(kept: ReadonlyMap<string, FetchedSource>, fetched: ReadonlyMap<string, FetchedSource>): boolean {
  if (kept.size !== fetched.size) return false;
  for (const [id, source] of fetched) {
    const before = kept.get(id);
    if (before?.url !== source.url || before.text !== source.text) return false;
  }
  return true;
}

/**
 * Reads the site's sources (and fetches the remote ones) for one build. With the incremental
 * builder's stage memo, each kind of source is read again only when the config is new or a change
 * of its kind was reported (`SourceChanges`); the docs' texts are kept and read again one by one.
 */
export async function readSite(run: BuildRun, loaded: LoadedConfig): Promise<SiteSources> {
  const { config, module } = loaded;
  const { root } = run;
  const memo = run.cache.stages;
  const step = <T>(name: string, inputs: unknown[], work: (diagnostics: DiagnosticSink) => Promise<T> | T): Promise<T> =>
    reuseStep(memo, name, [config, ...inputs], run.diagnostics, work);
  const remoteOptions = remoteOptionsOf(config, run.offline);
  const blogOptions = config.blog === false ? undefined : config.blog;
  const scanningBlog = blogOptions ? step('blog-scan', [sourceVersion(memo, 'blog'), run.includeDrafts], (diagnostics) => scanBlog({ root, options: blogOptions, includeDrafts: run.includeDrafts, diagnostics })) : undefined;
  const look = step('theme', [], () => loadTheme({ root, specifier: config.theme, components: config.components, configFile: loaded.file })).then(async (theme) => {
    const [assets, blog] = await Promise.all([
      step('assets', [theme, run.browserRuntime, sourceVersion(memo, 'styles')], () =>
        buildAssets({
          root,
          stylesheets: [...theme.themeStylesheets, ...config.customCss.map((file) => path.resolve(root, file))],
          minifiedCss: run.cache.minifiedCss,
          ...(run.browserRuntime && theme.clientRuntime ? { client: { runtime: theme.clientRuntime, siteIslands: siteIslands({ root, config, theme: theme.clientRuntime }) } } : {}),
        }),
      ),
      scanningBlog,
    ]);
    const site = await step('site', [assets, blog], () => {
      const data = createSiteData(config, assets);
      const feeds = blogOptions && blog?.found ? feedLinks(blogOptions, data, blogRouteOf(blogOptions)) : undefined;
      return feeds ? { ...data, feeds } : data;
    });
    return { theme, assets, site };
  });
  // Awaited by the build once the Markdown is under way; until then a failure must not count as unhandled.
  look.catch(() => undefined);
  const [remote, docSources, pages, staticFiles, blog, plugins, sidebars] = await Promise.all([
    // The dev server's rebuilds read what its first build fetched (offline): the same texts stay
    // the same object, so that the steps made from them (the API reference) are reused.
    step('remote', [run.offline], (diagnostics) => fetchSources({ root, sources: config.remote.sources, options: remoteOptions, diagnostics, env: run.env, updates: run.remoteUpdates })).then(
      (fetched) => keepEqual(memo, 'remote-texts', fetched, sameTexts),
    ),
    readDocSources({
      root,
      dir: config.docs.path,
      ...(run.cache.docTexts ? { readText: keptText(run.cache.docTexts) } : {}),
      ...(memo ? { readEntries: (dir: string, name: string) => step('docs-listing', [sourceVersion(memo, 'docs-listing')], () => listFolder(dir, name, { root, isSource: isDocSource })) } : {}),
    }),
    step('pages-scan', [sourceVersion(memo, 'pages')], () => scanPages({ root, dir: config.pages.path })),
    step('static', [sourceVersion(memo, 'static')], () => listStaticFiles(path.join(root, config.staticDir), root)),
    scanningBlog,
    step('plugins', [module], () => prepareMarkdownPlugins({ root, config, configModule: module })),
    // Compiled every build (content-hashed, so an unchanged file is the same module): an edit shows at once.
    loadSidebarsFile({ root, sidebarId: config.docs.sidebarId }),
  ]);
  // Docs at the root (`routeBasePath: '/'`, Docusaurus's docs-only sites) have `/intro`, not `//intro`.
  const docsRoute = `/${config.docs.routeBasePath.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  const remoteDocs = remoteDocSources({ root, docsDir: config.docs.path, sources: config.remote.sources, fetched: remote });
  // Reading front matter is most of the cost of reading a large site again (`ssg serve`). Every
  // doc is read before a mistake is reported, so that all of them are reported at once.
  const invalid: UserError[] = [];
  const scanned = [...docSources.docs, ...remoteDocs].flatMap((source) => {
    const key = `${docsRoute}\0${source.absPath}`;
    const known = run.cache.scannedDocs?.get(key);
    if (known && sameSource(known.source, source)) return [known];
    try {
      const doc = scanDoc(source, docsRoute, run.cache.frontMatter);
      run.cache.scannedDocs?.set(key, doc);
      return [doc];
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      invalid.push(error);
      return [];
    }
  });
  if (invalid.length > 0) {
    // A file name may be what gives a doc an address it cannot have (`%.md`): not its front matter.
    const addresses = invalid.some((error) => error.hint === ADDRESS_HINT);
    throw combineUserErrors(invalid, (count) => (addresses ? `${count} docs cannot be built` : `Invalid front matter in ${count} docs`));
  }
  if (sidebars) {
    // The API reference's folder holds pages too (no files): an `autogenerated` item may name it.
    const apiRoute = config.openapi ? `/${config.openapi.routeBasePath.replace(/^\/+|\/+$/g, '')}` : '';
    const apiDir = apiRoute.startsWith(`${docsRoute}/`) ? [apiRoute.slice(docsRoute.length + 1)] : [];
    const docsDir = path.join(root, config.docs.path);
    checkSidebarsFile(sidebars, new Set(scanned.map((doc) => doc.id)), docFolders([...scanned.map((doc) => doc.dir), ...apiDir]), (dir) => isInside(docsDir, path.join(docsDir, dir)) && isFolder(path.join(docsDir, dir)));
  }
  // Drafts are built only where asked (the dev server).
  const docs = scanned.filter((doc) => run.includeDrafts || !doc.frontMatter.draft);
  const categories = new Map<string, CategoryMeta>(
    docSources.categories.map((category) => [category.dir, parseCategoryFile(category.text, category.file)]),
  );
  const fileRoutes = keepEqual(
    memo,
    'file-routes',
    new Map<string, string>([
      ...docs.map((doc): [string, string] => [doc.source.absPath, doc.route]),
      ...pages.map((page): [string, string] => [page.absPath, page.route]),
      ...(blog?.posts ?? []).map((post): [string, string] => [post.absPath, post.route]),
    ]),
    sameRoutes,
  );
  return { look, remoteOptions, remote, docsRoute, docs, categories, sidebars, pages, blog, staticFiles, fileRoutes, plugins };
}

/** The given folders with the folders above them (`guides/advanced`, `guides`). */
function docFolders(dirs: string[]): Set<string> {
  const folders = new Set<string>();
  for (const start of dirs) for (let dir = start; dir !== '' && !folders.has(dir); dir = path.posix.dirname(dir).replace(/^\.$/, '')) folders.add(dir);
  return folders;
}

/** Equal maps: the same keys with the same values. */
function sameRoutes(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...b].every(([file, route]) => a.get(file) === route);
}

function sameSource(a: DocSource, b: DocSource): boolean {
  return a.text === b.text && a.file === b.file && a.relPath === b.relPath && a.trust === b.trust && a.linkBase === b.linkBase && a.linkFolder === b.linkFolder;
}

/** Reads a file once into `texts`; a failed read is not kept. */
function keptText(texts: Map<string, Promise<string>>): (absPath: string, file: string) => Promise<string> {
  return (absPath, file) => {
    let text = texts.get(absPath);
    if (!text) {
      text = readTextFile(absPath, file);
      texts.set(absPath, text);
      text.catch(() => texts.delete(absPath));
    }
    return text;
  };
}
