// A small crawler for built sites: starting from some paths, it fetches every internal URL named
// by `href`, `src`, `srcset`, a meta-refresh target or a CSS `url()`, and records each answer, the
// root-relative URLs that lack the base URL, and the `#anchors` that match no id on their page.

/** What a crawl found. */
export interface CrawlResult {
  /** Status of every internal path fetched (path + query, no hash). */
  status: Map<string, number>;
  /** `page → url` for root-relative URLs written without the base prefix. */
  withoutBase: string[];
  /** `page → url` for absolute URLs on the site's own domain without the base prefix. */
  absoluteWithoutBase: string[];
  /** `page → url#hash` for fragments that name no id on the target page. */
  missingAnchors: string[];
}

const ATTRIBUTES = /\s(?:href|src|srcset|poster)\s*=\s*"([^"]*)"/gi;
const META_REFRESH = /<meta\s+http-equiv="refresh"\s+content="\d+;\s*url=([^"]+)"/gi;
const CSS_URL = /url\(\s*['"]?([^'")]+)['"]?\s*\)/gi;
const IDS = /\sid="([^"]+)"/g;

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** Every URL a document names, as written. */
export function referencedUrls(text: string, type: string): string[] {
  const found: string[] = [];
  if (type.includes('css')) {
    for (const match of text.matchAll(CSS_URL)) found.push(match[1] ?? '');
    return found.filter((url) => !url.startsWith('data:'));
  }
  for (const match of text.matchAll(ATTRIBUTES)) {
    const value = decodeEntities(match[1] ?? '');
    if (/srcset/i.test(match[0])) found.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
    else found.push(value);
  }
  for (const match of text.matchAll(META_REFRESH)) found.push(decodeEntities(match[1] ?? ''));
  return found.filter((url) => url !== '' && !url.startsWith('data:'));
}

/**
 * Crawls `origin` from `start` paths. `base` is the base URL every internal URL must start with;
 * `siteUrl` the configured absolute site URL (`https://example.com`) checked the same way.
 */
export async function crawl({ origin, start, base, siteUrl }: { origin: string; start: string[]; base: string; siteUrl: string }): Promise<CrawlResult> {
  const status = new Map<string, number>();
  const ids = new Map<string, Set<string>>();
  const anchorsToCheck: { page: string; target: string; hash: string }[] = [];
  const withoutBase: string[] = [];
  const absoluteWithoutBase: string[] = [];
  const queue = [...start];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    if (status.has(current)) continue;
    const response = await fetch(`${origin}${current}`, { redirect: 'manual' });
    status.set(current, response.status);
    const type = response.headers.get('content-type') ?? '';
    if (!/html|css|xml|xsl/.test(type)) {
      await response.arrayBuffer();
      continue;
    }
    const text = await response.text();
    if (type.includes('html')) ids.set(current, new Set([...text.matchAll(IDS)].map((m) => m[1] ?? '')));
    for (const written of referencedUrls(text, type)) {
      if (written.startsWith(siteUrl)) {
        if (!written.slice(siteUrl.length).startsWith(base)) absoluteWithoutBase.push(`${current} → ${written}`);
        continue;
      }
      const url = new URL(written, `${origin}${current}`);
      if (url.origin !== origin) continue;
      if (written.startsWith('/') && !written.startsWith(base)) withoutBase.push(`${current} → ${written}`);
      const target = url.pathname + url.search;
      if (url.hash.length > 1) anchorsToCheck.push({ page: current, target, hash: decodeURIComponent(url.hash.slice(1)) });
      if (!status.has(target)) queue.push(target);
    }
  }
  const missingAnchors = anchorsToCheck
    .filter(({ target, hash }) => ids.has(target) && !ids.get(target)?.has(hash))
    .map(({ page, target, hash }) => `${page} → ${target}#${hash}`);
  return { status, withoutBase: [...new Set(withoutBase)], absoluteWithoutBase: [...new Set(absoluteWithoutBase)], missingAnchors: [...new Set(missingAnchors)] };
}
