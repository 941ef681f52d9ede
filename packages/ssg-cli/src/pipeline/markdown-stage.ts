// The Markdown renderers of one build: the engine's workers set up for this site, with the
// caller's stores (dev server, persistent cache) in front, a limit on pages in flight, and their
// diagnostics gathered. The engine is started on the first page that is not in the stores: a
// build whose Markdown is all known starts no worker.
import type { SiteConfig } from '../config/schema.js';
import type { SiteSources } from '../content/read-site.js';
import { fenceLanguages } from '../markdown/fence-languages.js';
import { createMarkdownEngine, type MarkdownEngine } from '../markdown/markdown-engine.js';
import type { MarkdownRenderers, RenderCode } from '../markdown/renderers.js';
import type { MarkdownInput, MarkdownResult, RenderMarkdown } from '../markdown/types.js';
import { createCodeReferenceFetcher, githubRawFile, type FetchCodeReference } from '../remote/index.js';
import { comparePositions, type Diagnostic, type DiagnosticSink } from '../report/diagnostics.js';
import type { BuildRun } from './build-run.js';
import { createLimiter } from './concurrency.js';
import { digest } from './fingerprint.js';
import { memoizeCode, memoizeRenderer } from './memoize-renderers.js';
import { siteUrlOf } from '../site-data.js';
import { reuseValue } from './stage-memo.js';

export interface MarkdownStage {
  renderMarkdown: RenderMarkdown;
  /** The same, leaving the result's diagnostics to the caller (the API stage places them in the spec file). */
  renderDescription: RenderMarkdown;
  renderCode: RenderCode;
  /** `renderMarkdown` reporting the results' diagnostics to `sink` (a step that may be reused). */
  reportingTo(sink: DiagnosticSink): RenderMarkdown;
  /** What every rendering depends on besides its input and the routes of the files it links to (site URL, base URL, TOC, plugins). */
  readonly context: string;
  /** Pages and code blocks actually rendered (not found in the stores). */
  readonly rendered: number;
  /** Whether a page referenced remote code (which an online build fetches, from the network or the cache). */
  readonly readCode: boolean;
}

/**
 * Enough pages in flight to keep the Markdown workers busy; not all of them, since every page
 * being rendered holds its syntax trees (16 instead of 64: the same CPU time at 1,000 pages, peak
 * memory 357 MB instead of 376–397 MB).
 */
const PAGES_IN_FLIGHT = 16;

/** The Markdown engine kept in the build's cache, started (with the run's worker count) if there is none yet. */
export function markdownEngine(run: BuildRun): MarkdownEngine {
  return (run.cache.markdownEngine ??= createMarkdownEngine(run.workers === undefined ? {} : { workers: run.workers }));
}

/** Sets the engine up for this build's site (when first needed) and returns its renderers. */
export function startMarkdown(run: BuildRun, config: SiteConfig, sources: SiteSources): MarkdownStage {
  let rendered = 0;
  let setup: Promise<MarkdownRenderers> | undefined;
  let readCode = false;
  const fetchRemoteCode = createCodeReferenceFetcher({ root: run.root, options: sources.remoteOptions, diagnostics: run.diagnostics, env: run.env, updates: run.remoteUpdates });
  const fetchCodeReference: FetchCodeReference = (url) => {
    readCode = true;
    return fetchRemoteCode(url);
  };
  const renderers = (): Promise<MarkdownRenderers> => {
    rendered += 1;
    if (setup) return setup;
    const engine = markdownEngine(run);
    return (setup = engine.renderers({
      // The code blocks to expect, so that the workers can share out the grammars.
      codeLanguages: () => fenceLanguages([...sources.docs.map((doc) => doc.source.text), ...(sources.blog?.posts ?? []).map((post) => post.body)]),
      baseUrl: config.baseUrl,
      fileRoutes: sources.fileRoutes,
      plugins: sources.plugins,
      tocLevels: [config.markdown.toc.minLevel, config.markdown.toc.maxLevel],
      headingIds: config.markdown.headingIds,
      fetchCodeReference,
      onPageCodeError: (diagnostic) => run.diagnostics.add(diagnostic),
      siteUrl: siteUrlOf(config),
      siteInfo: { title: config.title, tagline: config.tagline, docsRoute: sources.docsRoute || '/', versionLabel: config.docs.versionLabel },
      siteDir: run.root,
    }));
  };
  const limit = createLimiter(PAGES_IN_FLIGHT);
  // Only pages that actually render wait for a turn: one found in the stores is returned at once.
  // API descriptions go first: the API pages wait on them, and the pages listing the API on those.
  const renderOnly = (first: boolean): RenderMarkdown => (input) => limit(async () => shareLinkStrings(await (await renderers()).renderMarkdown(input), input), first);
  const codeOnly: RenderCode = async (lang, code) => (await renderers()).renderCode(lang, code);
  const context = reuseValue(run.cache.stages, 'markdown-context', [config, sources.plugins], () =>
    JSON.stringify([siteUrlOf(config), config.title, config.tagline, config.baseUrl, config.markdown.toc, config.markdown.headingIds, sources.plugins?.key]),
  );
  // A page's code references are fetched before its key is known (the render reuses the fetch).
  const referencedCode = async (urls: string[]): Promise<string> =>
    digest(JSON.stringify(await Promise.all(urls.map((url) => fetchCodeReference(githubRawFile(url)?.rawUrl ?? url).catch((error: unknown) => ({ error: String(error) }))))));
  const memoized = (first: boolean): RenderMarkdown =>
    run.cache.markdown ? memoizeRenderer(renderOnly(first), run.cache.markdown, context, sources.fileRoutes, referencedCode, run.cache.markdownKeys) : renderOnly(first);
  const render = memoized(false);
  // An unknown code language is reported once, not on every page: at its first block in the order
  // of the files, whatever order the pages render in.
  const unknownLanguages = new Map<string, Diagnostic>();
  const reportingTo = (sink: DiagnosticSink): RenderMarkdown => async (input) => {
    const result = await render(input);
    for (const diagnostic of result.diagnostics) {
      if (diagnostic.rule !== 'unknown-language') {
        sink.add(diagnostic);
        continue;
      }
      const reported = unknownLanguages.get(diagnostic.message);
      if (!reported) {
        // A copy: the result's own may be kept in the stores for the next build.
        const own = { ...diagnostic };
        unknownLanguages.set(diagnostic.message, own);
        sink.add(own);
      } else if (comparePositions(diagnostic, reported) < 0) {
        const { line, column } = diagnostic;
        Object.assign(reported, { file: diagnostic.file, line, column });
      }
    }
    return result;
  };
  return {
    renderDescription: memoized(true),
    renderMarkdown: reportingTo(run.diagnostics),
    reportingTo,
    context,
    renderCode: run.cache.code ? memoizeCode(codeOnly, run.cache.code) : codeOnly,
    get rendered() {
      return rendered;
    },
    get readCode() {
      return readCode;
    },
  };
}

/**
 * A page's result as it comes from a worker: each of its links with a copy of its own of the page's
 * file name and of its kind (a message between threads copies every string it holds). One string
 * each instead: 8.5 MB less on a page of 132,000 links, kept to the end of the build.
 */
function shareLinkStrings(result: MarkdownResult, input: MarkdownInput): MarkdownResult {
  for (const link of result.links) {
    link.kind = link.kind === 'link' ? 'link' : 'markdown';
    if (link.position.file === input.file) link.position.file = input.file;
  }
  return result;
}
