// `pnpm bench:lighthouse`: Lighthouse (mobile, simulated throttling) on each page type of the
// Flux0 site, built twice in the same run — with the browser runtime and without any script —
// and served gzipped on 127.0.0.1. Runs alternate between the two builds; prints the median of
// the runs per page type: the four category scores and Total Blocking Time, with the difference
// from the script-free pages. Usage: node scripts/bench-lighthouse.mjs [--runs 3] [--pages doc,home]
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { build, writeOutput } from '@ssg/cli/build';
import { PAGE_TYPES } from './page-budgets.mjs';
import { serveBuild } from './serve-build.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, pages: { type: 'string' } } });
const runs = Number(values.runs);
const pages = Object.entries(PAGE_TYPES).filter(([type]) => !values.pages || values.pages.split(',').includes(type));
const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'ssg-lighthouse-'));

async function buildInto(name, browserRuntime) {
  const outDir = path.join(scratch, name);
  const result = await build({ root: path.join(repo, 'site'), offline: true, browserRuntime });
  await writeOutput({ files: result.files, outDir });
  return outDir;
}

function startChromium() {
  const chrome = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', [
    '--headless=new',
    '--remote-debugging-port=0',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${path.join(scratch, 'profile')}`,
    'about:blank',
  ]);
  return new Promise((resolve, reject) => {
    let text = '';
    chrome.stderr.on('data', (chunk) => {
      text += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) resolve({ chrome, port: Number(match[1]) });
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${text}`)));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const [withRuntime, withoutScript] = await Promise.all([buildInto('runtime', true), buildInto('no-script', false)]);
const servers = { runtime: await serveBuild(withRuntime), 'no script': await serveBuild(withoutScript) };
const { chrome, port } = await startChromium();
const results = {};
try {
  for (const [type, route] of pages) {
    for (let i = 0; i < runs; i++) {
      for (const [variant, { origin }] of Object.entries(servers)) {
        const { lhr } = await lighthouse(origin + route, { port, output: 'json', logLevel: 'error' });
        const entry = (results[`${type}\0${variant}`] ??= { scores: { performance: [], accessibility: [], 'best-practices': [], seo: [] }, tbt: [], fcp: [], lcp: [] });
        for (const category of Object.keys(entry.scores)) entry.scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        entry.tbt.push(lhr.audits['total-blocking-time'].numericValue);
        entry.fcp.push(lhr.audits['first-contentful-paint'].numericValue);
        entry.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
      }
    }
  }
} finally {
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  chrome.kill();
  await exited;
  for (const { server } of Object.values(servers)) server.close();
}

console.log(`Lighthouse ${lighthouse.version ?? ''} mobile, median of ${runs} runs per page type (runs alternate between the two builds)`);
console.log(`  ${'page'.padEnd(13)} ${'variant'.padEnd(10)} perf a11y  bp  seo    TBT     FCP     LCP`);
for (const [type] of pages) {
  const tbts = {};
  for (const variant of Object.keys(servers)) {
    const entry = results[`${type}\0${variant}`];
    const s = entry.scores;
    tbts[variant] = median(entry.tbt);
    console.log(
      `  ${type.padEnd(13)} ${variant.padEnd(10)} ${String(median(s.performance)).padStart(4)} ${String(median(s.accessibility)).padStart(4)} ${String(median(s['best-practices'])).padStart(3)} ${String(median(s.seo)).padStart(4)} ${`${Math.round(median(entry.tbt))} ms`.padStart(7)} ${`${Math.round(median(entry.fcp))} ms`.padStart(7)} ${`${Math.round(median(entry.lcp))} ms`.padStart(7)}`,
    );
  }
  console.log(`  ${''.padEnd(13)} TBT difference: ${Math.round(tbts.runtime - tbts['no script'])} ms (budget 30 ms)`);
}
rmSync(scratch, { recursive: true, force: true, maxRetries: 5 });
