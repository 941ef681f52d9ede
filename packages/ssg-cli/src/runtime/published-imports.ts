// What the site's modules import that is not code, as webpack gives it to a Docusaurus site:
// - files used by URL (`import logo from './logo.png'`, `require('./logo.png').default`, and
//   `url(./hero.jpg)` in their CSS) become the URL of a content-hashed copy under the base URL
//   (the copy is the caller's to make, from `assetsOf`);
// - an SVG imported from code is a React component rendering it inline (svg-component.ts), as
//   Docusaurus's SVGR makes it; from CSS, a URL like the other files;
// - CSS modules (`*.module.css`) get class names scoped by their file: esbuild scopes them within
//   one compile only (`styles_hero` for every `styles.module.css`), and an MDX page's components
//   are compiled one by one, so each file is read under a name carrying a hash of its path
//   (`styles_3f2a1_hero`; esbuild has no option for the pattern: evanw/esbuild#3484);
// - Sass, Less and Stylus are refused at the import, with what to do instead.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OnLoadResult, OnResolveArgs, Plugin, PluginBuild } from 'esbuild';
import { hashedRoute } from '../markdown/asset-store.js';
import type { AssetRef } from '../markdown/types.js';
import { svgComponentModule } from './svg-component.js';

/** Files an import gives the URL of (their extension, with an optional `?query` or `#hash`, as fonts in CSS have). */
const PUBLISHED_FILE = /\.(?:svg|png|jpe?g|gif|webp|avif|ico|bmp|mp4|webm|ogg|mp3|wav|pdf|woff2?|ttf|otf|eot)(?:[?#].*)?$/i;
const SVG = /\.svg$/i;
const CSS_MODULE = /\.module\.css$/;
/** Stylesheets in a language esbuild does not compile. */
const PREPROCESSED = /\.(?:s[ac]ss|less|styl)$/i;
const CSS_MODULE_NAMESPACE = 'ssg-css-module';
/** Marks the plugin's own calls to esbuild's resolver, which must not come back to it. */
const RESOLVING = Symbol('ssg-resolving');

/** Whether an import of `file` gives its URL (an image, a font, a video, a PDF), or for an SVG imported from code its component. */
export function isPublishedFile(file: string): boolean {
  return PUBLISHED_FILE.test(file);
}

/** Why a stylesheet in Sass, Less or Stylus cannot be imported, and what to do; undefined for any other file. */
export function preprocessedStylesheet(file: string): string | undefined {
  if (!PREPROCESSED.test(file)) return undefined;
  const css = path.basename(file).replace(PREPROCESSED, '.css');
  return `${path.basename(file)} is not plain CSS, which is all ssg publishes: compile it to ${css} (with sass, lessc or stylus) and import that, or write it in CSS (CSS modules as ${css.replace(/\.css$/, '.module.css')})`;
}

export interface PublishedImports {
  plugin: Plugin;
  /**
   * The file a metafile input was read from, absolute (a CSS module is read under a name of its
   * own); an input of another namespace (another plugin's, not a file) as it is.
   */
  realPath(input: string): string;
  /** The files imported by URL by any of `importers` (absolute), each once, with the routes of their copies. */
  assetsOf(importers: Iterable<string>): Promise<AssetRef[]>;
  /** Every file imported by URL in the compile (esbuild does not read those named in CSS). */
  files(): string[];
}

/** The plugin for one compile of modules under `root`, whose URLs start with `baseUrl`. */
export function publishedImports(root: string, baseUrl: string): PublishedImports {
  /** Route of each file imported by URL, by absolute path. */
  const routes = new Map<string, Promise<string>>();
  /** Files imported by URL, by the file importing them. */
  const imported = new Map<string, Set<string>>();
  /** The real file of each CSS module's scoped name. */
  const cssModules = new Map<string, string>();
  const realPath = (input: string): string => {
    const scoped = input.startsWith(`${CSS_MODULE_NAMESPACE}:`) ? input.slice(CSS_MODULE_NAMESPACE.length + 1) : input;
    if (/^[\w-]+:/.test(scoped) && !path.isAbsolute(scoped)) return scoped;
    return cssModules.get(scoped) ?? path.resolve(root, scoped);
  };
  const routeOf = (file: string): Promise<string> => {
    let route = routes.get(file);
    if (!route) routes.set(file, (route = readFile(file).then((contents) => hashedRoute(file, contents))));
    return route;
  };
  /** How each SVG imported from code loads, by absolute path: made when its import is resolved, to report a bad SVG at the import. */
  const svgLoads = new Map<string, Promise<OnLoadResult>>();
  const svgLoad = (file: string): Promise<OnLoadResult> => {
    let load = svgLoads.get(file);
    if (!load) {
      load = readFile(file, 'utf8').then((text) => {
        const svg = svgComponentModule(text, path.basename(file));
        return 'code' in svg ? { contents: svg.code, loader: 'jsx' } : { errors: [{ text: `${path.basename(file)} is not an SVG image: ${svg.problem}` }] };
      });
      svgLoads.set(file, load);
    }
    return load;
  };
  const resolve = (build: PluginBuild, args: OnResolveArgs) =>
    build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });

  const plugin: Plugin = {
    name: 'ssg-published-imports',
    setup(build) {
      build.onResolve({ filter: PREPROCESSED }, (args) => ({ errors: [{ text: preprocessedStylesheet(args.path) ?? args.path }] }));
      build.onResolve({ filter: PUBLISHED_FILE }, async (args) => {
        if (args.pluginData === RESOLVING) return undefined;
        // `url(/img/hero.png)` names a file of the static folder, published at that path.
        if (args.kind === 'url-token' && /^\/(?!\/)/.test(args.path)) return { path: `${baseUrl}${args.path.slice(1)}`, external: true };
        const resolved = await resolve(build, args);
        // Not found: esbuild reports it at the import.
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        if (args.kind !== 'url-token' && SVG.test(resolved.path)) {
          const { errors } = await svgLoad(resolved.path);
          return errors ? { errors } : { path: resolved.path };
        }
        const importer = realPath(args.importer);
        if (!imported.has(importer)) imported.set(importer, new Set());
        imported.get(importer)?.add(resolved.path);
        if (args.kind !== 'url-token') return { path: resolved.path };
        return { path: `${baseUrl}${(await routeOf(resolved.path)).slice(1)}${resolved.suffix}`, external: true };
      });
      build.onLoad({ filter: PUBLISHED_FILE, namespace: 'file' }, async (args) => {
        // An SVG loaded is imported from code (from CSS it is a URL, external).
        if (SVG.test(args.path)) return svgLoad(args.path);
        return { contents: `export default ${JSON.stringify(`${baseUrl}${(await routeOf(args.path)).slice(1)}`)};\n`, loader: 'js' };
      });
      build.onResolve({ filter: CSS_MODULE }, async (args) => {
        if (args.pluginData === RESOLVING) return undefined;
        const resolved = await resolve(build, args);
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        const site = path.relative(root, resolved.path).split(path.sep).join('/');
        const scoped = resolved.path.replace(CSS_MODULE, `_${createHash('sha256').update(site).digest('hex').slice(0, 5)}.module.css`);
        cssModules.set(scoped, resolved.path);
        return { path: scoped, namespace: CSS_MODULE_NAMESPACE };
      });
      build.onLoad({ filter: /./, namespace: CSS_MODULE_NAMESPACE }, async (args) => {
        const file = realPath(args.path);
        return { contents: await readFile(file, 'utf8'), loader: 'local-css', resolveDir: path.dirname(file), watchFiles: [file] };
      });
    },
  };

  return {
    plugin,
    realPath,
    assetsOf(importers) {
      const files = new Set([...importers].flatMap((importer) => [...(imported.get(importer) ?? [])]));
      return Promise.all([...files].map(async (source) => ({ source, route: await routeOf(source) })));
    },
    files: () => [...new Set([...imported.values()].flatMap((files) => [...files]))],
  };
}
