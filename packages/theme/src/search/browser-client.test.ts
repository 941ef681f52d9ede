import { describe, expect, it } from 'vitest';
import { searchFileLoader } from './browser-client.js';

/** A fetch that answers from `files` (URL → JSON), records each request's cache mode, and fails like a network error while `offline` is set. */
function fakeFetch(files: Record<string, unknown>) {
  const requests: Array<[string, RequestCache | undefined]> = [];
  const state = { offline: false };
  const fetchFile = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push([url, init?.cache]);
    if (state.offline && init?.cache !== 'force-cache') throw new TypeError('Failed to fetch');
    if (!(url in files)) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(files[url]), { status: 200 });
  }) as typeof fetch;
  return { fetchFile, requests, state };
}

describe('searchFileLoader', () => {
  it('loads under the base URL; hashed files from the HTTP cache when it has them, the manifest revalidated', async () => {
    const { fetchFile, requests } = fakeFetch({ '/flux0/search/manifest.json': { version: 1 }, '/flux0/search/base-abc.json': { n: 1 } });
    const load = searchFileLoader('/flux0/', fetchFile);
    expect(await load('/search/manifest.json')).toEqual({ version: 1 });
    expect(await load('/search/base-abc.json')).toEqual({ n: 1 });
    expect(requests).toEqual([
      ['/flux0/search/manifest.json', 'no-cache'],
      ['/flux0/search/base-abc.json', 'force-cache'],
    ]);
    expect(await searchFileLoader('/', fakeFetch({ '/search/manifest.json': 1 }).fetchFile)('/search/manifest.json')).toBe(1);
  });

  it('offline, takes the manifest from the cache', async () => {
    const { fetchFile, requests, state } = fakeFetch({ '/search/manifest.json': { version: 1 } });
    state.offline = true;
    expect(await searchFileLoader('/', fetchFile)('/search/manifest.json')).toEqual({ version: 1 });
    expect(requests).toEqual([
      ['/search/manifest.json', 'no-cache'],
      ['/search/manifest.json', 'force-cache'],
    ]);
  });

  it('fails on an HTTP error, naming the URL, without trying the cache', async () => {
    const { fetchFile, requests } = fakeFetch({});
    await expect(searchFileLoader('/docs-site/', fetchFile)('/search/manifest.json')).rejects.toThrow('Could not load /docs-site/search/manifest.json: HTTP 404');
    expect(requests).toHaveLength(1);
  });
});
