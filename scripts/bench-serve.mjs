// `pnpm bench:serve`: the dev server and `ssg preview` under load, and the dev server's
// edit-to-update latency as a reader sees it.
//
// 1. A bounded load run on 127.0.0.1 (autocannon: --duration seconds, --connections at once)
//    against `ssg serve` and then `ssg preview`, over a mix of a page, the home page, the
//    stylesheet, an image and a feed, asking for brotli; prints requests/s and latency, and fails
//    on any error, timeout or non-2xx answer. `--duration 0` skips it.
// 2. Edit-to-update: Chromium shows a doc page; a file is saved (as editors do: written aside,
//    then renamed over) and the time from the save to the frame after the open page's DOM shows
//    the change is measured, --edits times per kind of change (median and p95), with whether the
//    page was updated in place (a variable set on the page survived) or reloaded; the next change
//    is saved once the server has finished that rebuild (it may show the page first). The changes
//    (--changes, all by default):
//      doc     a sentence added at the end of the open doc (shown in its content)
//      config  the footer's copyright in ssg.config.ts (shown in the footer of every page)
//      new     a new doc beside the open one (its title shown in the open page's sidebar)
//      delete  that doc deleted (its title gone from the sidebar)
//    `--vs DIR` measures another checkout of this repository (built, e.g. main) on the same site
//    at the same time: the two servers are edited in turn, alternately first, so that the
//    machine's load weighs on both alike; the ratio of each pair is printed. The load average is
//    printed before and after.
//
// Works on copies of the site (it edits files). Usage:
//   node scripts/bench-serve.mjs [--root site] [--duration 10] [--connections 50] [--edits 20]
//                                [--corpus N] [--doc docs/configuration.md]
//                                [--changes doc,config,new,delete] [--vs ../main]
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { corpusGenerator } from './corpus-generator.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'site' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    edits: { type: 'string', default: '20' },
    corpus: { type: 'string' },
    doc: { type: 'string' },
    changes: { type: 'string', default: 'doc,config,new,delete' },
    vs: { type: 'string' },
  },
});
const repo = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'ssg-bench-serve-'));
const children = new Set();
const copies = [];
const cleanUp = () => {
  for (const child of children) child.kill('SIGKILL');
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
};
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

if (values.corpus) {
  const generator = corpusGenerator(repo);
  const gen = spawnSync('python3', [generator, path.join(scratch, 'corpus'), values.corpus], { stdio: 'inherit' });
  if (gen.status !== 0) throw new Error('gen-corpus.py failed');
}

/** A copy of the site (with the corpus) beside `checkout`'s own site, so that its packages resolve from there. */
function siteCopy(checkout) {
  const root = path.resolve(checkout, values.root, '..', `.bench-serve-site-${process.pid}`);
  copies.push(root);
  cpSync(path.resolve(repo, values.root), root, { recursive: true, verbatimSymlinks: true, filter: (src) => !/[/\\](build|\.ssg-cache)$/.test(src) });
  if (values.corpus) cpSync(path.join(scratch, 'corpus', 'bench'), path.join(root, 'docs', 'bench'), { recursive: true });
  return root;
}

const root = siteCopy(repo);
const bin = path.join(repo, 'packages', 'ssg-cli', 'bin', 'ssg.js');
/** The doc edited: by default one in the middle of the corpus (50 pages a folder), else the configuration page. */
const middle = Math.floor(Number(values.corpus ?? 0) / 2);
const doc = values.doc ?? (values.corpus ? `docs/bench/group-${String(Math.floor(middle / 50)).padStart(3, '0')}/page-${middle}.md` : 'docs/configuration.md');
const loadAverage = () => loadavg().map((x) => x.toFixed(2)).join(' ');

/** Runs `ssg <args>` (of the CLI at `cli`) until it prints its URL; resolves with the URL and the process. */
function start(args, cli = bin) {
  const child = spawn(process.execPath, [cli, ...args, '--port', '0'], { env: { ...process.env, CI: 'true', NO_COLOR: '1' }, stdio: ['pipe', 'ignore', 'pipe'] });
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

/**
 * Runs in every document of the measured pages: when the page's text shows what the benchmark
 * waits for (kept in sessionStorage, so that a reload still knows it: a text to appear or to
 * vanish), the time of the next frame is stored. `__benchPage` tells a page updated in place from
 * a reloaded one.
 */
function watchForEdits() {
  window.__benchPage = Math.random();
  // Seen by a document that was replaced before its next frame: look again in this one.
  const pending = JSON.parse(sessionStorage.getItem('bench-want') ?? 'null');
  if (pending && sessionStorage.getItem(`bench-seen:${pending.id}`) === 'pending') sessionStorage.removeItem(`bench-seen:${pending.id}`);
  const look = () => {
    const want = JSON.parse(sessionStorage.getItem('bench-want') ?? 'null');
    if (!want || sessionStorage.getItem(`bench-seen:${want.id}`) || !document.body) return;
    if (document.body.textContent.includes(want.text) !== want.present) return;
    sessionStorage.setItem(`bench-seen:${want.id}`, 'pending');
    requestAnimationFrame(() => sessionStorage.setItem(`bench-seen:${want.id}`, String(performance.timeOrigin + performance.now())));
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener('DOMContentLoaded', look);
}

/**
 * The kinds of change measured: each prepares its `n`th edit of a site copy, saying what the page
 * will show (a text to appear or vanish) and how to save it.
 */
const CHANGES = {
  doc(target, n) {
    const text = `Edit number ${n} of the benchmark.`;
    return { text, present: true, file: target.doc, save: () => save(target.doc, `${target.originals.doc}\n${text}\n`) };
  },
  config(target, n) {
    const text = `Copyright notice, edit ${n}.`;
    const edited = target.originals.config.replace(/copyright: '[^']*'/, `copyright: '${text}'`);
    if (edited === target.originals.config) throw new Error(`${target.config} has no footer copyright to edit`);
    return { text, present: true, file: target.config, save: () => save(target.config, edited) };
  },
  new(target, n) {
    const text = `Benchmark page ${n}`;
    return { text, present: true, file: target.added, save: () => save(target.added, `---\ntitle: ${text}\nsidebar_position: 1\n---\n\nA page the benchmark added.\n`) };
  },
  delete(target, n) {
    if (!existsSync(target.added)) throw new Error('--changes delete needs new before it');
    return { text: `Benchmark page ${n}`, present: false, file: target.added, save: () => rmSync(target.added) };
  },
};
const changes = values.changes.split(',').map((name) => {
  if (!(name in CHANGES)) throw new Error(`Unknown change "${name}": use ${Object.keys(CHANGES).join(', ')}`);
  return name;
});

/** One checkout's server and its open page. */
async function openTarget(browser, { name, url, siteRoot, server }) {
  const page = await browser.newPage();
  await page.addInitScript(watchForEdits);
  const route = doc.replace(/(\/index)?\.mdx?$/, '').replace(/\/\d+[-_.]/g, '/');
  await page.goto(`${url}${route}`, { waitUntil: 'load' });
  const file = path.join(siteRoot, doc);
  const config = path.join(siteRoot, 'ssg.config.ts');
  const originals = { doc: readFileSync(file, 'utf8'), config: readFileSync(config, 'utf8') };
  const samples = Object.fromEntries(changes.map((change) => [change, { ms: [], inPlace: 0 }]));
  return { name, page, server, siteRoot, doc: file, config, added: path.join(path.dirname(file), 'benchmark-added.md'), originals, samples };
}

/** `page.evaluate`, again in the new document when a reload replaced the page meanwhile. */
async function evaluate(page, fn, arg) {
  for (;;) {
    try {
      return await page.evaluate(fn, arg);
    } catch (error) {
      if (!/context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/** Saves the `n`th change of a kind and waits for the page to show it: milliseconds, and whether the page stayed the same document. */
async function measureEdit(target, change, n) {
  const id = `${change}-${n}`;
  const { save: saveChange, file, ...want } = CHANGES[change](target, n);
  const wanted = JSON.stringify({ id, ...want });
  const before = await evaluate(target.page, (value) => {
    sessionStorage.setItem('bench-want', value);
    return window.__benchPage;
  }, wanted);
  const changed = path.relative(target.siteRoot, file).split(path.sep).join('/');
  const rebuilds = finishedRebuilds(target.server, changed);
  const started = performance.timeOrigin + performance.now();
  saveChange();
  let seen;
  // The page may be replaced on the way (a reload): look again in the new document.
  for (;;) {
    try {
      const handle = await target.page.waitForFunction((key) => Number(sessionStorage.getItem(`bench-seen:${key}`)) || undefined, id, { polling: 50, timeout: 60_000 });
      seen = await handle.jsonValue();
      break;
    } catch (error) {
      if (!/context was destroyed|navigation/i.test(String(error))) {
        const state = await target.page.evaluate(() => ({ storage: { ...sessionStorage }, title: document.title })).catch(String);
        throw new Error(`${target.name}: the page did not show ${id} (${target.page.url()}): ${JSON.stringify(state)}`, { cause: error });
      }
    }
  }
  const after = await evaluate(target.page, () => window.__benchPage);
  // The server may show the open page before it has rendered the others (a new doc changes every
  // page's sidebar): the next change is saved once this rebuild is done, so that it does not wait
  // for this one.
  for (let waited = 0; finishedRebuilds(target.server, changed) === rebuilds && waited < 60_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  return { ms: seen - started, inPlace: before === after };
}

/** Rebuilds for a change of `file` the server has reported done so far (one `✔ <files> → …` line each). */
const finishedRebuilds = (server, file) =>
  server.output().split('\n').filter((line) => line.startsWith('✔ ') && (/^✔ (.*?) → /.exec(line)?.[1] ?? '').split(', ').includes(file)).length;

const quantile = (samples, q) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

async function editToUpdate(targets) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const open = [];
  const ratios = Object.fromEntries(changes.map((change) => [change, []]));
  try {
    for (const target of targets) open.push(await openTarget(browser, target));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const edits = Number(values.edits);
    // The first round warms up.
    for (let i = 0; i <= edits; i++) {
      for (const change of changes) {
        const order = i % 2 === 0 ? open : [...open].reverse();
        const pair = new Map();
        for (const target of order) {
          const { ms, inPlace } = await measureEdit(target, change, i);
          if (i > 0) {
            target.samples[change].ms.push(ms);
            if (inPlace) target.samples[change].inPlace += 1;
            pair.set(target, ms);
          }
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        if (i > 0 && open.length === 2) ratios[change].push(pair.get(open[0]) / pair.get(open[1]));
      }
    }
  } finally {
    await browser.close();
    for (const target of open) {
      writeFileSync(target.doc, target.originals.doc);
      writeFileSync(target.config, target.originals.config);
      rmSync(target.added, { force: true });
    }
  }
  console.log(`ssg serve edit-to-update (file saved → the open page shows it), ${values.edits} edits of each kind; open page ${doc}`);
  for (const change of changes) {
    for (const { name, samples } of open) {
      const { ms, inPlace } = samples[change];
      console.log(`  ${change.padEnd(7)} ${name.padEnd(10)} median ${Math.round(quantile(ms, 0.5))} ms, p95 ${Math.round(quantile(ms, 0.95))} ms  (min ${Math.round(Math.min(...ms))}, max ${Math.round(Math.max(...ms))}); in place ${inPlace} of ${ms.length}`);
    }
    if (ratios[change].length > 0) {
      const r = ratios[change];
      console.log(`  ${change.padEnd(7)} ${open[0].name} ÷ ${open[1].name}: median of the ${r.length} pairs ${quantile(r, 0.5).toFixed(2)} (p25 ${quantile(r, 0.25).toFixed(2)}, p75 ${quantile(r, 0.75).toFixed(2)})`);
    }
  }
}

console.log(`site: ${values.root}${values.corpus ? ` + ${values.corpus}-page corpus` : ''}; load average ${loadAverage()}`);
let failures = 0;
const dev = await start(['serve', '--root', root, '--offline']);
if (Number(values.duration) > 0) failures += await load('ssg serve', dev.url);
if (Number(values.edits) > 0) {
  const targets = [{ name: 'this', url: dev.url, siteRoot: root, server: dev }];
  let other;
  if (values.vs) {
    const checkout = path.resolve(values.vs);
    const otherRoot = siteCopy(checkout);
    other = await start(['serve', '--root', otherRoot, '--offline'], path.join(checkout, 'packages', 'ssg-cli', 'bin', 'ssg.js'));
    targets.push({ name: path.basename(checkout), url: other.url, siteRoot: otherRoot, server: other });
  }
  await editToUpdate(targets);
  if (other) await stop(other);
}
await stop(dev);

if (Number(values.duration) > 0) {
  const outDir = path.join(scratch, 'build');
  const built = spawnSync(process.execPath, [bin, 'build', '--root', root, '--out-dir', outDir, '--offline'], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (built.status !== 0) throw new Error(`ssg build failed:\n${built.stderr}`);
  const prod = await start(['preview', '--root', root, '--out-dir', outDir]);
  failures += await load('ssg preview', prod.url);
  await stop(prod);
}

console.log(`load average ${loadAverage()}`);
if (failures > 0) {
  console.error(`✖ ${failures} failed requests`);
  process.exitCode = 1;
}
