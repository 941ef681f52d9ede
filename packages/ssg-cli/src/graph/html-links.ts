// Internal links of a rendered page, read from its HTML: this covers what the layout adds
// (navbar, footer, sidebar, breadcrumbs, cards, pagers) besides the Markdown content.

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function decode(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/**
 * The site-internal targets in `html`, without the base URL and in first-seen order.
 * A root-relative target outside the base URL is returned as it is, so the checker reports it.
 */
export function extractHtmlLinks(html: string, baseUrl: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(ATTRIBUTE)) {
    const value = decode(match[1] ?? '');
    if (value === '' || value.startsWith('#') || EXTERNAL.test(value) || !value.startsWith('/')) continue;
    const withoutQuery = value.replace(/\?[^#]*/, '');
    found.add(withoutQuery.startsWith(baseUrl) ? `/${withoutQuery.slice(baseUrl.length)}` : withoutQuery);
  }
  return [...found];
}
