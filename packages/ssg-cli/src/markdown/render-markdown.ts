// The Markdown stage: one unified processor per build renders every page to HTML plus what the
// later stages need (title, TOC, anchors, links with positions, assets to copy, diagnostics).
//
//   parse (GFM, directives) → admonitions, GitHub alerts, details, tabs → the site's remark plugins
//   → restore unhandled directives → keep code meta → hast → parse raw HTML (if any)
//   → sanitise (remote pages) → remote URL rewrite → the site's rehype plugins → links → assets
//   → heading ids/anchors/TOC → remote in-page links → base URL → code references → code blocks
//   → excerpt → page text (description, sections) → clean Markdown
// Headings come after links so their own `#id` anchor links are not recorded as outgoing links;
// code is highlighted late so the earlier passes do not walk the many token spans Shiki emits
// (code figures hold no internal URLs, ids or headings).
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { createAssetStore } from './asset-store.js';
import { findDeepBlockNesting, nestingError, NestingLimitError } from './nesting.js';
import { createPageState, pageFile } from './page-state.js';
import rehypeAssets from './rehype-assets.js';
import rehypeBaseUrl from './rehype-base-url.js';
import rehypeCodeBlocks from './rehype-code-blocks.js';
import rehypeCleanMarkdown from './rehype-clean-markdown.js';
import rehypeCodeReference from './rehype-code-reference.js';
import rehypeExcerpt from './rehype-excerpt.js';
import rehypeHeadings from './rehype-headings.js';
import rehypeLinks from './rehype-links.js';
import rehypePageText from './rehype-page-text.js';
import rehypeRawHtml from './rehype-raw-html.js';
import rehypeRemoteAnchors from './rehype-remote-anchors.js';
import rehypeRemoteUrls from './rehype-remote-urls.js';
import rehypeSanitizeRemote from './rehype-sanitize-remote.js';
import remarkAdmonitions from './remark-admonitions.js';
import remarkCodeMeta from './remark-code-meta.js';
import remarkDepthLimit from './remark-depth-limit.js';
import remarkDetails from './remark-details.js';
import remarkGithubAlerts from './remark-github-alerts.js';
import remarkTabs from './remark-tabs.js';
import remarkRestoreDirectives from './remark-restore-directives.js';
import type { MarkdownRendererOptions, RenderMarkdown } from './types.js';
import { UserError } from '../report/diagnostics.js';

/** Builds the processor once; the returned function renders one page per call (safe to run concurrently). */
export function createMarkdownRenderer(options: MarkdownRendererOptions): RenderMarkdown {
  const { baseUrl, highlighter } = options;
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    throw new Error(`Markdown renderer: baseUrl must start and end with "/", got "${baseUrl}"`);
  }
  const processor = unified()
    .use(remarkParse)
    .use(remarkDepthLimit)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkGithubAlerts)
    .use(remarkDetails)
    .use(remarkTabs)
    // The site's plugins see directives before unhandled ones are put back as text.
    .use(options.remarkPlugins ?? [])
    .use(remarkRestoreDirectives)
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawHtml)
    .use(rehypeSanitizeRemote)
    .use(rehypeRemoteUrls)
    // The site's plugins, before links, ids and code are collected, so what they add is included.
    .use(options.rehypePlugins ?? [])
    .use(rehypeLinks, { siteDir: options.siteDir, resolveFileRoute: options.resolveFileRoute })
    .use(rehypeAssets, { store: createAssetStore(options.assetsRoute), siteDir: options.siteDir })
    .use(rehypeHeadings, { tocLevels: options.tocLevels ?? [2, 3] })
    .use(rehypeRemoteAnchors)
    .use(rehypeBaseUrl, { baseUrl })
    .use(rehypeCodeReference, { highlighter, fetchCodeReference: options.fetchCodeReference })
    .use(rehypeCodeBlocks, { highlighter })
    .use(rehypeExcerpt)
    .use(rehypePageText, { levels: options.tocLevels ?? [2, 3] })
    .use(rehypeCleanMarkdown, { siteUrl: options.siteUrl })
    .use(rehypeStringify)
    .freeze();

  return async (input) => {
    // Before parsing: the parser itself is slow on deep block nesting.
    const deep = findDeepBlockNesting(input.source);
    if (deep) throw nestingError(input.file, { ...deep, line: deep.line + input.lineOffset });
    const state = createPageState(input);
    const file = pageFile(state);
    try {
      const html = String(await processor.process(file));
      return {
        html,
        title: state.title,
        excerptHtml: state.excerptHtml,
        toc: state.toc,
        anchors: state.anchors,
        links: state.links,
        assets: state.assets,
        diagnostics: state.diagnostics,
        ...(state.description !== undefined ? { description: state.description } : {}),
        ...(state.sections !== undefined ? { sections: state.sections } : {}),
        ...(state.markdown !== undefined ? { markdown: state.markdown } : {}),
      };
    } catch (error) {
      if (error instanceof NestingLimitError) {
        const { line, ...problem } = error.problem;
        throw nestingError(input.file, { ...problem, ...(line === undefined ? {} : { line: line + input.lineOffset }) });
      }
      const message = `Could not render Markdown in ${input.file}: ${error instanceof Error ? error.message : String(error)}`;
      if (error instanceof UserError) throw new UserError(message, { ...(error.hint ? { hint: error.hint } : {}), cause: error });
      throw new Error(message, { cause: error });
    }
  };
}
