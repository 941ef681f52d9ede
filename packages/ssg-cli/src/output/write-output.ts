// Writes the build atomically: a failed build leaves the previous output as it was. Files can be
// written into a staging folder next to the output while the build is still running (the rendered
// pages, so that a large site never holds all its HTML in memory), and the rest at the end; nothing
// is visible in the output folder until the commit. A build that writes everything anew replaces
// the output folder with the staging folder in two renames. A build that keeps files of the last
// output (`reuse`: unchanged pages and assets) leaves those where they are and commits in place:
// each new or changed file is renamed over its old one (a reader sees the old or the new file,
// never part of one), and whatever the new output does not have is removed, so that the folder
// holds exactly what a build from scratch would. A build with nothing changed touches nothing.
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { lstatSync, mkdirSync, readdirSync, statSync, writeFileSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkOutputDir, displayDir, OUTPUT_MARKER, OUTPUT_MARKER_TEXT, type OutputDirCheck } from './check-output-dir.js';
import type { OutputFile } from './types.js';
import { UserError } from '../report/diagnostics.js';
import { createKeyedTurns, createLimiter, type KeyedTurns } from '../pipeline/concurrency.js';
import { errorCode, systemReason } from '../report/system-errors.js';

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
   * Keeps the file the output folder already has at `path` in the new output (nothing is copied
   * or linked), if it is still as `stamp` says; false when it is not (then write it instead).
   */
  reuse(path: string, stamp: FileStamp): Promise<boolean>;
  /**
   * Writes `files` (a path listed twice gets the last one; a path already written by `write` or
   * kept by `reuse` keeps that file), then puts the new output in place of the old.
   */
  commit(files: OutputFile[]): Promise<void>;
  /** Removes the staging folder; the output folder stays as it was. */
  discard(): Promise<void>;
}

/** What decides whether `outDir` may be replaced (check-output-dir.ts). */
export type OutputGuard = Omit<OutputDirCheck, 'outDir'>;

/** The names of `outDir`'s staging folders beside it (`.build.tmp-<pid>`, `.build.old-<pid>`), the pid captured. */
export function stagingNames(outDir: string): RegExp {
  return new RegExp(`^\\.${path.basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(?:tmp|old)-(\\d+)$`);
}

/**
 * Staging folders beside `outDir` (`stagingNames`), with the process that made each: builds
 * interrupted (Ctrl+C) leave them behind.
 */
export async function leftoverStaging(outDir: string): Promise<Array<{ folder: string; pid: number }>> {
  const parent = path.dirname(outDir);
  const pattern = stagingNames(outDir);
  const entries = await readdir(parent).catch(() => []);
  return entries.flatMap((entry) => {
    const match = pattern.exec(entry);
    return match ? [{ folder: path.join(parent, entry), pid: Number(match[1]) }] : [];
  });
}

/** Whether the process `pid` still runs (a build writing its staging folder). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Starts writing `outDir`, in a staging folder next to it made with the first file (the staging
 * folders of builds that were interrupted go then). The commit
 * checks the folder again (`guard`) right before changing it, and marks the new output as ours.
 */
export function stageOutput(outDir: string, guard: OutputGuard = {}, pace: WritePace = writePace()): StagedOutput {
  /**
   * Files and folders made through the thread pool go one at a time in each folder. Making a file
   * or a folder holds the lock of the folder it goes into while the file system finds it an inode, and
   * the other threads making one there wait by spinning on that lock. Where finding an inode is
   * slow (ext4 without a journal passes over every inode freed in the last minutes: a thousand-page
   * build made right after another's output was removed), four threads writing the pages' Markdown
   * into the same few folders spent a third of the commit's system time spinning. One at a time in
   * each folder, files of different folders still made at once: the commit took 0.7× the time
   * (0.52–0.57 s against 0.76–0.80 s, with 0.6× the system time), the build 0.95×; on a disk in
   * memory, the same time.
   */
  const inFolder = createKeyedTurns();
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const staging = path.join(parent, `.${name}.tmp-${process.pid}`);
  const previous = path.join(parent, `.${name}.old-${process.pid}`);
  let made: Promise<unknown> | undefined;
  /** Whether the staging folder was made (a name too long for one, and there is none to remove). */
  let staged = false;
  const prepare = (): Promise<unknown> =>
    (made ??= leftoverStaging(outDir)
      .then((leftovers) => Promise.all(leftovers.filter(({ pid }) => pid === process.pid || !running(pid)).map(({ folder }) => rm(folder, { recursive: true, force: true }))))
      .then(() => mkdir(parent, { recursive: true }))
      // Not recursive: where no folder can be made beside an existing one (`/proc`), Node's
      // recursive `mkdir` tries again and again, for ever.
      .then(() => mkdir(staging))
      .then(() => {
        staged = true;
      })
      .catch((error: unknown) => {
        if (errorCode(error) === 'EEXIST') {
          staged = true;
          return;
        }
        throw unwritable(error, displayDir(outDir), errorCode(error) === 'ENOENT' ? 'no folder can be made there' : undefined);
      }));
  /** A file of the output as the user knows it (inside the output folder, not the staging one). */
  const shown = (relative: string): string => path.join(displayDir(outDir), relative);
  /** Every path of the new output so far: written into the staging folder, or kept. */
  const written = new Set<string>();
  /** Paths whose file of the last output stays where it is. */
  const kept = new Set<string>();
  const folder = folderMaker();
  /**
   * What the output folder holds (undefined if it cannot be read). Read synchronously, like the
   * checks of kept files in `reuse`: through `fs/promises`, listing the benchmark site's output took
   * 2–4× as long, and checking each of its files about 1.5×.
   */
  const list = (): Dirent[] | undefined => {
    try {
      return readdirSync(outDir, { recursive: true, withFileTypes: true });
    } catch {
      return undefined;
    }
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
  /** Files being written (or copied, or folders removed) at once: each holds a file descriptor meanwhile. */
  const putting = createLimiter(PUTS_AT_ONCE);
  const put = async (file: OutputFile, relative: string): Promise<void> => {
    if (discarded) throw new Error(`${outDir}: the output was discarded; ${relative} is not written`);
    kept.delete(relative);
    const target = path.join(staging, relative);
    await track(
      inFolder(path.dirname(target), () =>
        putting(() =>
          prepare()
            .then(() => folder(path.dirname(target)))
            .then(() => ('copyFrom' in file ? copyFile(file.copyFrom, target) : writeFile(target, file.contents))),
        ),
      ).catch((error: unknown) => {
        throw unwritable(error, shown(relative));
      }),
    );
  };
  const discard = async (): Promise<void> => {
    discarded = true;
    // The staging folder may be being made still: removed before, it would be made again after.
    await Promise.allSettled([made, ...inFlight]);
    if (staged) await rm(staging, { recursive: true, force: true });
  };

  /** Replaces the output folder with the staging folder (the kept files linked into it first). */
  const replace = async (): Promise<void> => {
    await Promise.all(
      [...kept].map(async (relative) => {
        const target = path.join(staging, relative);
        folder(path.dirname(target));
        const source = path.join(outDir, relative);
        await link(source, target).catch(() => putting(() => copyFile(source, target)));
      }),
    );
    await writeFile(path.join(staging, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
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
  };

  /**
   * Moves the staged files over the output folder's and removes what the new output does not
   * have. Entries in the way of a new file or folder go first, the others once everything new is
   * in place, so that the output is never without a page both builds have. Returns false, having
   * changed nothing, when a kept file is not among the folder's own files (reached through a
   * symbolic link put there since): the output is then replaced instead.
   */
  const updateInPlace = async (entries: Dirent[]): Promise<boolean> => {
    const listed = new Map(entries.map((entry) => [relativeTo(outDir, entry), entry]));
    for (const relative of kept) if (!listed.get(relative)?.isFile()) return false;
    if ((await readFile(path.join(outDir, OUTPUT_MARKER), 'utf8').catch(() => undefined)) !== OUTPUT_MARKER_TEXT) {
      await put({ path: OUTPUT_MARKER, contents: OUTPUT_MARKER_TEXT }, OUTPUT_MARKER);
      written.add(OUTPUT_MARKER);
    }
    const staged = [...written].filter((relative) => !kept.has(relative));
    const folders = new Set<string>();
    for (const relative of written) {
      for (let dir = path.posix.dirname(relative); dir !== '.' && !folders.has(dir); dir = path.posix.dirname(dir)) folders.add(dir);
    }
    const inTheWay: string[] = [];
    const stale: string[] = [];
    for (const [relative, entry] of listed) {
      if (relative === OUTPUT_MARKER && !written.has(OUTPUT_MARKER)) continue;
      const wanted = entry.isDirectory() ? folders.has(relative) : written.has(relative) && !folders.has(relative);
      if (wanted) continue;
      (folders.has(relative) || (written.has(relative) && entry.isDirectory()) ? inTheWay : stale).push(relative);
    }
    // A folder removed goes with everything in it: nothing inside is removed again.
    const removed = new Set(outermost([...inTheWay, ...stale]));
    const remove = (paths: string[]): Promise<unknown> =>
      Promise.all(paths.filter((relative) => removed.has(relative)).map((relative) => putting(() => rm(path.join(outDir, relative), { recursive: true, force: true }))));
    await remove(inTheWay);
    const outFolder = folderMaker();
    await Promise.all(
      staged.map(async (relative) => {
        const target = path.join(outDir, relative);
        outFolder(path.dirname(target));
        await rename(path.join(staging, relative), target);
      }),
    );
    await remove(stale);
    return true;
  };

  return {
    async write(file) {
      const relative = outputPath(file.path);
      written.add(relative);
      if ('copyFrom' in file) {
        await put(file, relative);
        const { size, mtimeMs } = await stat(path.join(staging, relative));
        return { size, mtimeMs };
      }
      await prepare();
      if (discarded) throw new Error(`${outDir}: the output was discarded; ${relative} is not written`);
      kept.delete(relative);
      const target = path.join(staging, relative);
      try {
        if (pace.slow()) {
          const dir = path.dirname(target);
          await track(pace.folder(dir, inFolder).then(() => inFolder(dir, () => writeFile(target, file.contents))));
          const { size, mtimeMs } = await stat(target);
          return { size, mtimeMs };
        }
        const started = performance.now();
        folder(path.dirname(target));
        writeFileSync(target, file.contents);
        const { size, mtimeMs } = statSync(target);
        pace.took(performance.now() - started);
        return { size, mtimeMs };
      } catch (error) {
        throw unwritable(error, shown(relative));
      }
    },
    async reuse(file, stamp) {
      const relative = path.posix.normalize(file);
      if (discarded || leavesOutput(relative)) return false;
      if (written.has(relative)) return kept.has(relative);
      const previousFile = path.join(outDir, relative);
      // Only the very file written (a regular file, not a link put there since), unchanged.
      const found = statOf(previousFile);
      if (!found?.isFile() || found.size !== stamp.size || found.mtimeMs !== stamp.mtimeMs) return false;
      written.add(relative);
      kept.add(relative);
      return true;
    },
    async commit(files) {
      try {
        await prepare();
        await checkOutputDir({ outDir, ...guard });
        // One file per path, the last listed winning: writing two files to one path at once would
        // leave either, or a mix of both.
        const last = new Map(files.map((file) => [outputPath(file.path), file]));
        await Promise.all(
          [...last]
            .filter(([relative]) => !written.has(relative))
            .map(([relative, file]) => {
              written.add(relative);
              return put(file, relative);
            }),
        );
        const entries = kept.size > 0 ? list() : undefined;
        if (!(entries && (await updateInPlace(entries)))) await replace();
      } catch (error) {
        throw unwritable(error, displayDir(outDir));
      } finally {
        await discard();
      }
    },
    discard,
  };
}

/** What to do about each kind of error `systemReason` names, by its code. */
const WRITE_HINTS: Record<string, string> = {
  ENOSPC: 'Free some space on the disk, or write the output elsewhere with --out-dir.',
  EDQUOT: 'Free some space on the disk, or write the output elsewhere with --out-dir.',
  ENAMETOOLONG: "Choose a shorter --out-dir, or shorten the slug or file name the page's address comes from.",
  EMFILE: 'Raise the limit of open files (`ulimit -n`) and build again.',
  ENFILE: 'Raise the limit of open files (`ulimit -n`) and build again.',
};

/**
 * A user error for an error of the system while writing `where` (a full disk, a folder ssg may
 * not write to). Any other error is returned as it is.
 */
function unwritable(error: unknown, where: string, reason = systemReason(error)): unknown {
  if (error instanceof UserError || reason === undefined) return error;
  const hint = WRITE_HINTS[errorCode(error) ?? ''] ?? 'Choose an output folder ssg may write to with --out-dir, or fix the permissions of this one.';
  return new UserError(`Could not write ${where}: ${reason}`, { hint, cause: error });
}

/**
 * `file` normalised, a path inside the output folder; a user error if it leads out of it. Every
 * address is checked where it is made (address.ts); this holds for any other source of one.
 */
function outputPath(file: string): string {
  const relative = path.posix.normalize(file);
  if (leavesOutput(relative)) {
    throw new UserError(`The file ${JSON.stringify(file)} of the site would be written outside the output folder; nothing was written`, {
      hint: 'The address of a page or file holds ".." segments, or starts with "/": change the slug, id or name it comes from.',
    });
  }
  return relative;
}

function leavesOutput(relative: string): boolean {
  return relative === '..' || relative.startsWith('../') || path.posix.isAbsolute(relative);
}

/** `lstat` of `file`, undefined when it cannot be read. */
function statOf(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Makes folders (and their parents), each once however many files go into it; at once, as pages
 * are written (a thread-pool round trip per folder cost more than the call).
 */
function folderMaker(): (dir: string) => void {
  const made = new Set<string>();
  return (dir) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
}

/**
 * How the build's files are written: at once, while that is fast, else through the thread pool.
 * Written at once, a file costs the build's thread no promises, file handle or thread-pool round
 * trips (three per file, then a stat: 0.9 s of the build's thread at a thousand pages), which pays
 * where creating a file takes tens of microseconds (a disk in memory, a file system that delays
 * its work). Where it takes a millisecond (a journaling file system busy with the deletes of the
 * last output: 3,565 files opened in 3.2 s of system time), the build's thread waited on every one,
 * while the thread pool creates four at a time: the first `PROBE` writes are timed, and past
 * `slowMs` each on average the rest go there (a thousand pages on such a disk: 0.87× the wall
 * time; on a disk in memory, where they stay at once, 0.99×).
 */
export function writePace(slowMs = SLOW_MS): WritePace {
  let writes = 0;
  let ms = 0;
  const folders = new Map<string, Promise<unknown>>();
  return {
    slow: () => writes >= PROBE && ms / writes > slowMs,
    took(spent) {
      writes += 1;
      ms += spent;
    },
    folder(dir, inFolder) {
      let made = folders.get(dir);
      if (!made) folders.set(dir, (made = inFolder(path.dirname(dir), () => mkdir(dir, { recursive: true }))));
      return made;
    },
  };
}

export interface WritePace {
  /** Whether the writes so far were slow: the next go through the thread pool. */
  slow(): boolean;
  /** A write done at once took `ms`. */
  took(ms: number): void;
  /** Makes `dir` (and its parents) through the thread pool, once, in its parent folder's turn. */
  folder(dir: string, inFolder: KeyedTurns): Promise<unknown>;
}

/**
 * Files the commit writes, copies or removes at once. All at once, Microsoft Graph's beta
 * description (53,667 files) opened more than the 20,000 files a process may hold open: each open
 * file waited for its turn to be written.
 */
const PUTS_AT_ONCE = 64;

/** Writes timed before choosing (see `writePace`). */
const PROBE = 32;
/** A write (its folder, the file, its stat) slower than this on average is slow. */
const SLOW_MS = 0.3;

/** The path of a listed entry inside `dir`, with `/` (no `path.relative`: thousands of entries). */
function relativeTo(dir: string, entry: Dirent): string {
  const folder = entry.parentPath ?? entry.path;
  const inside = folder === dir ? '' : folder.startsWith(dir + path.sep) ? folder.slice(dir.length + 1) : path.relative(dir, folder);
  const relative = inside === '' ? entry.name : `${inside}${path.sep}${entry.name}`;
  return path.sep === '/' ? relative : relative.split(path.sep).join('/');
}

/** `paths` without those inside another of them. */
function outermost(paths: string[]): string[] {
  const all = new Set(paths);
  return paths.filter((relative) => {
    for (let dir = path.posix.dirname(relative); dir !== '.'; dir = path.posix.dirname(dir)) if (all.has(dir)) return false;
    return true;
  });
}

/**
 * Writes `files` into `outDir`, replacing its previous contents only once all are written. A
 * non-empty `outDir` that no build wrote is refused unless `force` (see check-output-dir.ts).
 */
export async function writeOutput({ files, outDir, ...guard }: { files: OutputFile[]; outDir: string } & OutputGuard): Promise<void> {
  await stageOutput(outDir, guard).commit(files);
}
