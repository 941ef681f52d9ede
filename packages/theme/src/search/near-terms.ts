// The terms of the index a few typos away from a query word, a swap of two neighbouring letters
// counting as one typo (the optimal string alignment distance: `agnet` is one typo from `agent`).
// MiniSearch's own fuzzy matching counts edits by Levenshtein distance, where a swap costs two,
// and cannot be given another distance: the client looks the near terms up here and asks
// MiniSearch for them by name. The sorted terms are walked as a trie: the rows of the distance
// matrix for the prefix a term shares with the one before it are kept, and the terms under a
// prefix already too far from the word are skipped.

/** The terms of `sorted` (in ascending order) within `max` typos of `word`, with their distance; not `word` itself. */
export function nearTerms(sorted: readonly string[], word: string, max: number): Map<string, number> {
  const near = new Map<string, number>();
  const width = word.length + 1;
  /** rows[i]: the distances from `word`'s prefixes to the first i characters of `last`. */
  const rows: Int32Array[] = [Int32Array.from({ length: width }, (_, j) => j)];
  /** The least distance of each row. */
  const least: number[] = [0];
  /** The term whose prefixes `rows` holds, and how many of its characters they cover. */
  let last = '';
  let depth = 0;
  for (let index = 0; index < sorted.length; index++) {
    const term = sorted[index] as string;
    let shared = 0;
    while (shared < depth && shared < term.length && term[shared] === last[shared]) shared += 1;
    last = term;
    depth = shared;
    // Any term this long or longer is too far: only its prefix rows are needed, for the terms after it.
    const end = Math.min(term.length, word.length + max);
    let pruned = false;
    for (let i = shared + 1; i <= end; i++) {
      const row = (rows[i] ??= new Int32Array(width));
      const above = rows[i - 1] as Int32Array;
      const char = term[i - 1];
      row[0] = i;
      let rowLeast = i;
      for (let j = 1; j < width; j++) {
        let distance = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + (char === word[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && char === word[j - 2] && term[i - 2] === word[j - 1]) distance = Math.min(distance, ((rows[i - 2] as Int32Array)[j - 2] as number) + 1);
        row[j] = distance;
        if (distance < rowLeast) rowLeast = distance;
      }
      least[i] = rowLeast;
      depth = i;
      // A longer prefix is at least as far as this one, or as the one before plus a swap.
      if (rowLeast > max && (least[i - 1] as number) + 1 > max) {
        pruned = true;
        const prefix = term.slice(0, i);
        while (index + 1 < sorted.length && (sorted[index + 1] as string).startsWith(prefix)) index += 1;
        break;
      }
    }
    if (pruned || term.length > end || term === word) continue;
    const distance = (rows[term.length] as Int32Array)[word.length] as number;
    if (distance <= max) near.set(term, distance);
  }
  return near;
}
