// The CSS and JS every page loads, built once per build: theme and site stylesheets
// concatenated and minified, the browser runtime bundled, both named by content hash.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { build, transform } from 'esbuild';
import type { OutputFile } from '../output/types.js';

export interface BuiltAssets {
  files: OutputFile[];
  css: string[];
  js: string[];
  /** Hash of every asset: changes exactly when a browser holding old assets must reload. */
  buildId: string;
}

function hash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10);
}

/** Minifies the stylesheets into one file and bundles the client entry, if any. */
export async function buildAssets({ stylesheets, clientEntry }: { stylesheets: string[]; clientEntry?: string }): Promise<BuiltAssets> {
  const sources = await Promise.all(stylesheets.map((file) => readFile(file, 'utf8')));
  const [css, js] = await Promise.all([
    transform(sources.join('\n'), { loader: 'css', minify: true, target: ['chrome111', 'firefox114', 'safari16.4'] }).then((r) => r.code),
    clientEntry
      ? build({
          entryPoints: [clientEntry],
          bundle: true,
          write: false,
          format: 'esm',
          minify: true,
          target: ['es2022'],
          platform: 'browser',
          logLevel: 'silent',
        }).then((r) => r.outputFiles[0]?.text ?? '')
      : Promise.resolve(''),
  ]);
  const files: OutputFile[] = [];
  const cssRoute = `/assets/css/styles.${hash(css)}.css`;
  files.push({ path: cssRoute.slice(1), contents: css });
  const jsRoutes: string[] = [];
  if (js) {
    const jsRoute = `/assets/js/runtime.${hash(js)}.js`;
    files.push({ path: jsRoute.slice(1), contents: js });
    jsRoutes.push(jsRoute);
  }
  return { files, css: [cssRoute], js: jsRoutes, buildId: hash(css + js) };
}
