// Build-time syntax highlighting, created once per thread that renders Markdown (each Markdown
// worker, or the build's own thread when running from sources) and kept across dev rebuilds.
// Highlighting costs about 1 ms per block, so results are memoised (bounded, least recently used
// dropped first): repeated snippets and unchanged pages in dev rebuilds are not highlighted again.
// Long blocks are not: a memoised block is copied for each page that shows it, and a block of
// megabytes would be held twice while its page renders, and once more as long as the thread lives.
import type { Element } from 'hast';
import { resolveLanguage } from './languages.js';
import { createShikiRenderer } from './shiki-core.js';

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

/** Code longer than this is highlighted anew each time, never memoised. */
const MEMOISED_CODE_MAX = 32 * 1024;

export interface CodeHighlighter {
  /** The grammar for a fence language (`bash` → `shellscript`), `text` when not supported. */
  resolveLanguage(lang: string | undefined): string;
  /** Highlights code into a `<pre class="shiki …">` element; imports the grammar on first use. */
  highlight(code: string, options: HighlightOptions): Promise<Element>;
}

/** A copy callers may change without touching the memoised original. */
function cloneElement(node: Element): Element {
  const properties: Element['properties'] = {};
  for (const [key, value] of Object.entries(node.properties)) properties[key] = Array.isArray(value) ? [...value] : value;
  const children = node.children.map((child) => (child.type === 'element' ? cloneElement(child) : { ...child }));
  return { type: 'element', tagName: node.tagName, properties, children };
}

/** Prepares highlighting for this thread; pass the result to `createMarkdownRenderer`. */
export async function createCodeHighlighter(options: CodeHighlighterOptions = {}): Promise<CodeHighlighter> {
  const cacheSize = options.cacheSize ?? 2_000;
  const render = await createShikiRenderer();
  // Promises, so that a block asked for again while it is being highlighted is highlighted once.
  const memo = new Map<string, Promise<Element>>();

  return {
    resolveLanguage,
    async highlight(code, { lang, highlightLines }) {
      const lines = [...(highlightLines ?? [])];
      if (cacheSize === 0 || code.length > MEMOISED_CODE_MAX) return render(code, lang, lines);
      const key = `${lang}\0${lines.join(',')}\0${code}`;
      let pending = memo.get(key);
      if (pending) {
        memo.delete(key);
      } else {
        pending = render(code, lang, lines);
        pending.catch(() => memo.delete(key));
        if (memo.size >= cacheSize) memo.delete(memo.keys().next().value as string);
      }
      memo.set(key, pending);
      return cloneElement(await pending);
    },
  };
}
