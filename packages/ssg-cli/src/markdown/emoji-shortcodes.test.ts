import { describe, expect, it } from 'vitest';
import { createCodeHighlighter } from './highlighter.js';
import { createMarkdownRenderer } from './render-markdown.js';
import { replaceShortcodes } from './emoji-shortcodes.js';

describe('emoji shortcodes', () => {
  it('replaces the names of emoji only, not glued to a word', () => {
    expect(replaceShortcodes(':tada: :+1: :white_check_mark: :thumbsup::tada:')).toBe('🎉 👍 ✅ 👍🎉');
    expect(replaceShortcodes('at 12:30:45, :not_an_emoji: and a:b:c')).toBe('at 12:30:45, :not_an_emoji: and a:b:c');
  });

  it('shows them in text, links, raw HTML and headings (ids from the text as written, as GitHub makes them), never in code', async () => {
    const render = createMarkdownRenderer({ highlighter: await createCodeHighlighter(), baseUrl: '/' });
    const source = [
      '## :sparkles: Features',
      '',
      'Ship it :rocket:, [thanks :heart:](https://example.com) at 12:30:45 with `:tada:`. See [features](#sparkles-features).',
      '',
      '<p align="center">Made with :coffee:</p>',
      '',
      '```sh',
      'echo :tada:',
      '```',
      '',
    ].join('\n');
    for (const trust of ['local', 'remote'] as const) {
      const result = await render({ source, file: 'docs/a.md', absPath: '/site/docs/a.md', lineOffset: 0, trust });
      expect(result.html).toContain('<h2 id="sparkles-features">✨ Features<a class="ssg-heading-anchor" href="#sparkles-features" aria-label="Direct link to ✨ Features">#</a></h2>');
      expect(result.toc).toEqual([{ id: 'sparkles-features', depth: 2, html: '✨ Features' }]);
      expect(result.html).toContain('<p>Ship it 🚀, <a href="https://example.com">thanks ❤️</a> at 12:30:45 with <code>:tada:</code>. See <a href="#sparkles-features">features</a>.</p>');
      expect(result.html).toContain('<p align="center">Made with ☕</p>');
      expect(result.html).toContain(':tada:</span>');
      expect(result.diagnostics).toEqual([]);
    }
  });

  it('shows them inside emphasis written with underscores (the only shortcode of the page)', async () => {
    const render = createMarkdownRenderer({ highlighter: await createCodeHighlighter(), baseUrl: '/' });
    const result = await render({ source: '__:jigsaw:&nbsp; Usability__ and _:tada:_', file: 'docs/a.md', absPath: '/site/docs/a.md', lineOffset: 0, trust: 'local' });
    expect(result.html).toBe('<p><strong>🧩\u00a0 Usability</strong> and <em>🎉</em></p>');
  });
});
