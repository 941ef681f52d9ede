import { describe, expect, it } from 'vitest';
import { fitSegment, MAX_SEGMENT_BYTES, pathProblem } from './address.js';

describe('pathProblem', () => {
  it('refuses a segment longer than a folder name may be, counted in UTF-8 bytes', () => {
    expect(pathProblem(`/docs/${'a'.repeat(MAX_SEGMENT_BYTES)}`)).toBeUndefined();
    expect(pathProblem(`/docs/${'a'.repeat(MAX_SEGMENT_BYTES + 1)}/x`)).toBe(`holds a segment of 251 bytes ("${'a'.repeat(24)}…"), more than the 250 a folder's name may have`);
    // 126 characters of two bytes each.
    expect(pathProblem(`/docs/${'é'.repeat(126)}`)).toMatch(/^holds a segment of 252 bytes/);
  });
});

describe('fitSegment', () => {
  it('leaves a slug of up to 120 bytes as it is', () => {
    expect(fitSegment('get-pets-petid')).toBe('get-pets-petid');
    expect(fitSegment('a'.repeat(120))).toBe('a'.repeat(120));
  });

  it('cuts a longer one at a word and ends it in a digest of the whole, so that two such slugs stay two', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join('-');
    const fitted = fitSegment(words);
    expect(fitted).toMatch(/^word0-word1-.*-word\d+-[0-9a-f]{8}$/);
    expect(fitted.length).toBeLessThanOrEqual(120);
    expect(words.startsWith(fitted.slice(0, -9))).toBe(true);
    expect(fitSegment(`${words}-more`)).not.toBe(fitted);
    expect(fitSegment(words)).toBe(fitted);
  });

  it('counts bytes, and never cuts a character in two', () => {
    const fitted = fitSegment('日本語のタグ'.repeat(20));
    expect(Buffer.byteLength(fitted)).toBeLessThanOrEqual(120);
    expect(fitted).toMatch(/^(?:日本語のタグ|日|本|語|の|タ|グ)+-[0-9a-f]{8}$/u);
  });
});
