// Tables that fit any screen: each `<table>` goes into its own scroll container,
//   <div class="ssg-table" role="group" tabindex="0" aria-label="Table: Setting, Why">…</div>
// so a table wider than a phone scrolls on its own instead of widening the page; the container
// takes keyboard focus (a keyboard reader can scroll it) and is named after the table's caption or
// its column headers (a group, not a region: regions are landmarks and would have to be uniquely
// named). An empty header cell (the corner of a comparison table) becomes a data cell: a header
// that names nothing fails WCAG's `empty-table-header` check.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { hasToken } from './tokens.js';
import { walk } from './walk.js';

/** Headers named in a container's label before it is cut short. */
const NAMED_HEADERS = 4;

const isElement = (node: ElementContent | undefined, tagName: string): node is Element => node?.type === 'element' && node.tagName === tagName;

/** The rows of a table (inside `thead`, `tbody`, `tfoot` or directly under it), in order. */
function rows(table: Element): Element[] {
  return table.children.flatMap((child) => {
    if (child.type !== 'element') return [];
    if (child.tagName === 'tr') return [child];
    return ['thead', 'tbody', 'tfoot'].includes(child.tagName) ? child.children.filter((row) => isElement(row, 'tr')) : [];
  });
}

/** The container's accessible name: the caption, else "Table: " and the first row's headers. */
function tableLabel(table: Element): string {
  const caption = table.children.find((child) => isElement(child, 'caption'));
  const captionText = caption ? toString(caption).replace(/\s+/g, ' ').trim() : '';
  if (captionText !== '') return captionText;
  const headers = (rows(table)[0]?.children ?? [])
    .filter((cell) => isElement(cell, 'th'))
    .map((cell) => toString(cell).replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
  if (headers.length === 0) return 'Table';
  const named = headers.slice(0, NAMED_HEADERS).join(', ');
  return `Table: ${headers.length > NAMED_HEADERS ? `${named}, …` : named}`;
}

/** Wraps every table in a focusable, named scroll container and turns empty header cells into data cells. */
export default function rehypeTables() {
  return (tree: Root): void => {
    walk<Element, Root | Element>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'table' || parent === undefined || index === undefined) return;
      if (parent.type === 'element' && hasToken(parent.properties.className, 'ssg-table')) return;
      for (const row of rows(node)) {
        for (const cell of row.children) {
          if (isElement(cell, 'th') && toString(cell).trim() === '' && !cell.children.some((child) => child.type === 'element')) cell.tagName = 'td';
        }
      }
      const container: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['ssg-table'], role: 'group', tabIndex: 0, ariaLabel: tableLabel(node) },
        children: [node],
      };
      parent.children[index] = container;
    });
  };
}
