// The Markdown renderers of one build: the engine's workers set up for this site, with the
// caller's memo (the dev server), a limit on pages in flight, and their diagnostics gathered.
import type { SiteConfig } from '../config/schema.js';
import { API_CODE_LANGUAGES } from '../content/openapi/index.js';
import type { SiteSources } from '../content/read-site.js';
import { fenceLanguages } from '../markdown/fence-languages.js';
import { memoizeRenderer } from '../markdown/memoize-renderer.js';
import type { RenderCode } from '../markdown/renderers.js';
import type { RenderMarkdown } from '../markdown/types.js';
import { createCodeReferenceFetcher } from '../remote/index.js';
import type { BuildRun } from './build-run.js';
import { createLimiter } from './concurrency.js';
import type { MarkdownEngine } from '../markdown/markdown-engine.js';

export interface MarkdownStage {
  renderMarkdown: RenderMarkdown;
  renderCode: RenderCode;
}

/**
 * Enough pages in flight to keep the Markdown workers busy; not all of them, since every page
 * being rendered holds its syntax trees.
 */
const PAGES_IN_FLIGHT = 64;

/** Sets the engine up for this build's site and returns its renderers. */
export async function startMarkdown(run: BuildRun, engine: MarkdownEngine, config: SiteConfig, sources: SiteSources): Promise<MarkdownStage> {
  // The code blocks to expect, so that the workers can share out the grammars.
  const codeLanguages = fenceLanguages([...sources.docs.map((doc) => doc.source.text), ...(sources.blog?.posts ?? []).map((post) => post.body)]);
  if (config.openapi) for (const lang of API_CODE_LANGUAGES) codeLanguages.set(lang, (codeLanguages.get(lang) ?? 0) + 1);
  const { renderMarkdown: renderOnly, renderCode } = await engine.renderers({
    codeLanguages,
    baseUrl: config.baseUrl,
    fileRoutes: sources.fileRoutes,
    plugins: sources.plugins,
    tocLevels: [config.markdown.toc.minLevel, config.markdown.toc.maxLevel],
    fetchCodeReference: createCodeReferenceFetcher({ root: run.root, options: sources.remoteOptions, diagnostics: run.diagnostics, env: run.env }),
  });
  const context = JSON.stringify([config.baseUrl, config.markdown.toc, sources.plugins?.key, [...sources.fileRoutes].sort()]);
  const render = run.cache.markdown ? memoizeRenderer(renderOnly, run.cache.markdown, context) : renderOnly;
  const limit = createLimiter(PAGES_IN_FLIGHT);
  // An unknown code language is reported once, at its first block, not on every page.
  const unknownLanguages = new Set<string>();
  return {
    renderMarkdown: async (input) => {
      const result = await limit(() => render(input));
      for (const diagnostic of result.diagnostics) {
        if (diagnostic.rule === 'unknown-language' && unknownLanguages.has(diagnostic.message)) continue;
        if (diagnostic.rule === 'unknown-language') unknownLanguages.add(diagnostic.message);
        run.diagnostics.add(diagnostic);
      }
      return result;
    },
    renderCode,
  };
}
