// Footnotes of a long page rendered in runs (segments.ts): the runs number the calls as the page
// whole would (mdast-util-to-hast, patched, counts them in `PageState.footnotes`) and write no
// footer; this plugin keeps the source of each footnote definition of a run's own text, with its
// line in the page, and of each link definition (the first of its label), and after the last run
// the renderer renders those definitions alone, with the footer on (render-markdown.ts). There
// this plugin puts each footnote definition back at its line, so that what its content reports (a
// broken link) points where it is in the page.
import type { Definition, FootnoteDefinition, Root } from 'mdast';
import type { Node } from 'unist';
import { pageState } from './page-state.js';

/** Footnote definitions of the page's runs so far, and the numbering of their calls across the runs. */
export interface RunFootnotes {
  /** The footnotes called so far, in order (`mdast-util-to-hast`'s `footnoteOrder`). */
  order: string[];
  /** Calls so far per footnote. */
  counts: Map<string, number>;
  /** Whether this run writes the footer (only the one after the last run). */
  footer: boolean;
  /** Each footnote definition's source, and its 0-based line in the page. */
  definitions: Array<{ source: string; line: number }>;
  /** The source of the first link definition of each identifier, for the links of the footnotes. */
  links: Map<string, string>;
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
      definitions.forEach((node, index) => {
        const start = node.position?.start.line;
        const kept = footnotes.definitions[index];
        if (start !== undefined && kept) shiftLines(node, kept.line - (start - 1));
      });
      return;
    }
    // Not the stand-ins a run gets in front of its own text (segments.ts).
    const stack: Node[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      const position = node.position;
      const own = position?.start.offset !== undefined && position.end.offset !== undefined && position.start.line > run.prefixLines;
      if (own && node.type === 'footnoteDefinition') {
        // With what it holds, a definition inside it included.
        footnotes.definitions.push({ source: state.input.source.slice(position.start.offset, position.end.offset), line: run.line + position.start.line - 1 - run.prefixLines });
        continue;
      }
      if (own && node.type === 'definition') {
        const { identifier } = node as Definition;
        if (!footnotes.links.has(identifier)) footnotes.links.set(identifier, state.input.source.slice(position.start.offset, position.end.offset));
      }
      const children = (node as { children?: Node[] }).children;
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
