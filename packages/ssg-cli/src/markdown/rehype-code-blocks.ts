// Fenced code blocks: highlighted at build time by Shiki (light and dark colours as CSS
// variables), `title="…"` shown as a caption, `{4-5}` / `{1,3-4}` lines and `highlight-next-line`
// comments marked, `showLineNumbers`, a language label and a copy button (see code-figure.ts for
// the markup). Unknown languages are shown as plain text with a warning. Runs after
// rehype-code-reference, which has already replaced reference blocks.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walk, SKIP_CHILDREN } from './walk.js';
import { buildCodeFigure, codeLanguage } from './code-figure.js';
import { parseCodeMeta } from './code-meta.js';
import type { CodeHighlighter } from './highlighter.js';
import { isUnknownLanguage } from './languages.js';
import { pageState, warn } from './page-state.js';
import { hasToken } from './tokens.js';

export interface CodeBlocksOptions {
  highlighter: CodeHighlighter;
}

/** The `<code>` of a `<pre><code>` block, unless already highlighted. */
export function blockCode(node: Element): Element | undefined {
  if (node.tagName !== 'pre') return undefined;
  // Shiki's own output (`class`, not `className`) is already highlighted.
  if (hasToken(node.properties.className ?? node.properties.class, 'shiki')) return undefined;
  const elements = node.children.filter((child) => child.type === 'element');
  const code = elements[0];
  return elements.length === 1 && code?.tagName === 'code' ? code : undefined;
}

/** Reads and removes the fence meta kept by remark-code-meta. */
export function takeMeta(code: Element): string | undefined {
  const meta = code.properties.dataMeta;
  delete code.properties.dataMeta;
  return typeof meta === 'string' ? meta : undefined;
}

/** Replaces every `<pre><code>` with a highlighted `figure.ssg-code`. */
export default function rehypeCodeBlocks({ highlighter }: CodeBlocksOptions) {
  return async (tree: Root, file: { data: Record<string, unknown> }): Promise<void> => {
    const jobs: Array<Promise<void>> = [];
    walk<Element, Root | Element>(tree, 'element', (node, index, parent) => {
      const code = blockCode(node);
      if (!code || !parent || index === undefined) return;
      const meta = parseCodeMeta(takeMeta(code));
      const source = toString(code).replace(/\n$/, '');
      const lang = codeLanguage(code);
      if (isUnknownLanguage(lang)) {
        warn(pageState(file), node, 'unknown-language', `Unknown code language "${lang}": the block is shown as plain text`, 'Use a language Shiki knows (such as ts, python, go, rust, sql), or text.');
      }
      jobs.push(
        buildCodeFigure({
          code: source,
          lang,
          title: meta.title,
          highlightLines: meta.highlightLines,
          lineNumbersFrom: meta.lineNumbersFrom,
          highlighter,
        }).then((figure) => {
          parent.children[index] = figure;
        }),
      );
      return SKIP_CHILDREN;
    });
    await Promise.all(jobs);
  };
}
