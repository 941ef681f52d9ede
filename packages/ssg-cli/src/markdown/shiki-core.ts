// The Shiki side of highlighting: the core build, the JavaScript regex engine (no WASM), one
// theme emitted as CSS variables, and every grammar Shiki ships, each imported the first time a
// block uses it (the most used ones bundled with the CLI, the others from the installed Shiki). Runs wherever Markdown is rendered: in each Markdown worker
// (markdown-worker.ts), or in the build's own thread when running from sources.
//
// One theme made of CSS variables, so each block is tokenised once (two colour themes would
// tokenise it twice) and the stylesheet decides the colours of light and dark mode:
//   <pre class="shiki ssg-code-theme" style="background-color:var(--shiki-background);color:var(--shiki-foreground)">
//   <span style="color:var(--shiki-token-keyword)">…</span>
// with the variables `--shiki-foreground`, `--shiki-background` and `--shiki-token-{constant,
// string, comment, keyword, parameter, function, string-expression, punctuation, link}`.
import type { Element, ElementContent, Root } from 'hast';
import type { HighlighterCore, LanguageRegistration, ShikiTransformer } from 'shiki/core';
import { createCssVariablesTheme, createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { transformerNotationDiff, transformerNotationErrorLevel, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';
import { readFile } from 'node:fs/promises';
import { importModule } from '../runtime/import-module.js';
import { CODE_THEME, type GrammarName } from './languages.js';
import { SHIKI_LANGUAGES } from './shiki-languages.js';
import { tableRegexConstructor, type RegexTable } from './regex-table.js';

type GrammarModule = Promise<{ default: LanguageRegistration[] }>;

/** Each supported grammar, imported on first use (static specifiers so bundlers and tsc see them). */
export const GRAMMARS: Record<GrammarName, () => GrammarModule> = {
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  jsonc: () => import('shiki/langs/jsonc.mjs'),
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
  dockerfile: () => import('shiki/langs/dockerfile.mjs'),
  ini: () => import('shiki/langs/ini.mjs'),
  dotenv: () => import('shiki/langs/dotenv.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  http: () => import('shiki/langs/http.mjs'),
  powershell: () => import('shiki/langs/powershell.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  kotlin: () => import('shiki/langs/kotlin.mjs'),
  csharp: () => import('shiki/langs/csharp.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  graphql: () => import('shiki/langs/graphql.mjs'),
};

/**
 * Any other grammar Shiki ships, imported from the installed Shiki at run time (not bundled into
 * the CLI, whose start-up would otherwise read every grammar).
 */
function importGrammar(lang: string): GrammarModule {
  return importModule(`shiki/langs/${lang}.mjs`) as GrammarModule;
}

/** The `[!code …]` comment notation, with the theme's class names. */
const NOTATION: readonly ShikiTransformer[] = [
  transformerNotationHighlight({ classActiveLine: 'ssg-code__line--highlighted', classActivePre: 'ssg-code--has-highlighted' }),
  transformerNotationDiff({ classLineAdd: 'ssg-code__line--added', classLineRemove: 'ssg-code__line--removed', classActivePre: 'ssg-code--has-diff' }),
  transformerNotationFocus({ classActiveLine: 'ssg-code__line--focused', classActivePre: 'ssg-code--has-focused' }),
  transformerNotationErrorLevel({ classMap: { error: 'ssg-code__line--error', warning: 'ssg-code__line--warning' }, classActivePre: 'ssg-code--has-levels' }),
];

/** Renders one block to a `<pre class="shiki">`; line numbers are 1-based. */
export type RenderBlock = (code: string, lang: string, highlightLines: readonly number[]) => Promise<Element>;

/** Where the package build puts the translated patterns (`dist/regex-table.json`). */
export const REGEX_TABLE_FILE = new URL('../regex-table.json', import.meta.url);

/** The shipped translations, or none when running from sources. */
async function readRegexTable(): Promise<RegexTable> {
  try {
    return JSON.parse(await readFile(REGEX_TABLE_FILE, 'utf8')) as RegexTable;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * Longer code is shown in plain text: the tokenizer takes about 10 µs a character (a megabyte of
 * TypeScript took 25 s), and nobody reads a generated dump of that size for its colours.
 */
export const MAX_HIGHLIGHTED_CODE = 100_000;
/** Lines longer than this (minified code, one-line data) stay plain; the block's other lines are highlighted. */
export const MAX_HIGHLIGHTED_LINE = 2_000;

/** Loads Shiki (engine and themes; grammars on first use) and returns the block renderer. */
export async function createShikiRenderer(): Promise<RenderBlock> {
  const shiki: HighlighterCore = await createHighlighterCore({
    themes: [createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--shiki-', fontStyle: true })],
    langs: [],
    engine: createJavaScriptRegexEngine({ regexConstructor: tableRegexConstructor(await readRegexTable()) }),
  });
  const loading = new Map<string, Promise<void>>();

  function ensureGrammar(lang: string): Promise<void> {
    let pending = loading.get(lang);
    if (!pending) {
      const load = Object.hasOwn(GRAMMARS, lang) ? GRAMMARS[lang as GrammarName] : Object.hasOwn(SHIKI_LANGUAGES, lang) ? () => importGrammar(lang) : undefined;
      pending = load ? load().then((grammar) => shiki.loadLanguage(grammar.default)) : Promise.resolve();
      loading.set(lang, pending);
    }
    return pending;
  }

  return async (code, requested, highlightLines) => {
    const lang = code.length > MAX_HIGHLIGHTED_CODE ? 'text' : requested;
    await ensureGrammar(lang);
    const marked = new Set(highlightLines);
    // `// [!code highlight]`, `[!code ++]` / `[!code --]`, `[!code focus]`, `[!code error]`: only
    // blocks that use the notation pay for the transformers' walk over every line.
    const transformers: ShikiTransformer[] = code.includes('[!code') ? [...NOTATION] : [];
    if (marked.size > 0) {
      transformers.push({
        line(node, line) {
          if (marked.has(line)) this.addClassToHast(node, 'ssg-code__line--highlighted');
        },
      });
    }
    // No time limit per line (Shiki's default is 500 ms, after which the rest of the line is left
    // plain): on a busy machine a grammar's first line can take that long, and a build's output
    // must not depend on the machine's load.
    if (lang === 'text' && transformers.length === 0 && !code.includes('\r')) return plainBlock(code);
    const root: Root = shiki.codeToHast(code, { lang, theme: CODE_THEME, transformers, tokenizeTimeLimit: 0, tokenizeMaxLineLength: MAX_HIGHLIGHTED_LINE });
    const pre = root.children[0];
    if (pre?.type !== 'element') throw new Error(`Shiki returned no <pre> for a ${lang} block`);
    return pre;
  };
}

/**
 * Plain text (no marks, lines split at `\n` only) as Shiki writes it, one span of one token per
 * line, without tokenizing: the same tree, without the tokens of every line of a long dump first.
 */
export function plainBlock(code: string): Element {
  const children: ElementContent[] = [];
  for (const [index, line] of code.split('\n').entries()) {
    if (index > 0) children.push({ type: 'text', value: '\n' });
    children.push({ type: 'element', tagName: 'span', properties: { class: 'line' }, children: [{ type: 'element', tagName: 'span', properties: {}, children: [{ type: 'text', value: line }] }] });
  }
  return {
    type: 'element',
    tagName: 'pre',
    properties: { class: `shiki ${CODE_THEME}`, style: 'background-color:var(--shiki-background);color:var(--shiki-foreground)', tabindex: '0' },
    children: [{ type: 'element', tagName: 'code', properties: {}, children }],
  };
}
