// The page as clean Markdown, for readers that are programs (`<route>.md`, llms-full.txt). It is
// converted from the finished tree rather than copied from the source, so that remote READMEs
// arrive sanitised with their raw HTML turned into Markdown and their relative links pointing at
// their repository, code references carry the fetched code, every internal link and image is
// absolute (origin + base URL + route, hashed asset names) and still works when pasted into a
// prompt, and directives, front matter and highlighting are gone (hast-to-markdown.ts). Only for
// inputs with `collectMarkdown`.
import type { Root } from 'hast';
import { hastToMarkdown } from './hast-to-markdown.js';
import { pageState } from './page-state.js';

export interface CleanMarkdownOptions {
  /** Origin prefixed to root-relative URLs (`https://flux0.dev`); without it they stay relative. */
  siteUrl?: string;
}

/** Stores the page's clean Markdown in the page state. */
export default function rehypeCleanMarkdown(options: CleanMarkdownOptions = {}) {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    if (state.input.collectMarkdown) state.markdown = hastToMarkdown(tree, options.siteUrl);
  };
}
