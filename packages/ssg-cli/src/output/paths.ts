// Where a path lies relative to a folder, for the checks that keep what a build reads and writes
// inside the site and the output folder.
import path from 'node:path';

/** Whether `file` is below `folder` (both absolute; the folder itself is not below itself). */
export function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
