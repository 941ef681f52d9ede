// The two renderers a build uses, made from one build's options in whichever thread renders:
// `renderMarkdown` for pages and descriptions, `renderCode` for generated code (API samples).
import type { CodeHighlighter } from './highlighter.js';
import { loadMarkdownPlugins, type MarkdownPluginsRef } from './markdown-plugins.js';
import type { PageCodeRunner } from './page-code.js';
import type { RenderAhead, RunsAhead } from './render-ahead.js';
import { createPageRenderer } from './render-markdown.js';
import { createCodeRenderer } from './render-code.js';
import type { HeadingIdStyle } from './slugger.js';
import type { FetchCodeReference, RenderMarkdown, SiteInfo } from './types.js';

/** A code block straight to HTML, as a fenced block in `lang` renders. */
export type RenderCode = (lang: string, code: string) => Promise<string>;

export interface MarkdownRenderers {
  renderMarkdown: RenderMarkdown;
  renderCode: RenderCode;
}

/** A thread's renderers, and its part in rendering a long page on two threads (render-ahead.ts). */
export interface ThreadRenderers extends MarkdownRenderers {
  renderAhead: RunsAhead;
}

/** What a thread's renderers reach beyond it. */
export interface RendererLinks {
  /** Fetcher for code references; without it references render as a link plus a note. */
  fetchCodeReference?: FetchCodeReference | undefined;
  /** Asks another thread to render the later runs of a long page (render-ahead.ts). */
  renderAhead?: RenderAhead | undefined;
}

/** What stays the same for every page of a build; plain data, so it can be posted to a worker. */
export interface RendererSetup {
  /** Site base URL, starting and ending with `/`. */
  baseUrl: string;
  /** Heading levels in the table of contents, lowest to highest. */
  tocLevels: number[];
  /** How heading ids are made (`markdown.headingIds`). */
  headingIds?: HeadingIdStyle;
  /** Route of every content file by absolute path, for `.md` links. */
  fileRoutes: ReadonlyMap<string, string>;
  /** The site's remark and rehype plugins, which each thread imports itself. */
  plugins?: MarkdownPluginsRef | undefined;
  /** The site's origin, for the absolute URLs of clean Markdown. */
  siteUrl?: string;
  /** The site's title and tagline (MDX pages may read them). */
  siteInfo?: SiteInfo;
  /** The site folder: files referenced from Markdown are copied only from inside it. */
  siteDir?: string;
}

/** The renderers of one build in the thread that owns `highlighter` and `pageCode`. */
export async function createRenderers(
  highlighter: CodeHighlighter,
  setup: RendererSetup,
  pageCode: PageCodeRunner,
  { fetchCodeReference, renderAhead }: RendererLinks = {},
): Promise<ThreadRenderers> {
  const plugins = setup.plugins ? await loadMarkdownPlugins(setup.plugins) : undefined;
  const pages = createPageRenderer({
    highlighter,
    ...(plugins ? { remarkPlugins: plugins.remark, rehypePlugins: plugins.rehype } : {}),
    baseUrl: setup.baseUrl,
    tocLevels: setup.tocLevels,
    ...(setup.headingIds ? { headingIds: setup.headingIds } : {}),
    resolveFileRoute: (absPath) => setup.fileRoutes.get(absPath),
    ...(setup.siteUrl !== undefined ? { siteUrl: setup.siteUrl } : {}),
    ...(setup.siteInfo ? { siteInfo: setup.siteInfo } : {}),
    ...(setup.siteDir ? { siteDir: setup.siteDir } : {}),
    ...(fetchCodeReference ? { fetchCodeReference } : {}),
    ...(renderAhead ? { renderAhead } : {}),
    pageCode,
  });
  return { renderMarkdown: pages.render, renderAhead: pages.renderAhead, renderCode: createCodeRenderer(highlighter) };
}
