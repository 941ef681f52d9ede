// Remote pages only, once heading ids exist: in-page links are pointed at the element GitHub would
// scroll to, then recorded for the link checker with the target they finally have. GitHub looks
// a fragment up as written, then with the `user-content-` prefix its sanitiser gives raw HTML ids
// (ours does too), then ignoring case (`#Install` reaches `## Install`): so does this plugin.
// A long page renders in runs (segments.ts), and a link may point at an anchor in a later run:
// the ids its raw HTML and headings give anywhere are read from its whole source
// (`PageState.pageIds`), besides the ids of this run and the runs before. A fragment
// made only of `#` (`[term](## "tooltip")`, a README idiom for a tooltip) goes nowhere, like `#`,
// and is not checked.
import type { Element, Root } from 'hast';
import GithubSlugger from 'github-slugger';
import { walk } from './walk.js';
import { pageState, positionOf } from './page-state.js';
import { USER_CONTENT_PREFIX } from './rehype-sanitize-remote.js';
import { atxHeadingText, ATX_HEADING, eachLineOutsideFences, plainText } from './source-lines.js';
import { hasToken } from './tokens.js';

const TAG = /<[a-z][a-z0-9-]*\s[^<>]*>/gi;
const ID_ATTRIBUTE = /\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>=`]+))/gi;

/**
 * The ids a remote page rendered in runs has anywhere, read from its whole source without
 * parsing it: what raw HTML tags give (`<a id="x">`, `<a name='y'>`, with GitHub's prefix) and the
 * ids of its `#` headings (their text slugged without the commonest inline marks: close enough to
 * find the heading a link spells in other case). Only a fallback for links no id of the runs matches.
 */
export function pageIds(source: string): Set<string> {
  const ids = new Set<string>();
  for (const [tag] of source.matchAll(TAG)) {
    for (const match of tag.matchAll(ID_ATTRIBUTE)) {
      const id = match[1] ?? match[2] ?? match[3] ?? '';
      if (id) ids.add(`${USER_CONTENT_PREFIX}${id}`);
    }
  }
  const slugger = new GithubSlugger();
  eachLineOutsideFences(source.split('\n'), (line) => {
    const heading = ATX_HEADING.exec(line);
    if (heading?.[2] !== undefined) ids.add(slugger.slug(plainText(atxHeadingText(heading[2]))));
  });
  return ids;
}

/**
 * The id among `ids` that GitHub would scroll to for the fragment `target`, if any. GitHub's own
 * heading ids carry its prefix (`user-content-install`), so a README may link to them so; ours do not.
 */
export function inPageTarget(target: string, ids: ReadonlySet<string>): string | undefined {
  const unprefixed = target.startsWith(USER_CONTENT_PREFIX) ? [target.slice(USER_CONTENT_PREFIX.length)] : [];
  for (const candidate of [target, `${USER_CONTENT_PREFIX}${target}`, ...unprefixed]) if (ids.has(candidate)) return candidate;
  const lower = target.toLowerCase();
  let prefixed: string | undefined;
  for (const id of ids) {
    const folded = id.toLowerCase();
    if (folded === lower) return id;
    if (folded === `${USER_CONTENT_PREFIX}${lower}`) prefixed ??= id;
  }
  return prefixed;
}

/** Fixes and records the in-page links of remote pages; a no-op for local ones. */
export default function rehypeRemoteAnchors() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    if (state.input.trust !== 'remote') return;
    const ids = new Set<string>([...state.anchors, ...(state.pageIds ?? [])]);
    const links: Element[] = [];
    walk<Element>(tree, 'element', (node) => {
      const { id, name, href } = node.properties;
      if (typeof id === 'string') ids.add(id);
      if (node.tagName === 'a' && typeof name === 'string') ids.add(name);
      // Heading anchors (rehype-headings) point at ids of ours: nothing to fix or check.
      const own = hasToken(node.properties.className, 'ssg-heading-anchor');
      if (node.tagName === 'a' && !own && typeof href === 'string' && /^##*[^#]/.test(href)) links.push(node);
    });
    for (const link of links) {
      const written = String(link.properties.href);
      const decoded = decodeHash(written.slice(1));
      const target = inPageTarget(decoded, ids);
      const href = target === undefined || target === decoded ? written : `#${target}`;
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
