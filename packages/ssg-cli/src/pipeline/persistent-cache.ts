// The build cache on disk (`<root>/.ssg-cache/build/`), so that a second `ssg build` redoes only
// what changed: the docs' front matter, the minified CSS, rendered Markdown, highlighted code,
// OpenAPI validation outcomes, what each page's document was rendered from, a digest of every
// other file written, and what the search index was made from. One JSON file, valid only for the
// generator and config it was written with (its `key`; the theme is in each page's fingerprint);
// anything else is ignored, as is a damaged file. Safe to delete.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MarkdownMemoEntry } from './memoize-renderers.js';
import type { ValidationOutcome } from '../content/openapi/index.js';
import type { BuildCache, WrittenPage } from './build-cache.js';

/** Where the cache lives, below the site folder. */
export const CACHE_DIR = path.join('.ssg-cache', 'build');
const FILE = 'cache.json';
const FORMAT = 2;

interface CacheFile {
  format: number;
  key: string;
  markdown: [string, MarkdownMemoEntry][];
  code: [string, string][];
  validations: [string, ValidationOutcome][];
  writtenPages: [string, WrittenPage][];
  writtenFiles: [string, WrittenPage][];
  frontMatter: [string, string][];
  minifiedCss: [string, string][];
  searchIndex?: { key: string; paths: string[] };
}

/** Whether a cache was written for this site (the build then starts its workers only on demand). */
export async function hasPersistentCache(root: string): Promise<boolean> {
  return readFile(path.join(root, CACHE_DIR, FILE)).then(
    () => true,
    () => false,
  );
}

/** Fills `cache` from disk when the file there was written under `key`; returns whether it was. */
export async function loadPersistentCache(root: string, key: string, cache: BuildCache): Promise<boolean> {
  let data: CacheFile;
  try {
    data = JSON.parse(await readFile(path.join(root, CACHE_DIR, FILE), 'utf8')) as CacheFile;
  } catch {
    return false;
  }
  if (data.format !== FORMAT || data.key !== key) return false;
  cache.markdown = new Map(data.markdown);
  cache.code = new Map(data.code);
  cache.openApiValidations = new Map(data.validations.map(([text, outcome]) => [text, Promise.resolve(outcome)]));
  cache.writtenPages = new Map(data.writtenPages);
  cache.writtenFiles = new Map(data.writtenFiles);
  cache.frontMatter = new Map(data.frontMatter);
  cache.minifiedCss = new Map(data.minifiedCss);
  if (data.searchIndex) cache.searchIndex = data.searchIndex;
  return true;
}

/** Writes `cache` under `key`, atomically (a reader never sees half a file). */
export async function savePersistentCache(root: string, key: string, cache: BuildCache): Promise<void> {
  const dir = path.join(root, CACHE_DIR);
  const validations = await Promise.all(
    [...(cache.openApiValidations ?? [])].map(async ([text, outcome]): Promise<[string, ValidationOutcome]> => [text, await outcome]),
  );
  const data: CacheFile = {
    format: FORMAT,
    key,
    markdown: [...(cache.markdown ?? [])],
    code: [...(cache.code ?? [])],
    validations,
    writtenPages: [...(cache.writtenPages ?? [])],
    writtenFiles: [...(cache.writtenFiles ?? [])],
    frontMatter: [...(cache.frontMatter ?? [])],
    minifiedCss: [...(cache.minifiedCss ?? [])],
    ...(cache.searchIndex ? { searchIndex: cache.searchIndex } : {}),
  };
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `${FILE}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, JSON.stringify(data));
    await rename(temporary, path.join(dir, FILE));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
