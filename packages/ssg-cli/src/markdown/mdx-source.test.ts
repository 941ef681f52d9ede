import { describe, expect, it } from 'vitest';
import { isMdx, mdxCompileError, prepareMdxSource } from './mdx-source.js';
import { NestingLimitError } from './nesting.js';
import { UserError } from '../report/diagnostics.js';

describe('isMdx', () => {
  const page = (absPath: string, source: string, trust: 'local' | 'remote' = 'local') => ({ absPath, source, trust });
  it('takes .mdx pages, and .md pages with top-level imports outside code fences', () => {
    expect(isMdx(page('/s/docs/a.mdx', '# A'))).toBe(true);
    expect(isMdx(page('/s/docs/a.md', "import Tabs from '@theme/Tabs';\n\n# A"))).toBe(true);
    expect(isMdx(page('/s/docs/a.md', "# A\n\n```js\nimport x from 'y';\n```\n"))).toBe(false);
    // Code shown in HTML, or a line of a paragraph, is not an import of the page.
    expect(isMdx(page('/s/docs/a.md', "# Proj\n\nUsage:\n\n<pre>\nimport proj from 'proj'\n</pre>\n"))).toBe(false);
    expect(isMdx(page('/s/docs/a.md', "Write this line:\nimport proj from 'proj'\n"))).toBe(false);
    expect(isMdx(page('/s/docs/a.md', "# A\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n"))).toBe(true);
    expect(isMdx(page('/s/docs/a.md', 'Import the data first.'))).toBe(false);
    // Windows line endings: the fences are still fences.
    expect(isMdx(page('/s/docs/a.md', "# A\r\n\r\n```js\r\nimport x from 'y';\r\n```\r\n"))).toBe(false);
    expect(isMdx(page('/s/docs/a.md', "# A\r\n\r\n```js\r\ncode\r\n```\r\n\r\nimport x from 'y';\r\n"))).toBe(true);
  });
  it('never takes fetched pages, whose code must not run', () => {
    expect(isMdx(page('/s/docs/a.mdx', "import x from './x.js';", 'remote'))).toBe(false);
  });
});

describe('prepareMdxSource', () => {
  it('unwraps mdx-code-block fences, keeps other fences and the line count', () => {
    const source = ['````mdx-code-block', '<Tabs>', '```js', 'x', '```', '</Tabs>', '````', '```mdx-code-block', '<A />', '```'].join('\n');
    expect(prepareMdxSource(source).split('\n')).toEqual(['', '<Tabs>', '```js', 'x', '```', '</Tabs>', '', '', '<A />', '']);
  });
  it('escapes heading ids outside code fences only', () => {
    expect(prepareMdxSource('## Setup {#setup}\n```md\n## In code {#x}\n```')).toBe('## Setup \\{#setup}\n```md\n## In code {#x}\n```');
    // With Windows line endings too.
    expect(prepareMdxSource('## Setup {#setup}\r\n```md\r\n## In code {#x}\r\n```\r\n')).toBe('## Setup \\{#setup}\r\n```md\r\n## In code {#x}\r\n```\r\n');
  });
  it('follows a list item\'s fence, opened and closed at its indentation, and no top-level indented line as a fence', () => {
    const source = ['- Item', '', '    ```js', '    x', '  ```', '', '### Heading {#my-id}', ''].join('\n');
    expect(prepareMdxSource(source).split('\n')[6]).toBe('### Heading \\{#my-id}');
    // A fence is not closed by a marker indented four more than its opening line (that is code).
    const code = ['```md', '    ```', '## In code {#x}', '```', '## After {#y}'].join('\n');
    expect(prepareMdxSource(code).split('\n').slice(2)).toEqual(['## In code {#x}', '```', '## After \\{#y}']);
  });

  it('turns HTML comments into MDX comments, over lines too, but not in code fences or code spans', () => {
    expect(prepareMdxSource('<!-- prettier-ignore -->\nimport X from "./x";')).toBe('{/* prettier-ignore */}\nimport X from "./x";');
    expect(prepareMdxSource('a `<!-- kept -->` b <!-- gone --> c')).toBe('a `<!-- kept -->` b {/* gone */} c');
    expect(prepareMdxSource('<!--\nsays */ here\n-->\ntext')).toBe('{/*\nsays *\\/ here\n*/}\ntext');
    expect(prepareMdxSource('```html\n<!-- code -->\n```\n<!-- not code -->')).toBe('```html\n<!-- code -->\n```\n{/* not code */}');
  });
});

describe('mdxCompileError', () => {
  it('places the error in the file, front matter counted, without repeating the place', () => {
    const message = Object.assign(new Error('x'), { reason: 'Expected a closing tag for `<Tabs>` (3:1-3:7)' });
    const error = mdxCompileError(message, 'docs/a.mdx', 4, 'Could not compile MDX');
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe('docs/a.mdx:7:1  Could not compile MDX: Expected a closing tag for `<Tabs>`');
  });

  it('reports a nesting limit at its line and a stack overflow as a user error naming the file', () => {
    const deep = mdxCompileError(new NestingLimitError({ limit: 1000, what: 'Markdown elements', line: 3, column: 5 }), 'docs/a.mdx', 4, 'Could not compile MDX');
    expect(deep.message).toBe('docs/a.mdx:7:5  Markdown elements are nested deeper than the limit of 1000 levels');
    const overflow = mdxCompileError(new RangeError('Maximum call stack size exceeded'), 'docs/a.mdx', 4, 'Could not compile MDX');
    expect(overflow).toBeInstanceOf(UserError);
    expect(overflow.message).toBe('docs/a.mdx  Could not compile MDX: an expression is nested too deeply to compile (the compiler ran out of stack)');
    const other = new TypeError('x');
    expect(mdxCompileError(other, 'docs/a.mdx', 4, 'Could not compile MDX')).toBe(other);
  });
});
