import { describe, expect, it } from 'vitest';
import { deepestExisting, getAtPointer, splitPointer, toPointer } from './json-pointer.js';
import { markedLine, pointerAtPrintedLine } from './printed-line.js';

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

describe('pointerAtPrintedLine', () => {
  const value = { openapi: '3.1.0', info: { title: 'X' }, paths: { '/a': { get: { responses: { '200': { descriptio: 'ok' } } } } }, empty: {}, list: [1, { a: 2 }] };
  const lines = JSON.stringify(value, null, 2).split('\n');

  it('maps every printed line that opens a value to its pointer', () => {
    const line = lines.findIndex((text) => text.includes('"200": {')) + 1;
    expect(pointerAtPrintedLine(value, line)).toBe('/paths/~1a/get/responses/200');
    expect(pointerAtPrintedLine(value, lines.findIndex((text) => text.includes('"empty"')) + 1)).toBe('/empty');
    expect(pointerAtPrintedLine(value, lines.findIndex((text) => text.includes('"a": 2')) + 1)).toBe('/list/1/a');
    expect(pointerAtPrintedLine(value, 1)).toBe('');
  });

  it('maps a closing line to its container and a line past the end to nothing', () => {
    const closing = lines.findIndex((text, index) => index > 2 && text === '  },') + 1;
    expect(pointerAtPrintedLine(value, closing)).toBe('/info');
    expect(pointerAtPrintedLine(value, lines.length + 5)).toBeUndefined();
  });

  it('reads the marked line of a code frame', () => {
    expect(markedLine('REQUIRED must have required property\n\n  10 |  x\n> 11 |   "200": {\n     |   ^ here')).toBe(11);
    expect(markedLine('no frame')).toBeUndefined();
  });
});
