// The programmatic API (`@ssg/cli/build`): build a site in memory, then write it.
export { build, type BuildOptions, type BuildResult, type BuildCache } from './build.js';
export { writeOutput } from './output/write-output.js';
export { createIncrementalBuilder, type IncrementalBuilder, type IncrementalBuilderOptions, type IncrementalUpdate } from './pipeline/incremental-builder.js';
export type { OutputFile } from './output/types.js';
export { UserError, type Diagnostic } from './report/diagnostics.js';
