import { describe, expect, it } from 'vitest';
import { SpecPositions } from './spec-positions.js';

const json = `{
  "paths": {
    "/a~b/{id}": { "get": { "description": "One line.\\nSee [x](/y) \\"quoted\\"" } },
    "list": [1, {"k": "v"}]
  }
}`;

describe('SpecPositions', () => {
  it('finds values in JSON text by pointer, escaped tokens and array items included', () => {
    const positions = new SpecPositions(json);
    positions.prepare(['/paths/~1a~0b~1{id}/get', '/paths/list/1/k', '/paths/missing']);
    expect(positions.locate('/paths/~1a~0b~1{id}/get')).toEqual({ line: 3, column: 27 });
    expect(positions.locate('/paths/list/1/k')).toEqual({ line: 4, column: 23 });
    expect(positions.locate('/paths/missing')).toBeUndefined();
    expect(positions.locate('')).toEqual({ line: 1, column: 1 });
  });

  it('maps a spot inside a JSON string (escapes decoded) back to the file', () => {
    const positions = new SpecPositions(json);
    const at = positions.locateInString('/paths/~1a~0b~1{id}/get/description', 2, 5)!;
    expect(json.split('\n')[at.line - 1]!.slice(at.column - 1)).toMatch(/^\[x\]\(\/y\)/);
  });

  it('finds YAML values, and spots inside block scalars at their own line', () => {
    const yaml = 'info:\n  title: T\n  description: |\n    First line.\n    See [x](/y).\n';
    const positions = new SpecPositions(yaml);
    expect(positions.locate('/info/title')).toEqual({ line: 2, column: 10 });
    expect(positions.locateInString('/info/description', 2, 5)).toEqual({ line: 5, column: 9 });
    expect(positions.locateInString('/info/title', 1, 1)).toEqual({ line: 2, column: 10 });
  });
});
