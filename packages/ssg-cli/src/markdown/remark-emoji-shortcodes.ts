// GitHub's emoji shortcodes (`:tada:`, `:+1:`, `:white_check_mark:`) in text become the emoji, as
// GitHub shows them in READMEs and any Markdown file; a name that is not an emoji
// (`:not_an_emoji:`) or one glued to a word (`12:30:45`, `a:b:c`) stays as written, and code is
// never touched. Runs after directives are put
// back as text (remark-directive reads `:tada` as a directive), joining the text runs that split.
// Pages without a `:name:` in their source are not walked.
import { nameToEmoji } from 'gemoji';
import type { Parent, Root, RootContent, Text } from 'mdast';
import { walk } from './walk.js';

/** A shortcode not glued to a word on either side (`a:b:c`, `1:100:2` are not emoji). */
const SHORTCODE = /(?<!\w):(\+1|[-\w]+):(?!\w)/g;

/** `text` with each shortcode of a known emoji replaced by the emoji. */
export function replaceShortcodes(text: string): string {
  return text.replace(SHORTCODE, (written, name: string) => (Object.hasOwn(nameToEmoji, name) ? nameToEmoji[name]! : written));
}

/** Adjacent text nodes of `parent` as one (restored directives leave `:tada` and `:` apart). */
function joinTexts(parent: Parent): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    const last = children.at(-1);
    if (child.type === 'text' && last?.type === 'text') {
      last.value += child.value;
      if (last.position && child.position) last.position = { start: last.position.start, end: child.position.end };
    } else children.push(child);
  }
  if (children.length !== parent.children.length) parent.children = children as Parent['children'];
}

export default function remarkEmojiShortcodes() {
  return (tree: Root, file: { value?: unknown }): void => {
    if (typeof file.value === 'string' && !new RegExp(SHORTCODE.source).test(file.value)) return;
    walk<Parent>(tree, undefined, (node) => {
      if (!('children' in node)) return;
      if (node.children.some((child, i) => child.type === 'text' && node.children[i + 1]?.type === 'text')) joinTexts(node);
      for (const child of node.children) if (child.type === 'text' && child.value.includes(':')) (child as Text).value = replaceShortcodes(child.value);
    });
  };
}
