#!/usr/bin/env node
// React renders several times faster in its production build; pages are always built for production.
process.env.NODE_ENV ??= 'production';
const { main } = await import('../dist/bundle/cli.js');

process.exitCode = await main(process.argv);
