// Where a path lies relative to a folder, and whether a path leads out of its own, for the checks
// that keep what a build reads and writes inside the site and the output folder.
import { statSync, type Stats } from 'node:fs';
import path from 'node:path';

/** Whether `target` is a file (links followed); false when it is missing or unreadable. */
export function isFile(target: string): boolean {
  return statOf(target)?.isFile() === true;
}

/** Whether `target` is a folder (links followed); false when it is missing or unreadable. */
export function isFolder(target: string): boolean {
  return statOf(target)?.isDirectory() === true;
}

/** `stat` of `target`; undefined when it cannot be read (missing, a link that loops, no permission). */
function statOf(target: string): Stats | undefined {
  try {
    return statSync(target);
  } catch {
    return undefined;
  }
}

/** Whether `file` is below `folder` (both absolute; the folder itself is not below itself). */
export function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

const DOT_SEGMENT = /(?:^|\/)(\.\.?)(?:\/|$)/;

/** The first `.` or `..` segment of `route` (a URL's path or a route, between slashes), if any: it leads out of its folder. */
export function dotSegment(route: string): '.' | '..' | undefined {
  return DOT_SEGMENT.exec(route)?.[1] as '.' | '..' | undefined;
}
