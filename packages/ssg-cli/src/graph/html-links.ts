// Internal links of a rendered page, read from its HTML: this covers what the layout adds
// (navbar, footer, sidebar, breadcrumbs, cards, pagers) besides the Markdown content.

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function decode(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/**
 * The site-internal target of an `href`/`src` value as written in HTML, without the base URL and
 * the query; undefined for external, relative and same-page links. A root-relative target
 * outside the base URL is returned as it is, so the checker reports it.
 */
function internalTarget(attribute: string, baseUrl: string): string | undefined {
  const value = decode(attribute);
  if (value === '' || value.startsWith('#') || EXTERNAL.test(value) || !value.startsWith('/')) return undefined;
  const withoutQuery = value.replace(/\?[^#]*/, '');
  return withoutQuery.startsWith(baseUrl) ? `/${withoutQuery.slice(baseUrl.length)}` : withoutQuery;
}

/**
 * For one build: reads the internal targets of a page (without the base URL) that `exists`
 * rejects, in first-seen order.
 * Each distinct attribute value is resolved and checked once: on a large site every page repeats
 * the sidebar's thousand links, and checking them page by page was a third of rendering.
 */
export function createBrokenLinkReader(baseUrl: string, exists: (target: string) => boolean): (html: string) => string[] {
  /** Attribute value → the broken target it names, or undefined (fine, or not an internal link). */
  const verdicts = new Map<string, string | undefined>();
  return (html) => {
    const broken = new Set<string>();
    for (const match of html.matchAll(ATTRIBUTE)) {
      const attribute = match[1] ?? '';
      let verdict = verdicts.get(attribute);
      if (verdict === undefined && !verdicts.has(attribute)) {
        const target = internalTarget(attribute, baseUrl);
        verdict = target !== undefined && !exists(target) ? target : undefined;
        // A copy as the key: the match is a slice that would keep the whole page's HTML alive.
        verdicts.set(` ${attribute}`.slice(1), verdict);
      }
      if (verdict !== undefined) broken.add(verdict);
    }
    return [...broken];
  };
}
