// The build's files other than pages (site-wide outputs, assets, static files), written by the
// build itself when the caller takes files as they are made (`ssg build`'s staging folder). A
// file whose bytes are those the last build wrote at its path, still in place there, is kept
// there instead of written again: what was written is kept as a digest of the bytes with the
// file's size and time (`BuildCache.writtenFiles`), so nothing is read back.
import { stat } from 'node:fs/promises';
import type { OutputFile } from '../output/types.js';
import type { FileStamp } from '../output/write-output.js';
import type { WrittenPage } from './build-cache.js';
import { createTaskQueue } from './concurrency.js';
import { digest } from './fingerprint.js';

export interface FileWriterOptions {
  write: (file: OutputFile) => Promise<FileStamp | void>;
  reuse: (path: string, stamp: FileStamp) => Promise<boolean>;
  /** What the last build wrote, by path; replaced by what this one writes once `finish` is done. */
  written: Map<string, WrittenPage>;
}

export interface FileWriter {
  /** Takes the last build's file at `path` into this output if it is still as written; false if not. */
  reuse(path: string): Promise<boolean>;
  /** Writes `file`, or takes the last build's identical file; waits while too many writes are in flight. */
  put(file: OutputFile): Promise<void>;
  /** Waits for the writes; throws the first failure. Returns whether the record of written files changed. */
  finish(): Promise<boolean>;
}

/** Files written or taken at once, at most. */
const IN_FLIGHT = 16;

/** What a file's bytes are, as a key: its own, a digest of its contents, or of the file it copies and that file's size and time. */
async function contentKey(file: OutputFile): Promise<string> {
  if (!('copyFrom' in file)) return file.key ?? digest(file.contents);
  const source = await stat(file.copyFrom);
  return digest('copy', file.copyFrom, `${source.size}:${source.mtimeMs}`);
}

export function createFileWriter({ write, reuse, written }: FileWriterOptions): FileWriter {
  const now = new Map<string, WrittenPage>();
  const queue = createTaskQueue(IN_FLIGHT);
  const take = async (path: string, key?: string): Promise<boolean> => {
    const before = written.get(path);
    if (!before || (key !== undefined && before.fingerprint !== key) || !(await reuse(path, before))) return false;
    now.set(path, before);
    return true;
  };
  return {
    reuse: (path) => take(path),
    put: (file) =>
      queue.run(async () => {
        const key = await contentKey(file);
        if (await take(file.path, key)) return;
        const stamp = await write(file);
        if (stamp) now.set(file.path, { fingerprint: key, ...stamp });
      }),
    async finish() {
      await queue.settle();
      const changed = now.size !== written.size || [...now].some(([path, entry]) => written.get(path) !== entry);
      written.clear();
      for (const [path, entry] of now) written.set(path, entry);
      return changed;
    },
  };
}
