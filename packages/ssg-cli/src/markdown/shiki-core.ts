// The Shiki side of highlighting: the core build, the JavaScript regex engine (no WASM), two
// themes emitted as CSS variables, and only the grammars a docs site needs, each imported the
// first time a block uses it. Runs wherever highlighting runs: in the build's main thread, or in
// the highlighting worker (highlight-worker.ts) that keeps it off the main thread.
//
// Theme CSS contract (`defaultColor: false`): every token span carries `--shiki-light` and
// `--shiki-dark`, the `<pre class="shiki">` carries `--shiki-light-bg` / `--shiki-dark-bg`, e.g.
//   .shiki, .shiki span { color: var(--shiki-light); background-color: var(--shiki-light-bg); }
//   html[data-theme='dark'] .shiki, html[data-theme='dark'] .shiki span { color: var(--shiki-dark); … }
import type { Element, Root } from 'hast';
import type { HighlighterCore, LanguageRegistration, ShikiTransformer } from 'shiki/core';
import { createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

type GrammarModule = Promise<{ default: LanguageRegistration[] }>;

/** Supported grammars, imported lazily (static specifiers so bundlers and tsc can see them). */
const GRAMMARS: Record<string, () => GrammarModule> = {
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
};

/** Other names authors write in fences, mapped to a grammar. */
const ALIASES: Record<string, string> = {
  bash: 'shellscript', sh: 'shellscript', shell: 'shellscript', zsh: 'shellscript',
  py: 'python', js: 'javascript', mjs: 'javascript', cjs: 'javascript', ts: 'typescript',
  mts: 'typescript', cts: 'typescript', yml: 'yaml', docker: 'dockerfile', env: 'dotenv',
  properties: 'ini', cfg: 'ini', patch: 'diff', htm: 'html', md: 'markdown',
  json5: 'jsonc',
};

/** The "default" GitHub themes: unlike `github-light`/`github-dark`, every token meets WCAG AA. */
export const LIGHT_THEME = 'github-light-default';
export const DARK_THEME = 'github-dark-default';

/** The grammar for a fence language (`bash` → `shellscript`), `text` when not supported. */
export function resolveLanguage(lang: string | undefined): string {
  const name = (lang ?? '').trim().toLowerCase();
  if (Object.hasOwn(GRAMMARS, name)) return name;
  return Object.hasOwn(ALIASES, name) ? (ALIASES[name] ?? 'text') : 'text';
}

/** Renders one block to a `<pre class="shiki">`; line numbers are 1-based. */
export type RenderBlock = (code: string, lang: string, highlightLines: readonly number[]) => Promise<Element>;

/** Loads Shiki (engine and themes; grammars on first use) and returns the block renderer. */
export async function createShikiRenderer(): Promise<RenderBlock> {
  const shiki: HighlighterCore = await createHighlighterCore({
    themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
  const loading = new Map<string, Promise<void>>();

  function ensureGrammar(lang: string): Promise<void> {
    let pending = loading.get(lang);
    if (!pending) {
      const load = Object.hasOwn(GRAMMARS, lang) ? GRAMMARS[lang] : undefined;
      pending = load ? load().then((grammar) => shiki.loadLanguage(grammar.default)) : Promise.resolve();
      loading.set(lang, pending);
    }
    return pending;
  }

  return async (code, lang, highlightLines) => {
    await ensureGrammar(lang);
    const marked = new Set(highlightLines);
    const transformers: ShikiTransformer[] = [];
    if (marked.size > 0) {
      transformers.push({
        line(node, line) {
          if (marked.has(line)) this.addClassToHast(node, 'ssg-code__line--highlighted');
        },
      });
    }
    const root: Root = shiki.codeToHast(code, { lang, themes: { light: LIGHT_THEME, dark: DARK_THEME }, defaultColor: false, transformers });
    const pre = root.children[0];
    if (pre?.type !== 'element') throw new Error(`Shiki returned no <pre> for a ${lang} block`);
    return pre;
  };
}
