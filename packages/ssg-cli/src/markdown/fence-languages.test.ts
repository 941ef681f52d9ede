import { describe, expect, it } from 'vitest';
import { fenceLanguages, referencedFiles } from './fence-languages.js';

describe('fenceLanguages', () => {
  it('counts the languages of fenced blocks, with meta, tildes and indentation', () => {
    const a = '# T\n\n```python title="a.py" {2}\nx\n```\n\n  ~~~Bash\necho\n~~~\n';
    const b = '```\nplain\n```\n\n```json\n{}\n```\n\nInline ```not a fence``` here.\n\n```PYTHON\ny\n```\n';
    expect([...fenceLanguages([a, b])]).toEqual([
      ['python', 2],
      ['bash', 1],
      ['json', 1],
    ]);
  });
});

describe('referencedFiles', () => {
  it('lists the URLs of code reference blocks once each, ignoring other blocks', () => {
    const a = '```python reference title="a.py"\nhttps://github.com/o/r/blob/main/a.py#L1-L3\n```\n\n```python\nhttps://github.com/o/r/blob/main/b.py\n```\n';
    const b = '~~~~js {2} reference\n  https://github.com/o/r/blob/main/c.js\n~~~~\n\n```python reference\nhttps://github.com/o/r/blob/main/a.py#L1-L3\n```\n';
    expect(referencedFiles([a, b])).toEqual(['https://github.com/o/r/blob/main/a.py#L1-L3', 'https://github.com/o/r/blob/main/c.js']);
  });
});
