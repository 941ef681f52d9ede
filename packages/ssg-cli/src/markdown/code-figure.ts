// Builds the markup of a code block, shared by the code-block and code-reference plugins:
//   <figure class="ssg-code [ssg-code--line-numbers]" data-lang="python">   (showLineNumbers)
//     <figcaption class="ssg-code__title">agent.py</figcaption>        (with title="…")
//     <pre class="shiki …" role="group" tabindex="0" aria-label="Code: agent.py">…
//       <span class="line ssg-code__line--highlighted">…</pre>
//     <span class="ssg-code__lang">python</span>                       (unless plain text)
//     <ssg-island data-island="CopyButton" data-strategy="intent">        (the theme's copy island)
//       <button type="button" class="ssg-code__copy" data-ssg-copy aria-label="Copy code">Copy</button>
//     </ssg-island>
//     <a class="ssg-code__source" href="…">View on GitHub</a>           (code references)
//   </figure>
// A reference that could not be loaded gets `ssg-code--unavailable` and a `p.ssg-code__note`
// instead of the code. The copy button is the theme's CopyButton island: this markup must be what
// the island renders (a test compares them), or hydration would not match.
import type { Element, ElementContent, Properties } from 'hast';
import type { CodeHighlighter } from './highlighter.js';
import { islandMarker } from './island-marker.js';
import { takeMagicComments } from './magic-comments.js';
import { tokens } from './tokens.js';

function el(tagName: string, properties: Properties, children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

const text = (value: string): ElementContent => ({ type: 'text', value });

/** The `language-x` class of a `<code>` element, lower-cased (what follows a language in a fence's first word is meta: remark-code-meta.ts). */
export function codeLanguage(code: Element): string | undefined {
  const name = tokens(code.properties.className).find((token) => token.startsWith('language-'));
  return name?.slice('language-'.length).toLowerCase();
}

export interface CodeFigureOptions {
  code: string;
  /** The language as written in the fence. */
  lang: string | undefined;
  title: string | undefined;
  highlightLines: ReadonlySet<number>;
  highlighter: CodeHighlighter;
  /** For code references: the page the code comes from. */
  sourceUrl?: string;
  /** With `showLineNumbers`: the number of the first line. */
  lineNumbersFrom?: number | undefined;
}

/** A title (usually a file path) with a line-break opportunity after each `/`, so a long path wraps between its parts. */
function titleText(title: string): ElementContent[] {
  return title.split(/(?<=\/)(?=[^/])/).flatMap((part, index) => (index === 0 ? [text(part)] : [el('wbr', {}), text(part)]));
}

function frame(lang: string | undefined, title: string | undefined, className: string[]): Element {
  const figure = el('figure', { className, dataLang: lang ?? 'text' });
  if (title) figure.children.push(el('figcaption', { className: ['ssg-code__title'] }, titleText(title)));
  return figure;
}

/** The accessible name of a code block's scrolling `<pre>`: "Code: " and its title, else its language. */
function codeLabel(lang: string | undefined, title: string | undefined): string {
  const name = title?.trim() || (lang && lang !== 'text' ? lang : '');
  return name === '' ? 'Code' : `Code: ${name}`;
}

/** The copy button inside its island marker, hydrated on the first intent (hover, focus, touch). */
export function copyButtonIsland(): Element {
  const button = el('button', { type: 'button', className: ['ssg-code__copy'], dataSsgCopy: '', ariaLabel: 'Copy code' }, [text('Copy')]);
  return islandMarker('CopyButton', 'intent', undefined, [button]);
}

function sourceLink(url: string): Element {
  return el('a', { className: ['ssg-code__source'], href: url }, [text('View on GitHub')]);
}

/** A highlighted code block with its caption, language label and copy button. */
export async function buildCodeFigure(options: CodeFigureOptions): Promise<Element> {
  const { lang, title, highlighter, sourceUrl, lineNumbersFrom } = options;
  const grammar = highlighter.resolveLanguage(lang);
  const figure = frame(lang, title, lineNumbersFrom === undefined ? ['ssg-code'] : ['ssg-code', 'ssg-code--line-numbers']);
  // The counter counts up before each line: it starts one below the first number.
  if (lineNumbersFrom !== undefined && lineNumbersFrom !== 1) figure.properties.style = `counter-reset:ssg-line ${lineNumbersFrom - 1}`;
  const { code, lines } = takeMagicComments(options.code);
  const highlightLines = lines.size > 0 ? new Set([...options.highlightLines, ...lines]) : options.highlightLines;
  const pre = await highlighter.highlight(code, { lang: grammar, highlightLines });
  // The block scrolls sideways on its own: it takes focus (to scroll by keyboard) and has a name.
  // (Shiki writes its own lower-case `tabindex` property; the hast name is `tabIndex`.)
  delete pre.properties.tabindex;
  Object.assign(pre.properties, { tabIndex: 0, role: 'group', ariaLabel: codeLabel(lang, title) });
  figure.children.push(pre);
  if (lang && lang !== 'text') figure.children.push(el('span', { className: ['ssg-code__lang'] }, [text(lang)]));
  figure.children.push(copyButtonIsland());
  if (sourceUrl) figure.children.push(sourceLink(sourceUrl));
  return figure;
}

/** Stand-in for a code reference whose file could not be loaded at build time. */
export function unavailableCodeFigure(lang: string | undefined, title: string | undefined, sourceUrl: string): Element {
  const figure = frame(lang, title, ['ssg-code', 'ssg-code--unavailable']);
  figure.children.push(
    el('p', { className: ['ssg-code__note'] }, [text('This code could not be loaded when the site was built; see it on GitHub.')]),
    sourceLink(sourceUrl),
  );
  return figure;
}
