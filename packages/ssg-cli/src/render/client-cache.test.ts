import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltClient } from './build-client.js';
import { cachedClient } from './client-cache.js';

describe('the cache of bundled browser runtimes', () => {
  let dir: string;
  let input: string;
  let bundles: number;
  const request = { version: 1, islands: ['Search'] };

  /** Bundles `input` as esbuild would be asked to: one file, named by its text. */
  const bundle = async (): Promise<{ client: BuiltClient; inputs: string[] }> => {
    bundles++;
    const text = readFileSync(input, 'utf8');
    const route = `/assets/js/shell-${text.length}.js`;
    return { client: { files: [{ path: route.slice(1), contents: new TextEncoder().encode(text) }], entry: route, preload: [], islands: { Search: route } }, inputs: [input] };
  };
  const contents = (client: BuiltClient): string[] => client.files.map((file) => ('contents' in file ? new TextDecoder().decode(file.contents) : ''));

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ssg-client-cache-'));
    input = path.join(dir, 'island.js');
    writeFileSync(input, 'export const a = 1;\n');
    bundles = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the stored bundle while its inputs are unchanged, and bundles again when one changed', async () => {
    const cache = path.join(dir, 'cache');
    const first = await cachedClient(request, cache, bundle);
    const again = await cachedClient(request, cache, bundle);
    expect(bundles).toBe(1);
    expect(again.entry).toBe(first.entry);
    expect(contents(again)).toEqual(['export const a = 1;\n']);

    // Touched, same bytes: still the stored bundle (its digest is the same).
    utimesSync(input, new Date(), new Date(Date.now() + 5_000));
    await cachedClient(request, cache, bundle);
    expect(bundles).toBe(1);

    writeFileSync(input, 'export const a = 22;\n');
    const changed = await cachedClient(request, cache, bundle);
    expect(bundles).toBe(2);
    expect(contents(changed)).toEqual(['export const a = 22;\n']);
    // Another request (other islands) has an entry of its own.
    await cachedClient({ ...request, islands: [] }, cache, bundle);
    expect(bundles).toBe(3);
  });

  it('bundles again when the stored entry is damaged or an input is gone', async () => {
    const cache = path.join(dir, 'cache');
    await cachedClient(request, cache, bundle);
    const [entry] = readdirSync(cache);
    writeFileSync(path.join(cache, entry!, 'manifest.json'), '{"inputs":');
    await cachedClient(request, cache, bundle);
    expect(bundles).toBe(2);
    // The input gone: not the stored bundle (here the bundling fails, as esbuild would).
    rmSync(input);
    await expect(cachedClient(request, cache, bundle)).rejects.toThrow(/ENOENT/);
    expect(bundles).toBe(3);
  });
});
