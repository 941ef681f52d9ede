// The build cache on disk (`<root>/.ssg-cache/build/`), so that a second `ssg build` redoes only
// what changed: the docs' front matter, the minified CSS, rendered Markdown, highlighted code,
// OpenAPI validation outcomes, what each page's document was rendered from, a digest of every
// other file written, and what the search index was made from. One file in V8's serialisation
// format (what `structuredClone` uses: maps and strings as they are, read back about twice as fast
// as JSON, whose text has to be decoded and parsed), valid only for the generator, the config and
// the JavaScript engine it was written with (its `key`; the theme is in each page's fingerprint);
// anything else is ignored, as is a damaged file. Safe to delete.
import { readFileSync } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize, setFlagsFromString } from 'node:v8';
import { writeFileAtomic } from '../output/atomic-write.js';
import type { MarkdownMemoEntry } from './memoize-renderers.js';
import type { ValidationOutcome } from '../content/openapi/index.js';
import type { BuildCache, WrittenPage } from './build-cache.js';
import { loadApiReferenceStore, saveApiReferenceStore } from './api-reference-store.js';
import type { Diagnostic } from '../report/diagnostics.js';

/** Where the cache lives, below the site folder. */
export const CACHE_DIR = path.join('.ssg-cache', 'build');
const FILE = 'cache.v8';
/** The JSON file of earlier versions, removed when the cache is written. */
const OLD_FILE = 'cache.json';
const FORMAT = 4;

interface CacheFile {
  format: number;
  key: string;
  /** V8's version: another engine may serialise differently. */
  engine: string;
  markdown: Map<string, MarkdownMemoEntry>;
  code: Map<string, string>;
  validations: Map<string, ValidationOutcome>;
  writtenPages: Map<string, WrittenPage>;
  writtenFiles: Map<string, WrittenPage>;
  frontMatter: Map<string, string>;
  minifiedCss: Map<string, string>;
  searchIndex?: { key: string; paths: string[] };
}

/** Whether a cache was written for this site (the build then starts its workers only on demand). */
export async function hasPersistentCache(root: string): Promise<boolean> {
  return access(path.join(root, CACHE_DIR, FILE)).then(
    () => true,
    () => false,
  );
}

/** Fills `cache` from disk when the file there was written under `key`; returns whether it was. */
export async function loadPersistentCache(root: string, key: string, cache: BuildCache): Promise<boolean> {
  let data: CacheFile;
  try {
    // In one read: `fs/promises` reads a file of this size in 512 KB turns of the thread pool.
    data = deserializeAtOnce(readFileSync(path.join(root, CACHE_DIR, FILE))) as CacheFile;
    if (data.format !== FORMAT || data.key !== key || data.engine !== process.versions.v8) return false;
  } catch {
    return false;
  }
  cache.markdown = data.markdown;
  cache.code = data.code;
  cache.openApiValidations = new Map([...data.validations].map(([text, outcome]) => [text, Promise.resolve(outcome)]));
  cache.writtenPages = data.writtenPages;
  cache.writtenFiles = data.writtenFiles;
  cache.frontMatter = data.frontMatter;
  cache.minifiedCss = data.minifiedCss;
  if (data.searchIndex) cache.searchIndex = data.searchIndex;
  cache.apiReference = await loadApiReferenceStore(path.join(root, CACHE_DIR), key);
  return true;
}

/**
 * Writes `cache` under `key`, atomically (a reader never sees half a file). A folder that cannot be
 * written (read-only, a file in the way) costs the next build its head start, not this build: the
 * reason comes back as a warning.
 */
export async function savePersistentCache(root: string, key: string, cache: BuildCache): Promise<Diagnostic | undefined> {
  try {
    await writeCacheFiles(root, key, cache);
    return undefined;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return {
      severity: 'warning',
      rule: 'cache',
      file: CACHE_DIR,
      message: `the build cache could not be written (${code ?? message})`,
      hint: 'The site is built all the same; the next build starts without the cache. Make the folder writable, or build with --no-cache.',
    };
  }
}

async function writeCacheFiles(root: string, key: string, cache: BuildCache): Promise<void> {
  const dir = path.join(root, CACHE_DIR);
  const validations = await Promise.all(
    [...(cache.openApiValidations ?? [])].map(async ([text, outcome]): Promise<[string, ValidationOutcome]> => [text, await outcome]),
  );
  const data: CacheFile = {
    format: FORMAT,
    key,
    engine: process.versions.v8,
    markdown: cache.markdown ?? new Map(),
    code: cache.code ?? new Map(),
    validations: new Map(validations),
    writtenPages: cache.writtenPages ?? new Map(),
    writtenFiles: cache.writtenFiles ?? new Map(),
    frontMatter: cache.frontMatter ?? new Map(),
    minifiedCss: cache.minifiedCss ?? new Map(),
    ...(cache.searchIndex ? { searchIndex: cache.searchIndex } : {}),
  };
  // Everything in it came from the renderers or the workers' messages (structured clones), so it
  // serialises; a value that would not leaves the cache unwritten rather than failing the build.
  let bytes: Buffer;
  try {
    bytes = serialize(data);
  } catch {
    return;
  }
  await writeFileAtomic(path.join(dir, FILE), bytes);
  await rm(path.join(dir, OLD_FILE), { force: true });
  if (cache.apiReference) await saveApiReferenceStore(dir, key, cache.apiReference);
}

/** V8's factor by which the young generation grows at a collection that finds most of it alive. */
const YOUNG_GROWTH = 2;

/**
 * `deserialize`, with the young generation free to grow to its largest size (16 MB) at the first
 * collection it needs. The file's hundred thousand objects all stay alive: growing by V8's factor of 2,
 * the young generation took five collections while the 1,000-page site's cache was read, each
 * copying all of it read so far, and the build went on with it smaller. (A small site's cache needs
 * no collection at all: nothing changes for it.)
 */
function deserializeAtOnce(bytes: Buffer): unknown {
  setFlagsFromString('--semi-space-growth-factor=16');
  try {
    return deserialize(bytes);
  } finally {
    setFlagsFromString(`--semi-space-growth-factor=${YOUNG_GROWTH}`);
  }
}
