import { describe, expect, it } from 'vitest';
import { acceptBody } from './accept-body.js';
import { FetchFailure } from './fetch-failure.js';

/** Why `acceptBody` refused a body, or undefined when it accepted it. */
function refusal(kind: 'doc' | 'openapi' | 'code', body: Buffer | string, contentType?: string): string | undefined {
  try {
    acceptBody({ kind, bytes: Buffer.isBuffer(body) ? body : Buffer.from(body), contentType });
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(FetchFailure);
    return (error as Error).message;
  }
}

describe('acceptBody', () => {
  it('refuses empty, blank, binary and undecodable bodies', () => {
    expect(refusal('doc', '')).toBe('the fetched copy was refused: the body is empty');
    expect(refusal('code', ' \n\t\n')).toBe('the fetched copy was refused: the body holds only white space');
    expect(refusal('doc', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]))).toBe(
      'the fetched copy was refused: it is not UTF-8 text (a binary file?)',
    );
    expect(refusal('code', 'abc\0def')).toBe('the fetched copy was refused: it contains NUL bytes, so it is a binary file, not text');
    expect(refusal('doc', '# Hi', 'text/plain; charset=klingon')).toBe('the fetched copy was refused: it declares the unknown charset "klingon"');
  });

  it('refuses a README nested too deeply and a specification that does not parse', () => {
    expect(refusal('doc', `# Deep\n\n${'> '.repeat(1000)}x`)).toBe(
      'the fetched copy was refused: line 3 nests block quotes and lists deeper than the limit of 100 levels',
    );
    expect(refusal('openapi', '{"openapi": "3.1.0",\n "info": }')).toMatch(/^the fetched copy was refused: (line 2: )?the OpenAPI document is not valid JSON: Unexpected token/);
    expect(refusal('openapi', 'title: not a spec\n')).toMatch(/^the fetched copy was refused: .*this is not an OpenAPI document$/);
  });

  it('keeps UTF-8 bodies as they are and transcodes a declared charset to UTF-8', () => {
    const readme = Buffer.from('# Café\n\n> - ok\n');
    expect(acceptBody({ kind: 'doc', bytes: readme })).toBe(readme);
    const latin1 = Buffer.from([0x23, 0x20, 0x43, 0x61, 0x66, 0xe9]);
    expect(acceptBody({ kind: 'doc', bytes: latin1, contentType: 'text/markdown; charset=ISO-8859-1' }).toString('utf8')).toBe('# Café');
    // UTF-16 after a byte-order mark, whatever the server declares (GitHub serves every raw file as UTF-8).
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Café ✓\n', 'utf16le')]);
    expect(acceptBody({ kind: 'doc', bytes: utf16, contentType: 'text/plain; charset=utf-8' }).toString('utf8')).toBe('# Café ✓\n');
    expect(refusal('doc', utf16.subarray(0, utf16.length - 1), 'text/plain; charset=utf-8')).toBe('the fetched copy was refused: it is not utf-16le text (a binary file?)');
    const spec = Buffer.from('openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths: {}\n');
    expect(acceptBody({ kind: 'openapi', bytes: spec, contentType: 'application/yaml' })).toBe(spec);
  });
});
