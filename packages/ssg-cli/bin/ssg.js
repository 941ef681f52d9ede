#!/usr/bin/env node
// React renders several times faster in its production build; pages are always built for production.
process.env.NODE_ENV ??= 'production';
const { loadBundle } = await import('../dist/code-cache.js');
// The bundle's own import() calls (site config, pages, theme) come back here; see src/import-module.ts.
const cli = loadBundle(new URL('../dist/bundle/cli.js', import.meta.url).pathname, (specifier) => import(specifier));

process.exitCode = await cli.exports.main(process.argv);
cli.saveCodeCache();
