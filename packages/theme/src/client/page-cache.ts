// Fetching pages: one request per page however often it is hovered, prefetched or navigated to,
// kept for five minutes; a failed fetch is forgotten so that Retry fetches again.

/** A fetched page: its final URL (after redirects), status and HTML. */
export interface FetchedPage {
  url: string;
  status: number;
  html: string;
}

/** Thrown when the server answered with an error status. */
export class HttpError extends Error {
  constructor(readonly status: number, statusText: string) {
    super(`The server answered ${status}${statusText ? ` ${statusText}` : ''}.`);
  }
}

/** Thrown when the URL is not an HTML page (the browser should load it itself). */
export class NotAPageError extends Error {}

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 50;

export interface PageCache {
  /** The page at `key` (a URL without hash), from the cache when fresh. */
  get(key: string, options?: { priority?: 'low' | 'high'; fresh?: boolean }): Promise<FetchedPage>;
  has(key: string): boolean;
  clear(): void;
}

async function fetchPage(url: string, priority: 'low' | 'high', fresh: boolean): Promise<FetchedPage> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
    priority,
    ...(fresh ? { cache: 'no-store' as const } : {}),
  } as RequestInit);
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) throw new NotAPageError(url);
  if (!response.ok && response.status !== 404) throw new HttpError(response.status, response.statusText);
  return { url: response.url || url, status: response.status, html: await response.text() };
}

export function createPageCache(): PageCache {
  const entries = new Map<string, { page: Promise<FetchedPage>; at: number }>();
  return {
    get(key, { priority = 'high', fresh = false } = {}) {
      const entry = entries.get(key);
      if (!fresh && entry && Date.now() - entry.at < TTL_MS) return entry.page;
      const page = fetchPage(key, priority, fresh);
      entries.delete(key);
      entries.set(key, { page, at: Date.now() });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      page.catch(() => {
        if (entries.get(key)?.page === page) entries.delete(key);
      });
      return page;
    },
    has: (key) => entries.has(key),
    clear: () => entries.clear(),
  };
}
