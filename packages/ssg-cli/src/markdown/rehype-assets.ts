// Files referenced relatively (`![](./img/a.png)`, `[pdf](./x.pdf)`, `<img src="shot.png">`,
// video/audio/source, the candidates of a `srcset`) are copied into the build under a
// content-hashed name: the URL becomes `/assets/<name>-<hash>.<ext>` and the page lists an
// AssetRef for the copy step. A file that does not exist keeps its URL and is reported
// (`missing-asset`). Only files inside the site folder are copied, links followed:
// `![](../../../etc/passwd)` is an error (`asset-outside-site`), never a copy of a file the site
// does not own. Local pages only.
import type { Element, Root } from 'hast';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { walk } from './walk.js';
import { isInside } from '../output/paths.js';
import type { AssetStore } from './asset-store.js';
import { pageState, positionOf, siteDirOf, warn } from './page-state.js';
import { decodePath, isFilePath, isMarkdownPath, splitUrl, srcsetCandidates, srcsetOf, urlKind } from './url.js';

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
    /** Each URL to copy; a `srcset`'s own at their candidate's place (`candidates` holds them all). */
    const found: Array<{ node: Element; property: string; url: string; candidate?: number }> = [];
    const candidates = new Map<Element, Array<{ url: string; descriptor: string }>>();
    const copies = (node: Element, url: string): boolean => {
      if (urlKind(url) !== 'relative') return false;
      const { path: urlPath } = splitUrl(url);
      return urlPath !== '' && !isMarkdownPath(urlPath) && (node.tagName !== 'a' || isFilePath(urlPath));
    };
    walk<Element>(tree, 'element', (node) => {
      for (const property of FILE_PROPERTIES[node.tagName] ?? []) {
        const url = node.properties[property];
        if (typeof url === 'string' && copies(node, url)) found.push({ node, property, url });
      }
      // A picture's sources and an image's alternatives (`srcset="./logo-dark.png"`): each candidate's file.
      const { srcSet } = node.properties;
      if ((node.tagName === 'source' || node.tagName === 'img') && typeof srcSet === 'string') {
        const list = srcsetCandidates(srcSet);
        candidates.set(node, list);
        list.forEach(({ url }, candidate) => {
          if (copies(node, url)) found.push({ node, property: 'srcSet', url, candidate });
        });
      }
    });

    // Hash in parallel, then record in document order so reports are stable.
    const sources = found.map(({ url }) => path.resolve(folder, decodePath(splitUrl(url).path)));
    const boundary = await realRoot;
    const inside = await Promise.all(sources.map((source) => realpath(source).then((real) => isInside(boundary, real), () => isInside(boundary, source))));
    const routes = await Promise.all(sources.map((source, i) => (inside[i] ? store.routeFor(source) : undefined)));
    const seen = new Set(state.assets.map((asset) => asset.source));
    found.forEach(({ node, property, url, candidate }, i) => {
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
        // Kept results of the page are valid only while it is missing (a dev server sees it added).
        state.dependencies.push(source);
        return;
      }
      const list = candidates.get(node);
      if (candidate !== undefined && list) {
        list[candidate] = { url: route + splitUrl(url).suffix, descriptor: list[candidate]?.descriptor ?? '' };
        node.properties.srcSet = srcsetOf(list);
      } else {
        node.properties[property] = route + splitUrl(url).suffix;
      }
      if (!seen.has(source)) {
        seen.add(source);
        state.assets.push({ source, route });
      }
    });
  };
}
