// "Did you mean …?": the candidate closest to a mistyped word, by edit distance.

/** Levenshtein distance with a cut-off: stops counting once past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * The candidate nearest to `target`, if it is near enough to be a plausible typo: a third of its
 * length (two edits at least), and fewer edits than half its length (`k0` is not a typo of `id`).
 */
export function closestMatch(target: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.min(Math.max(2, Math.floor(target.length / 3)), Math.ceil(target.length / 2) - 1);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(target, candidate, bestDistance);
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
