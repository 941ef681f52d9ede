// Footnotes of a long page rendered in runs (segments.ts): the runs number the calls as the page
// whole would (mdast-util-to-hast, patched, counts them in `PageState.footnotes`) and write no
// footer; this plugin keeps the source of each footnote definition of a run's own text, with its
// line in the page, and of each link definition (the first of its label), and after the last run
// the renderer renders those definitions alone, with the footer on (render-markdown.ts: in parts in
// the order of the calls, each writing the items of its range of `order`, when no footnote calls
// another). There this plugin puts each footnote definition back at its line, so that what its
// content reports (a broken link) points where it is in the page.
import type { Definition, FootnoteDefinition, Root } from 'mdast';
import type { Node } from 'unist';
import { pageState } from './page-state.js';
import { labelKey } from './segments.js';

/** The nodes a definition may be in. */
const HOLDS_BLOCKS = new Set(['root', 'list', 'listItem', 'blockquote', 'containerDirective']);

/** Footnote definitions of the page's runs so far, and the numbering of their calls across the runs. */
export interface RunFootnotes {
  /** The footnotes called so far, in order (`mdast-util-to-hast`'s `footnoteOrder`). */
  order: string[];
  /** Calls so far per footnote. */
  counts: Map<string, number>;
  /** Whether this run writes the footer (only the runs after the last run). */
  footer: boolean;
  /**
   * When the footer is written in parts, the part being written (mdast-util-to-hast, patched): the
   * number of its first item, and the range of `order` it covers.
   */
  part?: { start: number; from: number; to: number };
  /** Each footnote definition's id (`mdast-util-to-hast`'s, as in `order`), source, and 0-based line in the page. */
  definitions: Array<{ id: string; source: string; line: number }>;
  /** The source of the first link definition of each label (`labelKey`), for the links of the footnotes. */
  links: Map<string, string>;
  /** The line of the first footnote definition of each source: made once, for the footer's parts. */
  lines?: Map<string, number>;
}

/** Footnotes of a page before its first run. */
export const createRunFootnotes = (): RunFootnotes => ({ order: [], counts: new Map(), footer: false, definitions: [], links: new Map() });

/** Keeps a run's footnote definitions; in the footer's run, puts them back at their lines. */
export default function remarkRunFootnotes() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    const { footnotes, run } = state;
    if (!footnotes || !run) return;
    if (footnotes.footer) {
      const definitions = tree.children.filter((node): node is FootnoteDefinition => node.type === 'footnoteDefinition');
      // A definition's source starts with its label: the first of a label's gives the line.
      const lines = (footnotes.lines ??= firstLines(footnotes.definitions));
      for (const node of definitions) {
        const position = node.position;
        const line = position?.start.offset !== undefined && position.end.offset !== undefined ? lines.get(state.input.source.slice(position.start.offset, position.end.offset)) : undefined;
        if (position && line !== undefined) shiftLines(node, line - (position.start.line - 1));
      }
      return;
    }
    // Not the stand-ins a run gets in front of its own text (segments.ts).
    const stack: Node[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      const position = node.position;
      const own = position?.start.offset !== undefined && position.end.offset !== undefined && position.start.line > run.prefixLines;
      if (own && node.type === 'footnoteDefinition') {
        // With what it holds, a definition inside it included.
        const id = String((node as FootnoteDefinition).identifier).toUpperCase();
        footnotes.definitions.push({ id, source: state.input.source.slice(position.start.offset, position.end.offset), line: run.line + position.start.line - 1 - run.prefixLines });
        continue;
      }
      if (own && node.type === 'definition') {
        const { label, identifier } = node as Definition;
        const key = labelKey(label ?? identifier);
        if (!footnotes.links.has(key)) footnotes.links.set(key, state.input.source.slice(position.start.offset, position.end.offset));
      }
      // Definitions are blocks: only what holds blocks is looked into (not a paragraph's text).
      const children = HOLDS_BLOCKS.has(node.type) ? (node as { children?: Node[] }).children : undefined;
      if (children) for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
    }
  };
}

/** Moves the positions of `node` and everything in it by `lines`. */
function shiftLines(node: Node, lines: number): void {
  const stack: Node[] = [node];
  for (let current = stack.pop(); current; current = stack.pop()) {
    if (current.position) {
      current.position.start.line += lines;
      current.position.end.line += lines;
    }
    for (const child of (current as { children?: Node[] }).children ?? []) stack.push(child);
  }
}

function firstLines(definitions: RunFootnotes['definitions']): Map<string, number> {
  const lines = new Map<string, number>();
  for (const { source, line } of definitions) if (!lines.has(source)) lines.set(source, line);
  return lines;
}
