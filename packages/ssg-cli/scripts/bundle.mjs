// Bundles the CLI into a few ES modules (dist/bundle/) so that starting `ssg` reads a handful
// of files instead of hundreds of small ones: module loading was most of a cold start.
// Packages that must stay single instances with the site's (React, the theme) or that ship
// native code or run in workers (esbuild, the OpenAPI validator) stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'src/cli.ts', 'highlight-worker': 'src/markdown/highlight-worker.ts' },
  outdir: 'dist/bundle',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: process.env.SSG_BUNDLE_MINIFY !== '0',
  legalComments: 'none',
  logLevel: 'warning',
  external: ['esbuild', 'react', 'react-dom', 'react/*', 'react-dom/*', '@ssg/theme', '@ssg/theme/*', '@ssg/cli/openapi-validators/*', 'ajv', 'ajv/*', 'ajv-draft-04'],
  banner: { js: "import { createRequire as __ssgCreateRequire } from 'node:module'; const require = __ssgCreateRequire(import.meta.url);" },
});
