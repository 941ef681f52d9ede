// Bundles the theme's entry into one ES module (dist/theme.js): loading one file instead of the
// sixty-odd modules tsc emits saves a build about 40 ms of start-up. Types stay those of tsc.
// React stays external: the theme must use the same React as the site's pages. What the islands
// import only when used in a browser (the search dialog with react-dom/client, the search client,
// the API console's engine) stays behind its dynamic import, in chunks of its own
// (dist/theme-chunks/): bundled into theme.js, its static imports made every build load
// react-dom/client, and importing the theme took about twice as long.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/theme-chunks', { recursive: true, force: true });
await build({
  entryPoints: { theme: 'src/index.ts' },
  outdir: 'dist',
  chunkNames: 'theme-chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  legalComments: 'none',
  logLevel: 'warning',
});
