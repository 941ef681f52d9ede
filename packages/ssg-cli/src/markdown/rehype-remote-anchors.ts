// Remote pages only, once heading ids exist: in-page links (`#install`) to an id the sanitiser
// prefixed (`user-content-install`, GitHub's convention for user content) are pointed at the
// prefixed id, unless the page has the id as written (a heading); then every in-page link of
// the page is recorded for the link checker, with the target it finally has.
import type { Element, Root } from 'hast';
import { walk } from './walk.js';
import { pageState, positionOf } from './page-state.js';
import { USER_CONTENT_PREFIX } from './rehype-sanitize-remote.js';
import { tokens } from './tokens.js';

/** Fixes and records the in-page links of remote pages; a no-op for local ones. */
export default function rehypeRemoteAnchors() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    if (state.input.trust !== 'remote') return;
    const ids = new Set<string>();
    const links: Element[] = [];
    walk<Element>(tree, 'element', (node) => {
      const { id, name, href } = node.properties;
      if (typeof id === 'string') ids.add(id);
      if (node.tagName === 'a' && typeof name === 'string') ids.add(name);
      // Heading anchors (rehype-headings) point at ids of ours: nothing to fix or check.
      const own = tokens(node.properties.className).includes('ssg-heading-anchor');
      if (node.tagName === 'a' && !own && typeof href === 'string' && href.startsWith('#') && href.length > 1) links.push(node);
    });
    for (const link of links) {
      const written = String(link.properties.href);
      const target = decodeHash(written.slice(1));
      const prefixed = `${USER_CONTENT_PREFIX}${target}`;
      const href = !ids.has(target) && ids.has(prefixed) ? `#${prefixed}` : written;
      link.properties.href = href;
      state.links.push({ target: href, written, kind: 'link', position: positionOf(state, link) });
    }
  };
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}
