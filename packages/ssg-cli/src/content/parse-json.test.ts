import { describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { parseJson } from './parse-json.js';

const where = (text: string): string => {
  try {
    parseJson(text, 'x.json', 'the file', 'Fix it.');
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return /^x\.json:(\d+:\d+) {2}the file is not valid JSON: /.exec((error as Error).message)?.[1] ?? (error as Error).message;
  }
  return 'parsed';
};

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{"a": [1, "b"]}', 'x.json', 'the file', '')).toEqual({ a: [1, 'b'] });
  });

  it('names the line and column where the text stops being JSON, stated by the parser or not', () => {
    expect(where('{\n  "docs": [\n    "intro",\n  ]\n}\n')).toBe('4:3');
    expect(where('{\n  "a": 1,\n}')).toBe('3:1');
    expect(where('{"a" 1}')).toBe('1:6');
    expect(where('[1, 2] x')).toBe('1:8');
    expect(where('{\n  "a": tru }')).toBe('2:11');
    expect(where('{"a": "b')).toBe('1:9');
    expect(where('')).toBe('1:1');
  });
});
