// Static files (the site's `static/` folder) and assets referenced from Markdown, as copies.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AssetRef } from '../markdown/types.js';
import type { OutputFile } from '../output/types.js';
import { compareText } from '../content/compare-text.js';

/** Every file below `dir`, copied to the same relative path in the output. */
export async function listStaticFiles(dir: string): Promise<OutputFile[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name);
      return { path: path.relative(dir, absolute).split(path.sep).join('/'), copyFrom: absolute };
    })
    .sort((a, b) => compareText(a.path, b.path));
}

/** One copy per distinct asset route. */
export function assetFiles(assets: AssetRef[]): OutputFile[] {
  const byRoute = new Map<string, OutputFile>();
  for (const asset of assets) byRoute.set(asset.route, { path: asset.route.slice(1), copyFrom: asset.source });
  return [...byRoute.values()];
}
