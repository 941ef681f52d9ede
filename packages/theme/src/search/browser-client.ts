// The search client as the browser's search dialog uses it: index files fetched under the site's
// base URL. The content-hashed files never change, so any copy in the HTTP cache is used as it
// is; the manifest (the only fixed name) is revalidated, and taken from the cache when the
// network fails — once a reader has searched, search keeps working offline. Loaded with the
// client (MiniSearch) only when the dialog first opens.
import { SEARCH_MANIFEST_ROUTE } from '../contract/search.js';
import { createSearchClient, type LoadJson, type SearchClient } from './search-client.js';

export type { SearchClient, SearchHit, SearchResultGroup } from './search-client.js';

/** Fetches index files under `base` (`/`, `/flux0/`). */
export function searchFileLoader(base: string, fetchFile: typeof fetch = fetch): LoadJson {
  const get = async (url: string, cache: RequestCache): Promise<unknown> => {
    const response = await fetchFile(url, { cache, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  return async (route) => {
    const url = base.replace(/\/$/, '') + route;
    if (route !== SEARCH_MANIFEST_ROUTE) return get(url, 'force-cache');
    try {
      return await get(url, 'no-cache');
    } catch (error) {
      // Offline (a network error, not an HTTP status): the copy in the cache, however old.
      if (!(error instanceof TypeError)) throw error;
      return get(url, 'force-cache');
    }
  };
}

/**
 * The search client of the site served under `base`. After a failure (the site deployed again
 * while the page was open, so the files of the manifest it holds are gone; the network) the next
 * call starts over from a fresh manifest: search recovers without a reload.
 */
export function createBrowserSearchClient(base: string, fetchFile: typeof fetch = fetch): SearchClient {
  const start = (): SearchClient => createSearchClient(searchFileLoader(base, fetchFile));
  let client = start();
  const run = async <T>(call: (current: SearchClient) => Promise<T>): Promise<T> => {
    const current = client;
    try {
      return await call(current);
    } catch (error) {
      if (client === current) client = start();
      throw error;
    }
  };
  return {
    search: (query, options) => run((current) => current.search(query, options)),
    prepare: () => run((current) => current.prepare()),
  };
}
