// The languages code blocks can be highlighted in: Shiki's grammar names and the other names
// authors write in fences. Apart from Shiki (shiki-core.ts), so that the build's own thread can
// plan highlighting without loading it.

/** The supported grammars (shiki-core.ts imports each on first use). */
export const GRAMMAR_NAMES = [
  'shellscript', 'python', 'json', 'jsonc', 'javascript', 'typescript', 'tsx', 'jsx', 'yaml',
  'toml', 'dockerfile', 'ini', 'dotenv', 'diff', 'html', 'css', 'markdown', 'http',
] as const;

export type GrammarName = (typeof GRAMMAR_NAMES)[number];

const GRAMMAR_SET: ReadonlySet<string> = new Set(GRAMMAR_NAMES);

/** Other names authors write in fences, mapped to a grammar. */
const ALIASES: Record<string, GrammarName> = {
  bash: 'shellscript', sh: 'shellscript', shell: 'shellscript', zsh: 'shellscript',
  py: 'python', js: 'javascript', mjs: 'javascript', cjs: 'javascript', ts: 'typescript',
  mts: 'typescript', cts: 'typescript', yml: 'yaml', docker: 'dockerfile', env: 'dotenv',
  properties: 'ini', cfg: 'ini', patch: 'diff', htm: 'html', md: 'markdown',
  json5: 'jsonc',
};

/** The grammar for a fence language (`bash` → `shellscript`), `text` when not supported. */
export function resolveLanguage(lang: string | undefined): string {
  const name = (lang ?? '').trim().toLowerCase();
  if (GRAMMAR_SET.has(name)) return name;
  return Object.hasOwn(ALIASES, name) ? (ALIASES[name] ?? 'text') : 'text';
}
