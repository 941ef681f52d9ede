import { describe, expect, it } from 'vitest';
import { deepestExisting, getAtPointer, splitPointer, toPointer } from './json-pointer.js';

describe('JSON pointers', () => {
  const document = { paths: { '/a/{id}': { get: { tags: ['x', 'y'] } } }, 'til~de': 1 };

  it('escapes `/` and `~` and round-trips', () => {
    const pointer = toPointer(['paths', '/a/{id}', 'get']);
    expect(pointer).toBe('/paths/~1a~1{id}/get');
    expect(splitPointer(pointer)).toEqual(['paths', '/a/{id}', 'get']);
    expect(getAtPointer(document, '/til~0de')).toBe(1);
  });

  it('follows array indexes and reports missing tokens as undefined', () => {
    expect(getAtPointer(document, '/paths/~1a~1{id}/get/tags/1')).toBe('y');
    expect(getAtPointer(document, '/paths/~1a~1{id}/post')).toBeUndefined();
    expect(getAtPointer(document, '/paths/~1a~1{id}/get/tags/01')).toBeUndefined();
  });

  it('finds the deepest part of a pointer that exists', () => {
    expect(deepestExisting(document, '/paths/~1a~1{id}/get/responses/200')).toBe('/paths/~1a~1{id}/get');
    expect(deepestExisting(document, '/nothing')).toBe('');
  });
});
