// `[[toc]]` on a line of its own, as VitePress (and markdown-it's TOC plugins) write it: the same
// nested list of the page's headings that MDX's `<TOCInline />` makes (rehype-mdx-toc-inline.ts),
// in the site's own pages. A README keeps it as written, as GitHub does.
import type { Paragraph, Root, RootContent } from 'mdast';
import { isRemotePage } from './page-state.js';
import { TOC_INLINE_TAG } from './remark-mdx-components.js';

/** Whether a paragraph is `[[toc]]` and nothing else. */
function isTocMarker(node: Paragraph): boolean {
  const [only, ...rest] = node.children;
  return rest.length === 0 && only?.type === 'text' && only.value.trim().toLowerCase() === '[[toc]]';
}

/** Replaces each top-level `[[toc]]` paragraph with the inline TOC's placeholder. */
export default function remarkTocMarker() {
  return (tree: Root, file: { value?: unknown; data: Record<string, unknown> }): void => {
    if (typeof file.value === 'string' && !file.value.toLowerCase().includes('[[toc]]')) return;
    if (isRemotePage(file)) return;
    tree.children = tree.children.map((node): RootContent =>
      node.type === 'paragraph' && isTocMarker(node) ? ({ type: 'blockquote', data: { hName: TOC_INLINE_TAG }, children: [] } as unknown as RootContent) : node,
    );
  };
}
