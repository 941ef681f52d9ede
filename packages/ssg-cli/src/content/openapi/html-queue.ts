// Markdown to render for one page, queued while the page data is built and rendered together
// afterwards. Results are cached per build by source text, so a description or example shared
// by many operations is rendered once. Generated code (samples, JSON) is highlighted here
// (generated-code.ts); other code by the code renderer when there is one (the same figure a
// fenced block gives, without parsing Markdown), else as a fenced block.
import type { LinkRef } from '../../markdown/types.js';
import { isGeneratedLanguage, renderGeneratedCode } from './generated-code.js';
import { attributeValue, rewriteIds } from '../html-ids.js';
import type { IdAllocator } from './ids.js';
import { plainTextHtml } from './plain-text.js';
import type { RenderCode, RenderedMarkdown, RenderMarkdown } from './types.js';

/** Rendered Markdown, and the HTML of plain descriptions (undefined: not plain), by source; owned by one `loadOpenApi` call. */
export interface HtmlCache {
  rendered: Map<string, Promise<RenderedMarkdown>>;
  plain: Map<string, string | undefined>;
}

/** An empty cache. */
export function createHtmlCache(): HtmlCache {
  return { rendered: new Map(), plain: new Map() };
}

/** A fenced code block for `code` whose fence is longer than any backtick run inside. */
export function fence(lang: string, code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${lang}\n${code.replace(/\n$/, '')}\n${marks}\n`;
}

/** Receives the HTML of a queued source (and the whole result, for its TOC). */
export type Assign = (html: string, result: RenderedMarkdown) => void;

export class HtmlQueue {
  private readonly jobs: Array<{ source: string; assign: Assign }> = [];

  constructor(
    private readonly render: RenderMarkdown,
    private readonly file: string,
    private readonly cache: HtmlCache,
    private readonly renderCode?: RenderCode,
    /** Plain descriptions written directly (off when the site's own Markdown plugins must see every description). */
    private readonly plainShortcut = true,
  ) {}

  /**
   * Queues a Markdown description; `assign` gets its HTML. Non-strings and blanks are skipped. With
   * `headingLevel` (the level its own headings should start at where it is shown), headings that
   * start deeper are raised (see `raiseHeadings`).
   */
  markdown(source: unknown, assign: Assign, headingLevel?: number): void {
    if (typeof source !== 'string' || source.trim() === '') return;
    const plain = this.plainShortcut ? this.plainHtml(source) : undefined;
    if (plain !== undefined) assign(plain, { html: plain });
    else this.jobs.push({ source, assign: headingLevel === undefined ? assign : raisingHeadings(assign, headingLevel) });
  }

  /** Queues a code block in `lang`; `assign` gets the highlighted HTML. */
  code(lang: string, code: string, assign: Assign): void {
    const source = fence(lang, code);
    const renderCode = isGeneratedLanguage(lang) ? renderGeneratedCode : this.renderCode;
    if (renderCode && !this.cache.rendered.has(source)) this.cache.rendered.set(source, renderCode(lang, code).then((html) => ({ html })));
    this.jobs.push({ source, assign });
  }

  /**
   * Renders everything queued, assigns the HTML, and returns the sources rendered (in the order
   * they were queued), what the Markdown links to (each link with the source it is in: its
   * position is relative to that text) and defines. With the page's `ids`, the ids the Markdown
   * defines are made unique among them (see `unique`).
   */
  async flush(ids?: IdAllocator): Promise<{ sources: string[]; links: Array<{ source: string; link: LinkRef }>; anchors: string[] }> {
    const jobs = this.jobs.splice(0);
    const results = await Promise.all(jobs.map((job) => this.renderCached(job.source)));
    const links: Array<{ source: string; link: LinkRef }> = [];
    const anchors: string[] = [];
    results.forEach((rendered, index) => {
      const { source, assign } = jobs[index]!;
      const result = ids ? unique(rendered, ids) : rendered;
      assign(result.html, result);
      for (const link of result.links ?? []) links.push({ source, link });
      anchors.push(...(result.anchors ?? []));
    });
    return { sources: jobs.map((job) => job.source), links, anchors };
  }

  private renderCached(source: string): Promise<RenderedMarkdown> {
    let pending = this.cache.rendered.get(source);
    if (!pending) {
      pending = this.render({ source, file: this.file });
      this.cache.rendered.set(source, pending);
    }
    return pending;
  }

  /** `plainTextHtml(source)`, once per source (a schema's property descriptions recur on every page that shows it). */
  private plainHtml(source: string): string | undefined {
    if (this.cache.plain.has(source)) return this.cache.plain.get(source);
    const html = plainTextHtml(source);
    this.cache.plain.set(source, html);
    return html;
  }
}

/**
 * `result` with the ids it defines made unique on the page of `ids` (a description's "## Responses"
 * beside the page's own Responses section becomes `responses-2`), and the links to them within it
 * (written for its own headings) and its TOC following. The cached HTML is shared: a copy is made
 * only when an id changes.
 */
function unique(result: RenderedMarkdown, ids: IdAllocator): RenderedMarkdown {
  const renamed = new Map<string, string>();
  for (const id of new Set(result.anchors ?? [])) {
    const claimed = ids.claim(id);
    if (claimed !== id) renamed.set(id, claimed);
  }
  if (renamed.size === 0) return result;
  // A new id is the old one with `-N` after it: the suffix goes after the value as written (escaped).
  const renameWritten = (written: string): string => {
    const to = renamed.get(attributeValue(written));
    return to === undefined ? written : `${written}${to.slice(attributeValue(written).length)}`;
  };
  const html = rewriteIds(result.html, { id: renameWritten, fragment: (written) => `#${renameWritten(written)}` });
  return {
    ...result,
    html,
    anchors: (result.anchors ?? []).map((id) => renamed.get(id) ?? id),
    ...(result.toc ? { toc: result.toc.map((entry) => (renamed.has(entry.id) ? { ...entry, id: renamed.get(entry.id)! } : entry)) } : {}),
  };
}

/**
 * A description's headings raised so that the first level it uses is `level`, when it starts
 * deeper: a `###` right under the page's title would skip a level (documents are written for
 * renderers that show them elsewhere). Never lowered: a description that starts at `#` keeps its
 * levels. Returns the HTML and the shift (0 or negative).
 */
export function raiseHeadings(html: string, level: number): { html: string; shift: number } {
  let top = 7;
  for (const match of html.matchAll(HEADING_OPEN)) top = Math.min(top, Number(match[1]));
  const shift = top === 7 ? 0 : Math.min(0, level - top);
  if (shift === 0) return { html, shift };
  return { html: html.replace(HEADING_TAG, (_tag, close: string, depth: string) => `<${close}h${Number(depth) + shift}`), shift };
}

/** An opening heading tag (the serialiser escapes `<` in text and code, so every match is a tag). */
const HEADING_OPEN = /<h([1-6])(?=[\s>])/g;
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/g;

/** `assign` given the description's HTML with its headings raised to start at `level`, and its TOC to match. */
function raisingHeadings(assign: Assign, level: number): Assign {
  return (html, result) => {
    const raised = raiseHeadings(html, level);
    if (raised.shift === 0) return assign(html, result);
    assign(raised.html, { ...result, html: raised.html, ...(result.toc ? { toc: result.toc.map((entry) => ({ ...entry, depth: entry.depth + raised.shift })) } : {}) });
  };
}
