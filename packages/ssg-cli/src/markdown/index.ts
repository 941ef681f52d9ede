// Public surface of the Markdown stage.
export { createCodeHighlighter } from './highlighter.js';
export type { CodeHighlighter, CodeHighlighterOptions, HighlightOptions } from './highlighter.js';
export { createMarkdownRenderer } from './render-markdown.js';
export { createCodeRenderer } from './render-code.js';
export { createMarkdownEngine } from './markdown-engine.js';
export type { BuildMarkdownOptions, MarkdownEngine } from './markdown-engine.js';
export type { MarkdownRenderers, RenderCode, RendererSetup } from './renderers.js';
export type {
  AssetRef,
  FetchCodeReference,
  LinkRef,
  MarkdownInput,
  MarkdownRendererOptions,
  MarkdownResult,
  RenderMarkdown,
} from './types.js';
