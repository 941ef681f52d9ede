// Walks a syntax tree in document order with an explicit stack: no recursion (deep trees are
// safe) and none of the ancestor lists unist-util-visit builds for every node, which cost a long
// page more than the plugins' own work. The plugins that only look at nodes of one type use it.
import type { Node, Parent } from 'unist';

/** Returned by a visitor: do not walk into this node's children. */
export const SKIP_CHILDREN = 'skip';

/**
 * Calls `visitor` for every node of `type` (every node when `type` is undefined), with its index
 * and parent; children added by the visitor are walked too.
 */
export function walk<T extends Node, P extends Parent = Parent>(
  tree: Node,
  type: T['type'] | undefined,
  visitor: (node: T, index: number | undefined, parent: P | undefined) => typeof SKIP_CHILDREN | void,
): void {
  const stack: Array<{ node: Node; index: number | undefined; parent: Parent | undefined }> = [{ node: tree, index: undefined, parent: undefined }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { node } = entry;
    if ((type === undefined || node.type === type) && visitor(node as T, entry.index, entry.parent as P | undefined) === SKIP_CHILDREN) continue;
    const children = (node as Partial<Parent>).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, index: i, parent: node as Parent });
  }
}
