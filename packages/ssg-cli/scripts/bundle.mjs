// Bundles the CLI and the Markdown worker into one CommonJS script each (dist/bundle/), so that
// starting `ssg` reads two files instead of hundreds of small ones, and so that bin/ssg.js can run
// the CLI with a V8 code cache (src/runtime/code-cache.ts), which works for scripts only.
// Packages that must stay single instances with the site's (React) or that ship native
// code (esbuild) or precompiled validators stay external; the bundle imports them with `require`,
// or through the loader's `import()` (src/runtime/import-module.ts is swapped for that here).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const OUT_DIR = 'dist/bundle';

/** src/runtime/import-module.ts → a call of the importer that code-cache.ts passes in as `__ssgImport`. */
const hostImport = {
  name: 'host-import',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\/import-module\.js$/ }, () => ({ path: 'import-module', namespace: 'host-import' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'host-import' }, () => ({
      contents: 'export const importModule = (specifier) => __ssgImport(specifier);',
      loader: 'js',
    }));
  },
};

/**
 * unist-util-visit-parents renames its per-node closure for readable stack traces
 * (`Object.defineProperty(visit, 'name', …)`) on every node of every tree walk; a build walks each
 * page's trees a dozen times, and that renaming took 5–6 % of a Markdown worker's time. The bundle
 * leaves it out (names only, no behaviour); if the source no longer has it, nothing changes.
 */
const unnamedVisits = {
  name: 'unnamed-visits',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[/\\]unist-util-visit-parents[/\\]lib[/\\]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replace(/Object\.defineProperty\(visit, 'name', \{[^}]*\}\)/, 'void 0'), loader: 'js' };
    });
  },
};

const minify = process.env.SSG_BUNDLE_MINIFY !== '0';
rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    cli: 'src/cli.ts',
    // The worker's entry runs its code (…-main.js) with a code cache, as bin/ssg.js runs cli.js.
    'markdown-worker': 'src/markdown/markdown-worker-loader.ts',
    'markdown-worker-main': 'src/markdown/markdown-worker.ts',
  },
  outdir: OUT_DIR,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [hostImport, unnamedVisits],
  // The theme itself is never imported: the build loads the one the site names (import-module.ts).
  // Its contract (types and a few pure helpers) is bundled.
  external: ['esbuild', 'react', 'react-dom', 'react/*', 'react-dom/*', '@ssg/cli/openapi-validators/*', 'ajv', 'ajv/*', 'ajv-draft-04'],
  // Files are found relative to the module that names them; in the bundle that is the bundle file.
  define: { 'import.meta.url': '__ssgModuleUrl' },
  banner: { js: "var __ssgModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
});

// A dynamic import() left in the bundle would fail once the code cache is used.
const dynamicImports = Object.entries(result.metafile.outputs).flatMap(([file, output]) =>
  output.imports.filter((entry) => entry.kind === 'dynamic-import' && entry.external).map((entry) => `${file}: import("${entry.path}")`),
);
if (dynamicImports.length > 0) {
  throw new Error(`The bundle must import external modules through src/runtime/import-module.ts:\n${dynamicImports.join('\n')}`);
}
// Plain ASCII, so that V8 holds each bundle's text one byte a character: one other character
// (esbuild leaves those of regular expressions as written) made the CLI's 3.5 MB text a 7 MB
// string, decoded, compiled from and kept by every run. (An unminified bundle, for profiling,
// keeps the comments of the sources and their packages as they are written.)
const nonAscii = !minify ? [] : Object.keys(result.metafile.outputs).flatMap((file) => {
  const text = readFileSync(file, 'latin1');
  const at = text.search(/[^\x00-\x7f]/);
  return at === -1 ? [] : [`${file}, offset ${at}: …${text.slice(Math.max(0, at - 60), at + 1)}`];
});
if (nonAscii.length > 0) {
  throw new Error(`The bundle must be ASCII (write other characters as \\u escapes in the source):\n${nonAscii.join('\n')}`);
}
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(`${OUT_DIR}/package.json`, '{ "type": "commonjs" }\n');

// The dev server's browser client (client/): one small ES module it serves to the pages it serves.
await build({
  entryPoints: ['client/dev-client.ts'],
  outfile: 'dist/client/dev-client.js',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
