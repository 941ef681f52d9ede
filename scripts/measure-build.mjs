// Runs one `ssg build` in this process and prints its peak memory as JSON on the last line.
// Used by bench-build.mjs so that every measured build is a cold process.
process.env.NODE_ENV ??= 'production';
const { main } = await import('../packages/ssg-cli/dist/bundle/cli.js');

const code = await main(['node', 'ssg', 'build', ...process.argv.slice(2)]);
process.stdout.write(`${JSON.stringify({ code, maxRssKb: process.resourceUsage().maxRSS })}\n`);
process.exitCode = code;
