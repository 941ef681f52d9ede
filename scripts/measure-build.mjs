// Runs one `ssg build` (the CLI as bin/ssg.js runs it) in this process and prints its peak memory
// as JSON on the last line. Used by bench-build.mjs so that every measured build is a cold process.
process.argv.splice(2, 0, 'build');
await import('../packages/ssg-cli/bin/ssg.js');
process.stdout.write(`${JSON.stringify({ code: process.exitCode, maxRssKb: process.resourceUsage().maxRSS })}\n`);
