// `pnpm bench:serve`: the dev server and `ssg preview` under load, and the dev server's
// edit-to-update latency as a reader sees it.
//
// 1. A bounded load run on 127.0.0.1 (autocannon: --duration seconds, --connections at once)
//    against `ssg serve` and then `ssg preview`, over a mix of a page, the home page, the
//    stylesheet, an image and a feed, asking for brotli; prints requests/s and latency, and fails
//    on any error, timeout or non-2xx answer.
// 2. Edit-to-update: Chromium shows a doc page; the doc's file is saved with a new sentence, and
//    the time until the open page shows it is measured (--edits times; median and p95).
//
// Works on a copy of the site (it edits files). Usage:
//   node scripts/bench-serve.mjs [--root site] [--duration 10] [--connections 50] [--edits 20] [--corpus N]
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'site' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    edits: { type: 'string', default: '20' },
    corpus: { type: 'string' },
  },
});
const repo = path.resolve(import.meta.dirname, '..');
const bin = path.join(repo, 'packages', 'ssg-cli', 'bin', 'ssg.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'ssg-bench-serve-'));
// A sibling of the site, so that its packages resolve as they do from the site.
const root = path.resolve(repo, values.root, '..', `.bench-serve-site-${process.pid}`);
const children = new Set();
const cleanUp = () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
};
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

cpSync(path.resolve(repo, values.root), root, { recursive: true, filter: (src) => !/[/\\](build|\.ssg-cache)$/.test(src) });
if (values.corpus) {
  const generator = path.resolve(repo, '../shared/bench/gen-corpus.py');
  if (!existsSync(generator)) throw new Error(`The corpus generator is not at ${generator}`);
  const gen = spawnSync('python3', [generator, path.join(scratch, 'corpus'), values.corpus], { stdio: 'inherit' });
  if (gen.status !== 0) throw new Error('gen-corpus.py failed');
  cpSync(path.join(scratch, 'corpus', 'bench'), path.join(root, 'docs', 'bench'), { recursive: true });
}

/** Runs `ssg <args>` until it prints its URL; resolves with the URL and the process. */
function start(args) {
  const child = spawn(process.execPath, [bin, ...args, '--port', '0'], { env: { ...process.env, CI: 'true', NO_COLOR: '1' }, stdio: ['pipe', 'ignore', 'pipe'] });
  children.add(child);
  let output = '';
  child.stderr.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const url = /^Serving (http:\/\/127\.0\.0\.1:\d+\/)/m.exec(output)?.[1];
      if (url) resolve({ url, child, output: () => output });
    });
    child.once('exit', (code) => reject(new Error(`ssg ${args[0]} exited (${code}):\n${output}`)));
  });
}

async function stop({ child }) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  const code = await exited;
  children.delete(child);
  if (code !== 0) throw new Error(`ssg exited with ${code} on Ctrl+C`);
}

/** The paths of the load mix, found in the home page. */
async function loadMix(url) {
  const home = await (await fetch(url)).text();
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(home)?.[1];
  const logo = /<img[^>]+src="([^"]+\.svg)"/.exec(home)?.[1];
  const base = new URL(url).pathname;
  return [`${base}docs/quickstart/introduction`, base, css, logo, `${base}blog/rss.xml`].filter(Boolean);
}

async function load(name, url) {
  const paths = await loadMix(url);
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  console.log(`${name}: ${Number(values.duration)} s, ${values.connections} connections on 127.0.0.1, ${paths.length} paths (${paths.join(' ')})`);
  console.log(`  requests/s   mean ${Math.round(result.requests.average)}  (min ${result.requests.min}, max ${result.requests.max}); ${result.requests.total} requests`);
  console.log(`  latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
  return failures;
}

/** Saves the file in one step, as editors do. */
function save(file, text) {
  writeFileSync(`${file}.saving`, text);
  spawnSync('mv', [`${file}.saving`, file]);
}

async function editToUpdate(url) {
  const doc = path.join(root, 'docs', 'configuration.md');
  const original = readFileSync(doc, 'utf8');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const samples = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${url}docs/configuration`, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let i = 0; i <= Number(values.edits); i++) {
      const marker = `Edit number ${i} of the benchmark.`;
      const started = performance.now();
      save(doc, `${original}\n${marker}\n`);
      // The page may be replaced on the way (a reload): look again in the new document.
      for (;;) {
        try {
          await page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text), marker, { polling: 'raf', timeout: 10_000 });
          break;
        } catch (error) {
          if (!/context was destroyed|navigation/i.test(String(error))) throw error;
        }
      }
      if (i > 0) samples.push(performance.now() - started); // the first edit warms up
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } finally {
    await browser.close();
    writeFileSync(doc, original);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
  console.log(`ssg serve edit-to-update (file saved → the open page shows it), ${samples.length} edits of docs/configuration.md`);
  console.log(`  median ${Math.round(at(0.5))} ms, p95 ${Math.round(at(0.95))} ms  (min ${Math.round(samples[0])}, max ${Math.round(samples.at(-1))})`);
}

console.log(`site: ${values.root}${values.corpus ? ` + ${values.corpus}-page corpus` : ''}; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
let failures = 0;
const dev = await start(['serve', '--root', root, '--offline']);
failures += await load('ssg serve', dev.url);
if (Number(values.edits) > 0) await editToUpdate(dev.url);
await stop(dev);

const outDir = path.join(scratch, 'build');
const built = spawnSync(process.execPath, [bin, 'build', '--root', root, '--out-dir', outDir, '--offline'], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
if (built.status !== 0) throw new Error(`ssg build failed:\n${built.stderr}`);
const prod = await start(['preview', '--root', root, '--out-dir', outDir]);
failures += await load('ssg preview', prod.url);
await stop(prod);

console.log(`load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
if (failures > 0) {
  console.error(`✖ ${failures} failed requests`);
  process.exitCode = 1;
}
