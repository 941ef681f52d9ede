import { describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { checkMdxNesting, findDeepMdxNesting } from './mdx-nesting.js';
import { findDeepBlockNesting } from './nesting.js';

const deep = (text: string) => findDeepMdxNesting(text, 10);

describe('findDeepMdxNesting', () => {
  it('finds JSX elements, expressions and brackets nested too deeply, at the opener past the limit', () => {
    expect(findDeepMdxNesting(`# T\n\n${'<div>'.repeat(3000)}x${'</div>'.repeat(3000)}\n`)).toEqual({
      line: 3,
      column: 501,
      depth: 101,
      limit: 100,
      what: 'JSX elements and expressions',
    });
    expect(deep(`${'<div>\n'.repeat(20)}x`)).toMatchObject({ line: 11, column: 1, depth: 11 });
    expect(deep(`a {${'('.repeat(20)}1${')'.repeat(20)}}`)).toMatchObject({ line: 1, column: 13, depth: 11 });
    expect(deep(`{${'['.repeat(20)}]}`)).toMatchObject({ depth: 11 });
    expect(deep(`${'<a b={'.repeat(20)}1${'} />'.repeat(20)}`)).toMatchObject({ column: 31, depth: 11 });
    expect(deep(`${'{<b>'.repeat(20)}x`)).toMatchObject({ column: 21, depth: 11 });
    expect(deep(`{\`${'${`'.repeat(20)}\`}`)).toMatchObject({ depth: 11 });
    expect(deep(`<>${'<>'.repeat(20)}`)).toMatchObject({ column: 21, depth: 11 });
  });

  it('counts what closes: siblings, self-closing tags and closed expressions do not add up', () => {
    expect(deep(`${'<a><b /></a> {x({y: [1]})} '.repeat(500)}`)).toBeUndefined();
    expect(deep(`${'<div>\n'.repeat(9)}x\n${'</div>\n'.repeat(9)}`.repeat(50))).toBeUndefined();
    // A comparison in an expression is not a tag; what an expression leaves open ends with it.
    expect(deep(`${'{a < b && c <d}\n'.repeat(50)}`)).toBeUndefined();
    expect(deep(`${'{(((((}\n'.repeat(50)}`)).toBeUndefined();
  });

  it('skips code fences, code spans, strings and comments', () => {
    const braces = '{'.repeat(50);
    expect(deep(`\`\`\`js\n${braces}\n\`\`\`\n\n> ~~~\n> ${braces}\n> ~~~\n`)).toBeUndefined();
    expect(deep(`Text \`${braces}\` and \`\`${braces}\`\`.`)).toBeUndefined();
    expect(deep(`{"${braces}"} {'${braces}'} {/* ${braces} */} {// ${braces}\n}`)).toBeUndefined();
    expect(deep(`<a title="${braces}" alt='${braces}' />`)).toBeUndefined();
    expect(deep(`\\{\\{\\{\\{\\{\\{\\{\\{\\{\\{\\{\\{ text`)).toBeUndefined();
    // A backtick without a closing run in its paragraph is text: what follows counts.
    expect(deep(`a \` b\n\n${braces}`)).toMatchObject({ line: 3, column: 11 });
    expect(deep(`\`\`\` a \`b\` ${braces}`)).toMatchObject({ line: 1, column: 21 });
  });

  it('reads import and export blocks as JavaScript, up to a blank line', () => {
    expect(deep("import X from './x.js';\nexport const a = { b: [1, 2], c: (d) => <X>{d}</X> };\n\n<X />\n")).toBeUndefined();
    expect(deep(`export const a = ${'['.repeat(20)}];\n`)).toMatchObject({ line: 1, column: 27, depth: 11 });
  });

  // A search per code span, or per line, to the end of the text took 9 s here: the time limit is the assertion.
  it('is linear: a megabyte of markup and code spans is scanned within the time limit', { timeout: 5000 }, () => {
    const markup = '<Tabs>\n<TabItem value="a">\n\n```js\nconst x = {};\n```\n\nSee `code` and {props.x}.\n\n</TabItem>\n</Tabs>\n\n'.repeat(8000);
    expect(findDeepMdxNesting(`${markup}Text${' a `b` c ``'.repeat(20_000)}`)).toBeUndefined();
  });
});

describe('findDeepBlockNesting on MDX', () => {
  it('opens containers inside JSX and past four columns of indentation (MDX has no HTML blocks or indented code)', () => {
    const quotes = `${'>'.repeat(200)} x`;
    expect(findDeepBlockNesting(`<div>\n${quotes}\n</div>`)).toBeUndefined();
    expect(findDeepBlockNesting(`<div>\n${quotes}\n</div>`, 100, 'mdx')).toMatchObject({ line: 2, column: 101, depth: 101 });
    expect(findDeepBlockNesting(`    ${quotes}`, 100, 'mdx')).toMatchObject({ line: 1, column: 105 });
  });
});

describe('checkMdxNesting', () => {
  it('throws a user error naming the file, the line (front matter counted) and the limit', () => {
    expect(() => checkMdxNesting('ok {1}\n', 'docs/a.mdx', 3)).not.toThrow();
    const error = (() => {
      try {
        checkMdxNesting(`# T\n\n${'- '.repeat(300)}x\n`, 'docs/a.mdx', 3);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe('docs/a.mdx:6:201  block quotes and lists are nested deeper than the limit of 100 levels');
    expect(() => checkMdxNesting(`${'<b>'.repeat(101)}`, 'docs/a.mdx', 0)).toThrow('docs/a.mdx:1:301  JSX elements and expressions are nested deeper than the limit of 100 levels');
  });
});
