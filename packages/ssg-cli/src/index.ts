// The public API of @ssg/cli: the config helper for `ssg.config.ts` and the programmatic build.
export { defineConfig } from './config/define-config.js';
export type { UserConfig, SiteConfig } from './config/schema.js';
export { build, type BuildOptions, type BuildResult } from './build.js';
export { writeOutput } from './output/write-output.js';
export { UserError, type Diagnostic } from './diagnostics.js';
