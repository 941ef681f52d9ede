// GitHub's emoji shortcodes (`:tada:`, `:+1:`, `:white_check_mark:`) in text become the emoji, as
// GitHub shows them in READMEs and any Markdown file, raw HTML included; a name that is not an
// emoji (`:not_an_emoji:`) or one glued to a word (`12:30:45`, `a:b:c`) stays as written, and code
// is never touched. As on GitHub, heading ids are made from the text as written, before its
// shortcodes become emoji (`## :sparkles: New` → `sparkles-new`): rehype-headings replaces those
// of a heading once it has its id, and this plugin, after it, the rest. Text that remark-directive
// split (`:tada` read as a directive, put back as text) is joined first. Pages without a `:name:`
// in their source are not walked.
import { nameToEmoji } from 'gemoji';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { walk, SKIP_CHILDREN } from './walk.js';

/** A shortcode not glued to a word on either side (`a:b:c`, `1:100:2` are not emoji). */
const SHORTCODE = /(?<!\w):(\+1|[-\w]+):(?!\w)/g;
/**
 * What may become a shortcode, to test a whole source at once: a name between colons, whatever is
 * around it (in `__:tada:__` the marks of emphasis are gone once the text is parsed).
 */
const HAS_SHORTCODE = /:(?:\+1|[-\w]+):/;
/** Elements whose text is code or input, shown as written. */
const LITERAL = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea']);

/** `text` with each shortcode of a known emoji replaced by the emoji. */
export function replaceShortcodes(text: string): string {
  return text.replace(SHORTCODE, (written, name: string) => (Object.hasOwn(nameToEmoji, name) ? nameToEmoji[name]! : written));
}

/** Whether `source` may hold a shortcode at all. */
export function mayHaveShortcodes(source: unknown): boolean {
  return typeof source !== 'string' || HAS_SHORTCODE.test(source);
}

/** Replaces the shortcodes in the text below `tree` (code left alone). */
export function replaceShortcodesIn(tree: Root | Element): void {
  walk<Root | Element>(tree, undefined, (node) => {
    if (node.type === 'element' && LITERAL.has(node.tagName)) return SKIP_CHILDREN;
    if (!('children' in node)) return;
    const children: Array<RootContent | ElementContent> = [];
    for (const child of node.children) {
      const last = children.at(-1);
      if (child.type === 'text' && last?.type === 'text') last.value += child.value;
      else children.push(child.type === 'text' ? { ...child } : child);
    }
    for (const child of children) if (child.type === 'text' && child.value.includes(':')) child.value = replaceShortcodes(child.value);
    node.children = children as typeof node.children;
  });
}

export default function rehypeEmojiShortcodes() {
  return (tree: Root, file: { value?: unknown }): void => {
    if (mayHaveShortcodes(file.value)) replaceShortcodesIn(tree);
  };
}
