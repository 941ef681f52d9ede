// Whether a paragraph is prose or a line of links: READMEs open with rows of badges, language
// switchers (`中文 | English | 日本語`), sponsor links and fine print, which are neither a page's
// description nor text that ends the banner above a README's title.
import type { Element, ElementContent } from 'hast';
import { isChrome } from './page-chrome.js';

/** Not prose even where it holds letters: links, and fine print (`<sup>`, `<sub>`, `<small>`). */
export const NOT_PROSE = new Set(['a', 'sup', 'sub', 'small']);

/** Whether `node` holds a letter outside links, fine print and what the page adds around content. */
export function hasProse(node: Element): boolean {
  const stack: ElementContent[] = [...node.children];
  for (let child = stack.pop(); child; child = stack.pop()) {
    if (child.type === 'text' && /\p{L}/u.test(child.value)) return true;
    if (child.type === 'element' && !NOT_PROSE.has(child.tagName) && !isChrome(child)) stack.push(...child.children);
  }
  return false;
}
