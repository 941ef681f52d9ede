// Table-of-contents nesting: a flat list of headings becomes a tree (h2 → h3).
import type { TocEntry } from '../contract/index.js';

/** A heading with the headings nested under it. */
export interface TocNode extends TocEntry {
  children: TocNode[];
}

export interface NestTocOptions {
  /** Shallowest heading level kept (default 2). */
  minDepth?: number;
  /** Deepest heading level kept (default 3). */
  maxDepth?: number;
}

/**
 * Nests a flat TOC: each entry goes under the nearest previous entry of a smaller depth. Entries
 * outside `minDepth..maxDepth` are dropped; a deep entry with no parent stays at the top level.
 */
export function nestToc(entries: readonly TocEntry[], options: NestTocOptions = {}): TocNode[] {
  const minDepth = options.minDepth ?? 2;
  const maxDepth = options.maxDepth ?? 3;
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of entries) {
    if (entry.depth < minDepth || entry.depth > maxDepth) continue;
    const node: TocNode = { ...entry, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= node.depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}
