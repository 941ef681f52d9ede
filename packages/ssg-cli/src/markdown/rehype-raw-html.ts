// Raw HTML in Markdown (`<div id="x">`, `<!-- truncate -->`) reaches hast as `raw` nodes; rehype-raw
// turns them into elements by running the whole tree through an HTML parser. Most pages have no
// raw HTML at all, so this wrapper only pays for that when there is some. The HTML parser's tree
// conversion is recursive: HTML nested deeper than MAX_TREE_DEPTH is refused before it runs, and
// the tree it returns is checked again.
import type { Element, Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import { findDeepNode, MAX_TREE_DEPTH, NestingLimitError } from './nesting.js';
import { isRemotePage } from './page-state.js';
import { walk } from './walk.js';

type RawTransform = ReturnType<typeof rehypeRaw>;

const TAG = /<(\/?)([a-z][a-z0-9-]*)(?:\s[^<>]*?)?(\/?)>/gi;
/** Properties mdast-util-to-hast sets to `true` on footnotes (their back references get ""). */
const FOOTNOTE_MARKS = ['dataFootnotes', 'dataFootnoteRef'] as const;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * Elements whose text runs on to their end tag, or to the end of the page: `<title>` hides it (the
 * tag named in prose, "set the <title> element", hid the rest of the paragraph), `<plaintext>`
 * makes the rest of the page text, footer and scripts included. Written in raw HTML, their tags
 * are shown as text, as GitHub's tag filter does; `<script>`, `<style>`, `<iframe>` and
 * `<textarea>` stay (a site's own pages embed videos, demos and forms with them).
 */
const SWALLOWING_TAG = /<(\/?(?:title|xmp|plaintext|noembed|noframes))(?=[\s/>]|$)/gi;

/** Shows the tags of SWALLOWING_TAG in raw HTML nodes as text. */
function filterSwallowingTags(tree: Root): void {
  walk(tree, 'raw', (node) => {
    const raw = node as unknown as { value: string };
    if (raw.value.includes('<')) raw.value = raw.value.replace(SWALLOWING_TAG, '&lt;$1');
  });
}

/** A line break written in HTML, without attributes: `<br>`, `<br/>`, `<BR />`, `<wbr>`. */
const LINE_BREAK = /^<(br|wbr)[ \t]*\/?>$/i;

/** A raw node that is one tag written self-closing (`<sup class="badge" />`, `<Badge text="new"/>`): its name, attributes and end. */
const SELF_CLOSING = /^(\s*<([A-Za-z][A-Za-z0-9-]*)(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/>(\s*)$/;

/**
 * Puts in place of each raw line break (`LINE_BREAK`) the element the HTML parser makes of it (an
 * empty element, wherever it is), and returns whether raw HTML is left: a README's `<br>` in a
 * table cell ran the whole page through the parser. An iterative walk: the tree may be deep.
 *
 * With `closeSelfClosing` (the site's own pages), a tag of an element that is not void written
 * self-closing, alone in its raw node (`## Reactive props <sup class="badge" data-text="3.5+" /> {#props}`),
 * is given its end tag: an HTML parser ignores the slash and opens the element, which then holds
 * the rest of its paragraph or heading (the heading's `{#props}` among it, so that its id was
 * made from the text), while the tools such pages are written for (MDX, Vue's templates in
 * VitePress) close it there. A README keeps GitHub's reading.
 */
export function settleLineBreaks(tree: Root, closeSelfClosing = false): boolean {
  let rawLeft = false;
  const stack: Array<Root | Element> = [tree];
  for (let parent = stack.pop(); parent; parent = stack.pop()) {
    const children = parent.children as RootContent[];
    children.forEach((child, index) => {
      if (child.type === 'element') stack.push(child);
      else if (child.type === 'raw') {
        const tag = LINE_BREAK.exec(child.value)?.[1];
        if (tag !== undefined) {
          children[index] = { type: 'element', tagName: tag.toLowerCase(), properties: {}, children: [], ...(child.position ? { position: child.position } : {}) };
          return;
        }
        rawLeft = true;
        const selfClosing = closeSelfClosing ? SELF_CLOSING.exec(child.value) : null;
        if (selfClosing && !VOID.has((selfClosing[2] ?? '').toLowerCase())) child.value = `${selfClosing[1]}></${selfClosing[2]}>${selfClosing[3]}`;
      }
    });
  }
  return rawLeft;
}

/**
 * The first raw node at which the open HTML elements, counted per tag name (a closing tag only
 * closes an element of its name) on top of the node's own depth, exceed `limit`. An upper bound
 * of what the HTML parser builds.
 */
export function findDeepRawHtml(tree: Root, limit: number): RootContent | undefined {
  const open = new Map<string, number>();
  let total = 0;
  const stack: Array<{ node: Root | RootContent; depth: number }> = [{ node: tree, depth: 0 }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { node, depth } = entry;
    if (node.type === 'raw') {
      for (const [, closing, name = '', selfClosing] of node.value.matchAll(TAG)) {
        const tag = name.toLowerCase();
        if (VOID.has(tag) || selfClosing) continue;
        const count = open.get(tag) ?? 0;
        if (!closing) open.set(tag, count + 1);
        else if (count > 0) open.set(tag, count - 1);
        total += closing ? (count > 0 ? -1 : 0) : 1;
        if (total + depth > limit) return node;
      }
    }
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, depth: depth + 1 });
  }
  return undefined;
}

/** rehype-raw, skipped for trees without raw HTML. */
export default function rehypeRawHtml(limit = MAX_TREE_DEPTH) {
  const parse = rehypeRaw();
  return (tree: Root, file: Parameters<RawTransform>[1]): Root => {
    // Without a `<` in the source there cannot be any HTML: skip even the tree walk.
    const source = typeof file.value === 'string' ? file.value : undefined;
    if (source !== undefined && !source.includes('<')) return tree;
    if (!settleLineBreaks(tree, !isRemotePage(file))) return tree;
    const tooDeep = (node: { position?: { start: { line: number; column: number } } | undefined } | undefined): never => {
      const start = node?.position?.start;
      throw new NestingLimitError({ limit, what: 'HTML elements', ...(start ? { line: start.line, column: start.column } : {}) });
    };
    filterSwallowingTags(tree);
    const deepRaw = findDeepRawHtml(tree, limit);
    if (deepRaw) tooDeep(deepRaw);
    const parsed = parse(tree, file) as Root;
    const deep = findDeepNode(parsed, limit);
    if (deep) tooDeep(deep.node);
    // The HTML parser gives an attribute without a value the value "": the footnotes' marks are
    // `true` again, as mdast-util-to-hast makes them, so that they are written alike with or without
    // this pass (a run of a long page may have no raw HTML while the page has some). Only a page
    // that calls or defines footnotes has them.
    if (source === undefined || source.includes('[^')) {
      walk<Element>(parsed, 'element', (element) => {
        for (const key of FOOTNOTE_MARKS) if (element.properties[key] === '') element.properties[key] = true;
      });
    }
    return parsed;
  };
}
