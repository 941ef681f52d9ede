#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// React renders several times faster in its production build; pages are always built for production.
process.env.NODE_ENV ??= 'production';
// A build is short and its hot code changes from stage to stage: with V8's default budget, its
// optimising compiler spends more time on functions that are soon done with than it saves. Later
// optimisation still reaches the code that stays hot (a large site's Markdown parsing).
setFlagsFromString('--interrupt-budget=1000000');
// Most of what a build allocates dies within a page, yet on a machine with much memory V8 lets the
// heap grow to four times what was live at its last full collection before it collects again: a
// build of GitHub's API description then peaked anywhere from 340 to 530 MB. Growing by at most
// twice the live size keeps the peak near the working set, for about 2 % more CPU (BENCHMARKS.md).
setFlagsFromString('--heap-growing-percent=100');

const { loadBundle } = await import('../dist/runtime/code-cache.js');
// The bundle's own import() calls (site config, pages, theme) come back here; see src/import-module.ts.
const cli = loadBundle(fileURLToPath(new URL('../dist/bundle/cli.js', import.meta.url)), (specifier) => import(specifier));

process.exitCode = await cli.exports.main(process.argv);
cli.saveCodeCache();
// The command is done. What the site's code left running (an interval its config set, a socket it
// opened) would keep the process alive for ever: once what ssg left to finish has had a moment, it
// ends. The timer does not itself hold the process, which ends at once when nothing else does.
setTimeout(() => process.exit(), 1000).unref();
