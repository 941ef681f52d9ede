// The files of a finished build folder, for `ssg preview`: found by walking the folder once (again
// when the folder is replaced by a new build), so that a request can only ever name a file that
// is in it. A symbolic link is followed only when its target is inside the folder too.
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../output/types.js';

/** Walks `dir`; files are `copyFrom` their real path. */
export async function indexOutput(dir: string): Promise<Map<string, OutputFile>> {
  const real = await realpath(dir);
  const files = new Map<string, OutputFile>();
  /** Folders walked, by real path: a link to a parent folder must not loop. */
  const seen = new Set<string>();
  const walk = async (folder: string, prefix: string): Promise<void> => {
    if (seen.has(folder)) return;
    seen.add(folder);
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const absolute = path.join(folder, entry.name);
      const relative = `${prefix}${entry.name}`;
      let target = absolute;
      let info = entry.isSymbolicLink() ? undefined : await lstat(absolute);
      if (!info) {
        target = await realpath(absolute).catch(() => '');
        if (target === '' || (target !== real && !target.startsWith(`${real}${path.sep}`))) continue;
        info = await stat(target);
      }
      if (info.isDirectory()) await walk(target, `${relative}/`);
      else if (info.isFile()) files.set(relative, { path: relative, copyFrom: target });
    }
  };
  await walk(real, '');
  return files;
}

/** The identity of a folder (its inode and device): a new build renames a new folder into place. */
export async function folderIdentity(dir: string): Promise<string> {
  return stat(dir).then((info) => `${info.dev}:${info.ino}`, () => 'missing');
}
