// An inline table of contents — `<TOCInline />` in an MDX page, `[[toc]]` in a Markdown page: the
// placeholder `tocInlinePlaceholder` made (remark-mdx-components, remark-toc-marker) becomes a
// nested list of links to the page's headings (those of the table of contents, narrowed by the
// component's `minHeadingLevel`/`maxHeadingLevel`). Runs after rehype-headings, which collects them.
import type { TocEntry } from '@ssg/theme/contract';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { RootContent } from 'mdast';
import { pageState, type PageState } from './page-state.js';
import { walk } from './walk.js';

/** The element the placeholder becomes in hast, until it is filled. */
const TOC_INLINE_TAG = 'ssg-toc-inline';

/** The mdast node of an inline table of contents to be (`dataMin`/`dataMax`: its levels); the page is marked as holding one. */
export function tocInlinePlaceholder(state: PageState, properties: { dataMin?: string; dataMax?: string } = {}): RootContent {
  state.tocInline = true;
  return { type: 'blockquote', data: { hName: TOC_INLINE_TAG, hProperties: properties }, children: [] } as unknown as RootContent;
}

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });

/** Nested `<ul>` of `entries`, each list one level deeper than the one holding it. */
export function tocList(entries: TocEntry[]): Element {
  const root = element('ul', {}, []);
  const stack: Array<{ depth: number; list: Element }> = [{ depth: 0, list: root }];
  for (const entry of entries) {
    while (stack.length > 1 && stack.at(-1)!.depth >= entry.depth) stack.pop();
    const link = element('a', { href: `#${entry.id}` }, fromHtml(entry.html, { fragment: true }).children as ElementContent[]);
    const item = element('li', {}, [link]);
    stack.at(-1)!.list.children.push(item);
    const nested = element('ul', {}, []);
    item.children.push(nested);
    stack.push({ depth: entry.depth, list: nested });
  }
  // Lists that stayed empty go.
  walk<Element>(root, 'element', (node) => {
    node.children = node.children.filter((child) => !(child.type === 'element' && child.tagName === 'ul' && child.children.length === 0));
  });
  return root;
}

/** Fills each placeholder with the page's headings; a page without one is not walked. */
export default function rehypeTocInline() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    if (!state.tocInline) return;
    const { toc } = state;
    walk<Element>(tree, 'element', (node) => {
      if (node.tagName !== TOC_INLINE_TAG) return;
      const min = Number(node.properties.dataMin ?? 0);
      const max = Number(node.properties.dataMax ?? 6);
      node.tagName = 'nav';
      node.properties = { className: ['ssg-toc-inline'], ariaLabel: 'On this page' };
      node.children = [tocList(toc.filter((entry) => entry.depth >= min && entry.depth <= max))];
    });
  };
}
