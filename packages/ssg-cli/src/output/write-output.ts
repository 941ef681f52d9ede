// Writes the build atomically: everything goes to a temporary sibling folder, which then
// replaces the output folder in two renames. A failed build leaves the previous output as it was.
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './types.js';

/**
 * One file per output path, the last one listed winning (as in the dev server's file map).
 * Writing two files to the same path at once would leave either one, or a mix of both.
 */
function lastPerPath(files: OutputFile[]): OutputFile[] {
  return [...new Map(files.map((file) => [path.posix.normalize(file.path), file])).values()];
}

/** Writes `files` into `outDir`, replacing its previous contents only once all are written. */
export async function writeOutput({ files: listed, outDir }: { files: OutputFile[]; outDir: string }): Promise<void> {
  const files = lastPerPath(listed);
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const staging = path.join(parent, `.${name}.tmp-${process.pid}`);
  const previous = path.join(parent, `.${name}.old-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  try {
    const dirs = new Set(files.map((file) => path.dirname(path.join(staging, file.path))));
    for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
    await Promise.all(
      files.map((file) => {
        const target = path.join(staging, file.path);
        return 'copyFrom' in file ? copyFile(file.copyFrom, target) : writeFile(target, file.contents);
      }),
    );
    let hadPrevious = true;
    await rename(outDir, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      hadPrevious = false;
    });
    try {
      await rename(staging, outDir);
    } catch (error) {
      if (hadPrevious) await rename(previous, outDir);
      throw error;
    }
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
