// The `require('…')` calls in an MDX page's own code (its exports, `{expressions}` and JSX
// attribute values), as Docusaurus pages write them (`<img src={require('./shot.png').default} />`):
// found for remark-mdx-imports to put the module each names in its place, as webpack does. Only a
// string (or a template without expressions) names a module webpack can find before the page runs:
// a call naming anything else is found too, for the page to be told so at its line.
import type { Node } from 'unist';
import { PARTIAL_LINES } from './page-state.js';
import { walk } from './walk.js';

/** An ESTree node, as MDX keeps them in `data.estree`. */
export interface EsNode {
  type: string;
  [key: string]: unknown;
}

export interface RequireCall {
  /** The module it names, as written; undefined when the call does not name one by a string. */
  source: string | undefined;
  /** Where it is, for `positionOf` (lines counted as the tree's own nodes count theirs). */
  at: Node;
  /** Puts `expression` in the call's place. */
  replace(expression: EsNode): void;
}

interface Code extends Node {
  value?: unknown;
  data?: { estree?: EsNode };
  attributes?: Code[];
}

const CODE_NODES = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
const JSX_ELEMENTS = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** The `require(…)` calls in the code of `tree`, in the order of the page. */
export function requireCalls(tree: Node): RequireCall[] {
  const calls: RequireCall[] = [];
  walk<Code>(tree, undefined, (node) => {
    // A partial's nodes count their lines from its own number of `PARTIAL_LINES`; its code from 1.
    const lines = Math.floor((node.position?.start.line ?? 0) / PARTIAL_LINES) * PARTIAL_LINES;
    for (const part of codeParts(node)) if (typeof part.value === 'string' && part.value.includes('require') && part.data?.estree) findCalls(part.data.estree, lines, calls);
  });
  return calls;
}

/** The parts of a node that hold code: an ESM block or an expression itself, a JSX element's attribute expressions. */
function codeParts(node: Code): Code[] {
  if (CODE_NODES.has(node.type)) return [node];
  if (!JSX_ELEMENTS.has(node.type)) return [];
  // `{...props}` holds its code itself, `src={…}` in its value.
  return (node.attributes ?? []).map((attribute) => (typeof attribute.value === 'object' && attribute.value !== null ? (attribute.value as Code) : attribute));
}

/** Adds the `require(…)` calls in `program` to `calls`. */
function findCalls(program: EsNode, lines: number, calls: RequireCall[]): void {
  const visit = (value: unknown, put: (expression: EsNode) => void): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, (expression) => (value[index] = expression)));
      return;
    }
    if (typeof value !== 'object' || value === null || typeof (value as EsNode).type !== 'string') return;
    const node = value as EsNode;
    if (!isRequire(node)) {
      for (const [key, child] of Object.entries(node)) visit(child, (expression) => (node[key] = expression));
      return;
    }
    const source = requiredSource(node);
    const start = (node.loc as { start: { line: number; column: number } } | undefined)?.start;
    const position = start && { start: { line: start.line + lines, column: start.column + 1 }, end: { line: start.line + lines, column: start.column + 1 } };
    calls.push({ source, at: { type: 'require', ...(position ? { position } : {}) }, replace: put });
  };
  visit(program, () => undefined);
}

/** Whether `node` calls `require` by that name. */
function isRequire(node: EsNode): boolean {
  const callee = node.callee as EsNode | undefined;
  return node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'require';
}

/** The module a `require(…)` call names: its one argument, a string or a template without expressions. */
function requiredSource(node: EsNode): string | undefined {
  const args = node.arguments as EsNode[];
  const [first] = args;
  if (args.length !== 1 || !first) return undefined;
  if (first.type === 'Literal') return typeof first.value === 'string' ? first.value : undefined;
  if (first.type !== 'TemplateLiteral' || (first.expressions as EsNode[]).length > 0) return undefined;
  const [quasi] = first.quasis as Array<{ value: { cooked: string | null } }>;
  return quasi?.value.cooked ?? undefined;
}
