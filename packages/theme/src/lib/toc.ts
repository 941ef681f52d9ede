// Table-of-contents nesting: a flat list of headings becomes a tree (h2 → h3).
import type { TocEntry } from '../contract/index.js';

/** A heading with the headings nested under it. */
export interface TocNode extends TocEntry {
  children: TocNode[];
}

export interface NestTocOptions {
  /** Shallowest heading level kept (default: every level given). */
  minDepth?: number;
  /** Deepest heading level kept (default: every level given). */
  maxDepth?: number;
}

/**
 * Nests a flat TOC: each entry goes under the nearest previous entry of a smaller depth. The
 * generator collects only the levels a page's TOC shows (site config, `toc_min_heading_level` /
 * `toc_max_heading_level`), so every entry is kept unless `minDepth..maxDepth` narrows it; a deep
 * entry with no parent stays at the top level.
 */
export function nestToc(entries: readonly TocEntry[], options: NestTocOptions = {}): TocNode[] {
  const minDepth = options.minDepth ?? 1;
  const maxDepth = options.maxDepth ?? 6;
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of entries) {
    if (entry.depth < minDepth || entry.depth > maxDepth) continue;
    // Field by field: a spread followed by a field is V8's slow path, and every page nests its TOC.
    const node: TocNode = { id: entry.id, html: entry.html, depth: entry.depth, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= node.depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}
