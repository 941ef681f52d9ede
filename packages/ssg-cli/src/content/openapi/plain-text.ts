// A fast path for descriptions that are plain prose: most descriptions in a specification are a
// sentence or two with no Markdown syntax, and turning those into paragraphs directly gives the
// same HTML as the Markdown pipeline at a fraction of the cost.

/** Characters and sequences that may start Markdown or HTML syntax (or a GFM autolink). */
const SYNTAX = /[`*_[\]<>#|~\\!&$^{}]|:\/\/|www\.|@|^\s*([-+=>]|\d+[.)])|^[ \t]|[ \t]$/m;

/** The HTML of `source` when it is plain paragraphs, else undefined (render it as Markdown). */
export function plainTextHtml(source: string): string | undefined {
  const normalized = source.replace(/\r\n?/g, '\n');
  // Four spaces or a tab at the start of a line make indented code, even before trimming.
  if (/^( {4}|\t)/m.test(normalized)) return undefined;
  const text = normalized.trim();
  if (text === '' || SYNTAX.test(text)) return undefined;
  const paragraphs = text.split(/\n\s*\n/);
  if (paragraphs.some((paragraph) => SYNTAX.test(paragraph))) return undefined;
  return paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
}
