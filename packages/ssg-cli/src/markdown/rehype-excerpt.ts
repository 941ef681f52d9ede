// Blog excerpts: a top-level `<!-- truncate -->` comment marks where the summary shown on list
// pages ends. The HTML of everything before the first becomes the page's `excerptHtml`; the
// markers themselves are removed from the page (every one, so that a long page rendered in runs,
// each of which sees only its own, comes out the same). Runs last, so the excerpt has final ids
// and URLs.
import type { Root } from 'hast';
import type { Processor } from 'unified';
import { pageState } from './page-state.js';

/** Splits off the content before `<!-- truncate -->` as the excerpt. */
export default function rehypeExcerpt(this: Processor) {
  const processor = this;
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const isMarker = (node: Root['children'][number]): boolean => node.type === 'comment' && node.value.trim() === 'truncate';
    const marker = tree.children.findIndex(isMarker);
    if (marker === -1) return;
    const before: Root = { type: 'root', children: tree.children.slice(0, marker) };
    pageState(file).excerptHtml = String(processor.stringify(before)).trim();
    tree.children = tree.children.filter((node) => !isMarker(node));
  };
}
