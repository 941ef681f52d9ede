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

/** Entries a page's TOC shows at most: past that many, a reader scrolls the TOC instead of the page. */
export const TOC_BUDGET = 1000;

/**
 * A TOC of at most `budget` entries: without its deepest level, then the next, while it has more
 * (a page of thousands of sections keeps its outline), and cut after the `budget`th entry if even
 * its top level has more. A page of 175,000 headings wrote each of them twice, and once more in
 * the island's props.
 */
export function tocWithinBudget(entries: readonly TocEntry[], budget = TOC_BUDGET): readonly TocEntry[] {
  let kept = entries;
  while (kept.length > budget) {
    const depths = new Set(kept.map((entry) => entry.depth));
    if (depths.size < 2) break;
    const deepest = Math.max(...depths);
    kept = kept.filter((entry) => entry.depth < deepest);
  }
  return kept.length > budget ? kept.slice(0, budget) : kept;
}
