// MDX pages, compiled at build time: @mdx-js/mdx parses the page (imports and partials resolved,
// the theme's components turned into their Markdown forms), runs the same transforms as Markdown
// pages (admonitions, links, headings and TOC, highlighted code, page text), and compiles it to a
// function; the renderer runs that function with the page's imported modules and renders it to
// static HTML with React, within a time limit and with the errors and timers its code leaves
// behind kept to the page (page-code.ts), an error of the page's code reported at its line. Nesting too deep for the parser is refused first (mdx-nesting.ts). Nothing of MDX
// reaches the browser. Loaded on the first MDX page only (render-markdown.ts), so sites without
// MDX never load @mdx-js/mdx.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOC_CARD_LIST_TAG } from '@ssg/theme/contract';
import { fromHtml } from 'hast-util-from-html';
import type { Message } from 'esbuild';
import type { ComponentType, ReactElement } from 'react';
import type { PluggableList } from 'unified';
import { UserError } from '../report/diagnostics.js';
import { compileCacheDir, compileModules, errorLocation, importingModule } from '../runtime/compile-module.js';
import { isPublishedFile } from '../runtime/published-imports.js';
import { docusaurusModule, provideStandIns, standInAliases, type DocusaurusSite, type ReactElements } from './docusaurus-modules.js';
import { importModule } from '../runtime/import-module.js';
import { mdxCompileError, prepareMdxSource } from './mdx-source.js';
import { checkMdxNesting } from './mdx-nesting.js';
import { CodePlaces, createPageCodeRunner, PageCodeExit, PageCodeTimeout, PageCodeTimerLeft, pageCodeErrorMessage, pageCodeLine } from './page-code.js';
import { hastToMarkdown } from './hast-to-markdown.js';
import { createPageState, pageFile, pageResult, type PageState } from './page-state.js';
import { parseWithinBudget } from './parser-budget.js';
import rehypeMdxCodeSlots, { fillCodeSlots, fillCodeSlotsIn } from './rehype-mdx-code-slots.js';
import remarkMdxComponents, { EXCERPT_END_TAG } from './remark-mdx-components.js';
import remarkMdxImports, { mdxImports, type CompiledImport } from './remark-mdx-imports.js';
import type { MarkdownRendererOptions, RenderMarkdown } from './types.js';

type MdxModule = typeof import('@mdx-js/mdx');
interface JsxRuntime {
  Fragment: unknown;
  jsx: unknown;
  jsxs: unknown;
}
interface ReactServer {
  renderToStaticMarkup(element: ReactElement): string;
}
interface ReactModule extends ReactElements {
  createElement(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): ReactElement;
}

const EXCERPT_END = `<${EXCERPT_END_TAG}></${EXCERPT_END_TAG}>`;
const PLACEHOLDERS = new RegExp(`<(${EXCERPT_END_TAG}|${DOC_CARD_LIST_TAG})>\\s*</\\1>`, 'g');

/** Imports a package the way the site's own modules do (one React for the page and its components). */
async function importFromSite<T>(siteDir: string | undefined, specifier: string): Promise<T> {
  let resolved = specifier;
  try {
    if (siteDir) resolved = pathToFileURL(createRequire(path.join(siteDir, 'package.json')).resolve(specifier)).href;
  } catch {
    // Not installed in the site: the generator's own copy.
  }
  const module = (await importModule(resolved)) as T & { default?: T };
  return (module.default && typeof module.default === 'object' ? { ...module.default, ...module } : module) as T;
}

/** The MDX renderer of a build, given the Markdown renderer's options and shared plugin lists. */
export async function createMdxRenderer(options: MarkdownRendererOptions, plugins: { remark: PluggableList; rehype: PluggableList }): Promise<RenderMarkdown> {
  const siteDir = options.siteDir;
  const [mdx, runtime, server, react] = await Promise.all([
    importModule('@mdx-js/mdx') as Promise<MdxModule>,
    importFromSite<JsxRuntime>(siteDir, 'react/jsx-runtime'),
    importFromSite<ReactServer>(siteDir, 'react-dom/server'),
    importFromSite<ReactModule>(siteDir, 'react'),
  ]);
  const site: DocusaurusSite = {
    title: options.siteInfo?.title ?? '',
    tagline: options.siteInfo?.tagline ?? '',
    url: options.siteUrl ?? '',
    baseUrl: options.baseUrl,
    docsRoute: options.siteInfo?.docsRoute ?? '/docs',
    versionLabel: options.siteInfo?.versionLabel ?? 'Next',
  };
  // The site's components import the `@docusaurus/…` stand-ins too (docusaurus-modules.ts).
  provideStandIns(react, site);
  const aliases = new Map<string, Promise<Record<string, string>>>();
  const compileModule = async (absPath: string): Promise<CompiledImport> => {
    const root = siteDir ?? path.dirname(absPath);
    let alias = aliases.get(root);
    if (!alias) aliases.set(root, (alias = standInAliases(path.join(compileCacheDir(root), 'stand-ins'))));
    // A stylesheet or an image, compiled through a module that imports it.
    const entry = /\.css$/i.test(absPath) || isPublishedFile(absPath) ? await importingModule(root, absPath) : absPath;
    let inputs = [absPath];
    const [module] = await compileModules({
      root,
      entries: [entry],
      hint: 'Fix the error in the component the MDX page imports.',
      baseUrl: options.baseUrl,
      onInputs: (files) => (inputs = files),
      options: { alias: await alias },
    }).catch((error: unknown) => {
      // An error placed in the module that imports the file is the file's (an SVG that is not one): its text names it.
      const text = entry !== absPath && error instanceof UserError ? errorLocation((error.cause as { errors?: Message[] } | undefined)?.errors)?.text : undefined;
      throw text === undefined ? error : new UserError(text, { hint: 'Fix the file the MDX page imports.', cause: error });
    });
    if (!module) throw new Error(`esbuild returned nothing for ${absPath}`);
    return { url: module.url, inputs, ...(module.stylesheet ? { stylesheet: module.stylesheet } : {}), assets: module.assets ?? [] };
  };
  const processor = mdx.createProcessor({
    outputFormat: 'function-body',
    development: false,
    // Where each expression's code came from: errors of the page's code are reported at their line.
    SourceMapGenerator: CodePlaces as unknown as NonNullable<Parameters<MdxModule['createProcessor']>[0]>['SourceMapGenerator'],
    remarkPlugins: [[remarkMdxImports, { compileModule, ...(siteDir ? { siteDir } : {}) }], remarkMdxComponents, ...plugins.remark],
    rehypePlugins: [...plugins.rehype, rehypeMdxCodeSlots],
  });
  const pageCode = options.pageCode ?? createPageCodeRunner();

  return async (input) => {
    // The page's Markdown is made from what it renders (below), not from the tree before (rehype-clean-markdown).
    const state = createPageState({ ...input, collectMarkdown: false });
    const file = pageFile(state);
    let compiledCode: string;
    let places: unknown;
    try {
      const source = prepareMdxSource(input.source);
      checkMdxNesting(source, input.file, input.lineOffset);
      const compiled = await parseWithinBudget(state, () => processor.process({ ...file, value: source }));
      compiledCode = String(compiled);
      places = compiled.map;
    } catch (error) {
      throw mdxCompileError(error, input.file, input.lineOffset, 'Could not compile MDX');
    }
    let html: string;
    const lineOf = (error: unknown): number | undefined => {
      const line = pageCodeLine(error, places);
      return line === undefined ? undefined : line + input.lineOffset;
    };
    try {
      html = await pageCode.page({ file: input.file, lineOf }, async (code) => {
        const ssgImports = await code.settle(Promise.all(mdxImports(file).modules.map((url) => docusaurusModule(url, react, site) ?? importModule(url).then(bundlerInterop))));
        const { default: Content } = await code.settle(code.run(() => mdx.run(compiledCode, { ...runtime, ssgImports } as unknown as Parameters<MdxModule['run']>[1])));
        return code.run(() => server.renderToStaticMarkup(react.createElement(Content as ComponentType, null)));
      });
    } catch (error) {
      const line = lineOf(error);
      const where = line === undefined ? input.file : `${input.file}:${line}`;
      throw new UserError(`${where}  Could not render MDX: ${pageCodeErrorMessage(error)}`, { hint: renderHint(error, state), cause: error });
    }
    // The placeholders come out of React with the line break of an empty block inside.
    html = html.replace(PLACEHOLDERS, '<$1></$1>');
    const slots = state.codeSlots ?? [];
    const cut = html.indexOf(EXCERPT_END);
    if (cut !== -1) {
      state.excerptHtml = fillCodeSlots(html.slice(0, cut).trim(), slots);
      html = html.slice(0, cut) + html.slice(cut + EXCERPT_END.length);
    }
    // The page's Markdown from what it rendered: its expressions' values and its components' output
    // (made from the tree before, it had `In stock: .` where the page showed a number).
    if (input.collectMarkdown) {
      const rendered = fromHtml(html, { fragment: true });
      fillCodeSlotsIn(rendered, slots);
      state.markdown = hastToMarkdown(rendered, options.siteUrl);
    }
    return pageResult(state, fillCodeSlots(html, slots));
  };
}

/**
 * A module as a bundler (and so Docusaurus) gives it to `import x from`: a CommonJS package compiled
 * from ES modules (`exports.__esModule`, `exports.default`) has that `default`, where Node gives
 * the whole `module.exports` (a component package then rendered as "element type is invalid").
 */
function bundlerInterop(module: unknown): unknown {
  const namespace = module as { default?: unknown };
  const exported = namespace.default as { __esModule?: unknown; default?: unknown } | null | undefined;
  if (typeof exported !== 'object' || exported === null || exported.__esModule !== true || !('default' in exported)) return module;
  return { ...namespace, ...exported, default: exported.default };
}

/** What to do about an error of the page's code. */
function renderHint(error: unknown, state: PageState): string {
  if (error instanceof PageCodeTimeout) return 'An expression or a component of the page never finishes (a loop without end, a promise never settled); fix it.';
  if (error instanceof PageCodeExit) return 'A page cannot end the build: throw an Error with a message instead, or remove the call.';
  if (error instanceof PageCodeTimerLeft) return "A page's code runs once, at build time, to make its HTML: clear the timer before the page's code returns, or set it in an effect (useEffect), which runs in the browser.";
  // A name that is not defined most likely came from an import the page had to leave out (warned
  // about, but the warning would not be printed before this error).
  const leftOut = state.diagnostics.filter((diagnostic) => diagnostic.rule === 'mdx-import');
  if (error instanceof ReferenceError && leftOut.length > 0) {
    return `The page's imports left out: ${leftOut.map((diagnostic) => `line ${diagnostic.line ?? '?'}: ${diagnostic.message}`).join('; ')}.`;
  }
  return 'An expression or a component of the page failed while rendering; fix it, or the component it imports.';
}
