// `ssg clear`: removes what builds leave behind — the build cache, the remote cache, the compiled
// site modules, staging folders of interrupted builds and the output folder — so the next build
// starts from nothing. The output folder is removed only when the output-folder guard of
// `ssg build` would let a build replace it (an earlier build wrote it, or it is empty), and every
// folder is checked before any is removed: a refusal removes nothing.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { checkOutputDir } from '../output/check-output-dir.js';
import { leftoverStaging } from '../output/write-output.js';
import { CACHE_DIR } from '../pipeline/persistent-cache.js';
import { UserError } from '../report/diagnostics.js';
import { CACHE_INDEX, cacheFilePath } from '../remote/cache.js';
import { readLockFile } from '../remote/lock-file.js';
import { compileCacheDir } from '../runtime/compile-module.js';
import { reportFailure } from './report-failure.js';
import { sourceDirsOf } from './source-dirs.js';

export interface ClearCommandOptions {
  root: string;
  outDir?: string;
}

/** Removes the caches and the output folder; resolves with the exit code. */
export async function runClear(options: ClearCommandOptions): Promise<number> {
  try {
    const root = path.resolve(options.root);
    // Reading the config compiles it into the module cache: whether that held anything is known only before.
    const existed = new Set<string>();
    if (await exists(compileCacheDir(root))) existed.add(compileCacheDir(root));
    // The config says where the remote cache is; a folder without one is not a site to clear.
    const { config } = await loadConfig({ root });
    const outDir = path.resolve(options.outDir ?? path.join(root, 'build'));
    const sourceDirs = sourceDirsOf(root, config);
    await checkOutputDir({ outDir, root, sourceDirs, purpose: 'clear' });
    const remoteCache = path.resolve(root, config.remote.cacheDir);
    const caches = [path.join(root, CACHE_DIR), compileCacheDir(root)];
    for (const cache of [...caches, remoteCache]) checkCacheDir(cache, root, sourceDirs);
    // The remote cache's files, read from its index before anything is removed (a damaged index stops here).
    const remoteFiles = await remoteCacheFiles(remoteCache);
    const targets = [outDir, ...(await leftoverStaging(outDir)).map(({ folder }) => folder), ...caches];
    const removed: string[] = [];
    for (const target of targets) {
      // The remote cache in its place among the caches: after the build's.
      if (target === compileCacheDir(root) && remoteFiles) {
        await clearRemoteCache(remoteCache, remoteFiles);
        removed.push(display(remoteCache));
      }
      if (!(await exists(target))) continue;
      await rm(target, { recursive: true, force: true });
      if (target !== compileCacheDir(root) || existed.has(target)) removed.push(display(target));
    }
    // `.ssg-cache` itself goes when nothing else is left in it.
    const cacheRoot = path.join(root, path.dirname(CACHE_DIR));
    if ((await readdir(cacheRoot).catch(() => undefined))?.length === 0) await rm(cacheRoot, { recursive: true });
    process.stdout.write(removed.length > 0 ? `✔ Removed ${removed.join(', ')}\n` : '✔ Nothing to clear\n');
    return 0;
  } catch (error) {
    return reportFailure(error, process.stderr);
  }
}

/** A cache folder is removed only inside the site, and never where it would take sources with it. */
function checkCacheDir(dir: string, root: string, sourceDirs: string[]): void {
  const relative = path.relative(root, dir);
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  const holdsSources = sourceDirs.some((source) => !path.relative(dir, source).startsWith('..'));
  if (!inside || holdsSources) {
    throw new UserError(`Refusing to clear the cache folder ${display(dir)}: it is ${inside ? 'a folder holding the site’s sources' : 'outside the site folder'}; nothing was removed`, {
      hint: 'Point remote.cacheDir in the site config at a folder of its own inside the site, such as .ssg-cache/remote (the default).',
    });
  }
}

/** The files the remote cache's index lists, and the index; undefined when there is no index. */
async function remoteCacheFiles(dir: string): Promise<string[] | undefined> {
  const index = path.join(dir, CACHE_INDEX);
  if (!(await exists(index))) return undefined;
  // An id the cache could not have written (a hand-edited index) names no file of it.
  const files = Object.keys(readLockFile(index).sources).flatMap((id) => {
    try {
      return [cacheFilePath(dir, id)];
    } catch {
      return [];
    }
  });
  return [...files, index];
}

/**
 * Removes what the remote cache holds, as its index lists it (`files`: the index, each fetched
 * file), and the folders that leaves empty, never anything else: `remote.cacheDir` may name a
 * folder that holds more (`node_modules`).
 */
async function clearRemoteCache(dir: string, files: readonly string[]): Promise<void> {
  for (const file of files) await rm(file, { force: true });
  const isEmpty = async (folder: string): Promise<boolean> => (await readdir(folder).catch(() => [''])).length === 0;
  // The folders the files were in, deepest first, while they are empty; then the cache folder.
  for (const folder of [...new Set(files.map((file) => path.dirname(file)))].sort((a, b) => b.length - a.length)) {
    for (let current = folder; current.startsWith(`${dir}${path.sep}`) && (await isEmpty(current)); current = path.dirname(current)) await rm(current, { recursive: true });
  }
  if (await isEmpty(dir)) await rm(dir, { recursive: true });
}

function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}

function display(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative;
}
