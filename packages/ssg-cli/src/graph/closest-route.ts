// "Did you mean …?": the existing route closest to a broken one, by edit distance.

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

/** The candidate nearest to `target`, if it is near enough to be a plausible typo. */
export function closestRoute(target: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(target.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(target, candidate, bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best !== undefined) return best;
  // A moved page keeps its last segment: `/docs/first-agent` for `/docs/quickstart/first-agent`.
  const last = target.split('/').pop();
  return last ? [...candidates].find((candidate) => candidate.endsWith(`/${last}`)) : undefined;
}
