// Short summaries of prose: meta descriptions, list excerpts without a front-matter description.

/** The first `max` characters of `text` (whitespace collapsed), cut at a word boundary with an ellipsis. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : flat.slice(0, max)).replace(/[\s.,;:!?-]+$/, '')}…`;
}
