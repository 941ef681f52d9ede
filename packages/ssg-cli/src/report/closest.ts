// "Did you mean …?": the candidate closest to a mistyped word, by edit distance.

/**
 * Levenshtein distance with a cut-off: the exact distance when it is at most `max`, else `max + 1`.
 * Only the cells within `max` of the diagonal are computed (a cell further off costs more than
 * `max`), in two rows reused for the whole string: "did you mean" runs it against every route of
 * a large site for each broken link.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const band = Math.min(max, Math.max(a.length, b.length));
  const over = band + 1;
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - band);
    const to = Math.min(b.length, i + band);
    current[from - 1] = from === 1 ? Math.min(i, over) : over;
    let rowMin = current[from - 1]!;
    const code = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const diagonal = previous[j - 1]! + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(diagonal, previous[j]! + 1, current[j - 1]! + 1, over);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (to < b.length) current[to + 1] = over;
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Character counts, zero between calls of `bagDistance`. */
const counts = new Int32Array(65536);

/**
 * A lower bound of the edit distance, in one pass over each string: the characters one string has
 * more of than the other (each needs an edit). Most candidates are ruled out by it alone.
 */
function bagDistance(a: string, b: string): number {
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i)]! += 1;
  for (let i = 0; i < b.length; i++) counts[b.charCodeAt(i)]! -= 1;
  let surplus = 0;
  let deficit = 0;
  for (const text of [a, b]) {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const count = counts[code]!;
      if (count > 0) surplus += count;
      else deficit -= count;
      counts[code] = 0;
    }
  }
  return Math.max(surplus, deficit);
}

/**
 * How many more candidates the searches sharing it may compare, all told: a page of thousands of
 * broken links to a page of thousands of headings made each report's search compare every heading
 * (23,000 warnings took 50 s). A search that finds it spent stops with the nearest candidate so far.
 */
export interface SearchBudget {
  candidates: number;
}

/**
 * The budget of the "did you mean" searches of one check (about half a second of them): past it,
 * reports go without a suggestion.
 */
export function suggestionBudget(): SearchBudget {
  return { candidates: 5_000_000 };
}

/**
 * The candidate nearest to `target`, if it is near enough to be a plausible typo: a third of its
 * length (two edits at least), and fewer edits than half its length (`k0` is not a typo of `id`).
 */
export function closestMatch(target: string, candidates: Iterable<string>, budget?: SearchBudget): string | undefined {
  const limit = Math.min(Math.max(2, Math.floor(target.length / 3)), Math.ceil(target.length / 2) - 1);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (budget && budget.candidates-- <= 0) break;
    if (bagDistance(target, candidate) >= bestDistance) continue;
    const distance = editDistance(target, candidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` (did you mean "title"?)` for a near candidate, else nothing. */
export function didYouMean(target: string, candidates: Iterable<string>): string {
  const near = closestMatch(target, candidates);
  return near === undefined ? '' : ` (did you mean "${near}"?)`;
}
