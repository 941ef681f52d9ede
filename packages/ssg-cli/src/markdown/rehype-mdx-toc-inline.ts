// `<TOCInline />` in an MDX page, or `[[toc]]` in a Markdown page: the placeholder that
// remark-mdx-components (or remark-toc-marker) left becomes a nested list of links to the page's
// headings (those of the table of contents, narrowed by the component's `minHeadingLevel`/
// `maxHeadingLevel`). Runs after rehype-headings, which collects them.
import type { TocEntry } from '@ssg/theme/contract';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { isMdx } from './mdx-source.js';
import { pageState } from './page-state.js';
import { TOC_INLINE_TAG } from './remark-mdx-components.js';
import { walk } from './walk.js';

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

/** Fills each TOCInline placeholder (and `[[toc]]`'s, remark-toc-marker.ts) with the page's headings. */
export default function rehypeMdxTocInline() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const { toc, input } = pageState(file);
    // Only an MDX page (its partials may hold one) or a page that writes `[[toc]]` has a placeholder: the others are not walked.
    if (!isMdx(input) && !input.source.toLowerCase().includes('[[toc]]')) return;
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
