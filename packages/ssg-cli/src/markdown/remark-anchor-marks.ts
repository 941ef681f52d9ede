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
      if (!children.some(emptyLink)) return;
      // Made anew, not spliced in place: a paragraph may hold thousands of them.
      const kept: RootContent[] = [];
      for (const child of children) {
        const before = kept.at(-1);
        const mark = child.type === 'text' && emptyLink(before) ? MARK.exec(child.value) : null;
        if (!mark || child.type !== 'text') {
          kept.push(child);
          continue;
        }
        // Any phrasing node carries `data.hName` to hast; one without children becomes the empty anchor.
        kept[kept.length - 1] = { type: 'emphasis', data: { hName: 'a', hProperties: { id: mark[1] } }, children: [] } as unknown as RootContent;
        const rest = child.value.slice(mark[0].length);
        if (rest !== '') kept.push({ ...child, value: rest });
      }
      paragraph.children = kept as Parent['children'];
    });
  };
}
