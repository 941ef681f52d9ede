// A page's meta description from the HTML of a description in the specification: its text,
// cut at a sentence end (or a word) to fit the length search engines show.

const MAX_LENGTH = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The first sentences of `html` as plain text, at most 160 characters; undefined when it has no text. */
export function metaDescription(html: string): string | undefined {
  const text = html
    .replace(/<(pre|table)[\s\S]*?<\/\1>/gi, ' ')
    // Block elements end a word; inline ones (links, code, emphasis) do not.
    .replace(/<\/?(p|div|li|ul|ol|h[1-6]|br|blockquote|tr|td|th|dt|dd)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return undefined;
  if (text.length <= MAX_LENGTH) return text;
  const head = text.slice(0, MAX_LENGTH);
  const sentence = head.search(/[.!?](?=\s[^.!?]*$)/);
  if (sentence > 60) return head.slice(0, sentence + 1);
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > 60 ? space : MAX_LENGTH - 1).replace(/[\s,;:]+$/, '')}…`;
}
