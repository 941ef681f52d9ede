// Content-hashed routes for files copied into the build. One store per renderer (so per build):
// each file is hashed once, and again only when its size or mtime changes (long-lived dev server).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface AssetStore {
  /** `/assets/<name>-<8 hex of sha256>.<ext>` for an existing file, undefined when it is missing. */
  routeFor(absPath: string): Promise<string | undefined>;
}

interface Entry {
  mtimeMs: number;
  size: number;
  route: string;
}

/**
 * `<assetsRoute><name>-<8 hex of sha256>.<ext>`: the route of the copy of `absPath` (holding
 * `contents`). The name is kept to its first 100 characters: a file named at the file system's
 * length would have no room left for the hash (the hash tells copies apart, not the name).
 */
export function hashedRoute(absPath: string, contents: Uint8Array, assetsRoute = '/assets/'): string {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8);
  const ext = path.extname(absPath);
  const name = path.basename(absPath, ext).replace(/[^\w.-]+/g, '-').slice(0, 100) || 'file';
  return `${assetsRoute}${name}-${hash}${ext.toLowerCase()}`;
}

/** `assetsRoute` is the route folder of copies, starting and ending with `/`. */
export function createAssetStore(assetsRoute = '/assets/'): AssetStore {
  const entries = new Map<string, Entry>();
  return {
    async routeFor(absPath) {
      const info = await stat(absPath).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const known = entries.get(absPath);
      if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.route;
      const route = hashedRoute(absPath, await readFile(absPath), assetsRoute);
      entries.set(absPath, { mtimeMs: info.mtimeMs, size: info.size, route });
      return route;
    },
  };
}
