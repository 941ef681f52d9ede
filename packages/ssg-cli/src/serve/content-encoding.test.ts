import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, negotiateEncoding } from './content-encoding.js';

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q-values and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.2, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
  });

  it('compresses so that the body decompresses to the original', async () => {
    const body = Buffer.from('<p>hello</p>'.repeat(500));
    expect(brotliDecompressSync(await compress(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(await compress(body, 'gzip')).equals(body)).toBe(true);
  });
});
