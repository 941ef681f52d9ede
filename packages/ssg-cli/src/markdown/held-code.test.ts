import { beforeAll, describe, expect, it } from 'vitest';
import { holdCode } from './held-code.js';
import { createCodeHighlighter, type CodeHighlighter } from './highlighter.js';
import { createMarkdownRenderer } from './render-markdown.js';
import { splitMarkdown } from './segments.js';
import type { MarkdownInput } from './types.js';

/** Lines of code, `count` of them, with what a fence's code may hold. */
function code(count: number): string {
  const lines = ['', '  indented with spaces', '\ttab first', 'trailing spaces   ', '    ```', '``` not a closing fence', '~~~', 'café ✓ <b>&amp;</b> [x][defined]', ''];
  return Array.from({ length: count }, (_, index) => lines[index % lines.length] ?? `line ${index}`).join('\n');
}

describe('holdCode', () => {
  const body = code(40);

  it('takes the code out of a run that is one closed fence opened at the line start', () => {
    const text = `[defined]: https://example.com\n\n\`\`\`ts title="a.ts"\n${body}\n  \`\`\`\t\n\n`;
    expect(holdCode(text, 2, 100)).toEqual({ text: '[defined]: https://example.com\n\n```ts title="a.ts"\n  ```\t\n\n', held: { line: 2, code: body } });
    expect(holdCode(`~~~~\n${body}\n~~~~~\n`, 0, 100)?.held.code).toBe(body);
  });

  it('leaves a run as it is when the parser could read its code otherwise', () => {
    const cases = [
      `\`\`\`\n${body}\n\`\`\`\nText right after.\n`,
      `\`\`\`\n${body}\n`,
      ` \`\`\`\n${body}\n\`\`\`\n`,
      `\`\`\`\n${body}\r\n\`\`\`\n`,
      `\`\`\`\n${body}\0\n\`\`\`\n`,
      `\`\`\` a\`b\n${body}\n\`\`\`\n`,
      `Text first.\n\n\`\`\`\n${body}\n\`\`\`\n`,
      `\`\`\`\`\n${body}\n\`\`\`\n`,
    ];
    for (const text of cases) expect(holdCode(text, 0, 100), JSON.stringify(text.slice(0, 12))).toBeUndefined();
    expect(holdCode(`\`\`\`\n${body}\n\`\`\`\n`, 0, body.length + 1)).toBeUndefined();
  });

  it('has the splitter give a long code block a run of its own', () => {
    const page = `# Page\n\nA paragraph.\n\n\`\`\`\n${code(400)}\n\`\`\`\n\nAfter it.\n\n${'More text. '.repeat(30)}\n`;
    const runs = splitMarkdown(page, 2048, 4096, { longCode: 1000 });
    const fenced = runs.find((run) => run.text.startsWith('```'));
    expect(fenced?.text.trimEnd().endsWith('```')).toBe(true);
    expect(runs[0]?.text).toBe('# Page\n\nA paragraph.\n');
    // A page that starts with one: no empty run before it.
    const first = splitMarkdown(page.slice(page.indexOf('```')), 2048, 4096, { longCode: 1000 });
    expect(first[0]?.text.startsWith('```\n')).toBe(true);
    expect(first.every((run) => run.text !== '')).toBe(true);
  });
});

describe('a long page with long code blocks', () => {
  let highlighter: CodeHighlighter;
  beforeAll(async () => {
    highlighter = await createCodeHighlighter();
  });

  const input = (source: string): MarkdownInput => ({ source, file: 'docs/long.md', absPath: '/site/docs/long.md', lineOffset: 3, trust: 'local', collectText: true, collectMarkdown: true });

  it('renders exactly as when the parser reads the code', async () => {
    const blocks = [
      `\`\`\`ts title="example.ts" {1,3}\n${code(300)}\n\`\`\``,
      `~~~~\n${code(200)}\n  ~~~~~  `,
      `\`\`\`js\n${'const a = [1, 2]; // a comment\nfunction f(x) { return `${x}`; }\n'.repeat(60)}\`\`\``,
      `\`\`\`\n${code(200)}\n\`\`\`\nA paragraph right after the fence, [with a link](./other.md).`,
      `- An item\n\n  \`\`\`\n${code(200).replace(/^/gm, '  ')}\n  \`\`\``,
      `\`\`\`python\n${code(150)}\r\n\`\`\``,
    ];
    const page = `# Long page\n\n[defined]: https://example.com/defined\n\n${blocks.map((block, index) => `## Part ${index}\n\nSee [it][defined].\n\n${block}`).join('\n\n')}\n\nThe end.\n\n\`\`\`\n${code(100)}\n`;
    const render = (heldCodeSize: number) => createMarkdownRenderer({ highlighter, baseUrl: '/', resolveFileRoute: () => undefined, segmentSize: 512, heldCodeSize })(input(page));
    const held = await render(1000);
    expect(held).toEqual(await render(Number.POSITIVE_INFINITY));
    expect(held.html).toContain('trailing spaces   ');
    // Three of the blocks are runs of their own that hold their code; a link after one is at its line.
    expect(splitMarkdown(page, 512, 1024, { longCode: 1000 }).filter((run) => run.joinsPrevious === false && holdCode(run.text, run.prefixLines, 1000))).toHaveLength(3);
    expect(held.links.map((link) => link.position.line)).toEqual([page.slice(0, page.indexOf('[with a link]')).split('\n').length + 3]);
  });
});
