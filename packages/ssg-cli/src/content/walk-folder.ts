// Lists the files below a folder of the site. Unlike a recursive readdir, it follows a symbolic
// link to a folder only when that folder is not already being walked, so a link back up the tree
// (`docs/a/up -> ..`) cannot repeat the tree forty times or run until the paths are too long.
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export interface WalkedFile {
  /** Path below the folder, with `/` separators. */
  relPath: string;
  absPath: string;
  /** Whether the path goes through a symbolic link (the file or a folder above it). */
  linked: boolean;
}

/** Every file below `dir` (symbolic links to files included), in no particular order. */
export async function walkFolder(dir: string): Promise<WalkedFile[]> {
  const files: WalkedFile[] = [];
  const visit = async (absDir: string, relDir: string, ancestors: ReadonlySet<string>, linked: boolean): Promise<void> => {
    const real = await realpath(absDir);
    if (ancestors.has(real)) return;
    const inside = new Set(ancestors).add(real);
    const entries = await readdir(absDir, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const absPath = path.join(absDir, entry.name);
        const relPath = relDir ? `${relDir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return visit(absPath, relPath, inside, linked);
        if (entry.isFile()) return void files.push({ relPath, absPath, linked });
        if (!entry.isSymbolicLink()) return;
        // A link: followed to what it names; a broken link or a loop is listed, for the reader to
        // report. One to a pipe or a device is left out like they are: reading it could wait forever.
        const target = await stat(absPath).catch(() => undefined);
        if (target?.isDirectory()) return visit(absPath, relPath, inside, true);
        if (target && !target.isFile()) return;
        files.push({ relPath, absPath, linked: true });
      }),
    );
  };
  await visit(dir, '', new Set(), false);
  return files;
}
