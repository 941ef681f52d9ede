// Bundles the browser runtime for one site: the theme's shell, its islands and the site's own
// islands, code-split by esbuild into the shell (what a page loads), one shared chunk holding
// React, react-dom and the hydration code (loaded by the first island that hydrates), and one
// small chunk per island. File names carry content hashes; the metafile tells which chunks the
// shell imports statically, so that pages can `modulepreload` them.
import path from 'node:path';
import type { Message, Metafile, Plugin } from 'esbuild';
import type { OutputFile } from '../output/types.js';
import { UserError } from '../report/diagnostics.js';
import { errorLocation } from '../runtime/compile-module.js';
import { esbuild, esbuildVersion } from '../runtime/esbuild.js';
import { cachedClient, defaultClientCacheDir } from './client-cache.js';

/** The runtime a theme ships (see `clientRuntime` in @ssg/theme). */
export interface ClientRuntime {
  shell: string;
  hydrate: string;
  islands: Record<string, string>;
}

export interface BuiltClient {
  files: OutputFile[];
  /** Route of the shell module (the page's `<script type="module">`). */
  entry: string;
  /** Routes of the chunks the shell imports statically (`<link rel="modulepreload">`). */
  preload: string[];
  /** Route of every island's chunk, by name. */
  islands: Record<string, string>;
}

/** Where the bundles go, relative to the base URL. */
export const CLIENT_ROUTE = '/assets/js/';
const ISLAND_NAMESPACE = 'ssg-island';
const ENTRY = 'ssg-entry:shell';

/** The generated entry: starts the shell with a lazy import per island. */
function entrySource(runtime: ClientRuntime, islands: Record<string, string>): string {
  const loaders = Object.keys(islands)
    .map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${ISLAND_NAMESPACE}:${name}`)}),`)
    .join('\n');
  // The base URL is where the shell lives, minus the assets folder: the bundle does not depend on it.
  const up = CLIENT_ROUTE.split('/').filter(Boolean).map(() => '..').join('/');
  return [
    `import { startShell } from ${JSON.stringify(runtime.shell)};`,
    `startShell({ base: new URL(${JSON.stringify(`${up}/`)}, import.meta.url).pathname, islands: {`,
    loaders,
    '} });',
  ].join('\n');
}

/** The entry (`ssg-entry:shell`), and `ssg-island:Name` → a module re-exporting the island's component and the shared hydration. */
function virtualModules(runtime: ClientRuntime, islands: Record<string, string>): Plugin {
  return {
    name: 'ssg-client-modules',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({ path: 'shell', namespace: 'ssg-entry' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'ssg-entry' }, () => ({ contents: entrySource(runtime, islands), resolveDir: path.dirname(runtime.shell), loader: 'js' }));
      pluginBuild.onResolve({ filter: new RegExp(`^${ISLAND_NAMESPACE}:`) }, (args) => ({ path: args.path.slice(ISLAND_NAMESPACE.length + 1), namespace: ISLAND_NAMESPACE }));
      pluginBuild.onLoad({ filter: /.*/, namespace: ISLAND_NAMESPACE }, (args) => {
        const file = islands[args.path] as string;
        return {
          contents: `export { default } from ${JSON.stringify(file)};\nexport { hydrateIsland } from ${JSON.stringify(runtime.hydrate)};\n`,
          resolveDir: path.dirname(file),
          loader: 'js',
        };
      });
    },
  };
}

/** React always resolves from the theme, so the site's islands share the theme's one copy. */
function oneReact(runtime: ClientRuntime): Plugin {
  return {
    name: 'one-react',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async (args) => {
        if (args.pluginData === 'one-react') return undefined;
        const resolved = await pluginBuild.resolve(args.path, { kind: args.kind, resolveDir: path.dirname(runtime.hydrate), pluginData: 'one-react' });
        return resolved.errors.length > 0 ? undefined : { path: resolved.path };
      });
    },
  };
}

/** The chunks `output` imports statically, transitively. */
function staticImports(metafile: Metafile, output: string): string[] {
  const found: string[] = [];
  const visit = (file: string): void => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || found.includes(imported.path)) continue;
      found.push(imported.path);
      visit(imported.path);
    }
  };
  visit(output);
  return found;
}

export interface BuildClientOptions {
  runtime: ClientRuntime;
  siteIslands?: Record<string, string>;
  /** Where bundles are cached (default: beside the CLI); `null`: no cache. */
  cacheDir?: string | null;
}

/** Bundles the runtime with the theme's and the site's islands (from the cache when nothing changed). */
export function buildClient({ runtime, siteIslands = {}, cacheDir }: BuildClientOptions): Promise<BuiltClient> {
  const dir = cacheDir === null ? undefined : (cacheDir ?? defaultClientCacheDir());
  return cachedClient({ version: 1, esbuild: esbuildVersion(), runtime, siteIslands }, dir, () => bundleClient(runtime, { ...runtime.islands, ...siteIslands }));
}

async function bundleClient(runtime: ClientRuntime, islands: Record<string, string>): Promise<{ client: BuiltClient; inputs: string[] }> {
  const outdir = path.join(path.dirname(runtime.shell), '.ssg-client-out');
  const result = await esbuild().build({
    // Named entries (`shell-HASH.js`, `ColorModeToggle-HASH.js`); shared chunks are `chunk-HASH.js`.
    entryPoints: { shell: ENTRY, ...Object.fromEntries(Object.keys(islands).map((name) => [name, `${ISLAND_NAMESPACE}:${name}`])) },
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    minify: true,
    target: ['es2022'],
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [virtualModules(runtime, islands), oneReact(runtime)],
  }).catch((error: { errors?: Message[] }) => {
    const first = errorLocation(error.errors);
    throw new UserError(`Could not bundle the browser runtime and islands: ${first ? `${first.where}  ${first.text}` : String(error)}`, {
      hint: "An island of the site or the theme's browser code does not build: fix it, or install the package it names in the site (or in the theme's folder, for a theme linked from elsewhere).",
      cause: error,
    });
  });
  const route = (file: string): string => `${CLIENT_ROUTE}${path.basename(file)}`;
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const entryFile = outputs.find(([, output]) => output.entryPoint === ENTRY)?.[0];
  if (entryFile === undefined) throw new Error('The browser runtime bundle has no entry chunk');
  const islandRoutes: Record<string, string> = {};
  for (const [file, output] of outputs) {
    const name = output.entryPoint?.startsWith(`${ISLAND_NAMESPACE}:`) ? output.entryPoint.slice(ISLAND_NAMESPACE.length + 1) : undefined;
    if (name !== undefined) islandRoutes[name] = route(file);
  }
  const client: BuiltClient = {
    files: result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => ({ path: route(file.path).slice(1), contents: file.contents })),
    entry: route(entryFile),
    preload: staticImports(result.metafile, entryFile).map(route),
    islands: islandRoutes,
  };
  // Files esbuild read (the virtual modules are derived from the request itself).
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !/^ssg-(entry|island):/.test(input)).map((input) => path.resolve(input));
  return { client, inputs };
}
