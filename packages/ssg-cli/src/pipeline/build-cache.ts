// Work kept between builds of one process (`ssg serve`, the incremental builder): owned by the
// caller and passed in, never module state.
import type { MarkdownEngine } from '../markdown/markdown-engine.js';
import type { MarkdownResult } from '../markdown/types.js';
import type { ValidationOutcome } from '../content/openapi/index.js';
import type { RenderMemo } from './page-writer.js';

export interface BuildCache {
  /** The Markdown workers (or in-process renderer), kept so rebuilds reuse their warm grammars. */
  markdownEngine?: MarkdownEngine;
  /** Rendered Markdown by input, reused while the page and its context are unchanged. */
  markdown?: Map<string, MarkdownResult>;
  /** OpenAPI validation outcomes by spec text. */
  openApiValidations?: Map<string, Promise<ValidationOutcome>>;
  /** The last build's documents, reused for pages whose data did not change. */
  renderedPages?: RenderMemo;
}
