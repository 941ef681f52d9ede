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
  if ((type === undefined || tree.type === type) && visitor(tree as T, undefined, undefined) === SKIP_CHILDREN) return;
  // A stack of parents and of the next child to visit in each: no object per node, and each
  // level's children are read after their parent's visit, as the visitor may have replaced them.
  const parents: Parent[] = [];
  const next: number[] = [];
  if ((tree as Partial<Parent>).children) {
    parents.push(tree as Parent);
    next.push(0);
  }
  while (parents.length > 0) {
    const top = parents.length - 1;
    const parent = parents[top]!;
    const index = next[top]!;
    if (index >= parent.children.length) {
      parents.pop();
      next.pop();
      continue;
    }
    next[top] = index + 1;
    const node = parent.children[index]!;
    if ((type === undefined || node.type === type) && visitor(node as T, index, parent as P) === SKIP_CHILDREN) continue;
    if ((node as Partial<Parent>).children) {
      parents.push(node as Parent);
      next.push(0);
    }
  }
}
