// A code block straight to HTML: the figure a fenced block becomes in the Markdown pipeline,
// for generated code (API request samples, examples) that needs no Markdown parsing.
import { toHtml } from 'hast-util-to-html';
import { buildCodeFigure } from './code-figure.js';
import type { CodeHighlighter } from './highlighter.js';

/** Renders `code` in `lang` exactly as a fenced code block with that language renders. */
export function createCodeRenderer(highlighter: CodeHighlighter): (lang: string, code: string) => Promise<string> {
  return async (lang, code) =>
    toHtml(await buildCodeFigure({ code: code.replace(/\n$/, ''), lang, title: undefined, highlightLines: new Set(), highlighter }));
}
