import { describe, expect, it } from 'vitest';
import { createCodeHighlighter, createMarkdownRenderer } from '../../markdown/index.js';
import { plainTextHtml } from './plain-text.js';

const render = createMarkdownRenderer({ highlighter: await createCodeHighlighter(), baseUrl: '/', resolveFileRoute: () => undefined });
const viaPipeline = async (source: string) => (await render({ source, file: 'openapi.json', absPath: '/site/openapi.json', lineOffset: 0, trust: 'remote' })).html;

describe('plainTextHtml', () => {
  const plain = [
    'Identifier of the session.',
    'Returns the sessions of the calling user, optionally only those held with one agent.',
    "The agent's reply, \"quoted\" (with parentheses); 50% done: ok?",
    'First paragraph.\n\nSecond paragraph\nwith a soft line break.',
    '  Surrounding blanks are trimmed.  \n',
    'Uses `code`.',
    'The `owner` and `repo`, e.g. `octocat/Hello-World.git`.\n\n`x` starts a paragraph.',
    'Run `uv lock --upgrade-package flux0-core`, see `https://example.com/a-b` or `a-token-longer-than-a-phone-line-is-wide`.',
  ];
  it.each(plain)('gives the same HTML as the Markdown pipeline for %j', async (source) => {
    const fast = plainTextHtml(source);
    expect(fast).toBeDefined();
    expect(fast).toBe(await viaPipeline(source));
  });

  const markdown = [
    'Code with `a<b` in it.',
    'Code with ` a space `.',
    'Double ``code`` ticks.',
    'An `unclosed backtick.',
    'Some *emphasis*.',
    'A [link](https://example.com).',
    'See https://example.com for more.',
    'Mail me@example.com.',
    '- a list item',
    '1. a numbered item',
    '# A heading',
    'Tom & Jerry',
    'a <b>tag</b>',
    'Line with a hard break  \nnext',
    'Title\n===',
    '    indented code',
    '> quoted',
    'A | table',
    'snake_case_name',
  ];
  it.each(markdown)('leaves %j to the Markdown pipeline', (source) => {
    expect(plainTextHtml(source)).toBeUndefined();
  });
});
