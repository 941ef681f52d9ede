// A fast path for descriptions that are plain prose: most descriptions in a specification are a
// sentence or two with no Markdown syntax but perhaps a `code` span, and turning those into
// paragraphs directly gives the same HTML as the Markdown pipeline at a fraction of the cost,
// wrapping marks in code spans included (see rehype-wrapping).
import { codeTokens, isUrlText } from '../../markdown/rehype-wrapping.js';

/** Characters and sequences that may start Markdown or HTML syntax (or a GFM autolink). */
const SYNTAX = /[`*_[\]<>#|~\\!&$^{}]|:\/\/|www\.|@|^\s*([-+=>]|\d+[.)])|^[ \t]|[ \t]$/m;

/**
 * A code span the fast path can write itself: single backticks around text with no backtick,
 * line break or character HTML escapes, not starting or ending with a space.
 */
const CODE_SPAN = /`([^`\n<>&"' ][^`\n<>&"']*[^`\n<>&"' ]|[^`\n<>&"' ])`/g;

/** A code span's HTML, marked for wrapping as the Markdown pipeline marks it. */
function codeSpanHtml(code: string): string {
  if (isUrlText(code)) return `<code class="ssg-url">${code}</code>`;
  return `<code>${codeTokens(code)
    .map(({ text, keepWhole }) => (keepWhole ? `<span class="ssg-nowrap">${text}</span>` : text))
    .join('')}</code>`;
}

/** The HTML of `source` when it is plain paragraphs (code spans allowed), else undefined (render it as Markdown). */
export function plainTextHtml(source: string): string | undefined {
  const normalized = source.replace(/\r\n?/g, '\n');
  // Four spaces or a tab at the start of a line make indented code, even before trimming.
  if (/^( {4}|\t)/m.test(normalized)) return undefined;
  const text = normalized.trim();
  // Code spans are set aside (their content is literal), then the rest must be plain prose.
  const spans: string[] = [];
  const prose = text.replace(CODE_SPAN, (_whole, code: string) => `\u0000${spans.push(code) - 1}\u0000`);
  if (prose === '' || prose.includes('`') || SYNTAX.test(prose)) return undefined;
  const paragraphs = prose.split(/\n\s*\n/);
  if (paragraphs.some((paragraph) => SYNTAX.test(paragraph))) return undefined;
  return paragraphs
    .map((paragraph) => `<p>${paragraph.replace(/\u0000(\d+)\u0000/g, (_marker, index: string) => codeSpanHtml(spans[Number(index)] as string))}</p>`)
    .join('\n');
}
