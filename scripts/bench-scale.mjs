// `pnpm bench:scale`: ssg against Hugo on the synthetic corpus (../shared/bench/gen-corpus.py) at
// 1,000 and 5,000 pages, in paired runs (Hugo and ssg one after the other, the order alternating),
// each a cold process; prints the medians and the median of the pair ratios, the peak memory, the
// median page size and the machine's load average. Then a second ssg build with nothing changed
// (the persistent cache) against a cold one, paired the same way.
// Usage: node scripts/bench-scale.mjs [--sizes 1000,5000] [--pairs 5] [--site site|bare]
//   --site site: the corpus added to a copy of the Flux0 site (default, as the issue measured);
//   --site bare: the corpus alone in a minimal site, as Hugo builds it.
// Hugo (0.111, Debian's `hugo`) is installed with apt-get when absent; its templates are in
// scripts/hugo/ (a base layout, a docs sidebar rendered once per build with partialCached, a TOC).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { corpusGenerator } from './corpus-generator.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,5000' },
    pairs: { type: 'string', default: '5' },
    site: { type: 'string', default: 'site' },
  },
});
const repo = path.resolve(import.meta.dirname, '..');
const sizes = values.sizes.split(',').map(Number);
const pairs = Number(values.pairs);
const scratch = mkdtempSync(path.join(tmpdir(), 'ssg-bench-scale-'));
const copies = [];
process.on('exit', () => {
  for (const dir of [scratch, ...copies]) rmSync(dir, { recursive: true, force: true });
});

const HUGO = '/usr/bin/hugo';
if (!existsSync(HUGO)) {
  console.log('Installing hugo from Debian’s packages…');
  for (const args of [['update'], ['install', '-y', 'hugo']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit' }).status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

const load = () => loadavg()[0].toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (kb) => Math.round(kb / 1024);

/** Runs a command; returns wall seconds and peak memory (KB, when measurable). */
function timed(command, args, { cwd, memoryFromStdout = false } = {}) {
  const wrapped = !memoryFromStdout && TIME ? [TIME, ['-f', '%M', command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawnSync(wrapped[0], wrapped[1], { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' }, maxBuffer: 64 * 1024 * 1024 });
  const wall = (performance.now() - started) / 1000;
  if (child.status !== 0) {
    process.stderr.write(child.stderr.slice(-4000));
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${child.status}`);
  }
  const rss = memoryFromStdout
    ? JSON.parse(child.stdout.trim().split('\n').pop()).maxRssKb
    : TIME
      ? Number(child.stderr.trim().split('\n').pop())
      : undefined;
  return { wall, rss, load: load() };
}

/** The median size of the HTML pages below `dir`, in KB. */
function medianPageKb(dir) {
  const sizes = readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.html'))
    .map((file) => statSync(path.join(dir, file)).size);
  return (median(sizes) / 1024).toFixed(1);
}


function generate(size) {
  const out = path.join(scratch, `corpus-${size}`);
  const generator = corpusGenerator(repo);
  if (spawnSync('python3', [generator, out, String(size)], { stdio: 'inherit' }).status !== 0) throw new Error('gen-corpus.py failed');
  return path.join(out, 'bench');
}

/** A site folder for ssg next to `site/` (so that it resolves the workspace's packages). */
function ssgSite(corpus, size) {
  const dir = path.join(repo, `.bench-scale-${process.pid}-${size}`);
  copies.push(dir);
  if (values.site === 'bare') {
    mkdirSync(path.join(dir, 'pages'), { recursive: true });
    writeFileSync(path.join(dir, 'ssg.config.ts'), "export default { title: 'Bench', url: 'https://example.org', blog: false };\n");
    writeFileSync(path.join(dir, 'pages', 'index.md'), '# Bench\n');
    cpSync(path.join(repo, 'site', 'node_modules'), path.join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  } else {
    cpSync(path.join(repo, 'site'), dir, { recursive: true, verbatimSymlinks: true, filter: (src) => !/[/\\](build|\.ssg-cache)$/.test(src) });
  }
  cpSync(corpus, path.join(dir, 'docs', 'bench'), { recursive: true });
  return dir;
}

function hugoSite(corpus) {
  const dir = path.join(scratch, `hugo-${path.basename(path.dirname(corpus))}`);
  cpSync(path.join(repo, 'scripts', 'hugo'), dir, { recursive: true });
  mkdirSync(path.join(dir, 'content', 'docs'), { recursive: true });
  writeFileSync(path.join(dir, 'content', '_index.md'), '---\ntitle: Bench\n---\n');
  writeFileSync(path.join(dir, 'content', 'docs', '_index.md'), '---\ntitle: Docs\n---\n');
  cpSync(corpus, path.join(dir, 'content', 'docs', 'bench'), { recursive: true });
  return dir;
}

const measure = path.join(repo, 'scripts', 'measure-build.mjs');
const rows = [];
for (const size of sizes) {
  const corpus = generate(size);
  const ours = ssgSite(corpus, size);
  const hugo = hugoSite(corpus);
  const ourOut = path.join(scratch, `out-ssg-${size}`);
  const hugoOut = path.join(scratch, `out-hugo-${size}`);
  const runHugo = () => {
    rmSync(hugoOut, { recursive: true, force: true });
    return timed(HUGO, ['--source', hugo, '--destination', hugoOut, '--quiet']);
  };
  // Offline, as Hugo builds: from the files on disk (the Flux0 site's remote sources from its
  // snapshots), so that neither side's figure includes the network.
  const runOurs = (...flags) => timed(process.execPath, [measure, '--root', ours, '--out-dir', ourOut, '--offline', ...flags], { memoryFromStdout: true });
  const cold = () => {
    rmSync(ourOut, { recursive: true, force: true });
    return runOurs('--no-cache');
  };
  console.log(`\n${size} pages (${values.site === 'bare' ? 'corpus alone' : 'corpus + Flux0 site'}): warm-up, then ${pairs} pairs`);
  runHugo();
  cold();
  const hugoRuns = [];
  const ourRuns = [];
  for (let i = 0; i < pairs; i++) {
    const pair = i % 2 === 0 ? [runHugo(), cold()] : [cold(), runHugo()].reverse();
    hugoRuns.push(pair[0]);
    ourRuns.push(pair[1]);
    console.log(`  pair ${i + 1}: hugo ${pair[0].wall.toFixed(2)} s, ssg ${pair[1].wall.toFixed(2)} s (×${(pair[1].wall / pair[0].wall).toFixed(2)}), load ${pair[0].load}/${pair[1].load}`);
  }
  const pageKb = medianPageKb(ourOut);
  const hugoPageKb = medianPageKb(hugoOut);
  // A second build with nothing changed, paired with a cold one.
  const warmRuns = [];
  const coldRuns = [];
  rmSync(ourOut, { recursive: true, force: true });
  runOurs(); // fills the cache and the output
  for (let i = 0; i < pairs; i++) {
    const warm = runOurs();
    const again = cold();
    runOurs(); // the cache and the output back for the next warm run
    warmRuns.push(warm);
    coldRuns.push(again);
    console.log(`  no change: ${warm.wall.toFixed(2)} s against cold ${again.wall.toFixed(2)} s (${((100 * warm.wall) / again.wall).toFixed(0)} %), load ${warm.load}`);
  }
  rows.push({
    size,
    hugo: median(hugoRuns.map((r) => r.wall)),
    ours: median(ourRuns.map((r) => r.wall)),
    ratio: median(ourRuns.map((r, i) => r.wall / hugoRuns[i].wall)),
    hugoRss: hugoRuns[0].rss === undefined ? undefined : mb(Math.max(...hugoRuns.map((r) => r.rss))),
    ourRss: mb(Math.max(...ourRuns.map((r) => r.rss))),
    pageKb,
    hugoPageKb,
    warm: median(warmRuns.map((r) => r.wall)),
    warmShare: median(warmRuns.map((r, i) => r.wall / coldRuns[i].wall)),
    loads: [...hugoRuns, ...ourRuns].map((r) => Number(r.load)),
  });
  rmSync(hugo, { recursive: true, force: true });
}

console.log('\n| pages | Hugo wall | ssg wall | ssg ÷ Hugo (median of pairs) | peak memory ssg (Hugo) | median page ssg (Hugo) | no-change rebuild | load |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const hugoRss = row.hugoRss === undefined ? '' : ` (${row.hugoRss} MB)`;
  console.log(
    `| ${row.size} | ${row.hugo.toFixed(2)} s | ${row.ours.toFixed(2)} s | **${row.ratio.toFixed(2)}×** | ${row.ourRss} MB${hugoRss} | ${row.pageKb} KB (${row.hugoPageKb} KB) | ${row.warm.toFixed(2)} s = ${(100 * row.warmShare).toFixed(0)} % of cold | ${Math.min(...row.loads).toFixed(1)}–${Math.max(...row.loads).toFixed(1)} |`,
  );
}
if (rows.length > 1) {
  const [small, large] = [rows[0], rows.at(-1)];
  console.log(`\nssg ${large.size} ÷ ssg ${small.size}: ${(large.ours / small.ours).toFixed(2)}× (medians, not paired)`);
}
