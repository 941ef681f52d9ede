import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBundle } from './code-cache.js';

interface TestBundle {
  answer: number;
  dir: string;
  load(specifier: string): Promise<unknown>;
  twice(n: number): number;
}

const BUNDLE = `exports.answer = 42;
exports.dir = __dirname;
exports.load = (specifier) => __ssgImport(specifier);
const { strictEqual } = require('node:assert');
exports.twice = (n) => {
  strictEqual(typeof n, 'number');
  return n * 2;
};
`;

describe('loadBundle', () => {
  let dir: string;
  let file: string;
  const hostImport = (specifier: string): Promise<unknown> => import(specifier);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ssg-code-cache-'));
    file = path.join(dir, 'bundle.js');
    writeFileSync(file, BUNDLE);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs a CommonJS bundle with require, __dirname and the host importer', async () => {
    const bundle = loadBundle<TestBundle>(file, hostImport);
    expect(bundle.exports.answer).toBe(42);
    expect(bundle.exports.dir).toBe(dir);
    expect(bundle.exports.twice(4)).toBe(8);
    const imported = (await bundle.exports.load('node:path')) as typeof import('node:path');
    expect(imported.join('a', 'b')).toBe(path.join('a', 'b'));
  });

  it('writes the cache after a run without one and uses it on the next run', () => {
    const first = loadBundle<TestBundle>(file, hostImport);
    expect(first.cacheUsed).toBe(false);
    first.exports.twice(1);
    first.saveCodeCache();
    const cache = readFileSync(`${file}.cache`);
    expect(cache.subarray(0, 20).equals(createHash('sha1').update(BUNDLE).digest())).toBe(true);
    expect(cache.length).toBeGreaterThan(20);

    const second = loadBundle<TestBundle>(file, hostImport);
    expect(second.cacheUsed).toBe(true);
    expect(second.exports.twice(5)).toBe(10);
    second.saveCodeCache();
    expect(readFileSync(`${file}.cache`).equals(cache)).toBe(true);
  });

  it('ignores the cache of another bundle text, even one of the same length', () => {
    const first = loadBundle<TestBundle>(file, hostImport);
    first.saveCodeCache();
    const changed = BUNDLE.replace('answer = 42', 'answer = 43');
    expect(changed.length).toBe(BUNDLE.length);
    writeFileSync(file, changed);

    const second = loadBundle<TestBundle>(file, hostImport);
    expect(second.cacheUsed).toBe(false);
    expect(second.exports.answer).toBe(43);
    second.saveCodeCache();
    expect(loadBundle<TestBundle>(file, hostImport).cacheUsed).toBe(true);
  });

  it('runs without the cache when V8 rejects it', () => {
    const digest = createHash('sha1').update(BUNDLE).digest();
    writeFileSync(`${file}.cache`, Buffer.concat([digest, Buffer.from('not a V8 code cache')]));
    const bundle = loadBundle<TestBundle>(file, hostImport);
    expect(bundle.cacheUsed).toBe(false);
    expect(bundle.exports.answer).toBe(42);
    bundle.saveCodeCache();
    expect(loadBundle<TestBundle>(file, hostImport).cacheUsed).toBe(true);
  });
});
