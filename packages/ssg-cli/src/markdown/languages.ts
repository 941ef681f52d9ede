// The languages code blocks can be highlighted in: every grammar Shiki ships, under its own
// names and the other names authors write in fences. Apart from Shiki (shiki-core.ts), so that the
// build's own thread can plan highlighting without loading it.
import { SHIKI_LANGUAGES } from './shiki-languages.js';

/** The grammars a docs site uses most: bundled with the CLI, their patterns translated at package build. */
export const GRAMMAR_NAMES = [
  'shellscript', 'python', 'json', 'jsonc', 'javascript', 'typescript', 'tsx', 'jsx', 'yaml',
  'toml', 'dockerfile', 'ini', 'dotenv', 'diff', 'html', 'css', 'markdown', 'http', 'powershell',
  'go', 'rust', 'java', 'kotlin', 'csharp', 'sql', 'xml', 'graphql',
] as const;

export type GrammarName = (typeof GRAMMAR_NAMES)[number];

/** The code theme's name (shiki-core.ts): every highlighted `<pre>` carries it as a class. */
export const CODE_THEME = 'ssg-code-theme';

const GRAMMAR_SET: ReadonlySet<string> = new Set(GRAMMAR_NAMES);

/** Other names authors write in fences, mapped to a grammar. */
const ALIASES: Record<string, GrammarName> = {
  bash: 'shellscript', sh: 'shellscript', shell: 'shellscript', zsh: 'shellscript',
  py: 'python', js: 'javascript', mjs: 'javascript', cjs: 'javascript', ts: 'typescript',
  mts: 'typescript', cts: 'typescript', yml: 'yaml', docker: 'dockerfile', env: 'dotenv',
  properties: 'ini', cfg: 'ini', patch: 'diff', htm: 'html', md: 'markdown',
  json5: 'jsonc',
};

/**
 * Prism's names (Docusaurus highlights with Prism) where Shiki's differ; Flow, which Shiki has no
 * grammar of, as JavaScript with types (Prism's own Flow grammar extends its JavaScript), and
 * CodeMirror's `htmlmixed` as HTML.
 */
const PRISM_NAMES: ReadonlyArray<[string, string]> = [
  ['objectivec', 'objective-c'], ['markup', 'html'], ['shell-session', 'shellsession'], ['svg', 'xml'], ['mathml', 'xml'], ['flow', 'typescript'], ['htmlmixed', 'html'],
];

/** Every other grammar by each of its names and aliases, and Prism's. */
const SHIKI_NAMES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(SHIKI_LANGUAGES).flatMap(([id, aliases]) => [id, ...aliases].map((name): [string, string] => [name, id])),
  ...PRISM_NAMES,
]);

/** Fence languages that mean "no highlighting" (never warned about). */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'nohighlight', 'output', 'raw']);

/** The grammar for a fence language (`bash` → `shellscript`, `rs` → `rust`), `text` when unknown. */
export function resolveLanguage(lang: string | undefined): string {
  const name = (lang ?? '').trim().toLowerCase();
  if (GRAMMAR_SET.has(name)) return name;
  if (Object.hasOwn(ALIASES, name)) return ALIASES[name] ?? 'text';
  return SHIKI_NAMES.get(name) ?? 'text';
}

/** Whether a fence language names no grammar and is not one of the plain-text names. */
export function isUnknownLanguage(lang: string | undefined): boolean {
  return !PLAIN.has((lang ?? '').trim().toLowerCase()) && resolveLanguage(lang) === 'text';
}
