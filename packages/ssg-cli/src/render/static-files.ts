// Static files (the site's `static/` folder) and assets referenced from Markdown, as copies.
// A symbolic link in `static/` is copied as the file it names only when that file is inside the
// site folder: a link to `/etc/passwd` is a user error, never a published copy.
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { AssetRef } from '../markdown/types.js';
import type { OutputFile } from '../output/types.js';
import { compareText } from '../content/compare-text.js';
import { folderExists, refuseLinksOutside } from '../content/read-text.js';
import { walkFolder } from '../content/walk-folder.js';

/** Every file below `dir`, copied to the same relative path in the output; links must stay inside `root`. */
export async function listStaticFiles(dir: string, root = path.dirname(dir)): Promise<OutputFile[]> {
  const folder = path.relative(root, dir).split(path.sep).join('/') || '.';
  if (!(await folderExists(dir, folder))) return [];
  const files = await walkFolder(dir);
  await refuseLinksOutside(files, folder, async () => [await realpath(root)]);
  return files.map((file) => ({ path: file.relPath, copyFrom: file.absPath })).sort((a, b) => compareText(a.path, b.path));
}

/** One copy per distinct asset route. */
export function assetFiles(assets: AssetRef[]): OutputFile[] {
  const byRoute = new Map<string, OutputFile>();
  for (const asset of assets) byRoute.set(asset.route, { path: asset.route.slice(1), copyFrom: asset.source });
  return [...byRoute.values()];
}
