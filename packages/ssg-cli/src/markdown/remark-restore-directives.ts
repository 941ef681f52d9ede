// remark-directive reads any `:name` as a directive, so prose such as `12:30`, `a:b` or `::x`
// would silently lose text. Every directive no earlier plugin handled is put back as the exact
// source text it came from: text directives become text, leaf directives a paragraph, and an
// unknown container keeps its content between its literal fence lines (with a warning, as that
// is most likely a misspelt admonition).
import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type {} from 'remark-directive';
import type { Point } from 'unist';
import { ADMONITION_KINDS } from './remark-admonitions.js';
import { pageState, warn } from './page-state.js';

type Directive = Extract<RootContent, { type: 'textDirective' | 'leafDirective' | 'containerDirective' }>;

interface SourceFile {
  value: unknown;
  data: Record<string, unknown>;
}

/** Start offset of every line, to slice the source by line/column (offsets may not match it). */
function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Restores unhandled directives to their literal text. Run after every directive plugin. */
export default function remarkRestoreDirectives() {
  return (tree: Root, file: SourceFile): void => {
    const source = String(file.value);
    let starts: number[] | undefined;
    const offset = (point: Point): number => {
      starts ??= lineStarts(source);
      return (starts[point.line - 1] ?? source.length) + point.column - 1;
    };
    const slice = (from: Point, to: Point): string => source.slice(offset(from), offset(to));

    /** What an unhandled directive becomes, or undefined to keep the node (handled, or without a position). */
    const restored = (node: Directive): RootContent[] | undefined => {
      // Handled directives were given an element name (`aside` for admonitions).
      if (node.data?.hName) return undefined;
      const { start, end } = node.position ?? {};
      if (!start || !end) return undefined;
      if (node.type === 'textDirective') return [{ type: 'text', value: slice(start, end), position: node.position }];
      if (node.type === 'leafDirective') return [paragraph(slice(start, end).trim(), node.position)];
      const lineEnd = source.indexOf('\n', offset(start));
      const opening = source.slice(offset(start), lineEnd === -1 ? undefined : lineEnd);
      const closing = /\n[ \t]*(:{3,})[ \t]*\r?$/.exec(slice(start, end))?.[1];
      const children = node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
      warn(
        pageState(file), node, 'unknown-directive',
        `Unknown container directive ":::${node.name}" is shown as plain text`,
        `Admonitions are ${ADMONITION_KINDS.map((kind) => `:::${kind}`).join(', ')}; there are also :::details and :::tabs.`,
      );
      return [paragraph(opening.trim(), { start, end: start }), ...children, ...(closing ? [paragraph(closing, { start: end, end })] : [])];
    };
    // Each parent's children are rebuilt once, whatever the number of directives among them
    // (splicing and merging per directive was quadratic in a paragraph of many `:x`), and only
    // when it holds one: most parents keep their list as it is.
    const restore = (parent: Parent): void => {
      let children: RootContent[] | undefined;
      for (let index = 0; index < parent.children.length; index++) {
        const child = parent.children[index]!;
        const replacement = isDirective(child) ? restored(child) : undefined;
        if (replacement === undefined) {
          if ('children' in child) restore(child);
          children?.push(child);
          continue;
        }
        children ??= parent.children.slice(0, index);
        for (const node of replacement) {
          if ('children' in node) restore(node);
          children.push(node);
        }
      }
      if (children) parent.children = mergeTexts(children) as typeof parent.children;
    };
    restore(tree);
  };
}

function isDirective(node: RootContent): node is Directive {
  return node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective';
}

function paragraph(value: string, position: Paragraph['position']): Paragraph {
  return { type: 'paragraph', children: [{ type: 'text', value }], position };
}

/** Joins neighbouring text nodes so `12` + `:30` reads as one `12:30` (heading ids rely on it). */
function mergeTexts(children: RootContent[]): RootContent[] {
  const merged: RootContent[] = [];
  for (const child of children) {
    const previous = merged.at(-1);
    // Text nodes with `data` stand for elements (the admonition icon): never merge those.
    if (child.type === 'text' && previous?.type === 'text' && !child.data && !previous.data) {
      previous.value += child.value;
      if (previous.position && child.position) previous.position.end = child.position.end;
    } else {
      merged.push(child);
    }
  }
  return merged;
}
