// Keeps a code fence's meta string (`title="x" {4-5}`) on the HTML `<code>` element as the
// `data-meta` property. remark-rehype puts meta in `node.data`, which parsing raw HTML
// (rehype-raw) and sanitising drop; a property survives both. The code plugins read and remove it.
import type { Code, Root } from 'mdast';
import { walk } from './walk.js';

/** Copies `code.meta` into `hProperties.dataMeta`. */
export default function remarkCodeMeta() {
  return (tree: Root): void => {
    walk<Code>(tree, 'code', (node) => {
      if (!node.meta) return;
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, dataMeta: node.meta };
    });
  };
}
