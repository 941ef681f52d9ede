// `[](){#id}`, as mkdocs-autorefs writes a place to link to (Pydantic's docs have 48): an empty
// link followed by `{#id}` becomes an anchor with that id, `<a id="id"></a>`, in the site's own
// pages, instead of a link with nothing to read and the text `{#id}`. A README keeps it as written.
import type { Link, Parent, Root, RootContent } from 'mdast';
import { isRemotePage } from './page-state.js';
import { walk } from './walk.js';

const MARK = /^\{#([^\s{}]+)\}/;

/** Whether `node` is `[]()`: a link with no text and no address. */
const emptyLink = (node: RootContent | undefined): node is Link => node?.type === 'link' && node.url === '' && node.children.length === 0;

export default function remarkAnchorMarks() {
  return (tree: Root, file: { value?: unknown; data: Record<string, unknown> }): void => {
    if ((typeof file.value === 'string' && !file.value.includes('](){#')) || isRemotePage(file)) return;
    walk<Parent>(tree, 'paragraph', (paragraph) => {
      const children = paragraph.children as RootContent[];
      for (let index = 0; index < children.length - 1; index++) {
        const next = children[index + 1];
        const mark = next?.type === 'text' ? MARK.exec(next.value) : null;
        if (!emptyLink(children[index]) || !mark || next?.type !== 'text') continue;
        children[index] = { type: 'emphasis', data: { hName: 'a', hProperties: { id: mark[1] } }, children: [] } as unknown as RootContent;
        next.value = next.value.slice(mark[0].length);
        if (next.value === '') children.splice(index + 1, 1);
      }
    });
  };
}
