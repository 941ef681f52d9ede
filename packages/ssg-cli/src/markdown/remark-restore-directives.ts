// remark-directive reads any `:name` as a directive, so prose such as `12:30`, `a:b` or `::x`
// would silently lose text. Every directive no earlier plugin handled is put back as the exact
// source text it came from: text directives become text, leaf directives a paragraph, and an
// unknown container keeps its content between its literal fence lines (with a warning, as that
// is most likely a misspelt admonition).
import type { Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type {} from 'remark-directive';
import type { Point } from 'unist';
import { SKIP, visit } from 'unist-util-visit';
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

    visit(tree, (found, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      if (found.type !== 'textDirective' && found.type !== 'leafDirective' && found.type !== 'containerDirective') return;
      const node = found as Directive;
      // Handled directives were given an element name (`aside` for admonitions).
      if (node.data?.hName) return;
      const { start, end } = node.position ?? {};
      if (!start || !end) return;
      let replacement: RootContent[];
      if (node.type === 'textDirective') {
        replacement = [{ type: 'text', value: slice(start, end), position: node.position }];
      } else if (node.type === 'leafDirective') {
        replacement = [paragraph(slice(start, end).trim(), node.position)];
      } else {
        const lineEnd = source.indexOf('\n', offset(start));
        const opening = source.slice(offset(start), lineEnd === -1 ? undefined : lineEnd);
        const closing = /\n[ \t]*(:{3,})[ \t]*\r?$/.exec(slice(start, end))?.[1];
        const children = node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
        replacement = [paragraph(opening.trim(), { start, end: start }), ...children];
        if (closing) replacement.push(paragraph(closing, { start: end, end }));
        warn(
          pageState(file), node, 'unknown-directive',
          `Unknown container directive ":::${node.name}" is shown as plain text`,
          `Admonitions are ${ADMONITION_KINDS.map((kind) => `:::${kind}`).join(', ')}; there are also :::details and :::tabs.`,
        );
      }
      parent.children.splice(index, 1, ...(replacement as typeof parent.children));
      mergeTexts(parent);
      return [SKIP, index];
    });
  };
}

function paragraph(value: string, position: Paragraph['position']): Paragraph {
  return { type: 'paragraph', children: [{ type: 'text', value }], position };
}

/** Joins neighbouring text nodes so `12` + `:30` reads as one `12:30` (heading ids rely on it). */
function mergeTexts(parent: Parent): void {
  const children = parent.children;
  for (let i = children.length - 1; i > 0; i--) {
    const current = children[i];
    const previous = children[i - 1];
    // Text nodes with `data` stand for elements (the admonition icon): never merge those.
    if (current?.type === 'text' && previous?.type === 'text' && !current.data && !previous.data) {
      (previous as Text).value += (current as Text).value;
      if (previous.position && current.position) previous.position.end = current.position.end;
      children.splice(i, 1);
    }
  }
}
