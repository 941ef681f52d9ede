// `pnpm bench`: cold builds of a site, each in a fresh Node process; prints the median wall
// time and peak memory, then the search index's size and query times (measure-search.mjs), then
// the bytes each page type downloads (scripts before `load` and once every island has hydrated,
// CSS, HTML; scripts/page-budgets.mjs).
// Usage: node scripts/bench-build.mjs [--root site] [--runs 7] [--corpus N]
// With --corpus N, the synthetic corpus (../shared/bench/gen-corpus.py) of N pages is added
// to a copy of the site first.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { corpusGenerator } from './corpus-generator.mjs';
import { SEARCH_QUERIES, measureSearch, median } from './measure-search.mjs';
import { printPageBudgets } from './page-budgets.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'site' },
    runs: { type: 'string', default: '7' },
    corpus: { type: 'string' },
  },
});
const repo = path.resolve(import.meta.dirname, '..');
const runs = Number(values.runs);
let root = path.resolve(repo, values.root);
const scratch = mkdtempSync(path.join(tmpdir(), 'ssg-bench-'));


if (values.corpus) {
  const generator = corpusGenerator(repo);
  const copy = path.join(root, '..', `.bench-site-${process.pid}`);
  cpSync(root, copy, { recursive: true, filter: (src) => !/[/\\](build|\.ssg-cache)$/.test(src) });
  const corpus = path.join(scratch, 'corpus');
  const gen = spawnSync('python3', [generator, corpus, values.corpus], { stdio: 'inherit' });
  if (gen.status !== 0) throw new Error('gen-corpus.py failed');
  cpSync(path.join(corpus, 'bench'), path.join(copy, 'docs', 'bench'), { recursive: true });
  root = copy;
  process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
}

const outDir = path.join(scratch, 'build');
const measure = path.join(repo, 'scripts', 'measure-build.mjs');
/** One `ssg build` in a new process: wall time (ms) and peak memory (MB). */
function buildOnce(...flags) {
  const started = performance.now();
  const child = spawnSync(process.execPath, [measure, '--root', root, '--out-dir', outDir, ...flags], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  const wall = performance.now() - started;
  if (child.status !== 0) {
    process.stderr.write(child.stderr);
    throw new Error(`build failed with exit code ${child.status}`);
  }
  const { maxRssKb } = JSON.parse(child.stdout.trim().split('\n').pop());
  return { wall, rss: maxRssKb / 1024 };
}

const walls = [];
const rss = [];
buildOnce('--no-cache'); // warm-up: fills the OS file cache, not counted
for (let i = 0; i < runs; i++) {
  const run = buildOnce('--no-cache');
  walls.push(run.wall);
  rss.push(run.rss);
}
// Second builds with nothing changed: each after a build that leaves the cache and the output.
const warm = [];
for (let i = 0; i < runs; i++) {
  buildOnce();
  warm.push(buildOnce().wall);
}
const search = await measureSearch(outDir, SEARCH_QUERIES);

const fmt = (xs, unit, digits) => `median ${median(xs).toFixed(digits)} ${unit}  (min ${Math.min(...xs).toFixed(digits)}, max ${Math.max(...xs).toFixed(digits)})`;
console.log(`ssg build ${path.relative(repo, root) || root}${values.corpus ? ` + ${values.corpus}-page corpus` : ''}: ${runs} cold runs`);
console.log(`  wall time    ${fmt(walls.map((ms) => ms / 1000), 's', 3)}`);
console.log(`  peak memory  ${fmt(rss, 'MB', 0)}`);
console.log(`  nothing changed, second build  ${fmt(warm.map((ms) => ms / 1000), 's', 3)}  (${((100 * median(warm)) / median(walls)).toFixed(0)} % of cold)`);
console.log(`  load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`search index  ${search.sections} sections in ${search.files} files, ${kb(search.totalGzBytes)} KB gzipped in all`);
console.log(`  first query  median ${kb(median(search.downloads))} KB downloaded (max ${kb(Math.max(...search.downloads))}), ${fmt(search.cold, 'ms', 1)}`);
console.log(`  query time   ${fmt(search.warm, 'ms', 2)} (index loaded)`);
const withinBudgets = printPageBudgets(outDir, `${path.relative(repo, root) || root}${values.corpus ? ` + ${values.corpus}-page corpus` : ''}`);
rmSync(scratch, { recursive: true, force: true });
if (!withinBudgets) {
  console.log('A script budget is exceeded.');
  process.exitCode = 1;
}
