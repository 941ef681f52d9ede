// `pnpm bench:openapi`: builds a site whose API reference is GitHub's REST API description (from
// the `@octokit/openapi` package, fetched once with `npm pack` into node_modules/.cache: a 29 MB
// download that every install of the workspace would otherwise pay), timing cold builds with
// bench-build.mjs, then one more build to measure the output: total size, and the median and
// largest API page. Usage: node scripts/bench-openapi.mjs [--runs 3] [--spec path/to/openapi.json]
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { npmPackageFiles } from './npm-package.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, spec: { type: 'string' } } });
const repo = path.resolve(import.meta.dirname, '..');
const spec = values.spec ? path.resolve(values.spec) : githubSpec();

/** GitHub's description from a pinned `@octokit/openapi`, unpacked under node_modules/.cache once. */
function githubSpec() {
  return npmPackageFiles(repo, '@octokit/openapi', '23.0.2', 'generated/api.github.com.json');
}

// A site with one doc, a home page and the API reference.
const scratch = mkdtempSync(path.join(tmpdir(), 'ssg-bench-openapi-'));
const site = path.join(scratch, 'site');
mkdirSync(path.join(site, 'docs'), { recursive: true });
mkdirSync(path.join(site, 'pages'), { recursive: true });
mkdirSync(path.join(site, 'node_modules', '@ssg'), { recursive: true });
symlinkSync(path.join(repo, 'packages', 'theme'), path.join(site, 'node_modules', '@ssg', 'theme'), 'dir');
copyFileSync(spec, path.join(site, `openapi${path.extname(spec)}`));
writeFileSync(path.join(site, 'docs', 'intro.md'), '# Introduction\n\nThe API reference is generated from the specification.\n');
writeFileSync(path.join(site, 'pages', 'index.md'), '# Home\n\nStart with the [introduction](/docs/intro).\n');
const config = { title: 'API', url: 'https://example.com', blog: false, openapi: { source: `openapi${path.extname(spec)}` } };
writeFileSync(path.join(site, 'ssg.config.ts'), `export default ${JSON.stringify(config, null, 2)};\n`);

const timed = spawnSync(process.execPath, [path.join(repo, 'scripts', 'bench-build.mjs'), '--root', site, '--runs', values.runs], { stdio: 'inherit' });
if (timed.status !== 0) throw new Error(`bench-build.mjs failed with exit code ${timed.status}`);

const outDir = path.join(scratch, 'build');
const build = spawnSync(process.execPath, [path.join(repo, 'packages', 'ssg-cli', 'bin', 'ssg.js'), 'build', '--root', site, '--out-dir', outDir], {
  encoding: 'utf8',
  env: { ...process.env, CI: 'true' },
});
if (build.status !== 0) {
  process.stderr.write(build.stderr);
  throw new Error(`ssg build failed with exit code ${build.status}`);
}
const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
const sizeOf = (entry) => statSync(path.join(entry.parentPath, entry.name)).size;
const total = files.reduce((sum, entry) => sum + sizeOf(entry), 0);
const apiDir = path.join(outDir, 'docs', 'api');
const pageFiles = files.filter((entry) => entry.name === 'index.html' && entry.parentPath.startsWith(apiDir));
const pages = pageFiles.map(sizeOf).sort((a, b) => a - b);
// The page's own content (`<main>`), apart from the layout and the sidebar around it.
const mains = pageFiles
  .map((entry) => {
    const html = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    return Buffer.byteLength(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
  })
  .sort((a, b) => a - b);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`  output       ${(total / 1024 / 1024).toFixed(1)} MB in ${files.length} files`);
console.log(`  API pages    ${pages.length}: median ${kb(pages[Math.floor(pages.length / 2)] ?? 0)}, max ${kb(pages[pages.length - 1] ?? 0)}`);
console.log(`  <main> only  median ${kb(mains[Math.floor(mains.length / 2)] ?? 0)}, max ${kb(mains[mains.length - 1] ?? 0)}`);
console.log(`  ${build.stderr.trim().split('\n').pop()}`);
rmSync(scratch, { recursive: true, force: true });
