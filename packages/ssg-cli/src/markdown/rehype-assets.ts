// Files referenced relatively (`![](./img/a.png)`, `[pdf](./x.pdf)`, `<img src="shot.png">`,
// video/audio/source) are copied into the build under a content-hashed name: the URL becomes
// `/assets/<name>-<hash>.<ext>` and the page lists an AssetRef for the copy step. A file that
// does not exist keeps its URL and is reported (`missing-asset`). Only files inside the site
// folder are copied, links followed: `![](../../../etc/passwd)` is an error
// (`asset-outside-site`), never a copy of a file the site does not own. Local pages only.
import type { Element, Root } from 'hast';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { walk } from './walk.js';
import type { AssetStore } from './asset-store.js';
import { pageState, positionOf, siteDirOf, warn } from './page-state.js';
import { decodePath, isFilePath, isMarkdownPath, splitUrl, urlKind } from './url.js';

export interface AssetsOptions {
  store: AssetStore;
  /** The site folder, which copied files must be inside; by default derived from the page's paths. */
  siteDir?: string | undefined;
}

/** Elements and the properties that name a file. */
const FILE_PROPERTIES: Record<string, string[]> = {
  img: ['src'], a: ['href'], source: ['src'], video: ['src', 'poster'], audio: ['src'], track: ['src'],
};

/** Points relative file URLs at hashed copies and records them as assets. */
export default function rehypeAssets({ store, siteDir }: AssetsOptions) {
  const realRoots = new Map<string, Promise<string>>();
  return async (tree: Root, file: { data: Record<string, unknown> }): Promise<void> => {
    const state = pageState(file);
    if (state.input.trust === 'remote') return;
    const folder = path.dirname(state.input.absPath);
    // Without a known site folder, the page's own folder is the boundary.
    const root = siteDirOf(state, siteDir) ?? folder;
    let realRoot = realRoots.get(root);
    if (!realRoot) realRoots.set(root, (realRoot = realpath(root).catch(() => path.resolve(root))));
    const found: Array<{ node: Element; property: string; url: string }> = [];
    walk<Element>(tree, 'element', (node) => {
      for (const property of FILE_PROPERTIES[node.tagName] ?? []) {
        const url = node.properties[property];
        if (typeof url !== 'string' || urlKind(url) !== 'relative') continue;
        const { path: urlPath } = splitUrl(url);
        if (!urlPath || isMarkdownPath(urlPath)) continue;
        if (node.tagName === 'a' && !isFilePath(urlPath)) continue;
        found.push({ node, property, url });
      }
    });

    // Hash in parallel, then record in document order so reports are stable.
    const sources = found.map(({ url }) => path.resolve(folder, decodePath(splitUrl(url).path)));
    const boundary = await realRoot;
    const inside = await Promise.all(sources.map((source) => realpath(source).then((real) => isInside(boundary, real), () => isInside(boundary, source))));
    const routes = await Promise.all(sources.map((source, i) => (inside[i] ? store.routeFor(source) : undefined)));
    const seen = new Set(state.assets.map((asset) => asset.source));
    found.forEach(({ node, property, url }, i) => {
      const source = sources[i] ?? '';
      const route = routes[i];
      if (!inside[i]) {
        state.diagnostics.push({
          severity: 'error',
          rule: 'asset-outside-site',
          ...positionOf(state, node),
          message: `File "${url}" referenced here is outside the site folder; it is not copied into the build`,
          hint: `Only files inside ${boundary} are published: move the file into the site (next to this page, for example) and link it from there.`,
        });
        return;
      }
      if (route === undefined) {
        const expected = path.posix.join(path.posix.dirname(state.input.file), decodePath(splitUrl(url).path));
        warn(state, node, 'missing-asset', `File "${url}" referenced here does not exist`,
          `Expected ${expected}; paths are relative to this Markdown file.`);
        return;
      }
      node.properties[property] = route + splitUrl(url).suffix;
      if (!seen.has(source)) {
        seen.add(source);
        state.assets.push({ source, route });
      }
    });
  };
}

/** Whether `file` is `dir` or below it. */
function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
