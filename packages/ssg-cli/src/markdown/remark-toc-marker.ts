// `[[toc]]` on a line of its own, as VitePress (and markdown-it's TOC plugins) write it: the same
// nested list of the page's headings that MDX's `<TOCInline />` makes (rehype-toc-inline.ts), in
// the site's own pages. A README keeps it as written, as GitHub does.
import type { Paragraph, Root } from 'mdast';
import { isRemotePage, pageState } from './page-state.js';
import { tocInlinePlaceholder } from './rehype-toc-inline.js';

/** Written anywhere in the page's text (no copy of it made in lower case to look). */
const MARKER = /\[\[toc\]\]/i;

/** Whether a paragraph is `[[toc]]` and nothing else. */
function isTocMarker(node: Paragraph): boolean {
  const [only, ...rest] = node.children;
  return rest.length === 0 && only?.type === 'text' && only.value.trim().toLowerCase() === '[[toc]]';
}

/** Replaces each top-level `[[toc]]` paragraph with the inline TOC's placeholder. */
export default function remarkTocMarker() {
  return (tree: Root, file: { value?: unknown; data: Record<string, unknown> }): void => {
    if ((typeof file.value === 'string' && !MARKER.test(file.value)) || isRemotePage(file)) return;
    const state = pageState(file);
    tree.children = tree.children.map((node) => (node.type === 'paragraph' && isTocMarker(node) ? tocInlinePlaceholder(state) : node));
  };
}
