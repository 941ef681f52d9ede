// "Did you mean …?": the existing route closest to a broken one, by edit distance.
import { closestMatch } from '../report/closest.js';

/** The candidate nearest to `target`, if it is near enough to be a plausible typo. */
export function closestRoute(target: string, candidates: Iterable<string>): string | undefined {
  const best = closestMatch(target, candidates);
  if (best !== undefined) return best;
  // A moved page keeps its last segment: `/docs/first-agent` for `/docs/quickstart/first-agent`.
  const last = target.split('/').pop();
  return last ? [...candidates].find((candidate) => candidate.endsWith(`/${last}`)) : undefined;
}
