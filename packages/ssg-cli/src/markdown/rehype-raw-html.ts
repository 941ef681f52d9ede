// Raw HTML in Markdown (`<div id="x">`, `<!-- truncate -->`) reaches hast as `raw` nodes; rehype-raw
// turns them into elements by running the whole tree through an HTML parser. Most pages have no
// raw HTML at all, so this wrapper only pays for that when there is some.
import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import { EXIT, visit } from 'unist-util-visit';

type RawTransform = ReturnType<typeof rehypeRaw>;

/** Whether the tree holds any raw HTML node. */
export function hasRawHtml(tree: Root): boolean {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return EXIT;
  });
  return found;
}

/** rehype-raw, skipped for trees without raw HTML. */
export default function rehypeRawHtml() {
  const parse = rehypeRaw();
  return (tree: Root, file: Parameters<RawTransform>[1]): Root => {
    // Without a `<` in the source there cannot be any HTML: skip even the tree walk.
    const source = typeof file.value === 'string' ? file.value : undefined;
    if (source !== undefined && !source.includes('<')) return tree;
    return hasRawHtml(tree) ? parse(tree, file) : tree;
  };
}
