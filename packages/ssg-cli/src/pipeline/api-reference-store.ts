// The API reference stage's result kept on disk beside the build cache
// (`<root>/.ssg-cache/build/openapi.json`): a second build of an unchanged OpenAPI document reads
// its pages' data back instead of parsing, validating and building them again (GitHub's 13 MB
// document: a second and a half of the build thread). The entry is keyed by a digest of the
// document's text and of everything else its pages are made from (see `apiReferenceKey`); the
// file as a whole is valid only under the persistent cache's key (generator and config), like
// cache.v8. The text is parsed only when the key matches.
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../report/diagnostics.js';
import { digest } from './fingerprint.js';

const FILE = 'openapi.json';
const FORMAT = 1;
/** Characters of JSON written at once. */
const CHUNK = 1 << 20;

/** One run of the API reference stage: its result and the diagnostics it reported. */
export interface ApiReferenceRun<T> {
  value: T;
  diagnostics: Diagnostic[];
}

/** The stage's last result by key: read from disk (still as text), or made by this build (to be written). */
export interface ApiReferenceStore {
  /** What the last build wrote: its key line and, unparsed, the rest of the file. */
  stored?: { key: string; text: string };
  /** This build's run when it was made anew (written with the cache). */
  made?: { key: string; run: ApiReferenceRun<unknown> };
}

/** The key of the stage's result: a digest of the document's text and every other input, in order. */
export function apiReferenceKey(textDigest: string, inputs: readonly unknown[]): string {
  return digest(textDigest, JSON.stringify(inputs));
}

/** The last build's run under `key`, if the store holds one (parsed now, then dropped from the store). */
export function storedRun<T>(store: ApiReferenceStore, key: string): ApiReferenceRun<T> | undefined {
  const { stored } = store;
  if (stored?.key !== key) return undefined;
  delete store.stored;
  try {
    return JSON.parse(stored.text) as ApiReferenceRun<T>;
  } catch {
    return undefined;
  }
}

/** Reads the store written under the persistent cache's `cacheKey`; empty if there is none or it was written under another key. */
export async function loadApiReferenceStore(dir: string, cacheKey: string): Promise<ApiReferenceStore> {
  const text = await readFile(path.join(dir, FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return {};
  // `format cacheKey entryKey` on the first line, the run as JSON after it.
  const newline = text.indexOf('\n');
  const [format, forCache, key] = text.slice(0, Math.max(newline, 0)).split(' ');
  if (Number(format) !== FORMAT || forCache !== cacheKey || !key) return {};
  return { stored: { key, text: text.slice(newline + 1) } };
}

/** Writes this build's run if it made one (atomically); an unchanged store is left as it is. */
export async function saveApiReferenceStore(dir: string, cacheKey: string, store: ApiReferenceStore): Promise<void> {
  if (!store.made) return;
  const { key, run } = store.made;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      let chunk = `${FORMAT} ${cacheKey} ${key}\n`;
      for (const piece of jsonPieces(run, 3)) {
        chunk += piece;
        if (chunk.length >= CHUNK) {
          await handle.write(chunk);
          chunk = '';
        }
      }
      await handle.write(chunk);
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  delete store.made;
}

/**
 * The text `JSON.stringify(value)` gives, in pieces: arrays and objects down to `depth` levels
 * are split into their entries, so that the text of 1,200 pages' data (34 MB for GitHub's spec)
 * is never one string beside the data at the build's end.
 */
export function* jsonPieces(value: unknown, depth: number): Generator<string> {
  if (depth === 0 || typeof value !== 'object' || value === null || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    // As in an array, where JSON.stringify writes `null` for what it leaves out of objects.
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) yield ',';
      yield* jsonPieces(value[index], depth - 1);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const [name, inner] of Object.entries(value)) {
    if (inner === undefined || typeof inner === 'function' || typeof inner === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(name)}:`;
    first = false;
    yield* jsonPieces(inner, depth - 1);
  }
  yield '}';
}
