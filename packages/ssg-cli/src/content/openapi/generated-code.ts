// Highlighting for the code the API reference writes itself (JSON examples): the theme's small
// lexer (`@ssg/theme/api-samples`, shared with the request samples the theme writes) inside the same
// figure markup as a fenced code block (code-figure.ts). It colours thousands of examples in a few
// hundred milliseconds on the build thread, where Shiki's grammars took seconds (GitHub's spec:
// 4,523 blocks, JavaScript alone 6 s). Other languages (XML, plain text) go to the real highlighter.
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { highlightLines, PRE_CLASS, type Grammar } from '@ssg/theme/api-samples';
import { buildCodeFigure } from '../../markdown/code-figure.js';
import { resolveLanguage } from '../../markdown/languages.js';

/** The lexer's grammar for each highlighter language it covers. */
const GRAMMARS: Record<string, Grammar> = {
  json: 'json',
  shellscript: 'shell',
  python: 'python',
  javascript: 'javascript',
  typescript: 'typescript',
  go: 'go',
  java: 'java',
  csharp: 'csharp',
  ruby: 'ruby',
  php: 'php',
};

/** True when `lang` is highlighted here rather than by Shiki. */
export function isGeneratedLanguage(lang: string): boolean {
  return Object.hasOwn(GRAMMARS, resolveLanguage(lang));
}

/** The `<pre class="shiki …">` of `code`, as a hast element holding the highlighted lines. */
export function highlightGenerated(code: string, lang: string): Element {
  const grammar = GRAMMARS[resolveLanguage(lang)];
  if (!grammar) throw new Error(`No generated-code syntax for ${lang}`);
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: PRE_CLASS.split(' '), tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'raw', value: highlightLines(code, grammar) }] }],
  };
}

/** The whole code figure (language label, copy button) of generated code, as HTML. */
export async function renderGeneratedCode(lang: string, code: string): Promise<string> {
  const figure = await buildCodeFigure({
    code: code.replace(/\n$/, ''),
    lang,
    title: undefined,
    highlightLines: new Set(),
    highlighter: { resolveLanguage, highlight: async (text) => highlightGenerated(text, lang) },
  });
  return toHtml(figure, { allowDangerousHtml: true });
}
