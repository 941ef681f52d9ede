// Work kept between builds: in the memory of one process (`ssg serve`, the incremental builder),
// and on disk between processes (persistent-cache.ts). Owned by the caller and passed in, never
// module state. Every store is keyed by content digests, so a stale entry is never hit.
import type { MarkdownEngine } from '../markdown/markdown-engine.js';
import type { MarkdownMemoEntry } from './memoize-renderers.js';
import type { ValidationOutcome } from '../content/openapi/index.js';
import type { ScannedDoc } from '../content/docs/scan-docs.js';
import type { DocsMemo } from '../content/docs/load-docs.js';
import type { ContentDigests, FingerprintMemo } from './fingerprint.js';
import type { MarkdownKeys } from './memoize-renderers.js';
import type { LastChange } from '../seo/git-dates.js';
import type { RenderMemo } from './page-writer.js';
import type { StageMemo } from './stage-memo.js';
import type { FrontMatterMemo } from '../content/front-matter.js';
import type { ApiReferenceStore } from './api-reference-store.js';

/** A file the last build wrote, as it was on disk (to reuse it if still so). */
export interface WrittenPage {
  /** What it was made from: for a page, the fingerprint of its page and site data; else a digest of its bytes. */
  fingerprint: string;
  size: number;
  mtimeMs: number;
}

export interface BuildCache {
  /** The Markdown workers (or in-process renderer), kept so rebuilds reuse their warm grammars. */
  markdownEngine?: MarkdownEngine;
  /** Last commit date of each site file, for the sitemap: read from git once per process. */
  lastModified?: Promise<Map<string, LastChange>>;
  /** Rendered Markdown by a digest of its input and context. */
  markdown?: Map<string, MarkdownMemoEntry>;
  /** Highlighted generated code (API samples) by a digest of language and code. */
  code?: Map<string, string>;
  /** OpenAPI validation outcomes by a digest of the spec text. */
  openApiValidations?: Map<string, Promise<ValidationOutcome>>;
  /** The API reference stage's last result, kept on disk (see api-reference-store.ts). */
  apiReference?: ApiReferenceStore;
  /** The last build's documents in memory, reused for pages whose data did not change. */
  renderedPages?: RenderMemo;
  /** Each page's content digest by route, so an unchanged page's HTML is not hashed again. */
  contentDigests?: ContentDigests;
  /** The last build's documents on disk, by output path. */
  writtenPages?: Map<string, WrittenPage>;
  /** The last build's other files on disk (site-wide outputs, assets, static files), by output path. */
  writtenFiles?: Map<string, WrittenPage>;
  /** The last build's search index: the key of what it was made from (`searchIndexKey`) and its files' paths. */
  searchIndex?: { key: string; paths: string[] };
  /** The site's minified CSS by a digest of its source (see `buildAssets`). */
  minifiedCss?: Map<string, string>;
  /** Front matter read, by its YAML text (see `FrontMatterMemo`). */
  frontMatter?: FrontMatterMemo;
  /** Docs with their front matter read, by file and docs route: reused while their source is the same. */
  scannedDocs?: Map<string, ScannedDoc>;
  /**
   * Texts of the docs by absolute path, read once and kept until the owner drops an entry (the
   * incremental builder drops the files reported changed).
   */
  docTexts?: Map<string, Promise<string>>;
  /**
   * Whole steps of the last build (config, each kind of source, API reference, pages, blog), reused
   * while their inputs are the same; with `BuildOptions.changedFiles`, a change bumps the kinds it
   * touches. Kept by the incremental builder only.
   */
  stages?: StageMemo;
  /** The docs stage's pages and sidebar, reused while their inputs are the very same objects. */
  docs?: DocsMemo;
  /** Page fingerprints by page data object: an unchanged page is not serialised and hashed again. */
  fingerprints?: FingerprintMemo;
  /** Routes in page data by data object (see `collectDataLinks`). */
  dataLinks?: WeakMap<object, string[]>;
  /** The closest route to each broken link's, found while the build's routes were `routes` (see `checkLinks`). */
  linkSuggestions?: { routes: string; near: Map<string, string | undefined> };
  /** The memo key of each document's last Markdown, so an unchanged text is not hashed again. */
  markdownKeys?: MarkdownKeys;
}
