// `@ssg/cli/build`, the programmatic API, from the bundle the `ssg` command runs (dist/bundle/cli.js):
// that bundle carries the Markdown parser's patches (the repository's patches/ folder), while the
// modules of dist/ would import those packages as a package manager installed them, unpatched
// (long pages would render differently, and slower, than with `ssg build`).
import { fileURLToPath } from 'node:url';
import { loadBundle } from './dist/runtime/code-cache.js';

const bundle = loadBundle(fileURLToPath(new URL('./dist/bundle/cli.js', import.meta.url)), (specifier) => import(specifier)).exports;

export const { build, writeOutput, createIncrementalBuilder, UserError } = bundle;
