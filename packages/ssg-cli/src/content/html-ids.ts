// Ids and links to them in serialised HTML (what the Markdown stage writes: attribute values in
// double quotes, `&` and `"` in them as character references, `<` in text escaped), for HTML that
// is shown somewhere other than where it was rendered for: several API descriptions on one page,
// post excerpts on a list of posts.

/**
 * An `id` attribute, or an `href` to a fragment of the same page (`#x`), with the space before it:
 * inside a tag only (text holds no `<`, so the last `<` before a tag's attribute opens its tag).
 */
const ID_OR_FRAGMENT = /(?<=<[a-zA-Z][^<>]*)\s(?:id="([^"]*)"|href="#([^"]*)")/g;

export interface IdRewrite {
  /** The new value of an `id` written `value` (both as written, escaped); undefined drops the attribute. */
  id(value: string): string | undefined;
  /** The new `href` of a link to `#value` (as written). */
  fragment(value: string): string;
}

/** `html` with its ids and its links to fragments of the same page rewritten. */
export function rewriteIds(html: string, rewrite: IdRewrite): string {
  return html.replace(ID_OR_FRAGMENT, (_match: string, id: string | undefined, fragment: string | undefined) => {
    if (id === undefined) return ` href="${rewrite.fragment(fragment ?? '')}"`;
    const to = rewrite.id(id);
    return to === undefined ? '' : ` id="${to}"`;
  });
}

/** An attribute's value as written, read back (`&#x22;` → `"`). */
export const attributeValue = (written: string): string => written.replaceAll('&#x22;', '"').replaceAll('&#x26;', '&');
