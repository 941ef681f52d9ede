import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Node } from 'unist';
import { describe, expect, it } from 'vitest';
import { findDeepBlockNesting, findDeepNode, nestingError } from './nesting.js';

/** The deepest block nesting the scan finds (the smallest limit it accepts). */
function scannedDepth(text: string): number {
  let limit = 0;
  while (findDeepBlockNesting(text, limit)) limit++;
  return limit;
}

/** The deepest nesting of the given node types (block quotes and list items) in the parser's tree. */
function parsedDepth(text: string, types = ['blockquote', 'listItem']): number {
  let deepest = 0;
  const visit = (node: Node, depth: number): void => {
    const own = depth + (types.includes(node.type) ? 1 : 0);
    deepest = Math.max(deepest, own);
    for (const child of (node as { children?: Node[] }).children ?? []) visit(child, own);
  };
  visit(unified().use(remarkParse).use(remarkDirective).parse(text), 0);
  return deepest;
}

describe('findDeepBlockNesting', () => {
  it('finds deep nesting on one line and across lines, with its line and column', () => {
    expect(findDeepBlockNesting(`# Title\n\n${'- '.repeat(10_000)}x\n`)).toEqual({ line: 3, column: 201, depth: 101, limit: 100, what: 'block quotes and lists' });
    expect(findDeepBlockNesting(`${'>'.repeat(10_000)} x`)).toMatchObject({ line: 1, column: 101, depth: 101 });
    expect(findDeepBlockNesting('> - '.repeat(60))).toMatchObject({ line: 1, column: 201, depth: 101 });
    const indented = Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
    expect(findDeepBlockNesting(indented)).toMatchObject({ line: 101, column: 201, depth: 101 });
  });

  it('counts like the parser on ordinary nesting', () => {
    const samples = [
      '- a\n  - b\n    - c\n\n      > d\n      > > e\n',
      '> quote\n> - item\n>   1. inner\n\nafter',
      '1. one\n2. two\n   - nested\n     text continues\n- new list',
      '- a\n\n      indented code - - x\n',
      'para\n2) not a list\n- but this\n  - and this',
      '* * *\n- - -\n- a\n\n---',
      // Indented with tabs (four columns each): the most nesting for the characters before the content.
      Array.from({ length: 30 }, (_, i) => `${'\t'.repeat(i)}- x`).join('\n'),
      Array.from({ length: 30 }, (_, i) => `${'\t'.repeat(Math.floor(i / 2))}${i % 2 ? '  ' : ''}- x`).join('\n'),
    ];
    for (const text of samples) expect(scannedDepth(text), text).toBe(parsedDepth(text));
  });

  it('skips fenced code, HTML blocks and thematic breaks', () => {
    const deep = '- '.repeat(150);
    expect(findDeepBlockNesting(`\`\`\`\n${deep}\n\`\`\``)).toBeUndefined();
    expect(findDeepBlockNesting(`- item\n\n  ~~~~\n${deep}\n  ~~~~`)).toBeUndefined();
    expect(findDeepBlockNesting(`<!--\n${deep}\n-->`)).toBeUndefined();
    expect(findDeepBlockNesting(`<div>\n${deep}\n`)).toBeUndefined();
    expect(findDeepBlockNesting(`${'- '.repeat(300)}\n`)).toBeUndefined();
    // A fence in a list item ends with the item.
    expect(findDeepBlockNesting(`- item\n  \`\`\`\nafter\n${deep}x`)).toMatchObject({ line: 4, depth: 101 });
    // A fence closes with as many of its characters or more and white space only; not with fewer, the other character or text after them.
    for (const closing of ['```', '````', '  ```  \t', '```\u00a0']) expect(findDeepBlockNesting(`\`\`\`js\ncode\n${closing}\n${deep}x`), closing).toMatchObject({ line: 4, depth: 101 });
    for (const closing of ['``', '~~~', '``` x']) expect(findDeepBlockNesting(`\`\`\`js\ncode\n${closing}\n${deep}x`), closing).toBeUndefined();
  });

  it('counts container directives like the parser, outside code fences', () => {
    const samples = [
      ':::tip\ntext\n:::',
      ':::::outer\n::::inner\n:::note\nx\n:::\n::::\n:::::',
      ':::a\n:::b\n:::c\n\n',
      ':::a\n```\n:::b\n:::c\n```\n:::',
      '> :::a\n> :::b\n> x\n',
      ':::a\n:::\n:::b\n:::\n:::c\n:::',
    ];
    for (const text of samples) expect(scannedDepth(text), text).toBe(parsedDepth(text, ['containerDirective']));
    expect(findDeepBlockNesting(`# Tips\n\n${':::tip\n\n'.repeat(30_000)}`)).toEqual({ line: 203, column: 1, depth: 101, limit: 100, what: 'container directives (`:::`)' });
    expect(findDeepBlockNesting(`~~~\n${':::tip\n'.repeat(300)}~~~\n`)).toBeUndefined();
  });

  it('counts lines through a long document', () => {
    const text = `${'- a\n  - b\n    > c\n\n'.repeat(50_000)}${'> '.repeat(101)}x`;
    expect(findDeepBlockNesting(text)).toMatchObject({ line: 200_001, column: 201, depth: 101 });
  });
});

describe('findDeepNode', () => {
  it('finds the first node past the limit without recursion', () => {
    let tree: Node = { type: 'text' };
    for (let i = 0; i < 200_000; i++) tree = { type: 'emphasis', children: [tree] } as Node;
    expect(findDeepNode(tree, 1000)?.depth).toBe(1001);
    expect(findDeepNode({ type: 'root', children: [{ type: 'text' }] } as Node, 1)).toBeUndefined();
  });
});

describe('nestingError', () => {
  it('names the file, the line and the limit', () => {
    const error = nestingError('docs/a.md', { line: 7, column: 3, limit: 100, what: 'block quotes and lists' });
    expect(error.message).toBe('docs/a.md:7:3  block quotes and lists are nested deeper than the limit of 100 levels');
    expect(error.hint).toBe('Flatten the nesting there: no reader can follow it, and it makes the build slow.');
    expect(nestingError('docs/a.md', { limit: 1000, what: 'HTML elements' }).message).toBe('docs/a.md  HTML elements are nested deeper than the limit of 1000 levels');
  });
});
