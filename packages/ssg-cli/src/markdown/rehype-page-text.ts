// The page's text, read from the finished tree for search and summaries: split into sections at
// the headings of the TOC levels (each with its anchor and the path of headings above it), and the
// first paragraph of prose (not a row of badges or links, nor fine print) as the page's
// description. What the page adds around the content (heading anchors, copy buttons, language
// labels, icons) is left out, and so is the code of code references (whole files from elsewhere:
// their caption stays). The first `#` heading is the title, not a section. Runs after every
// plugin that changes the tree; only for inputs with `collectText`.
import type { Element, Root } from 'hast';
import { headingLevel } from './heading-level.js';
import { isChrome, isCodeReference } from './page-chrome.js';
import { pageState } from './page-state.js';
import { flatText, summarize, summaryComplete } from './summarize.js';
import { hasProse } from './prose.js';
import { TAB_LABEL_CLASS } from './remark-tabs.js';
import { hasToken } from './tokens.js';
import type { TextSection } from './types.js';

export interface PageTextOptions {
  /** Heading levels that start a section (default `[2, 3]`). */
  levels?: readonly number[];
}

/** Elements whose start and end separate words. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table',
  'td', 'th', 'tr', 'ul',
]);

/** Containers whose paragraphs are not the page's prose (admonitions, code, tables, lists…). */
const NOT_PROSE = new Set(['aside', 'blockquote', 'details', 'figure', 'li', 'nav', 'table']);

/** Left out of the text: chrome, and the "View on GitHub" link of code references. */
function skipped(node: Element): boolean {
  return isChrome(node) || hasToken(node.properties.className, 'ssg-code__source');
}

/** Appends the text of `node`'s children to `parts`, a space around blocks. */
function collect(node: Root | Element, parts: string[]): void {
  const reference = node.type === 'element' && isCodeReference(node);
  for (const child of node.children) {
    if (child.type === 'text') parts.push(child.value);
    else if (child.type === 'element' && !skipped(child) && !(reference && child.tagName === 'pre')) {
      const block = BLOCK.has(child.tagName);
      if (block) parts.push(' ');
      collect(child, parts);
      if (block) parts.push(' ');
    }
  }
}

const flatten = (parts: string[]): string => flatText(parts.join(''));

/** The heading levels that start a section. */
export const sectionLevels = (levels: readonly number[] | undefined): Set<number> => new Set(levels?.length ? levels : [2, 3]);

/** Collects `description` and `sections` into the page state. */
export default function rehypePageText(options: PageTextOptions = {}) {
  const levels = sectionLevels(options.levels);
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    if (!state.input.collectText) return;
    const sections: TextSection[] = [];
    let current: TextSection & { parts: string[] } = { headings: [], text: '', parts: [] };
    // Carried from the runs before when the page renders in runs.
    const { outline } = state;
    const { trail } = outline;
    let description: string | undefined;
    // A paragraph cut between runs (segments.ts): its first part gives its summary, if it can alone.
    const elements = state.run ? tree.children.filter((child) => child.type === 'element') : [];
    const continued = state.run?.joinsPrevious === 'paragraph' ? elements[0] : undefined;
    const continues = state.run?.joinsNext === 'paragraph' ? elements.at(-1) : undefined;
    // An admonition or `<details>` cut between runs: its title or summary counts once, in the first.
    const reopened = state.run?.joinsPrevious === 'admonition' || state.run?.joinsPrevious === 'details' ? elements[0] : undefined;

    const close = (): void => {
      const text = flatten(current.parts);
      // The text before the first heading is kept only when there is some.
      // Two literals, not a spread into one: objects V8's optimised code makes by spreading get a
      // map (hidden class) each, 170 bytes more per section on a page of a hundred thousand.
      if (current.id !== undefined) sections.push({ id: current.id, headings: current.headings, text });
      else if (text !== '') sections.push({ headings: current.headings, text });
    };
    const visitNode = (node: Root | Element, prose: boolean): void => {
      for (const child of node.children) {
        if (child.type === 'text') current.parts.push(child.value);
        if (child.type !== 'element' || skipped(child)) continue;
        if (node === reopened && (child.tagName === 'summary' || hasToken(child.properties.className, 'ssg-admonition__title'))) continue;
        const depth = headingLevel(child.tagName);
        if (depth === 1 && !outline.titleSeen) {
          outline.titleSeen = true;
          continue;
        }
        const id = typeof child.properties.id === 'string' ? child.properties.id : undefined;
        if (depth > 0 && id !== undefined && (levels.has(depth) || depth === 1)) {
          const parts: string[] = [];
          collect(child, parts);
          const text = flatten(parts);
          close();
          while (trail.length > 0 && (trail.at(-1)?.depth ?? 0) >= depth) trail.pop();
          trail.push({ depth, text });
          // Array.from, not map: V8 marks an array that map makes in optimised code as having holes,
          // and the copy to the build's thread gives such an array room for 16 (100 bytes more per section).
          current = { id, headings: Array.from(trail, (entry) => entry.text), text: '', parts: [] };
          continue;
        }
        const opens = child.tagName === 'p' && prose && description === undefined && child !== continued && !hasToken(child.properties.className, TAB_LABEL_CLASS);
        const proseful = opens && hasProse(child);
        if (proseful || (opens && child === continues)) {
          const parts: string[] = [];
          collect(child, parts);
          const text = flatten(parts);
          // The rest of the paragraph could still make it prose, or give it another summary: the cut does not hold.
          if (child === continues && state.run && !(proseful && summaryComplete(text))) state.run.cutUnsafe = true;
          else if (/\p{L}/u.test(text)) description = summarize(text);
        }
        if (child.tagName === 'pre' && node.type === 'element' && isCodeReference(node)) continue;
        const block = BLOCK.has(child.tagName);
        if (block) current.parts.push(' ');
        visitNode(child, prose && !NOT_PROSE.has(child.tagName));
        if (block) current.parts.push(' ');
      }
    };
    visitNode(tree, true);
    close();
    state.sections = sections;
    state.description = description;
  };
}
