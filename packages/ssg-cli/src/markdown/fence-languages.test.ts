import { describe, expect, it } from 'vitest';
import { fenceLanguages } from './fence-languages.js';

describe('fenceLanguages', () => {
  it('counts the languages of fenced blocks, with meta, tildes and indentation', () => {
    const a = '# T\n\n```python title="a.py" {2}\nx\n```\n\n  ~~~Bash\necho\n~~~\n';
    const b = '```\nplain\n```\n\n```json\n{}\n```\n\nInline ```not a fence``` here.\n\n```PYTHON\ny\n```\n\n```rust,no_run\nfn main() {}\n```\n';
    expect([...fenceLanguages([a, b])]).toEqual([
      ['python', 2],
      ['bash', 1],
      ['json', 1],
      ['rust', 1],
    ]);
  });
});
