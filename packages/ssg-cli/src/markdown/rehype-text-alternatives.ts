// Text for links and images that have none, and no link inside a link, so that a page passes the
// accessibility checks whatever its Markdown:
// - a link inside a link (`[<https://x>][ref]`: CommonMark keeps the autolink inside the reference
//   link) is replaced by its content: a browser ends the outer link where the inner one starts,
//   leaving it empty;
// - an image without `alt` inside a link is part of the link's text (`alt=""`);
// - a link with nothing to read (no text, no image text, no label) is labelled with where it goes
//   ("crates.io/crates/x"), and an `<img>` without `alt` is named after its file
//   (`fzf-preview.png` → "fzf preview").
// Remote pages (READMEs the site cannot edit) often have both, badges written
// `[![](badge.svg)](…)` and screenshots without `alt`; on a page of the site's own each gets a
// warning too, since its author can write the text (`![](x.png)` is decorative as written: Markdown
// gives it `alt=""`). Runs after remote URLs are made absolute (rehype-remote-urls).
import type { Element, ElementContent, Root } from 'hast';
import { SKIP_CHILDREN, walk } from './walk.js';
import { pageState, warn } from './page-state.js';

/** `src`'s file name as words: `…/fzf-preview.png?x=1` → "fzf preview"; empty when it has no letters. */
export function fileNameText(src: string): string {
  const path = src.split(/[?#]/, 1)[0]!;
  let name = path.slice(path.lastIndexOf('/') + 1);
  try {
    name = decodeURIComponent(name);
  } catch {
    // Kept as written.
  }
  const words = name.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[-_.+]+/g, ' ').trim();
  return /\p{L}/u.test(words) ? words : '';
}

/** Where a link goes, as a label: `https://www.crates.io/crates/x/?a#b` → "crates.io/crates/x". */
export function targetText(href: string): string {
  if (href.startsWith('#')) return href.slice(1);
  if (href.startsWith('mailto:')) return href.slice('mailto:'.length).split('?', 1)[0]!;
  return href
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .split(/[?#]/, 1)[0]!
    .replace(/\/+$/, '');
}

/** Whether the element has a label of its own (`aria-label`, `title`). */
function labelled(node: Element): boolean {
  const { ariaLabel, title } = node.properties;
  return (typeof ariaLabel === 'string' && ariaLabel.trim() !== '') || (typeof title === 'string' && title.trim() !== '');
}

/** Whether `nodes` give a link something to read: text, an image's text, a label. */
function hasText(nodes: ElementContent[]): boolean {
  return nodes.some((node) => {
    if (node.type === 'text') return node.value.trim() !== '';
    if (node.type !== 'element') return false;
    if (labelled(node)) return true;
    if (node.tagName === 'img') return typeof node.properties.alt === 'string' && node.properties.alt.trim() !== '';
    return hasText(node.children);
  });
}

/** Replaces every link inside `parent` by its content. */
function unwrapLinks(parent: Element): void {
  for (let index = 0; index < parent.children.length; index++) {
    const child = parent.children[index]!;
    if (child.type !== 'element') continue;
    if (child.tagName === 'a') {
      parent.children.splice(index, 1, ...child.children);
      index -= 1;
    } else {
      unwrapLinks(child);
    }
  }
}

export default function rehypeTextAlternatives() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    const remote = state.input.trust === 'remote';
    walk<Element>(tree, 'element', (node) => {
      if (node.tagName === 'img' && node.properties.alt === undefined) {
        const src = String(node.properties.src ?? '');
        node.properties.alt = fileNameText(src);
        if (!remote) {
          // An <img> without src: often a component name read as HTML (`<Image />` in prose).
          if (src === '') {
            warn(state, node, 'image-alt', 'An <img> element without src or alt text (an <Image /> written in prose is read as one)',
              'Give it src and alt="…", or write a component name in prose as code (`<Image />`).');
          } else {
            warn(state, node, 'image-alt', `The image ${src} has no alt text: a screen reader reads its address${node.properties.alt ? ` (named "${node.properties.alt}" for now)` : ''}`,
              'Give it alt="…" saying what it shows, or alt="" when it is only decoration.');
          }
        }
      }
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      unwrapLinks(node);
      // An image in a link is read as part of the link: without text of its own, the link's label says it all.
      walk<Element>(node, 'element', (inner) => {
        if (inner.tagName === 'img' && inner.properties.alt === undefined) inner.properties.alt = '';
      });
      if (!labelled(node) && !hasText(node.children)) {
        const label = targetText(node.properties.href);
        if (label) node.properties.ariaLabel = label;
        if (!remote) {
          warn(state, node, 'link-text', `The link to ${node.properties.href} has nothing to read: a screen reader says only "link"${label ? ` (labelled "${label}" for now)` : ''}`,
            'Write the link\'s text, or the alt text of the image inside it: [![Build status](badge.svg)](…).');
        }
      }
      return SKIP_CHILDREN;
    });
  };
}
