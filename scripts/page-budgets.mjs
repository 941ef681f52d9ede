// What a reader downloads per page type, from a built site: script bytes before `load` (the
// shell the page loads and the chunks it imports statically), script bytes once every
// island of the page has hydrated (plus each island's chunk and what it imports: React's shared
// chunk), CSS and HTML, all gzipped; and apart from those, what opening the search dialog
// fetches the first time (the dialog's and the search client's chunks, the index's manifest and
// base file). Used by
// `pnpm bench`; prints a table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const PAGE_TYPES = {
  home: '/',
  doc: '/docs/quickstart/installation',
  'API page': '/docs/api/create-agent',
  'blog list': '/blog',
  post: '/blog/releasing-monorepo-using-uv-workspace-and-python-semantic-release',
  'markdown page': '/markdown-page',
};

const BUDGET = { beforeLoad: 12 * 1024, hydrated: 90 * 1024 };
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Every chunk `file` imports statically, transitively (esbuild writes `from"./chunk-X.js"`). */
function withStaticImports(dir, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(path.join(dir, file), 'utf8');
  for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) withStaticImports(dir, match[1], seen);
  return seen;
}

const pageFile = (outDir, route) => path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** The budgets of one page of the build in `outDir`. */
export function pageBudget(outDir, route) {
  const html = readFileSync(pageFile(outDir, route));
  const text = html.toString('utf8');
  const jsDir = path.join(outDir, 'assets', 'js');
  // The shell loader at the end of <body> names the modules (`s`) and their preloads (`p`).
  const loader = /var c=(\{"s":\[[^\]]*\],"p":\[[^\]]*\]\})/.exec(text);
  const scripts = loader ? Object.values(JSON.parse(loader[1])).flat().map((url) => url.slice(url.lastIndexOf('/') + 1)) : [];
  const before = new Set();
  for (const script of scripts) withStaticImports(jsDir, script, before);
  const islands = [...new Set([...text.matchAll(/<ssg-island data-island="([^"]+)"/g)].map((m) => m[1]))];
  const after = new Set(before);
  const jsFiles = scripts.length > 0 ? readdirSync(jsDir) : [];
  for (const island of islands) {
    const chunk = jsFiles.find((name) => name.startsWith(`${island}-`));
    if (chunk) withStaticImports(jsDir, chunk, after);
  }
  const bytes = (files) => [...files].reduce((sum, name) => sum + gz(readFileSync(path.join(jsDir, name))), 0);
  const css = [...text.matchAll(/<link rel="stylesheet" href="[^"]*\/(assets\/css\/[^"]+)"/g)].reduce((sum, m) => sum + gz(readFileSync(path.join(outDir, m[1]))), 0);
  return { islands, beforeLoad: bytes(before), hydrated: bytes(after), css, html: gz(html) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** What search fetches when it first opens: the chunks the Search island imports dynamically (the dialog, the client), the manifest and the base file. */
export function searchOnOpen(outDir) {
  const jsDir = path.join(outDir, 'assets', 'js');
  const island = readdirSync(jsDir).find((name) => name.startsWith('Search-'));
  if (!island) return undefined;
  const islandText = readFileSync(path.join(jsDir, island), 'utf8');
  const loaded = new Set();
  for (const match of islandText.matchAll(/import\("\.\/([^"]+\.js)"\)/g)) withStaticImports(jsDir, match[1], loaded);
  const staticOfIsland = withStaticImports(jsDir, island);
  const client = [...loaded].filter((name) => !staticOfIsland.has(name)).reduce((sum, name) => sum + gz(readFileSync(path.join(jsDir, name))), 0);
  const manifestText = readFileSync(path.join(outDir, 'search', 'manifest.json'));
  const base = gz(readFileSync(path.join(outDir, JSON.parse(manifestText.toString('utf8')).base.slice(1))));
  return { client, index: gz(manifestText) + base };
}

/** Prints the table for the build in `outDir`; returns false when a script budget is exceeded. */
export function printPageBudgets(outDir, title) {
  console.log(`${title}: bytes per page, gzipped (budgets: script before load ≤ ${kb(BUDGET.beforeLoad)}, after every island ≤ ${kb(BUDGET.hydrated)})`);
  console.log(`  ${'page'.padEnd(13)} ${'JS before load'.padStart(15)} ${'JS all islands'.padStart(15)} ${'CSS'.padStart(8)} ${'HTML'.padStart(8)}  islands`);
  let within = true;
  for (const [type, route] of Object.entries(PAGE_TYPES)) {
    // A site other than Flux0 (`pnpm bench:openapi`'s) has only some of these pages.
    if (!existsSync(pageFile(outDir, route))) continue;
    const b = pageBudget(outDir, route);
    within &&= b.beforeLoad <= BUDGET.beforeLoad && b.hydrated <= BUDGET.hydrated;
    console.log(`  ${type.padEnd(13)} ${kb(b.beforeLoad).padStart(15)} ${kb(b.hydrated).padStart(15)} ${kb(b.css).padStart(8)} ${kb(b.html).padStart(8)}  ${b.islands.join(', ')}`);
  }
  const search = searchOnOpen(outDir);
  if (search) {
    console.log(`  search, first open (not in the figures above): dialog and client ${kb(search.client)} + index manifest and base ${kb(search.index)}, then each query's terms and pages files (above)`);
  }
  return within;
}
