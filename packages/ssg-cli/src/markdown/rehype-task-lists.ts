// Task lists with named checkboxes. GFM writes `- [x] Ship it` as
//   <li class="task-list-item"><input type="checkbox" checked disabled> Ship it</li>
// and a checkbox without a label has no accessible name (WCAG's `label` check, critical). The
// checkbox and the item's text after it, up to the first block (a nested list, a paragraph), go
// into one `<label>`:
//   <li class="task-list-item"><label><input type="checkbox" checked disabled> Ship it</label></li>
// In a loose list the checkbox sits inside the item's first paragraph; the label goes there.
import type { Element, ElementContent, Root } from 'hast';
import { walk } from './walk.js';

/** Elements that end the label: what is not phrasing content. */
const BLOCK = new Set(['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'ol', 'p', 'pre', 'section', 'table', 'ul']);

const isCheckbox = (node: ElementContent): node is Element => node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';

/** Wraps the checkbox of `parent` (its first element child) and the inline content after it in a label. */
function labelCheckbox(parent: Element): void {
  const start = parent.children.findIndex((child) => child.type === 'element' || (child.type === 'text' && child.value.trim() !== ''));
  const box = parent.children[start];
  if (box === undefined) return;
  if (box.type === 'element' && box.tagName === 'p') return labelCheckbox(box);
  if (!isCheckbox(box)) return;
  let end = start + 1;
  while (end < parent.children.length) {
    const child = parent.children[end] as ElementContent;
    if (child.type === 'element' && BLOCK.has(child.tagName)) break;
    end++;
  }
  // Whitespace before a nested block stays outside the label.
  while (end > start + 1 && parent.children[end - 1]?.type === 'text' && (parent.children[end - 1] as { value: string }).value.trim() === '') end--;
  const label: Element = { type: 'element', tagName: 'label', properties: {}, children: parent.children.slice(start, end) };
  parent.children.splice(start, end - start, label);
}

/** Gives every task-list checkbox a label holding the item's text. */
export default function rehypeTaskLists() {
  return (tree: Root): void => {
    walk<Element>(tree, 'element', (node) => {
      // Any item that opens with a checkbox (raw HTML and sanitised remote pages may lack GFM's class).
      if (node.tagName === 'li') labelCheckbox(node);
    });
  };
}
