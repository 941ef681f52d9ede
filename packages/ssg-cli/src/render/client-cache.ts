// A disk cache of bundled browser runtimes. Bundling React and the islands takes esbuild about
// 0.4 s — more than a third of a cold build of a small site — and its result changes only when a
// source file does. An entry is keyed by what the bundle is asked for (esbuild's version, the
// runtime's and the site's island modules) and holds the size, modification time and SHA-1 of
// every file esbuild read; it is used only while each of those files is unchanged (a file whose
// size and time are the same is not read again). Entries live beside the CLI
// (`node_modules/.cache/ssg-client/`), so every site built with this install shares them; a
// folder that cannot be written means no cache.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BuiltClient } from './build-client.js';

/** What identifies an input file's contents. */
interface InputStamp {
  size: number;
  mtimeMs: number;
  sha1: string;
}

interface Manifest {
  /** Absolute path → its stamp, for every file the bundle was built from. */
  inputs: Record<string, InputStamp>;
  client: Omit<BuiltClient, 'files'> & { files: string[] };
}

const sha1 = (data: string | Uint8Array): string => createHash('sha1').update(data).digest('hex');

/** The cache folder of this install of the CLI, or `undefined` when it cannot be found. */
export function defaultClientCacheDir(): string | undefined {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve('@ssg/cli/package.json')), 'node_modules', '.cache', 'ssg-client');
  } catch {
    return undefined;
  }
}

/**
 * The cached bundle in `dir` if every input is unchanged. Read synchronously, like the docs: a
 * hundred stats and twenty reads through `fs/promises` waited behind the build's other reads in
 * the thread pool, and made the assets the last step of a build with nothing changed.
 */
function read(dir: string): BuiltClient | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    if (!Object.entries(manifest.inputs).every(([file, stamp]) => isUnchanged(file, stamp))) return undefined;
    const files = manifest.client.files.map((route) => ({ path: route, contents: new Uint8Array(readFileSync(path.join(dir, path.basename(route)))) }));
    return { ...manifest.client, files };
  } catch {
    return undefined;
  }
}

function isUnchanged(file: string, stamp: InputStamp): boolean {
  const info = statSync(file);
  if (info.size !== stamp.size) return false;
  return info.mtimeMs === stamp.mtimeMs || sha1(readFileSync(file)) === stamp.sha1;
}

async function stampOf(file: string): Promise<InputStamp> {
  const [info, contents] = await Promise.all([stat(file), readFile(file)]);
  return { size: info.size, mtimeMs: info.mtimeMs, sha1: sha1(contents) };
}

async function write(dir: string, client: BuiltClient, inputs: string[]): Promise<void> {
  const staging = `${dir}.${process.pid}.tmp`;
  try {
    const digests = Object.fromEntries(await Promise.all(inputs.map(async (file) => [file, await stampOf(file)] as const)));
    await mkdir(staging, { recursive: true });
    await Promise.all(client.files.map((file) => writeFile(path.join(staging, path.basename(file.path)), 'contents' in file ? file.contents : '')));
    const manifest: Manifest = { inputs: digests, client: { ...client, files: client.files.map((file) => file.path) } };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
  } catch {
    await rm(staging, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * The bundle for `request` from the cache in `cacheDir` when every input is unchanged, else from
 * `bundle()` (which also names the files it read), stored for next time.
 */
export async function cachedClient(
  request: unknown,
  cacheDir: string | undefined,
  bundle: () => Promise<{ client: BuiltClient; inputs: string[] }>,
): Promise<BuiltClient> {
  const dir = cacheDir === undefined ? undefined : path.join(cacheDir, sha1(JSON.stringify(request)).slice(0, 16));
  const hit = dir === undefined ? undefined : read(dir);
  if (hit) return hit;
  const { client, inputs } = await bundle();
  if (dir !== undefined) await write(dir, client, inputs);
  return client;
}
