// A small lexer for the code the API reference writes itself (request samples in ten languages,
// JSON examples): that code uses a small, known part of each language, so a plain scan colours it
// with short classes (`<span class="ssg-t-k">`, styled in api.css with the theme variables Shiki
// uses) about fifty times faster than a TextMate grammar, at build time for thousands of samples
// and in the browser when the console changes a sample. Output: the lines of a `<pre><code>`.

export type Grammar = 'json' | 'shell' | 'python' | 'javascript' | 'typescript' | 'go' | 'java' | 'csharp' | 'ruby' | 'php';

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
  /** What starts a line comment (`#`, `//`), or empty. */
  comment: string;
  /** Operators shown as keywords (`=`, `=>`, `:=`). */
  operators: ReadonlySet<string>;
}

const words = (text: string): ReadonlySet<string> => new Set(text.split(' '));
const C_CONSTANTS = words('true false null');
const JS_KEYWORDS = 'import from const let await async new for if else break return of while typeof';

const SYNTAXES: Record<Grammar, Syntax> = {
  json: { keywords: new Set(), constants: C_CONSTANTS, comment: '', operators: new Set() },
  shell: { keywords: new Set(), constants: new Set(), comment: '#', operators: new Set() },
  python: { keywords: words('import from for in if else while with as def return not and or'), constants: words('True False None'), comment: '#', operators: words('=') },
  javascript: { keywords: words(JS_KEYWORDS), constants: words('true false null undefined'), comment: '//', operators: words('= =>') },
  typescript: { keywords: words(`${JS_KEYWORDS} type interface as`), constants: words('true false null undefined'), comment: '//', operators: words('= =>') },
  go: { keywords: words('package import func var const for range if else return defer go struct map chan'), constants: words('true false nil'), comment: '//', operators: words('= := !=') },
  java: { keywords: words('import public class static void new throws try catch for if else return var'), constants: C_CONSTANTS, comment: '//', operators: words('= ->') },
  csharp: { keywords: words('using var new await async is while for foreach if else return'), constants: C_CONSTANTS, comment: '//', operators: words('= =>') },
  ruby: { keywords: words('require do end def if else while puts print'), constants: words('true false nil'), comment: '#', operators: words('= =>') },
  php: { keywords: words('function return echo new use'), constants: words('true false null'), comment: '//', operators: words('= =>') },
};

const escape = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const WORD = /[A-Za-z_$][\w$.-]*/y;
const SHELL_WORD = /[^\s'"]+/y;
const NUMBER = /-?\d[\d.eE+-]*/y;

type Token = [Scope | undefined, string];

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** The end of a string starting at `index` (after its closing quote); strings may run over lines. */
function stringEnd(code: string, index: number, grammar: Grammar): number {
  const char = code[index]!;
  // Triple-quoted strings (Java text blocks, C# raw strings, Python): up to the same run of quotes.
  if (char === '"' && code.startsWith('""', index + 1) && grammar !== 'json' && grammar !== 'shell') {
    let marks = 3;
    while (code[index + marks] === '"') marks += 1;
    const close = code.indexOf('"'.repeat(marks), index + marks);
    return close === -1 ? code.length : close + marks;
  }
  const escapes = grammar !== 'shell' && !(grammar === 'go' && char === '`');
  let end = index + 1;
  while (end < code.length && code[end] !== char) end += code[end] === '\\' && escapes ? 2 : 1;
  return Math.min(end + 1, code.length);
}

/** A string followed by `:` is a key (JSON, dictionaries, maps). */
function followedByColon(code: string, index: number): boolean {
  let at = index;
  while (code[at] === ' ' || code[at] === '\t') at += 1;
  return code[at] === ':' && code[at + 1] !== ':' && code[at + 1] !== '=';
}

/** The tokens of `code`. */
function tokenize(code: string, grammar: Grammar, syntax: Syntax): Token[] {
  const out: Token[] = [];
  const shell = grammar === 'shell';
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
    if (syntax.comment !== '' && code.startsWith(syntax.comment, index) && (!shell || index === 0 || code[index - 1] === ' ' || code[index - 1] === '\n')) {
      const end = code.indexOf('\n', index);
      out.push(['comment', code.slice(index, end === -1 ? code.length : end)]);
      index = end === -1 ? code.length : end;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') {
      const end = stringEnd(code, index, grammar);
      out.push([!shell && followedByColon(code, end) ? 'keyword' : 'string-expression', code.slice(index, end)]);
      index = end;
      commandStart = false;
      continue;
    }
    const charCode = code.charCodeAt(index);
    if (!shell && (isDigit(charCode) || (char === '-' && isDigit(code.charCodeAt(index + 1))))) {
      NUMBER.lastIndex = index;
      const number = NUMBER.exec(code)![0];
      out.push(['constant', number]);
      index += number.length;
      continue;
    }
    const pattern = shell ? SHELL_WORD : WORD;
    pattern.lastIndex = index;
    const match = pattern.exec(code);
    if (match) {
      const text = match[0];
      index += text.length;
      out.push([wordScope(text, code, index, grammar, syntax, commandStart), text]);
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

function wordScope(text: string, code: string, after: number, grammar: Grammar, syntax: Syntax, firstWord: boolean): Scope {
  if (grammar === 'shell') return firstWord ? 'function' : 'string';
  if (syntax.keywords.has(text)) return 'keyword';
  if (syntax.constants.has(text)) return 'constant';
  const next = code[after];
  if (next === '(') return 'function';
  if (grammar === 'python' && next === '=' && code[after + 1] !== '=') return 'parameter';
  return grammar === 'json' ? 'constant' : 'parameter';
}

/** The tokens as the HTML of `<span class="line">` lines. */
function toLines(tokens: Token[]): string {
  let html = '<span class="line">';
  for (const [scope, text] of tokens) {
    if (text === '\n') {
      html += '</span>\n<span class="line">';
      continue;
    }
    const parts = text.split('\n');
    parts.forEach((part, position) => {
      if (position > 0) html += '</span>\n<span class="line">';
      if (part !== '') html += scope ? `<span class="${CLASSES[scope]}">${escape(part)}</span>` : escape(part);
    });
  }
  return `${html}</span>`;
}

/** The highlighted lines of `code` (HTML for the inside of `<code>`). */
export function highlightLines(code: string, grammar: Grammar): string {
  return toLines(tokenize(code, grammar, SYNTAXES[grammar]));
}

export { PRE_CLASS } from './code-classes.js';
