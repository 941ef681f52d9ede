import { describe, expect, it } from 'vitest';
import { MAX_SHOWN_CHARACTERS, shownBody } from './send.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('shownBody', () => {
  it('shows text as it is and JSON pretty-printed', () => {
    expect(shownBody(bytes('{"a":[1,2]}'), 'application/json')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(shownBody(bytes('{"a":1}'), 'application/problem+json; charset=utf-8')).toBe('{\n  "a": 1\n}');
    expect(shownBody(bytes('plain ü'), 'text/plain')).toBe('plain ü');
    expect(shownBody(bytes('no type'), '')).toBe('no type');
  });

  it('shows a body that is not text as its size and type, not as garbled characters', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(shownBody(png, 'image/png')).toBe('Binary response: 12 bytes of image/png, not shown. Send the request from a sample below to save it.');
    expect(shownBody(new Uint8Array([0, 1, 2, 0xff, 0xfe]), 'application/octet-stream')).toMatch(/^Binary response: 5 bytes of application\/octet-stream/);
    // Named as text but not UTF-8 (or holding NUL): not shown as text either.
    expect(shownBody(new Uint8Array([0x61, 0xff, 0x62]), 'text/plain')).toMatch(/^Binary response: 3 bytes of text\/plain/);
    expect(shownBody(new Uint8Array([0x61, 0, 0x62]), '')).toMatch(/^Binary response: 3 bytes of an unnamed type/);
  });

  it('shows at most MAX_SHOWN_CHARACTERS of a long body, and says how much is left out', () => {
    const long = JSON.stringify(Array.from({ length: 20_000 }, (_, index) => ({ index, name: `item ${index}` })));
    const shown = shownBody(bytes(long), 'application/json');
    const [head, note] = [shown.slice(0, MAX_SHOWN_CHARACTERS), shown.slice(MAX_SHOWN_CHARACTERS)];
    expect(head.startsWith('[\n  {\n    "index": 0,')).toBe(true);
    expect(note).toMatch(/^\n… [\d,]+ more characters not shown \([\d,]+ bytes in all\)\.$/);
  });
});
