// esbuild, loaded on first use: a build whose compiles, browser runtime and minified CSS all come
// from their caches (one with nothing changed) never calls it, and loading its module takes 20–40 ms
// of its start-up.
import { createRequire } from 'node:module';

type Esbuild = typeof import('esbuild');

const load = createRequire(import.meta.url);

/** The esbuild API (its module is loaded by the first call; later calls get Node's cached copy). */
export function esbuild(): Esbuild {
  return load('esbuild') as Esbuild;
}

/** esbuild's version, for cache keys, read from its package.json without loading the module. */
export function esbuildVersion(): string {
  return (load('esbuild/package.json') as { version: string }).version;
}

/** CSS minified for the browsers the theme supports (newer syntax lowered for them). */
export async function minifyCss(source: string): Promise<string> {
  const { code } = await esbuild().transform(source, { loader: 'css', minify: true, target: ['chrome111', 'firefox114', 'safari16.4'] });
  return code;
}
