// "Did you mean …?": the existing route closest to a broken one, by edit distance.
import { closestMatch, type SearchBudget } from '../report/closest.js';

/** The candidate nearest to `target`, if it is near enough to be a plausible typo (see `closestMatch` for `budget`). */
export function closestRoute(target: string, candidates: Iterable<string>, budget?: SearchBudget): string | undefined {
  const best = closestMatch(target, candidates, budget);
  if (best !== undefined) return best;
  // A moved page keeps its last segment: `/docs/first-agent` for `/docs/quickstart/first-agent`.
  const last = target.split('/').pop();
  if (!last) return undefined;
  for (const candidate of candidates) {
    if (budget && budget.candidates-- <= 0) return undefined;
    if (candidate.endsWith(`/${last}`)) return candidate;
  }
  return undefined;
}
