// Remote pages only (READMEs fetched from GitHub): relative URLs point into the source
// repository, not into this site. Links (with `?query#hash`) are rewritten onto the link base:
// `./x`, `x` and `../x` from the document's folder in it (`linkFolder`), `/x` from its root, never
// above it, except on GitHub, where a README's `../../issues` or `../../actions/…/badge.svg` climbs
// out of the tree to the repository's own pages as it does there; images and media to the raw
// file when the link base is a GitHub tree/blob URL
// (`https://github.com/O/R/tree/REF` → `https://raw.githubusercontent.com/O/R/REF/x`), else to
// the link base too, the candidates of a `srcset` included. Absolute URLs and `#hash` links are
// left alone. Without a link base each relative URL is kept and reported.
import type { Element, Root } from 'hast';
import { posix } from 'node:path';
import { walk } from './walk.js';
import { pageState, warn } from './page-state.js';
import { splitUrl, srcsetCandidates, srcsetOf, urlKind } from './url.js';

const URL_PROPERTIES: Record<string, 'link' | 'media'> = { href: 'link', src: 'media', poster: 'media' };
const GITHUB_TREE = /^https:\/\/github\.com\/([^/]+)\/([^/]+)\/(?:tree|blob)\/(.+)$/;

/** Where raw files of a GitHub tree/blob URL live; undefined for other hosts. */
export function rawBaseFor(linkBase: string): string | undefined {
  const match = GITHUB_TREE.exec(linkBase);
  return match ? `https://raw.githubusercontent.com/${match[1]}/${match[2]}/${match[3]}` : undefined;
}

/**
 * For a GitHub tree/blob link base, where a relative `url` from `folder` lands when it climbs out
 * of the tree to the repository's own pages (`../../issues` from the root →
 * `https://github.com/O/R/issues`), as on GitHub; undefined when it stays in the tree, lands in
 * another ref's tree or outside the repository (kept under the link base then), or for another host.
 */
export function aboveGitHubTree(linkBase: string, folder: string, url: string): string | undefined {
  const match = GITHUB_TREE.exec(linkBase);
  if (!match) return undefined;
  const repository = `/${match[1]}/${match[2]}`;
  const { path, suffix } = splitUrl(url);
  const landed = posix.normalize(`${new URL(linkBase).pathname}/${folder}/${path}`).replace(/\/+$/, '');
  const inRepository = landed === repository || landed.startsWith(`${repository}/`);
  const inTrees = landed.startsWith(`${repository}/tree/`) || landed.startsWith(`${repository}/blob/`) || /\/(?:tree|blob)$/.test(landed);
  return inRepository && !inTrees ? `https://github.com${landed}${suffix}` : undefined;
}

/** `base` + the URL's path normalised under it (`../x`, `./x`, `/x`, `x` → `base/x`). */
export function joinUnder(base: string, url: string): string {
  const { path, suffix } = splitUrl(url);
  return `${base.replace(/\/+$/, '')}${posix.normalize(`/${path}`)}${suffix}`;
}

/**
 * Rewrites relative URLs of remote pages onto `input.linkBase`, and those of a local page given
 * one (the descriptions of a local API document with `openapi.linkBase`).
 */
export default function rehypeRemoteUrls() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    const { trust, linkBase, linkFolder = '' } = state.input;
    if (trust !== 'remote' && linkBase === undefined) return;
    const rawBase = linkBase ? (rawBaseFor(linkBase) ?? linkBase) : undefined;
    /** `value` pointed into the repository, or as it is (absolute, a hash, or no link base: reported). */
    const resolve = (node: Element, value: string, role: 'link' | 'media'): string => {
      const kind = urlKind(value);
      if (kind === 'external' || kind === 'hash') return value;
      if (!linkBase || !rawBase) {
        warn(state, node, 'remote-link', `Relative URL "${value}" in a remote page cannot be resolved`,
          'Give this remote source a linkBase (the repository folder the file comes from).');
        return value;
      }
      const above = kind === 'relative' ? aboveGitHubTree(linkBase, linkFolder, value) : undefined;
      if (above) return above;
      const inFolder = kind === 'relative' && linkFolder ? `${linkFolder}/${value}` : value;
      return joinUnder(role === 'link' ? linkBase : rawBase, inFolder);
    };
    walk<Element>(tree, 'element', (node) => {
      for (const [property, role] of Object.entries(URL_PROPERTIES)) {
        const value = node.properties[property];
        if (typeof value === 'string') node.properties[property] = resolve(node, value, role);
      }
      // A picture's sources (`<source srcset="./logo-dark.png" media="(prefers-color-scheme: dark)">`): each candidate's URL.
      const { srcSet } = node.properties;
      if (typeof srcSet === 'string') node.properties.srcSet = srcsetOf(srcsetCandidates(srcSet).map(({ url, descriptor }) => ({ url: resolve(node, url, 'media'), descriptor })));
    });
  };
}
