import { describe, expect, it } from 'vitest';
import { SEARCH_FORMAT_VERSION } from '../contract/search.js';
import { createBrowserSearchClient, searchFileLoader } from './browser-client.js';

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

describe('createBrowserSearchClient', () => {
  it('after a failure starts over from a fresh manifest (the site was deployed again while the page was open)', async () => {
    const manifest = (base: string) => ({ version: SEARCH_FORMAT_VERSION, sections: 0, keyLength: 2, base, terms: [], pages: [] });
    // The manifest the page read names a base file that a new deployment has removed.
    const files: Record<string, unknown> = { '/search/manifest.json': manifest('/search/base-gone.json') };
    const { fetchFile, requests } = fakeFetch(files);
    const client = createBrowserSearchClient('/', fetchFile);
    await expect(client.prepare()).rejects.toThrow('Could not load /search/base-gone.json: HTTP 404');
    files['/search/manifest.json'] = manifest('/search/base-new.json');
    files['/search/base-new.json'] = { pageSections: [], fieldLength: [] };
    requests.length = 0;
    await expect(client.prepare()).resolves.toBeUndefined();
    expect(requests).toEqual([
      ['/search/manifest.json', 'no-cache'],
      ['/search/base-new.json', 'force-cache'],
    ]);
  });
});
