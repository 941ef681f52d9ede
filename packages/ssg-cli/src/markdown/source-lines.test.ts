import { micromark } from 'micromark';
import { describe, expect, it } from 'vitest';
import { closesFence, closingFenceIn, eachLineOutsideFences, openingFence } from './source-lines.js';

describe('fences in source lines', () => {
  it('closes a fence as CommonMark does: up to three spaces, as many marks or more, then spaces or tabs only', () => {
    const cases: Array<[string, string]> = [['```', '```'], ['```', '   ````  \t'], ['```', '```\r'], ['~~~~', '~~~~~'], ['```', '``'], ['```', '    ```'], ['```', '~~~'], ['```', '``` x'], ['```', '```\u00a0']];
    for (const [fence, line] of cases) {
      // The parser's own reading: the block ends at `line` when the text after it is outside the block.
      const closed = micromark(`${fence}\na\n${line}\nafter\n`).includes('<p>after</p>');
      expect(closesFence(line, fence), JSON.stringify(line)).toBe(closed);
    }
  });

  it('finds the closing line in a text, and skips the lines of fenced blocks', () => {
    expect(closingFenceIn('code\n ``` x\n  ````\nrest', '```')?.index).toBe('code\n ``` x\n'.length);
    expect(openingFence('```js title="a"')).toBe('```');
    expect(openingFence('``` a`b')).toBeUndefined();
    const seen: number[] = [];
    eachLineOutsideFences(['a', '~~~', 'b', '~~~~', 'c'], (_line, index) => seen.push(index));
    expect(seen).toEqual([0, 4]);
  });
});
