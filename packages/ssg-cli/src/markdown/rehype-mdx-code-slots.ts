// An MDX page's highlighted code blocks, kept out of its JSX: each `figure.ssg-code` becomes an
// empty `<ssg-code-slot data-slot="n">`, and the block's HTML takes its place once React has
// rendered the page (render-mdx.ts). A highlighted block of fifty lines is hundreds of elements:
// in the page's JSX, each was compiled to JavaScript, walked by MDX's passes over the program,
// created and rendered by React, and parsed again for the page's Markdown. Redux's docs (85 MDX
// pages, 777 code blocks) spent most of their rendering time on that. Runs last, so the other
// transforms (the page's text for search among them) see the blocks.
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { pageState } from './page-state.js';
import { hasToken } from './tokens.js';
import { SKIP_CHILDREN, walk } from './walk.js';

const CODE_SLOT_TAG = 'ssg-code-slot';

/** A slot as React writes it. */
const SLOT = new RegExp(`<${CODE_SLOT_TAG} data-slot="(\\d+)"></${CODE_SLOT_TAG}>`, 'g');

/** Puts a slot in place of each code block, and keeps the blocks in the page state (`codeSlots`). */
export default function rehypeMdxCodeSlots() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const slots: Element[] = [];
    pageState(file).codeSlots = slots;
    walk<Element, Root | Element>(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined || node.tagName !== 'figure' || !hasToken(node.properties.className, 'ssg-code')) return undefined;
      parent.children[index] = { type: 'element', tagName: CODE_SLOT_TAG, properties: { dataSlot: String(slots.length) }, children: [] };
      slots.push(node);
      return SKIP_CHILDREN;
    });
  };
}

/** The rendered page with each slot's code block written in (a slot a component rendered twice, twice). */
export function fillCodeSlots(html: string, slots: readonly Element[]): string {
  if (slots.length === 0) return html;
  const written: Array<string | undefined> = [];
  return html.replace(SLOT, (slot, index: string) => {
    const n = Number(index);
    const block = slots[n];
    return block === undefined ? slot : (written[n] ??= toHtml(block));
  });
}

/** The same in a tree parsed from the rendered page (the page's Markdown is made from it). */
export function fillCodeSlotsIn(tree: Root, slots: readonly Element[]): void {
  if (slots.length === 0) return;
  walk<Element, Root | Element>(tree, 'element', (node, index, parent) => {
    if (node.tagName !== CODE_SLOT_TAG || !parent || index === undefined) return undefined;
    const block = slots[Number(node.properties.dataSlot)];
    if (block) parent.children[index] = block;
    return SKIP_CHILDREN;
  });
}
