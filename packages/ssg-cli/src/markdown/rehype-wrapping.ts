// Where text may wrap. Text wraps at spaces, and a word longer than the line breaks wherever it
// must (the theme's `overflow-wrap: break-word`), with two exceptions marked here:
// - a bare URL — a link whose text is its address (GFM autolinks), or inline code holding one —
//   gets the class `ssg-url`: one long word by nature, it may break anywhere
//   (`overflow-wrap: anywhere`), which also lets it narrow tables and flex items;
// - inside inline code, browsers also break after a hyphen or a `?` (`flux0-` | `server`), which
//   splits a command or a name in two. Such a token of at most `KEEP_WHOLE` characters goes into a
//   `<span class="ssg-nowrap">` that the theme does not wrap: it moves to the next line whole.
//   A longer one may still break at its hyphens, or it would widen the page on a phone.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { tokens } from './tokens.js';
import { SKIP_CHILDREN, walk } from './walk.js';

/** Longest token kept on one line: fits a 320 px screen inside an admonition or a nested list. */
const KEEP_WHOLE = 24;

const URL_TEXT = /^(?:[a-z][a-z\d+.-]*:\/\/|www\.|mailto:)\S+$/i;
/** Characters after which browsers break inside a word. */
const BREAKS_INSIDE = /[-?\u2010-\u2014]/;

/** True when `text` is a URL (an address with a scheme, `www.` or `mailto:`). */
export function isUrlText(text: string): boolean {
  return URL_TEXT.test(text);
}

/** True for the text of a link that shows its own address, or any text that is a URL. */
function showsUrl(node: Element, text: string): boolean {
  if (isUrlText(text)) return true;
  const href = node.tagName === 'a' ? node.properties.href : undefined;
  return typeof href === 'string' && !/\s/.test(text) && href.replace(/^mailto:/, '') === text;
}

/** Inline code text cut at its spaces, each token flagged when it is kept on one line (`ssg-nowrap`). */
export function codeTokens(value: string): Array<{ text: string; keepWhole: boolean }> {
  if (!BREAKS_INSIDE.test(value)) return [{ text: value, keepWhole: false }];
  return value
    .split(/(\s+)/)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, keepWhole: part.length <= KEEP_WHOLE && BREAKS_INSIDE.test(part) }));
}

/** The text nodes of inline code with its breakable tokens wrapped in `span.ssg-nowrap`. */
function keepTokensWhole(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text') return [child];
    return codeTokens(child.value).map(({ text, keepWhole }): ElementContent =>
      keepWhole ? { type: 'element', tagName: 'span', properties: { className: ['ssg-nowrap'] }, children: [{ type: 'text', value: text }] } : { type: 'text', value: text },
    );
  });
}

/** Marks URLs (`ssg-url`) and keeps inline code tokens whole (`ssg-nowrap`). */
export default function rehypeWrapping() {
  return (tree: Root): void => {
    walk<Element>(tree, 'element', (node) => {
      if (node.tagName === 'pre') return SKIP_CHILDREN;
      if (node.tagName !== 'a' && node.tagName !== 'code') return undefined;
      const text = toString(node).trim();
      if (text !== '' && showsUrl(node, text)) node.properties.className = [...tokens(node.properties.className), 'ssg-url'];
      else if (node.tagName === 'code') node.children = keepTokensWhole(node.children);
      return undefined;
    });
  };
}
