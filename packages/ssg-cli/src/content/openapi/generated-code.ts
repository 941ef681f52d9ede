// Highlighting for the code the API reference writes itself: request samples (curl, Python,
// JavaScript) and JSON examples. That code uses a small, known part of each language, so a
// plain lexer colours it with the theme variables Shiki uses (`--shiki-token-keyword`…, through
// short classes: `<span class="ssg-t-k">`, styled in the theme's api.css, a third of the bytes of
// an inline style on every token) inside the same figure markup (code-figure.ts), about fifty
// times faster than a TextMate grammar:
// a large API has thousands of samples (GitHub's: 3,669 blocks, which took Shiki's JavaScript
// grammar alone 6 s). Other languages (XML, plain text) go to the real highlighter.
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { buildCodeFigure } from '../../markdown/code-figure.js';
import { CODE_THEME, resolveLanguage } from '../../markdown/languages.js';

type Scope = 'keyword' | 'string' | 'string-expression' | 'constant' | 'function' | 'parameter' | 'comment';

/** The class of each scope; api.css gives `.ssg-t-k` the colour `var(--shiki-token-keyword)`, and so on. */
const CLASSES: Record<Scope, string> = {
  keyword: 'ssg-t-k',
  string: 'ssg-t-s',
  'string-expression': 'ssg-t-se',
  constant: 'ssg-t-c',
  function: 'ssg-t-f',
  parameter: 'ssg-t-p',
  comment: 'ssg-t-cm',
};

interface Syntax {
  keywords: ReadonlySet<string>;
  constants: ReadonlySet<string>;
  /** Characters that start a line comment (`#`, `//`). */
  comment: string;
  /** Operators shown as keywords (`=`). */
  operators: ReadonlySet<string>;
}

const SYNTAXES: Record<string, Syntax> = {
  json: { keywords: new Set(), constants: new Set(['true', 'false', 'null']), comment: '', operators: new Set() },
  shellscript: { keywords: new Set(), constants: new Set(), comment: '#', operators: new Set() },
  python: {
    keywords: new Set(['import', 'from', 'for', 'in', 'if', 'else', 'while', 'with', 'as', 'def', 'return', 'not', 'and', 'or']),
    constants: new Set(['True', 'False', 'None']),
    comment: '#',
    operators: new Set(['=']),
  },
  javascript: {
    keywords: new Set(['import', 'from', 'const', 'let', 'await', 'async', 'new', 'for', 'if', 'else', 'break', 'return', 'of', 'while']),
    constants: new Set(['true', 'false', 'null', 'undefined']),
    comment: '//',
    operators: new Set(['=', '=>']),
  },
};

/** True when `lang` is highlighted here rather than by Shiki. */
export function isGeneratedLanguage(lang: string): boolean {
  return Object.hasOwn(SYNTAXES, resolveLanguage(lang));
}

const escape = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const WORD = /[A-Za-z_$][\w$.-]*/y;
const SHELL_WORD = /[^\s'"]+/y;
const NUMBER = /-?\d[\d.eE+-]*/y;

type Token = [Scope | undefined, string];

/** The tokens of `code`; strings may run over several lines (a curl body in single quotes). */
function tokenize(code: string, grammar: string, syntax: Syntax): Token[] {
  const out: Token[] = [];
  let index = 0;
  let commandStart = true;
  while (index < code.length) {
    const char = code[index]!;
    if (char === '\n') {
      out.push([undefined, char]);
      // A shell line ending in a backslash goes on with the same command.
      commandStart = code[index - 1] !== '\\';
      index += 1;
      continue;
    }
    if (char === ' ' || char === '\t') {
      const start = index;
      while (code[index] === ' ' || code[index] === '\t') index += 1;
      out.push([undefined, code.slice(start, index)]);
      continue;
    }
    if (syntax.comment !== '' && code.startsWith(syntax.comment, index) && (grammar !== 'shellscript' || index === 0 || /\s/.test(code[index - 1]!))) {
      const end = code.indexOf('\n', index);
      out.push(['comment', code.slice(index, end === -1 ? code.length : end)]);
      index = end === -1 ? code.length : end;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') {
      let end = index + 1;
      while (end < code.length && code[end] !== char) end += code[end] === '\\' && grammar !== 'shellscript' ? 2 : 1;
      const literal = code.slice(index, Math.min(end + 1, code.length));
      index = end + 1;
      const key = grammar !== 'shellscript' && /^[ \t]*:/.test(code.slice(index, index + 8));
      out.push([key ? 'keyword' : 'string-expression', literal]);
      commandStart = false;
      continue;
    }
    if (grammar !== 'shellscript' && /[\d-]/.test(char)) {
      NUMBER.lastIndex = index;
      const number = NUMBER.exec(code);
      if (number && number[0] !== '-') {
        out.push(['constant', number[0]]);
        index += number[0].length;
        continue;
      }
    }
    const word = grammar === 'shellscript' ? SHELL_WORD : WORD;
    word.lastIndex = index;
    const match = word.exec(code);
    if (match) {
      const text = match[0];
      index += text.length;
      out.push([wordScope(text, code.slice(index, index + 2), grammar, syntax, commandStart), text]);
      commandStart = false;
      continue;
    }
    const two = code.slice(index, index + 2);
    if (syntax.operators.has(two)) {
      out.push(['keyword', two]);
      index += 2;
    } else {
      // Punctuation is left in the foreground colour (the theme gives it that colour): a span
      // around every comma of a JSON example would make up a fifth of its HTML.
      out.push([syntax.operators.has(char) ? 'keyword' : undefined, char]);
      index += 1;
    }
  }
  return out;
}

/** The tokens as the HTML of `<span class="line">` lines. */
function toLines(tokens: Token[]): string {
  const lines: string[] = [];
  let line = '';
  for (const [scope, text] of tokens) {
    const parts = text.split('\n');
    parts.forEach((part, position) => {
      if (position > 0) {
        lines.push(line);
        line = '';
      }
      if (part !== '') line += scope ? `<span class="${CLASSES[scope]}">${escape(part)}</span>` : escape(part);
    });
  }
  lines.push(line);
  return lines.map((content) => `<span class="line">${content}</span>`).join('\n');
}

function wordScope(text: string, after: string, grammar: string, syntax: Syntax, firstWord: boolean): Scope {
  if (grammar === 'shellscript') return firstWord ? 'function' : 'string';
  if (syntax.keywords.has(text)) return 'keyword';
  if (syntax.constants.has(text)) return 'constant';
  if (after.startsWith('(')) return 'function';
  if (grammar === 'python' && after.startsWith('=') && !after.startsWith('==')) return 'parameter';
  return grammar === 'json' ? 'constant' : 'parameter';
}

/** The `<pre class="shiki …">` of `code`, as a hast element holding the highlighted lines. */
export function highlightGenerated(code: string, lang: string): Element {
  const grammar = resolveLanguage(lang);
  const syntax = SYNTAXES[grammar];
  if (!syntax) throw new Error(`No generated-code syntax for ${lang}`);
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['shiki', CODE_THEME], style: 'background-color:var(--shiki-background);color:var(--shiki-foreground)', tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'raw', value: toLines(tokenize(code, grammar, syntax)) }] }],
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
