// The CSS and JS every page loads, built once per build: theme and site stylesheets
// concatenated and minified, and the browser runtime with the theme's and the site's islands
// (build-client.ts), all named by content hash.
import { readTextFile } from '../content/read-text.js';
import { contentHash } from '../output/content-hash.js';
import type { OutputFile } from '../output/types.js';
import { digest } from '../pipeline/fingerprint.js';
import { esbuildVersion, minifyCss } from '../runtime/esbuild.js';
import { buildClient, type ClientRuntime } from './build-client.js';

export interface BuiltAssets {
  files: OutputFile[];
  css: string[];
  /** The shell module(s) a page loads. */
  js: string[];
  /** The chunks the shell imports statically. */
  modulepreload: string[];
  /** Hash of every asset: changes exactly when a browser holding old assets must reload. */
  buildId: string;
}

export interface BuildAssetsOptions {
  stylesheets: string[];
  /** The theme's browser runtime; absent (or `runtime: false`) for a site without script. */
  client?: { runtime: ClientRuntime; siteIslands: Record<string, string> };
  /** Minified CSS kept between builds by a digest of its source (the persistent cache): unchanged stylesheets start no esbuild. */
  minifiedCss?: Map<string, string> | undefined;
}

async function minify(source: string, kept: Map<string, string> | undefined): Promise<string> {
  const key = kept ? digest(esbuildVersion(), source) : '';
  const known = kept?.get(key);
  if (known !== undefined) return known;
  const code = await minifyCss(source);
  if (kept) {
    // Only the current stylesheets' entry is kept.
    kept.clear();
    kept.set(key, code);
  }
  return code;
}

/** Minifies the stylesheets into one file and bundles the browser runtime, if any. */
export async function buildAssets({ stylesheets, client, minifiedCss }: BuildAssetsOptions): Promise<BuiltAssets> {
  // As text by the rules for every source (UTF-16 after its mark; binary or other encodings refused).
  const sources = await Promise.all(stylesheets.map((file) => readTextFile(file, file)));
  const [css, js] = await Promise.all([minify(sources.join('\n'), minifiedCss), client ? buildClient(client) : undefined]);
  const cssRoute = `/assets/css/styles.${contentHash(css)}.css`;
  const files: OutputFile[] = [{ path: cssRoute.slice(1), contents: css }, ...(js?.files ?? [])];
  // Every file name carries its content hash, so the names alone identify the build's assets.
  const buildId = contentHash(files.map((file) => file.path).join('\0'));
  return { files, css: [cssRoute], js: js ? [js.entry] : [], modulepreload: js?.preload ?? [], buildId };
}
