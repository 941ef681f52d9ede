// What the Markdown stage adds around the content — heading anchors, code captions' buttons and
// labels, icons — told apart from the content, for the plugins that read the page's text.
import type { Element } from 'hast';
import { hasToken } from './tokens.js';

/** Classes of the page's own controls and labels. */
const CHROME_CLASSES = ['ssg-heading-anchor', 'ssg-code__lang', 'ssg-code__copy', 'ssg-code__note', 'ssg-tabs__list', 'sr-only'];

const CHROME_TAGS = new Set(['button', 'script', 'style', 'svg', 'template']);

/** True for elements that are not content: controls, labels, icons, scripts. */
export function isChrome(node: Element): boolean {
  if (CHROME_TAGS.has(node.tagName)) return true;
  const { className } = node.properties;
  return className !== undefined && CHROME_CLASSES.some((name) => hasToken(className, name));
}

/** The "View on GitHub" link of a code figure, present on code references. */
export function codeSourceLink(figure: Element): Element | undefined {
  return figure.children.find(
    (child): child is Element => child.type === 'element' && hasToken(child.properties.className, 'ssg-code__source'),
  );
}

/** True for a code reference's figure (code fetched from another repository). */
export function isCodeReference(node: Element): boolean {
  return node.tagName === 'figure' && codeSourceLink(node) !== undefined;
}
