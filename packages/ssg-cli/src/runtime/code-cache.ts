// Runs the bundled CLI (a CommonJS script, dist/bundle/cli.js) with a V8 code cache, which Node 20
// has no switch for (Node 22 has `module.enableCompileCache`). Without it, every start parses the
// 3 MB bundle and compiles each function on its first call: about a sixth of a cold build of a
// small site. With it, V8 restores the compiled code instead.
//
// The cache sits next to the bundle (`cli.js.cache`) and is written at the end of a run that had
// none, so it holds every function that run compiled. It starts with the SHA-1 of the bundle's text
// (V8 itself checks only the text's length) and is rewritten when the bundle changed or V8 rejects
// it (another Node version or other V8 flags). A folder that cannot be written means no cache.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';
import { writeFileAtomicSync } from '../output/atomic-write.js';

/** `import()` for the bundle: a script restored from a cache cannot call `import()` itself. */
export type ImportModule = (specifier: string) => Promise<unknown>;

export interface LoadedBundle<T> {
  /** The bundle's `module.exports`. */
  exports: T;
  /** Whether V8 used the cache (false on a first run, or after the bundle or Node changed). */
  readonly cacheUsed: boolean;
  /** Writes the cache when it was not used; call once the run's work is done. */
  saveCodeCache(): void;
}

const DIGEST_BYTES = 20;

/**
 * Evaluates the CommonJS bundle `file` like `require` would, plus a free variable `__ssgImport`
 * (the bundle's `importModule`, see import-module.ts) bound to `importModule`.
 */
export function loadBundle<T>(file: string, importModule: ImportModule): LoadedBundle<T> {
  // Hashed as read: hashing the decoded text would encode its 3 MB to bytes again.
  const bytes = readFileSync(file);
  const digest = createHash('sha1').update(bytes).digest();
  const source = bytes.toString('utf8');
  const cacheFile = `${file}.cache`;
  const cachedData = readCache(cacheFile, digest);
  // One line of wrapper before the text, so line numbers in stack traces stay those of the file.
  const script = new Script(`(function (exports, require, module, __filename, __dirname, __ssgImport) {${source}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const cacheUsed = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} as T };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file), importModule);
  return {
    exports: module.exports,
    cacheUsed,
    saveCodeCache() {
      if (!cacheUsed) writeCache(cacheFile, digest, script.createCachedData());
    },
  };
}

function readCache(file: string, digest: Buffer): Buffer | undefined {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return undefined;
  }
  return data.subarray(0, DIGEST_BYTES).equals(digest) ? data.subarray(DIGEST_BYTES) : undefined;
}

/** Written to a temporary file and renamed, so a concurrent run reads the old cache or the new one. */
function writeCache(file: string, digest: Buffer, data: Buffer): void {
  try {
    writeFileAtomicSync(file, Buffer.concat([digest, data]));
  } catch {
    // Read-only install: runs stay correct, only without the cache.
  }
}
