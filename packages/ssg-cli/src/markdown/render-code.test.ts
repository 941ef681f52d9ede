import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter, type CodeHighlighter } from './highlighter.js';
import { createMarkdownRenderer } from './render-markdown.js';
import { createCodeRenderer } from './render-code.js';

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

describe('createCodeRenderer', () => {
  it('gives the same HTML as the fenced block in the Markdown pipeline', async () => {
    const markdown = createMarkdownRenderer({ highlighter, baseUrl: '/', resolveFileRoute: () => undefined });
    const renderCode = createCodeRenderer(highlighter);
    const samples: Array<[string, string]> = [
      ['bash', 'curl -X GET "http://localhost:8080/api/agents"\n'],
      ['json', '{\n  "name": "x",\n  "tags": ["a", "`b`"]\n}'],
      ['text', 'data: {"event": "chunk"}'],
    ];
    for (const [lang, code] of samples) {
      const viaMarkdown = await markdown({ source: `\`\`\`${lang}\n${code.replace(/\n$/, '')}\n\`\`\`\n`, file: 'spec.json', absPath: '/site/spec.json', lineOffset: 0, trust: 'local' });
      expect(await renderCode(lang, code)).toBe(viaMarkdown.html);
    }
  });
});
