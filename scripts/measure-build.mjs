// Runs one `ssg build` (the CLI as bin/ssg.js runs it) in this process and prints its peak memory
// and CPU time (user + system, all threads) as JSON on the last line. Used by the bench scripts so
// that every measured build is a cold process. `SSG_MEASURE_CLI` names another checkout's
// bin/ssg.js to measure (paired runs against a baseline).
import { pathToFileURL } from 'node:url';

process.argv.splice(2, 0, 'build');
await import(process.env.SSG_MEASURE_CLI ? pathToFileURL(process.env.SSG_MEASURE_CLI).href : '../packages/ssg-cli/bin/ssg.js');
const usage = process.resourceUsage();
process.stdout.write(`${JSON.stringify({ code: process.exitCode, maxRssKb: usage.maxRSS, cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000) })}\n`);
