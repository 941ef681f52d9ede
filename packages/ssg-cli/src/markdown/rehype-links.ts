// Links (`<a href>`, from Markdown or raw HTML): `.md`/`.mdx` links, relative or absolute
// (absolute ones start at the content folder, then at the site folder), become the target page's
// route with `#anchor` and `?query` kept; one that matches no content file keeps its href and is
// recorded as written, so the link checker reports it once, at the `onBrokenMarkdownLinks` level
// the site chose (this plugin does not report it itself). Internal links (`/docs/x`, `#a`, relative routes resolved against the page route) are
// recorded with their file:line:column for the link checker. External links are not recorded;
// any link opening a new tab gets `rel="noopener"`; one that would run script when followed
// (`javascript:`, `vbscript:`, `data:`) loses its href, with a warning. Relative links to files (`./x.pdf`) are left
// to rehype-assets. `@site/…` links start at the site folder; `pathname:///x` links are paths
// outside the pages, left unchecked. Remote pages record nothing here (their relative links point elsewhere, their
// `#hash` links are recorded by rehype-remote-anchors). Footnotes' calls and back references are
// not recorded.
import type { Element, Root } from 'hast';
import path from 'node:path';
import { walk } from './walk.js';
import { pageState, positionOf, siteDirOf, warn } from './page-state.js';
import { tokens } from './tokens.js';
import type { PageState } from './page-state.js';
import type { LinkRef } from './types.js';
import { decodePath, isFilePath, isMarkdownPath, runsScript, splitUrl, urlKind } from './url.js';

export interface LinksOptions {
  /** Absolute path of the site root; by default derived from the page's `absPath` and `file`. */
  siteDir?: string | undefined;
  resolveFileRoute: (absPath: string) => string | undefined;
}

/**
 * Whether `node` is a footnote's call or back reference: an in-page link mdast-util-to-hast writes
 * to an id it writes too, which cannot be broken, and is not recorded for the link checker (a page
 * of 80,000 footnotes had 160,000 of them to check).
 */
const footnoteLink = (node: Element): boolean => node.properties.dataFootnoteRef !== undefined || node.properties.dataFootnoteBackref !== undefined;

function addNoopener(node: Element): void {
  if (node.properties.target !== '_blank') return;
  const rel = tokens(node.properties.rel);
  if (!rel.includes('noopener')) node.properties.rel = [...rel, 'noopener'];
}

/** Folders absolute `.md` links start from: the content folder, then the site root. */
function absoluteRoots(state: PageState, siteDir: string | undefined): string[] {
  const { file, contentDir } = state.input;
  const relative = path.normalize(file);
  const root = siteDirOf(state, siteDir);
  const top = relative.split(path.sep)[0];
  const content = contentDir ?? (root !== undefined && top && top !== relative ? path.join(root, top) : undefined);
  return [content, root].filter((dir): dir is string => dir !== undefined);
}

function resolveMarkdownLink(state: PageState, options: LinksOptions, filePath: string, absolute: boolean): string | undefined {
  const site = siteDirOf(state, options.siteDir);
  const roots = absoluteRoots(state, options.siteDir);
  // `@site/docs/a.md` starts at the site folder; a bare `guides/a.md` is tried beside the page, then
  // from the content folder (as Docusaurus does).
  const candidates = filePath.startsWith('@site/') && site !== undefined
    ? [path.join(site, filePath.slice('@site/'.length))]
    : absolute
      ? roots.map((dir) => path.join(dir, filePath))
      : [path.resolve(path.dirname(state.input.absPath), filePath), ...(/^\.{1,2}\//.test(filePath) ? [] : roots.map((dir) => path.join(dir, filePath)))];
  for (const candidate of candidates) {
    const route = options.resolveFileRoute(candidate);
    state.routeLookups[candidate] = route ?? null;
    if (route !== undefined) return route;
  }
  return undefined;
}

/** Resolves `.md` links to routes and records internal links in the page state. */
export default function rehypeLinks(options: LinksOptions) {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    const remote = state.input.trust === 'remote';
    const record = (node: Element, target: string, written: string, kind: LinkRef['kind']): void => {
      state.links.push({ target, written, kind, position: positionOf(state, node) });
    };

    walk<Element>(tree, 'element', (node) => {
      if (node.tagName !== 'a') return;
      addNoopener(node);
      const href = node.properties.href;
      if (typeof href !== 'string' || !href) return;
      // A link that would run script (`[x](javascript:…)`) is left as its text, as GitHub and React leave it.
      if (runsScript(href)) {
        delete node.properties.href;
        warn(state, node, 'unsafe-link', `The link to ${JSON.stringify(href.slice(0, 60))} would run script when followed: it is shown as text`, 'Link to a page or an http(s) URL; to show code, write it in backticks.');
        return;
      }
      // `pathname:///file.pdf`: a path the site serves that is not a page; kept as written (base URL
      // added later), never checked.
      if (href.startsWith('pathname://')) {
        node.properties.href = href.slice('pathname://'.length) || '/';
        return;
      }
      const kind = urlKind(href);
      // On remote pages, in-page links are recorded once their ids are final (rehype-remote-anchors).
      if (kind === 'hash' && !remote && !footnoteLink(node)) record(node, href, href, 'link');
      if (kind === 'external' || kind === 'hash' || remote) return;

      const { path: urlPath, suffix } = splitUrl(href);
      if (isMarkdownPath(urlPath)) {
        const route = resolveMarkdownLink(state, options, decodePath(urlPath), kind === 'absolute');
        if (route === undefined) {
          record(node, href, href, 'markdown');
          return;
        }
        node.properties.href = route + suffix;
        record(node, route + suffix, href, 'markdown');
      } else if (kind === 'absolute') {
        record(node, href, href, 'link');
      } else if (!isFilePath(urlPath) && state.input.route) {
        const target = new URL(href, `https://site.invalid${state.input.route}`);
        const resolved = target.pathname + target.search + target.hash;
        node.properties.href = resolved;
        record(node, resolved, href, 'link');
      }
    });
  };
}
