// The contract of the Markdown stage: what a content loader hands in, what it gets back.
import type { RenderAhead } from './render-ahead.js';
import type { TocEntry } from '@ssg/theme/contract';
import type { Diagnostic, SourcePosition } from '../report/diagnostics.js';
import type { PluggableList } from 'unified';
import type { CodeHighlighter } from './highlighter.js';
import type { PageCodeRunner } from './page-code.js';
import type { HeadingIdStyle } from './slugger.js';

/** An outgoing link found in a page, before the base URL is applied. */
export interface LinkRef {
  /**
   * Route (`/docs/x`) with optional `#hash`, or `#hash` alone for same-page anchors. For a `.md`
   * link that matches no content file it is the href as written (`./gone.md`), not a route: the
   * link checker reports it under `onBrokenMarkdownLinks` (the Markdown stage does not).
   */
  target: string;
  /** What the author wrote (`./first-agent.md#step-1`), for reports. */
  written: string;
  /** `markdown` for links to `.md` files (onBrokenMarkdownLinks), else `link`. */
  kind: 'link' | 'markdown';
  position: SourcePosition;
  /**
   * Set for links in content the site does not own (an API specification's descriptions): where
   * in that source the link is (`the JSON pointer /paths/~1a/get/description`). A broken one is
   * only ever a warning — the upstream's links are not the site's to fix.
   */
  upstream?: string;
}

/** A file referenced relatively from Markdown that must be copied into the build. */
export interface AssetRef {
  /** Absolute path of the source file. */
  source: string;
  /** Route of the copy in the build, content-hashed (`/assets/shot-3f2a9c1e.png`). */
  route: string;
}

/** A part of a page's text between two headings, for search. */
export interface TextSection {
  /** Anchor of the heading that starts the section; absent for the text before the first one. */
  id?: string;
  /** Text of the headings above and of the section's own (`['Install', 'With pip']`); empty before the first. */
  headings: string[];
  /** The section's text, whitespace collapsed. */
  text: string;
}

export interface MarkdownResult {
  html: string;
  /** Text of the first `#` heading, if any (the fallback page title). */
  title?: string;
  /** HTML of the content before `<!-- truncate -->`, when the marker is present. */
  excerptHtml?: string;
  /** The TOC's entries; of a page rendered in runs, only those the theme shows (`tocWithinBudget`). */
  toc: TocEntry[];
  /** Every id in the page: heading ids and explicit `id` attributes. */
  anchors: string[];
  links: LinkRef[];
  /**
   * Every content file the page's `.md` links looked up (absolute path) and the route it had
   * (`null`: none). The page's HTML depends on the other files only through these: a stored
   * result stays valid while each of them still has the same route.
   */
  routeLookups: Record<string, string | null>;
  assets: AssetRef[];
  /** Routes of the stylesheets the modules an MDX page imports gather (their files are among `assets`), for the page to link. */
  stylesheets?: string[];
  /**
   * Files besides the page its result was made from (an MDX page's partials and the sources of the
   * modules it imports, an image it names that does not exist; absolute): a stored result stays
   * valid while each is as it was.
   */
  dependencies?: string[];
  /** Problems found while rendering (missing files, unloadable code references, unknown directives). */
  diagnostics: Diagnostic[];
  /** With `collectText`: the first paragraph of prose, cut to about 160 characters. */
  description?: string;
  /** With `collectText`: the text by heading. */
  sections?: TextSection[];
  /** With `collectMarkdown`: the page as clean Markdown (absolute URLs, code references inlined, no HTML). */
  markdown?: string;
  /**
   * Set when the result is kept for reuse (memoize-renderers.ts): a name of its own, so equal names
   * mean the same `html`, `sections` and `markdown`, and later builds compare names, not texts.
   */
  textKey?: string;
}

/** One page to render. */
export interface MarkdownInput {
  /** Markdown without its front matter. */
  source: string;
  /** Site-relative path used in diagnostics and link positions (`docs/intro.md`). */
  file: string;
  /** Absolute path of the file; relative links and images resolve from its folder. */
  absPath: string;
  /** Lines taken by the front matter, added to every reported line so it matches the real file. */
  lineOffset: number;
  /** `remote` content (fetched READMEs) is sanitised and its relative links are rewritten. */
  trust: 'local' | 'remote';
  /** Where relative links point (`https://github.com/o/r/tree/main`): a remote page's, or a local API document's (`openapi.linkBase`). */
  linkBase?: string;
  /** Remote only: the document's folder inside `linkBase` (`examples/static`), where `./x` resolves; `/x` resolves from `linkBase`. */
  linkFolder?: string;
  /** Route of the page; relative links that are not files (`../guide/`) resolve against it. */
  route?: string;
  /**
   * Absolute folder that absolute `.md` links (`/quickstart/x.md`) are tried from first; default
   * the top folder of `file` (`docs/` for `docs/intro.md`). Then they are tried from the site root.
   */
  contentDir?: string;
  /** Collect the page's description and its text by heading (pages, not fragments). */
  collectText?: boolean;
  /** Collect the page as clean Markdown (docs, for `<route>.md` and llms-full.txt). */
  collectMarkdown?: boolean;
  /** The page's own shallowest and deepest TOC heading levels (a doc's `toc_min/max_heading_level`), over the build's. */
  tocMinLevel?: number;
  tocMaxLevel?: number;
}

/** Fetches the text of a file named by a code reference (a raw.githubusercontent.com URL). */
export type FetchCodeReference = (url: string) => Promise<{ code: string } | { error: string }>;

/** What MDX pages may ask of the site (`@docusaurus/…` stand-ins): its title and tagline, its docs. */
export interface SiteInfo {
  title: string;
  tagline: string;
  /** The docs' route below the base URL (`/docs`, `/` for docs at the root). */
  docsRoute: string;
  /** The label of the docs' version (`docs.versionLabel`). */
  versionLabel: string;
}

export interface MarkdownRendererOptions {
  /** From `createCodeHighlighter()`, created once per build. */
  highlighter: CodeHighlighter;
  /** Site base URL, starting and ending with `/`; prefixed to internal absolute URLs in the HTML. */
  baseUrl: string;
  /** Absolute path of the site root, where absolute `.md` links are tried second; default derived from `absPath` and `file`. */
  siteDir?: string;
  /** Route of a content file (`.md`/`.mdx`) given its absolute path, or undefined if it is not one. */
  resolveFileRoute: (absPath: string) => string | undefined;
  /** Route folder for copied files (default `/assets/`). */
  assetsRoute?: string;
  /** Heading levels in the table of contents, lowest to highest, all levels between included (default `[2, 3]`). */
  tocLevels?: number[];
  /** How heading ids are made from their text on the site's own pages (default `github`). */
  headingIds?: HeadingIdStyle;
  /** Fetcher for code references; without it references render as a link plus a note. */
  fetchCodeReference?: FetchCodeReference;
  /** The site's remark plugins, after the built-in Markdown transforms. */
  remarkPlugins?: PluggableList;
  /** The site's rehype plugins, before links, headings and code blocks are processed. */
  rehypePlugins?: PluggableList;
  /** The site's origin (`https://flux0.dev`): clean Markdown carries absolute URLs. Default: URLs stay root-relative. */
  siteUrl?: string;
  /** The site's title and tagline, for MDX pages that read them (`useDocusaurusContext()`). */
  siteInfo?: SiteInfo;
  /** Runs the code of MDX pages: the thread's, which claims their late errors (default: one of the renderer's own). */
  pageCode?: PageCodeRunner;
  /**
   * Characters per run of a long page (default SEGMENT_SIZE, for pages over WHOLE_PAGE_SIZE; when
   * given, pages over twice this are split); the output is the same at any size.
   */
  segmentSize?: number;
  /** Code of a block at least this long, alone in a run of a long page, is not read by the parser (default HELD_CODE_MIN, see held-code.ts); the output is the same at any size. */
  heldCodeSize?: number;
  /** Renders the second half of a long page's runs in another thread meanwhile (render-ahead.ts); without it, one thread renders all. */
  renderAhead?: RenderAhead;
}

/** Renders one page; created once per build by `createMarkdownRenderer`. */
export type RenderMarkdown = (input: MarkdownInput) => Promise<MarkdownResult>;
