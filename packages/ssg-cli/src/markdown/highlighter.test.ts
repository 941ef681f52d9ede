import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter } from './highlighter.js';
import type { CodeHighlighter } from './highlighter.js';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { createCssVariablesTheme, createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { CODE_THEME } from './languages.js';
import { MAX_HIGHLIGHTED_CODE, MAX_HIGHLIGHTED_LINE, plainBlock } from './shiki-core.js';
import { tokens } from './tokens.js';

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

const spans = (pre: Element): Element[] => {
  const code = pre.children[0] as Element;
  return code.children.filter((node): node is Element => node.type === 'element');
};

describe('createCodeHighlighter', () => {
  it('maps fence names and aliases to grammars, unknown ones to text', () => {
    expect(highlighter.resolveLanguage('bash')).toBe('shellscript');
    expect(highlighter.resolveLanguage('sh')).toBe('shellscript');
    expect(highlighter.resolveLanguage('shell')).toBe('shellscript');
    expect(highlighter.resolveLanguage('PY')).toBe('python');
    expect(highlighter.resolveLanguage('yml')).toBe('yaml');
    expect(highlighter.resolveLanguage('env')).toBe('dotenv');
    expect(highlighter.resolveLanguage('docker')).toBe('dockerfile');
    expect(highlighter.resolveLanguage('tsx')).toBe('tsx');
    expect(highlighter.resolveLanguage('flowchartz')).toBe('text');
    expect(highlighter.resolveLanguage('rs')).toBe('rust');
    expect(highlighter.resolveLanguage('mermaid')).toBe('mermaid');
    // Prism's names, which Docusaurus sites write.
    expect(highlighter.resolveLanguage('objectivec')).toBe('objective-c');
    expect(highlighter.resolveLanguage('markup')).toBe('html');
    expect(highlighter.resolveLanguage('shell-session')).toBe('shellsession');
    expect(highlighter.resolveLanguage('flow')).toBe('typescript');
    expect(highlighter.resolveLanguage('htmlmixed')).toBe('html');
    expect(highlighter.resolveLanguage(undefined)).toBe('text');
    expect(highlighter.resolveLanguage('constructor')).toBe('text');
    expect(highlighter.resolveLanguage('__proto__')).toBe('text');
  });

  it('leaves over-long lines and over-long code plain, with the text intact', async () => {
    const long = `const data = [${'1, '.repeat(MAX_HIGHLIGHTED_LINE)}1];`;
    const pre = await highlighter.highlight(`const a = 1;\n${long}\nconst b = 2;`, { lang: 'typescript' });
    const [first, second, third] = spans(pre);
    expect(first!.children.length).toBeGreaterThan(1);
    expect(second!.children).toHaveLength(1);
    expect(toString(second!)).toBe(long);
    expect(third!.children.length).toBeGreaterThan(1);
    const huge = 'const value = compute(1, "two");\n'.repeat(Math.ceil(MAX_HIGHLIGHTED_CODE / 32));
    const plain = await highlighter.highlight(huge, { lang: 'typescript' });
    expect(toString(plain).trimEnd()).toBe(huge.trimEnd());
    expect(spans(plain).every((line) => line.children.length === 1)).toBe(true);
  });

  it('colours tokens with CSS variables on a shiki <pre>, so the stylesheet picks light or dark', async () => {
    const pre = await highlighter.highlight('print(1)', { lang: 'python' });
    expect(pre.tagName).toBe('pre');
    expect(pre.properties.class).toBe('shiki ssg-code-theme');
    expect(pre.properties.style).toBe('background-color:var(--shiki-background);color:var(--shiki-foreground)');
    const token = (spans(pre)[0]?.children[0] as Element).properties.style;
    expect(token).toBe('color:var(--shiki-token-function)');
  });

  it('highlights every supported language without throwing', async () => {
    const samples: Record<string, string> = {
      bash: 'echo "$HOME" | grep x', python: 'def f(x):\n    return x', json: '{"a": 1}', jsonc: '{"a": 1 // c\n}',
      js: 'const a = 1;', ts: 'let a: number = 1', tsx: 'const A = () => <div />', jsx: '<a href="x" />',
      yaml: 'a: [1, 2]', toml: '[tool]\nname = "x"', dockerfile: 'FROM python:3.13\nRUN pip install flux0',
      ini: '[a]\nb = 1', dotenv: 'OPENAI_API_KEY=sk', diff: '-a\n+b', html: '<p class="x">hi</p>',
      css: 'a { color: red }', markdown: '# Title\n\n- item', http: 'GET /api/agents HTTP/1.1\nHost: localhost', text: 'plain',
    };
    for (const [lang, code] of Object.entries(samples)) {
      const pre = await highlighter.highlight(code, { lang: highlighter.resolveLanguage(lang) });
      expect(toString(pre), lang).toBe(code);
    }
  });

  it('marks highlighted lines', async () => {
    const pre = await highlighter.highlight('a\nb\nc', { lang: 'text', highlightLines: new Set([2, 3]) });
    expect(spans(pre).map((line) => tokens(line.properties.class).join(' '))).toEqual([
      'line', 'line ssg-code__line--highlighted', 'line ssg-code__line--highlighted',
    ]);
  });

  it('memoises blocks but hands out independent copies', async () => {
    const first = await highlighter.highlight('x = 1', { lang: 'python' });
    (first.children[0] as Element).children.length = 0;
    first.properties.class = 'changed';
    const second = await highlighter.highlight('x = 1', { lang: 'python' });
    expect(second.properties.class).toBe('shiki ssg-code-theme');
    expect(toString(second)).toBe('x = 1');
    const marked = await highlighter.highlight('x = 1', { lang: 'python', highlightLines: new Set([1]) });
    expect(tokens((spans(marked)[0] as Element).properties.class)).toContain('ssg-code__line--highlighted');
  });

  it('writes plain text without tokenizing it, exactly as Shiki writes it', async () => {
    const shiki = await createHighlighterCore({
      themes: [createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--shiki-', fontStyle: true })],
      langs: [],
      engine: createJavaScriptRegexEngine(),
    });
    for (const code of ['', 'one line', 'a  b\n\n\tc <&> "q"\n', '\n\n', 'café ✓ 😀\n  indented\ntrailing  ', 'x'.repeat(3000)]) {
      expect(plainBlock(code)).toEqual((shiki.codeToHast(code, { lang: 'text', theme: CODE_THEME }).children[0]));
    }
  });

  it('can run without memoising', async () => {
    const plain = await createCodeHighlighter({ cacheSize: 0 });
    const a = await plain.highlight('a', { lang: 'text' });
    const b = await plain.highlight('a', { lang: 'text' });
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
  });

  it('loads a grammar once even when pages ask for it concurrently', async () => {
    const fresh = await createCodeHighlighter();
    const results = await Promise.all([1, 2, 3].map((n) => fresh.highlight(`x = ${n}`, { lang: 'toml' })));
    expect(results.map((pre) => toString(pre))).toEqual(['x = 1', 'x = 2', 'x = 3']);
  });
});
