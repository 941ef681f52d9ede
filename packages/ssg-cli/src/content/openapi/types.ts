// What the API reference loader needs from the rest of the build, as narrow interfaces.
import type { TocEntry } from '@ssg/theme/contract';
import type { LinkRef } from '../../markdown/types.js';
import type { Diagnostic } from '../../report/diagnostics.js';

/** Markdown in: a description from the specification or a fenced code block. */
export interface MarkdownSource {
  source: string;
  /** Site-relative path of the specification, for messages. */
  file: string;
}

/** Markdown out: the parts the API pages use. */
export interface RenderedMarkdown {
  html: string;
  toc?: TocEntry[];
  links?: LinkRef[];
  anchors?: string[];
  /** Problems found while rendering; positions are relative to the source text. */
  diagnostics?: Diagnostic[];
}

/** Renders Markdown (GitHub-flavoured, code highlighted); the build's Markdown stage fits. */
export type RenderMarkdown = (input: MarkdownSource) => Promise<RenderedMarkdown>;

/** Renders one code block (highlighted, with its copy button) straight to HTML. */
export type RenderCode = (lang: string, code: string) => Promise<string>;

/** One validation problem: what was expected and where (a JSON pointer). */
export interface ValidationProblem {
  message: string;
  pointer?: string;
  /** The JSON Schema keyword that failed (`required`, `minProperties`…), for schema problems. */
  keyword?: string;
}
