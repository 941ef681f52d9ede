// How much of a page's table of contents is shown: the theme shows at most `TOC_BUDGET` entries,
// and a generator may keep only what the theme would show (a page of 134,000 headings).
import type { TocEntry } from './docs.js';

/** Entries a page's TOC shows at most: past that many, a reader scrolls the TOC instead of the page. */
export const TOC_BUDGET = 1000;

/**
 * The deepest level a TOC keeps, from how many entries it has of each level: without its deepest
 * level, then the next, while it has more than `budget` entries (a page of thousands of sections
 * keeps its outline). Undefined for a TOC without entries.
 */
export function tocDepthLimit(counts: ReadonlyMap<number, number>, budget = TOC_BUDGET): number | undefined {
  const depths = [...counts.keys()].sort((a, b) => a - b);
  let total = 0;
  for (const count of counts.values()) total += count;
  while (total > budget && depths.length > 1) total -= counts.get(depths.pop()!) ?? 0;
  return depths.at(-1);
}

/**
 * A TOC of at most `budget` entries: the levels `tocDepthLimit` keeps, cut after the `budget`th
 * entry if even its top level has more. A page of 175,000 headings wrote each of them twice, and
 * once more in the island's props.
 */
export function tocWithinBudget(entries: readonly TocEntry[], budget = TOC_BUDGET): readonly TocEntry[] {
  // Most pages: nothing to count.
  if (entries.length <= budget) return entries;
  const counts = new Map<number, number>();
  for (const { depth } of entries) counts.set(depth, (counts.get(depth) ?? 0) + 1);
  const limit = tocDepthLimit(counts, budget) ?? 0;
  const kept = entries.filter((entry) => entry.depth <= limit);
  return kept.length > budget ? kept.slice(0, budget) : kept;
}
