import { micromark } from 'micromark';
import { describe, expect, it } from 'vitest';
import { closesFence, closingFenceIn, eachLineOutsideFences, openingFence, plainText } from './source-lines.js';

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

  it('reads a heading\'s text without its marks, and white space as single spaces, plain text or not', () => {
    expect(plainText(' Heading 12 of the page ')).toBe('Heading 12 of the page');
    expect(plainText('Two  spaces,\ta tab and\u00a0a no-break space')).toBe('Two spaces, a tab and a no-break space');
    expect(plainText('A [link](x.md), `code`, **strong**, _em_, snake_case, <b>tag</b> and \\# ~~del~~')).toBe('A link, code, strong, em, snake_case, tag and # del');
  });
});
