// Writes the build atomically: everything goes to a temporary sibling folder, which then
// replaces the output folder in two renames. A failed build leaves the previous output as it was.
// Files can be written into the staging folder while the build is still running (the rendered
// pages, so that a large site never holds all its HTML in memory), and the rest at the end.
import { copyFile, link, lstat, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkOutputDir, OUTPUT_MARKER, OUTPUT_MARKER_TEXT, type OutputDirCheck } from './check-output-dir.js';
import type { OutputFile } from './types.js';

/** Size and modification time of a written file: tells whether it is still as written. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
}

/** An output folder being written: nothing is visible in it until `commit`. */
export interface StagedOutput {
  /** Writes one file into the staging folder now. */
  write(file: OutputFile): Promise<FileStamp>;
  /**
   * Takes the file the output folder already has at `path` into the new output (a hard link, no
   * bytes copied), if it is still as `stamp` says; false when it is not (then write it instead).
   */
  reuse(path: string, stamp: FileStamp): Promise<boolean>;
  /**
   * Writes `files` (a path listed twice gets the last one; a path already written by `write`
   * keeps that file), then replaces the output folder with the staging folder.
   */
  commit(files: OutputFile[]): Promise<void>;
  /** Removes the staging folder; the output folder stays as it was. */
  discard(): Promise<void>;
}

/** What decides whether `outDir` may be replaced (check-output-dir.ts). */
export type OutputGuard = Omit<OutputDirCheck, 'outDir'>;

/**
 * Starts writing `outDir`, in a staging folder next to it made with the first file. The commit
 * checks the folder again (`guard`) right before replacing it, and marks the new output as ours.
 */
export function stageOutput(outDir: string, guard: OutputGuard = {}): StagedOutput {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const staging = path.join(parent, `.${name}.tmp-${process.pid}`);
  const previous = path.join(parent, `.${name}.old-${process.pid}`);
  let made: Promise<unknown> | undefined;
  const prepare = (): Promise<unknown> => (made ??= rm(staging, { recursive: true, force: true }).then(() => mkdir(staging, { recursive: true })));
  const written = new Set<string>();
  /** Paths taken from the last output (hard links to its files, which a write must never change). */
  const linked = new Set<string>();
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string): Promise<unknown> => {
    let made = folders.get(dir);
    if (!made) folders.set(dir, (made = mkdir(dir, { recursive: true })));
    return made;
  };
  /** Writes not finished yet: a discard waits for them, so that none recreates the folder. */
  const inFlight = new Set<Promise<unknown>>();
  let discarded = false;
  const track = async <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    try {
      return await work;
    } finally {
      inFlight.delete(work);
    }
  };
  const put = async (file: OutputFile, relative: string): Promise<void> => {
    if (discarded) throw new Error(`${outDir}: the output was discarded; ${relative} is not written`);
    const target = path.join(staging, relative);
    const unlinked = linked.delete(relative) ? rm(target, { force: true }) : undefined;
    await track(
      prepare()
        .then(() => Promise.all([folder(path.dirname(target)), unlinked]))
        .then(() => ('copyFrom' in file ? copyFile(file.copyFrom, target) : writeFile(target, file.contents))),
    );
  };
  const discard = async (): Promise<void> => {
    discarded = true;
    await Promise.allSettled(inFlight);
    await rm(staging, { recursive: true, force: true });
  };

  return {
    async write(file) {
      const relative = path.posix.normalize(file.path);
      written.add(relative);
      await put(file, relative);
      const { size, mtimeMs } = await stat(path.join(staging, relative));
      return { size, mtimeMs };
    },
    async reuse(file, stamp) {
      const relative = path.posix.normalize(file);
      if (discarded) return false;
      if (linked.has(relative)) return true;
      const previousFile = path.join(outDir, relative);
      // Only the very file written (a regular file, not a link put there since), unchanged.
      const found = await lstat(previousFile).catch(() => undefined);
      if (!found?.isFile() || found.size !== stamp.size || found.mtimeMs !== stamp.mtimeMs) return false;
      const target = path.join(staging, relative);
      await track(
        prepare()
          .then(() => folder(path.dirname(target)))
          .then(() => link(previousFile, target).catch(() => copyFile(previousFile, target))),
      );
      written.add(relative);
      linked.add(relative);
      return true;
    },
    async commit(files) {
      try {
        await prepare();
        await checkOutputDir({ outDir, ...guard });
        await writeFile(path.join(staging, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
        // One file per path, the last listed winning: writing two files to one path at once would
        // leave either, or a mix of both.
        const last = new Map(files.map((file) => [path.posix.normalize(file.path), file]));
        await Promise.all([...last].filter(([relative]) => !written.has(relative)).map(([relative, file]) => put(file, relative)));
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
        await discard();
      }
    },
    discard,
  };
}

/**
 * Writes `files` into `outDir`, replacing its previous contents only once all are written. A
 * non-empty `outDir` that no build wrote is refused unless `force` (see check-output-dir.ts).
 */
export async function writeOutput({ files, outDir, ...guard }: { files: OutputFile[]; outDir: string } & OutputGuard): Promise<void> {
  await stageOutput(outDir, guard).commit(files);
}
