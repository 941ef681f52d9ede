// Blog excerpts: a top-level `<!-- truncate -->` comment marks where the summary shown on list
// pages ends. The HTML of everything before it becomes the page's `excerptHtml`; the marker
// itself is removed from the page. Runs last, so the excerpt has final ids and URLs.
import type { Root } from 'hast';
import type { Processor } from 'unified';
import { pageState } from './page-state.js';

/** Splits off the content before `<!-- truncate -->` as the excerpt. */
export default function rehypeExcerpt(this: Processor) {
  const processor = this;
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const marker = tree.children.findIndex((node) => node.type === 'comment' && node.value.trim() === 'truncate');
    if (marker === -1) return;
    const before: Root = { type: 'root', children: tree.children.slice(0, marker) };
    pageState(file).excerptHtml = String(processor.stringify(before)).trim();
    tree.children.splice(marker, 1);
  };
}
