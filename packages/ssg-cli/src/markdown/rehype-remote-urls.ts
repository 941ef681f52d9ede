// Remote pages only (READMEs fetched from GitHub): relative URLs point into the source
// repository, not into this site. Links (with `?query#hash`) are rewritten onto the link base:
// `./x`, `x` and `../x` from the document's folder in it (`linkFolder`), `/x` from its root, never
// above it; images and media to the raw file when the link base is a GitHub tree/blob URL
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

/** `base` + the URL's path normalised under it (`../x`, `./x`, `/x`, `x` → `base/x`). */
export function joinUnder(base: string, url: string): string {
  const { path, suffix } = splitUrl(url);
  return `${base.replace(/\/+$/, '')}${posix.normalize(`/${path}`)}${suffix}`;
}

/** Rewrites relative URLs of remote pages onto `input.linkBase`. */
export default function rehypeRemoteUrls() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    const { trust, linkBase, linkFolder = '' } = state.input;
    if (trust !== 'remote') return;
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
