import { describe, expect, it } from 'vitest';
import { takeMagicComments } from './magic-comments.js';

describe('takeMagicComments', () => {
  it('marks the line after highlight-next-line and removes the comment', () => {
    const result = takeMagicComments('const a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;');
    expect(result.code).toBe('const a = 1;\nconst b = 2;\nconst c = 3;');
    expect([...result.lines]).toEqual([2]);
  });

  it('marks every line between highlight-start and highlight-end', () => {
    const result = takeMagicComments('# setup\n# highlight-start\nx = 1\ny = 2\n# highlight-end\nprint(x)');
    expect(result.code).toBe('# setup\nx = 1\ny = 2\nprint(x)');
    expect([...result.lines]).toEqual([2, 3]);
  });

  it('accepts the comment syntaxes of other languages, indented', () => {
    const code = ['<div>', '  <!-- highlight-next-line -->', '  <p>a</p>', '  {/* highlight-next-line */}', '  <b />', '-- highlight-next-line', 'SELECT 1;', '/* highlight-next-line */', 'x', '</div>'].join('\n');
    const result = takeMagicComments(code);
    expect(result.code).toBe('<div>\n  <p>a</p>\n  <b />\nSELECT 1;\nx\n</div>');
    expect([...result.lines]).toEqual([2, 3, 4, 5]);
  });

  it('leaves code that only mentions the words alone', () => {
    const code = 'const note = "// highlight-next-line";\nlet highlight_start = 1;';
    expect(takeMagicComments(code)).toEqual({ code, lines: new Set() });
  });

  it('ignores an unmatched highlight-end', () => {
    const result = takeMagicComments('a\n// highlight-end\nb');
    expect(result.code).toBe('a\nb');
    expect([...result.lines]).toEqual([]);
  });
});
