// The site search of a built site, measured as readers get it: the index's size (gzipped, all of
// it and what each query downloads) and the time of queries run through the theme's search client
// (the dialog's own code), reading the index files from the output folder. Used by bench-build.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const repo = path.resolve(import.meta.dirname, '..');
const { createSearchClient } = await import(path.join(repo, 'packages/theme/dist/search/search-client.js'));

/** The queries measured: the Flux0 docs' own words, a typo, prefixes, and the corpus's words. */
export const SEARCH_QUERIES = [
  'FLUX0_DB_URI', 'debugpy', 'koyeb secret', 'stream events', 'uv workspace', 'installation pip', 'sesion',
  'agent session', 'deploy config', 'schema requ', 'runner module', 'page 123', 'section 2 of page 40',
];

/** Index size and query times of the site built into `outDir`. */
export async function measureSearch(outDir, queries, rounds = 5) {
  const gz = (route) => gzipSync(readFileSync(path.join(outDir, route))).length;
  const manifest = JSON.parse(readFileSync(path.join(outDir, 'search/manifest.json'), 'utf8'));
  const routes = ['/search/manifest.json', manifest.base, ...manifest.terms.map((file) => file.route), ...manifest.pages.map((file) => file.route)];
  const total = routes.reduce((sum, route) => sum + gz(route), 0);
  const cold = [];
  const downloads = [];
  for (const query of queries) {
    // A fresh client per query: what a reader's first search costs, files and all.
    const loaded = new Set();
    const client = createSearchClient(async (route) => {
      loaded.add(route);
      return JSON.parse(readFileSync(path.join(outDir, route), 'utf8'));
    });
    const started = performance.now();
    await client.search(query);
    cold.push(performance.now() - started);
    downloads.push([...loaded].reduce((sum, route) => sum + gz(route), 0));
  }
  const client = createSearchClient(async (route) => JSON.parse(readFileSync(path.join(outDir, route), 'utf8')));
  for (const query of queries) await client.search(query);
  const warm = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      await client.search(query);
      warm.push(performance.now() - started);
    }
  }
  return { sections: manifest.sections, files: routes.length, totalGzBytes: total, downloads, cold, warm };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
