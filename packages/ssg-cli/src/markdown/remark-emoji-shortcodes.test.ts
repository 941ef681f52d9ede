import { describe, expect, it } from 'vitest';
import { createCodeHighlighter } from './highlighter.js';
import { createMarkdownRenderer } from './render-markdown.js';
import { replaceShortcodes } from './remark-emoji-shortcodes.js';

describe('emoji shortcodes', () => {
  it('replaces the names of emoji only', () => {
    expect(replaceShortcodes(':tada: :+1: :white_check_mark: :thumbsup:')).toBe('🎉 👍 ✅ 👍');
    expect(replaceShortcodes('at 12:30:45, :not_an_emoji: and a:b:c')).toBe('at 12:30:45, :not_an_emoji: and a:b:c');
  });

  it('shows them in text, links and headings (ids as GitHub makes them), never in code', async () => {
    const render = createMarkdownRenderer({ highlighter: await createCodeHighlighter(), baseUrl: '/' });
    const result = await render({
      source: '## :sparkles: Features\n\nShip it :rocket:, [thanks :heart:](https://example.com) at 12:30:45 with `:tada:`.\n\n```sh\necho :tada:\n```\n',
      file: 'docs/a.md', absPath: '/site/docs/a.md', lineOffset: 0, trust: 'remote',
    });
    expect(result.html).toContain('<h2 id="-features">✨ Features');
    expect(result.html).toContain('<p>Ship it 🚀, <a href="https://example.com">thanks ❤️</a> at 12:30:45 with <code>:tada:</code>.</p>');
    expect(result.html).toContain(':tada:</span>');
    expect(result.diagnostics).toEqual([]);
  });
});
