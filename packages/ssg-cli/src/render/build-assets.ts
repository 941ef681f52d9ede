// The CSS and JS every page loads, built once per build: theme and site stylesheets
// concatenated and minified, and the browser runtime with the theme's and the site's islands
// (build-client.ts), all named by content hash.
import path from 'node:path';
import type { TransformFailure } from 'esbuild';
import { readTextFile } from '../content/read-text.js';
import { contentHash } from '../output/content-hash.js';
import type { OutputFile } from '../output/types.js';
import { digest } from '../pipeline/fingerprint.js';
import { UserError } from '../report/diagnostics.js';
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
  /** The site folder: a stylesheet's mistake is reported by its path from there. */
  root: string;
  /** Absolute paths of the theme's stylesheets and the site's. */
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

/**
 * A syntax error esbuild cannot minify past (a comment left open): the site's mistake, at its line
 * in the stylesheet that has it. esbuild places it in the stylesheets' join, at the end of the text
 * the comment swallowed (maybe another stylesheet's), and notes where the comment starts.
 */
function stylesheetError(error: unknown, root: string, stylesheets: string[], sources: string[]): unknown {
  const first = (error as Partial<TransformFailure>).errors?.[0];
  const location = first?.notes[0]?.location ?? first?.location;
  if (!first || !location) return error;
  let start = 1;
  for (const [index, source] of sources.entries()) {
    const lines = source.split('\n').length;
    if (location.line < start + lines) {
      const file = path.relative(root, stylesheets[index]!).split(path.sep).join('/');
      return new UserError(`${file}:${location.line - start + 1}:${location.column + 1}  Invalid CSS: ${first.text}`, {
        hint: 'Fix the stylesheet there: the minifier cannot read on past it (a comment opened with /* needs its */).',
        cause: error,
      });
    }
    start += lines;
  }
  return error;
}

/** Minifies the stylesheets into one file and bundles the browser runtime, if any. */
export async function buildAssets({ root, stylesheets, client, minifiedCss }: BuildAssetsOptions): Promise<BuiltAssets> {
  // As text by the rules for every source (UTF-16 after its mark; binary or other encodings refused).
  const sources = await Promise.all(stylesheets.map((file) => readTextFile(file, file)));
  const minified = minify(sources.join('\n'), minifiedCss).catch((error: unknown) => {
    throw stylesheetError(error, root, stylesheets, sources);
  });
  const [css, js] = await Promise.all([minified, client ? buildClient(client) : undefined]);
  const cssRoute = `/assets/css/styles.${contentHash(css)}.css`;
  const files: OutputFile[] = [{ path: cssRoute.slice(1), contents: css }, ...(js?.files ?? [])];
  // Every file name carries its content hash, so the names alone identify the build's assets.
  const buildId = contentHash(files.map((file) => file.path).join('\0'));
  return { files, css: [cssRoute], js: js ? [js.entry] : [], modulepreload: js?.preload ?? [], buildId };
}
