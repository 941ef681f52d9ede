// Build-time syntax highlighting with Shiki: the core build, the JavaScript regex engine (no
// WASM), two themes emitted as CSS variables, and only the grammars a docs site needs.
// (Shiki's precompiled grammars would skip translating the patterns at run time, but in 4.4.3
// they split Python strings at their quotes, so the translation stays.) Created
// once per build (or kept by the dev server across rebuilds); a grammar is imported the first time
// a page uses it, so a build pays only for the languages it shows. Highlighting two themes costs
// about 1 ms per block, so results are memoised per highlighter (bounded, least recently used
// dropped first): repeated snippets and unchanged pages in dev rebuilds are not highlighted again.
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

export interface HighlightOptions {
  /** A grammar name from `resolveLanguage` (`text` for plain). */
  lang: string;
  /** 1-based line numbers to mark with `ssg-code__line--highlighted`. */
  highlightLines?: ReadonlySet<number>;
}

export interface CodeHighlighterOptions {
  /** Highlighted blocks remembered for reuse (default 2,000; 0 turns memoising off). */
  cacheSize?: number;
}

export interface CodeHighlighter {
  /** The grammar for a fence language (`bash` → `shellscript`), `text` when not supported. */
  resolveLanguage(lang: string | undefined): string;
  /** Highlights code into a `<pre class="shiki …">` element; imports the grammar on first use. */
  highlight(code: string, options: HighlightOptions): Promise<Element>;
  /** Milliseconds `createCodeHighlighter` took (engine and themes). */
  readonly loadTimeMs: number;
}

/** A copy callers may change without touching the memoised original. */
function cloneElement(node: Element): Element {
  const properties: Element['properties'] = {};
  for (const [key, value] of Object.entries(node.properties)) properties[key] = Array.isArray(value) ? [...value] : value;
  const children = node.children.map((child) => (child.type === 'element' ? cloneElement(child) : { ...child }));
  return { type: 'element', tagName: node.tagName, properties, children };
}

/** Loads Shiki once per build; pass the result to `createMarkdownRenderer`. */
export async function createCodeHighlighter(options: CodeHighlighterOptions = {}): Promise<CodeHighlighter> {
  const cacheSize = options.cacheSize ?? 2_000;
  const started = performance.now();
  const shiki: HighlighterCore = await createHighlighterCore({
    themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
  const loadTimeMs = performance.now() - started;
  const loading = new Map<string, Promise<void>>();
  const memo = new Map<string, Element>();

  function ensureGrammar(lang: string): Promise<void> {
    let pending = loading.get(lang);
    if (!pending) {
      const load = Object.hasOwn(GRAMMARS, lang) ? GRAMMARS[lang] : undefined;
      pending = load ? load().then((grammar) => shiki.loadLanguage(grammar.default)) : Promise.resolve();
      loading.set(lang, pending);
    }
    return pending;
  }

  function render(code: string, lang: string, highlightLines: ReadonlySet<number> | undefined): Element {
    const transformers: ShikiTransformer[] = [];
    if (highlightLines && highlightLines.size > 0) {
      transformers.push({
        line(node, line) {
          if (highlightLines.has(line)) this.addClassToHast(node, 'ssg-code__line--highlighted');
        },
      });
    }
    const root: Root = shiki.codeToHast(code, {
      lang,
      themes: { light: LIGHT_THEME, dark: DARK_THEME },
      defaultColor: false,
      transformers,
    });
    const pre = root.children[0];
    if (pre?.type !== 'element') throw new Error(`Shiki returned no <pre> for a ${lang} block`);
    return pre;
  }

  return {
    loadTimeMs,
    resolveLanguage(lang) {
      const name = (lang ?? '').trim().toLowerCase();
      if (Object.hasOwn(GRAMMARS, name)) return name;
      return Object.hasOwn(ALIASES, name) ? (ALIASES[name] ?? 'text') : 'text';
    },
    async highlight(code, { lang, highlightLines }) {
      await ensureGrammar(lang);
      const key = `${lang}\0${[...(highlightLines ?? [])].join(',')}\0${code}`;
      const known = memo.get(key);
      if (known) {
        memo.delete(key);
        memo.set(key, known);
        return cloneElement(known);
      }
      const pre = render(code, lang, highlightLines);
      if (cacheSize > 0) {
        memo.set(key, pre);
        if (memo.size > cacheSize) memo.delete(memo.keys().next().value as string);
        return cloneElement(pre);
      }
      return pre;
    },
  };
}
