// The Markdown stage: one unified processor per build renders every page to HTML plus what the
// later stages need (title, TOC, anchors, links with positions, assets to copy, diagnostics).
//
//   parse (GFM, directives) → admonitions, GitHub alerts, details, tabs → the site's remark plugins
//   → restore unhandled directives → keep code meta → hast → parse raw HTML (if any)
//   → sanitise (remote pages) → remote URL rewrite → the site's rehype plugins → links → assets
//   → heading ids/anchors/TOC → emoji shortcodes → remote in-page links → base URL → table
//   containers, task-list labels, wrap points (URLs, code tokens) → code references → code blocks
//   → excerpt → page text (description, sections) → clean Markdown
// Headings come after links so their own `#id` anchor links are not recorded as outgoing links;
// code is highlighted late so the earlier passes do not walk the many token spans Shiki emits
// (code figures hold no internal URLs, ids or headings).
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import type { Node } from 'unist';
import { createAssetStore } from './asset-store.js';
import { findDeepBlockNesting, nestingError, NestingLimitError, nestingLimitError } from './nesting.js';
import { createPageState, pageFile, pageResult, TocBudget, type PageState } from './page-state.js';
import { adopt, AheadProgress, copyOutline, findingsOf, ownFindings, packRuns, PageFootnotes, PageHeadings, rendersAhead, writtenFootnotes, writtenHeadings, type AheadRun, type RunFindings, type RunsAhead } from './render-ahead.js';
import { parseWithinBudget } from './parser-budget.js';
import { definesFootnotes, labelsNamed, splitMarkdown, type Segment } from './segments.js';
import rehypeAssets from './rehype-assets.js';
import rehypeBaseUrl from './rehype-base-url.js';
import rehypeCodeBlocks from './rehype-code-blocks.js';
import rehypeCleanMarkdown from './rehype-clean-markdown.js';
import rehypeCodeReference from './rehype-code-reference.js';
import rehypeEmojiShortcodes from './emoji-shortcodes.js';
import rehypeExcerpt from './rehype-excerpt.js';
import rehypeHeadings from './rehype-headings.js';
import rehypeLinks from './rehype-links.js';
import rehypePageText, { sectionLevels } from './rehype-page-text.js';
import rehypeRawHtml from './rehype-raw-html.js';
import rehypeRemoteAnchors, { pageIds } from './rehype-remote-anchors.js';
import rehypeRemoteUrls from './rehype-remote-urls.js';
import rehypeTextAlternatives from './rehype-text-alternatives.js';
import rehypeSanitizeRemote from './rehype-sanitize-remote.js';
import rehypeTables from './rehype-tables.js';
import rehypeTaskLists from './rehype-task-lists.js';
import rehypeTocInline from './rehype-toc-inline.js';
import rehypeWrapping from './rehype-wrapping.js';
import remarkAdmonitions from './remark-admonitions.js';
import remarkAnchorMarks from './remark-anchor-marks.js';
import remarkCodeMeta from './remark-code-meta.js';
import remarkDepthLimit from './remark-depth-limit.js';
import remarkDirectives from './remark-directives.js';
import remarkDetails from './remark-details.js';
import remarkJoinRuns from './remark-join-runs.js';
import remarkTocMarker from './remark-toc-marker.js';
import remarkHeldCode, { holdCode } from './held-code.js';
import remarkRunFootnotes, { createRunFootnotes, type RunFootnotes } from './remark-run-footnotes.js';
import remarkGfmOnDemand from './remark-gfm-on-demand.js';
import remarkGithubAlerts from './remark-github-alerts.js';
import remarkTabs from './remark-tabs.js';
import remarkRestoreDirectives from './remark-restore-directives.js';
import remarkPlainBlocks from './plain-blocks.js';
import { isMdx } from './mdx-source.js';
import type { MarkdownInput, MarkdownRendererOptions, MarkdownResult, RenderMarkdown } from './types.js';
import { UserError } from '../report/diagnostics.js';

const PLUGIN_TREE_HINT =
  'A plugin in `markdown` of the site config may have left a syntax tree that ssg cannot read (a node without type or children, a node inside itself): build without the plugins to tell (if it fails without them too, the bug is in ssg).';

/** The site's plugins, then a check of the tree they leave (none without plugins). */
function checkedSitePlugins(plugins: PluggableList | undefined): PluggableList {
  return plugins && plugins.length > 0 ? [...plugins, checkPluginTree] : [];
}

/**
 * Refuses a tree the site's plugins left with a node that is not one (no `type`), children that
 * are not a list, or a node inside itself: the steps after them would fail on it with no word of
 * the plugins, or, for a node inside itself, recurse until the thread dies.
 */
function checkPluginTree() {
  return (tree: Node): void => {
    const ancestors = new Set<object>();
    const visit = (node: unknown): void => {
      if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') throw new Error('a plugin left something in the syntax tree that is not a node (an object with a type)');
      const { type, children } = node as Node & { children?: unknown };
      if (ancestors.has(node)) throw new Error(`a plugin put a node (${type}) inside itself`);
      if (children === undefined) return;
      if (!Array.isArray(children)) throw new Error(`a plugin left a node (${type}) whose children are not a list`);
      ancestors.add(node);
      for (const child of children) visit(child);
      ancestors.delete(node);
    };
    visit(tree);
  };
}

/** The built-in transforms and the site's plugins, shared by the Markdown and MDX processors. */
export function markdownPlugins(options: MarkdownRendererOptions): { remark: PluggableList; rehype: PluggableList } {
  const { baseUrl, highlighter } = options;
  return {
    remark: [
      remarkHeldCode,
      remarkDepthLimit,
      remarkRunFootnotes,
      remarkGfm,
      remarkGfmOnDemand,
      [remarkDirectives, { text: (options.remarkPlugins?.length ?? 0) > 0 }],
      remarkAdmonitions,
      remarkGithubAlerts,
      remarkDetails,
      remarkTabs,
      // The site's plugins see directives before unhandled ones are put back as text.
      ...checkedSitePlugins(options.remarkPlugins),
      remarkRestoreDirectives,
      remarkCodeMeta,
      remarkTocMarker,
      remarkAnchorMarks,
      remarkJoinRuns,
    ],
    rehype: [
      rehypeRawHtml,
      rehypeSanitizeRemote,
      rehypeRemoteUrls,
      rehypeTextAlternatives,
      // The site's plugins, before links, ids and code are collected, so what they add is included.
      ...checkedSitePlugins(options.rehypePlugins),
      [rehypeLinks, { siteDir: options.siteDir, resolveFileRoute: options.resolveFileRoute }],
      [rehypeAssets, { store: createAssetStore(options.assetsRoute), siteDir: options.siteDir }],
      [rehypeHeadings, { tocLevels: options.tocLevels ?? [2, 3], ...(options.headingIds ? { headingIds: options.headingIds } : {}) }],
      rehypeTocInline,
      rehypeEmojiShortcodes,
      rehypeRemoteAnchors,
      [rehypeBaseUrl, { baseUrl }],
      rehypeTables,
      rehypeTaskLists,
      rehypeWrapping,
      [rehypeCodeReference, { highlighter, fetchCodeReference: options.fetchCodeReference }],
      [rehypeCodeBlocks, { highlighter }],
      rehypeExcerpt,
      [rehypePageText, { levels: options.tocLevels ?? [2, 3] }],
      [rehypeCleanMarkdown, { siteUrl: options.siteUrl }],
    ],
  };
}

/** Builds the processor once; the returned function renders one page per call (safe to run concurrently). */
export function createMarkdownRenderer(options: MarkdownRendererOptions): RenderMarkdown {
  return createPageRenderer(options).render;
}

/**
 * The renderer of pages (`render`), and of the later runs of a long page ahead of the thread that
 * renders the page (`renderAhead`, render-ahead.ts), made from one processor.
 */
export function createPageRenderer(options: MarkdownRendererOptions): { render: RenderMarkdown; renderAhead: RunsAhead } {
  const { baseUrl } = options;
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    throw new Error(`Markdown renderer: baseUrl must start and end with "/", got "${baseUrl}"`);
  }
  const plugins = markdownPlugins(options);
  const hasSitePlugins = (options.remarkPlugins?.length ?? 0) + (options.rehypePlugins?.length ?? 0) > 0;
  const processor = unified()
    .use(remarkParse)
    // Plain blocks are read without micromark, unless the site's plugins may add syntax to it.
    .use((options.remarkPlugins?.length ?? 0) === 0 ? [remarkPlainBlocks] : [])
    .use(plugins.remark)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(plugins.rehype)
    .use(rehypeStringify)
    .freeze();
  // MDX pages get their own processor, made (and @mdx-js/mdx loaded) on the first one only.
  let mdx: Promise<RenderMarkdown> | undefined;

  /** Renders one run of the page into the page's state; returns its HTML. */
  const renderRun = async (state: PageState): Promise<string> => {
    // A run that is one long code block is parsed without its code (held-code.ts).
    const hold = state.run?.joinsPrevious === false ? holdCode(state.input.source, state.run.prefixLines, options.heldCodeSize) : undefined;
    const { input } = state;
    if (hold) {
      state.input = { ...input, source: hold.text };
      state.heldCode = hold.held;
    }
    try {
      return String(await parseWithinBudget(state, () => processor.process(pageFile(state))));
    } catch (error) {
      const { file, lineOffset } = state.input;
      if (error instanceof NestingLimitError) throw nestingLimitError(error, file, lineOffset);
      const message = `Could not render Markdown in ${file}: ${error instanceof Error ? error.message : String(error)}`;
      if (error instanceof UserError) throw new UserError(message, { ...(error.hint ? { hint: error.hint } : {}), cause: error });
      // The steps after the site's plugins read the trees the plugins changed: one they left broken
      // (a node without type or children, a cycle) fails there, with no word of the plugin.
      if (hasSitePlugins) throw new UserError(message, { hint: PLUGIN_TREE_HINT, cause: error });
      throw new Error(message, { cause: error });
    } finally {
      state.input = input;
      delete state.heldCode;
    }
  };
  const textLevels = sectionLevels(options.tocLevels);
  const segmentsOf = (input: MarkdownInput, tentative: boolean): Segment[] =>
    splitMarkdown(input.source, options.segmentSize ?? SEGMENT_SIZE, options.segmentSize === undefined ? WHOLE_PAGE_SIZE : undefined, { tentative, ...(options.heldCodeSize !== undefined ? { longCode: options.heldCodeSize } : {}) });

  const render: RenderMarkdown = async (input) => {
    if (isMdx(input)) return (await (mdx ??= import('./render-mdx.js').then((module) => module.createMdxRenderer(options, plugins))))(input);
    // Before parsing: the parser itself is slow on deep block nesting.
    const deep = findDeepBlockNesting(input.source);
    if (deep) throw nestingError(input.file, { ...deep, line: deep.line + input.lineOffset });
    // A tentative cut (inside a paragraph, a quote or a list's item, or a list's without a blank
    // line) that turns out not to hold: the page again, without such cuts (which always holds).
    return (await renderRuns(input, segmentsOf(input, true), true)) ?? (await renderRuns(input, segmentsOf(input, false), false))!;
  };

  /**
   * Renders the page in `segments`; undefined if a tentative cut does not hold (see
   * remark-join-runs.ts). `tentative`: the footnotes' footer may be written in parts too.
   */
  const renderRuns = async (input: MarkdownInput, segments: Segment[], tentative: boolean): Promise<MarkdownResult | undefined> => {
    const state = createPageState(input);
    // A long page renders run by run (segments.ts), into one state: one run's trees at a time.
    if (segments.length > 1) state.tocBudget = new TocBudget();
    const parts = new PageHtml();
    /** The run before, for the cuts whose lists' looseness must match (see remark-join-runs.ts). */
    let previous: RunFindings | undefined;
    // A run's in-page links may point at anchors of a later run (rehype-remote-anchors).
    if (segments.length > 1 && input.trust === 'remote') state.pageIds = pageIds(input.source);
    // Footnotes numbered across the runs, their footer written after the last (remark-run-footnotes.ts).
    if (segments.length > 1 && definesFootnotes(input.source)) state.footnotes = createRunFootnotes();
    // A long page's last runs, rendered meanwhile by another thread (render-ahead.ts).
    const ahead = options.renderAhead && segments.length >= AHEAD_RUNS && rendersAhead(input) ? options.renderAhead(input, segments, new AheadProgress()) : undefined;
    try {
      for (const [index, segment] of segments.entries()) {
        const joinsNext = segments[index + 1]?.joinsPrevious ?? false;
        // Between runs, the thread answers its messages: the helpers ask it to highlight the code
        // of grammars it owns (peer-highlighter.ts), and their chunks arrive.
        if (ahead) await new Promise(setImmediate);
        const done = await ahead?.take(index);
        let run: RunFindings;
        let html: string;
        if (done && adopt(state, done)) {
          ({ findings: run, html } = done);
        } else {
          const own = segments.length === 1 ? state : runState(state, segment, joinsNext);
          html = await renderRun(own);
          run = own;
        }
        if (run.run?.cutUnsafe) return undefined;
        // The cuts whose lists' looseness must match have it noted on both sides (remark-join-runs.ts).
        const [before, after] = [previous?.run?.edgeLists?.last, run.run?.edgeLists?.first];
        if ((before || after) && !alike(before, after)) return undefined;
        previous = run;
        if (!append(state, parts, run, html, segment.joinsPrevious, segment.column !== undefined)) return undefined;
      }
    } finally {
      ahead?.finish();
    }
    if (state.footnotes) {
      // The footer: the definitions alone (the link definitions they name before them), the calls
      // counted (a line break of the page's HTML before it); in parts in the order of the calls,
      // each numbering its items on, unless a footnote calls one (its footer counts those calls
      // while it writes the definitions).
      const footnotes = state.footnotes;
      footnotes.footer = true;
      const calling = tentative && footnotes.definitions.some((definition) => definition.source.slice(definition.source.indexOf(']:')).includes('[^'));
      for (const [index, part] of footerParts(footnotes, tentative && !calling ? (options.segmentSize ?? SEGMENT_SIZE) : Number.POSITIVE_INFINITY).entries()) {
        if (part.range) footnotes.part = part.range;
        const links = [...labelsNamed(part.text)].flatMap((label) => footnotes.links.get(label) ?? []);
        const footer = runState(state, { text: [...links, part.text].join('\n\n'), line: 0, prefixLines: 0, joinsPrevious: false }, false);
        // A part after the first goes on with the footer's list.
        if (!append(state, parts, footer, (await renderRun(footer)).replace(/^\n/, ''), index > 0 && 'footnotes', false)) return undefined;
      }
    }
    return pageResult(state, parts.join());
  };

  // The runs come from the page's thread: they are the same runs, and not cut again.
  const renderAhead: RunsAhead = async (input, segments, progress, send) => {
    const headings = new PageHeadings(segments.map((segment) => writtenHeadings(segment, input.trust === 'remote' ? 'github' : options.headingIds)));
    // From the runs: the page's thread sends the page without its text.
    const footnotes = segments.some((segment) => definesFootnotes(segment.text)) ? new PageFootnotes(segments.map(writtenFootnotes)) : undefined;
    for (let chunk = progress.take(segments.length, AHEAD_CHUNK, AHEAD_MARGIN); chunk; chunk = progress.take(segments.length, AHEAD_CHUNK, AHEAD_MARGIN)) {
      const { start, end } = chunk;
      const { slugger, outline } = headings.guess(start, end, textLevels, input.collectText === true);
      // The footnotes numbered from a guess too; each run its own definitions.
      const calls = footnotes?.guess(start, end);
      const page: PageState = { ...createPageState(input), slugger, outline, ...(calls ? { footnotes: { ...createRunFootnotes(), order: calls.order, counts: calls.counts } } : {}) };
      const runs: AheadRun[] = [];
      for (let index = start; index < end; index++) {
        const run = ownFindings(runState(page, segments[index]!, segments[index + 1]?.joinsPrevious ?? false));
        const outlineBefore = copyOutline(page.outline);
        const html = await renderRun(run);
        runs.push({ html, findings: findingsOf(run), outlineBefore, outlineAfter: copyOutline(page.outline), ids: slugger.take(), ...(calls ? { calls: calls.take() } : {}) });
      }
      send(packRuns(start, runs));
    }
  };

  return { render, renderAhead };
}

/**
 * Adds what a run of a long page found alone to the page's state (the collections are shared
 * already): the first title, excerpt and description, the text sections (a run's text before its
 * first heading continues the section the run before ended in), the clean Markdown.
 */
function mergeRun(page: PageState, run: RunFindings, joinsPrevious: JoinKind | false, before: PageHtml, opening: number): void {
  page.title ??= run.title;
  page.description ??= run.description;
  if (run.excerptHtml !== undefined && page.excerptHtml === undefined) {
    // Without the opening the join took out of the run's HTML; a run that starts at the marker adds nothing (and no line break).
    const own = run.excerptHtml.slice(opening);
    page.excerptHtml = before.join(own === '' ? undefined : own);
  }
  if (run.sections) {
    const [first, ...rest] = run.sections;
    const last = page.sections?.at(-1);
    // Concatenated, not joined: a join copies the section's text so far, for every run of a page without headings.
    if (first && first.id === undefined && last) last.text = last.text && first.text ? `${last.text} ${first.text}` : last.text || first.text;
    else if (first) (page.sections ??= []).push(first);
    (page.sections ??= []).push(...rest);
  }
  const join = joinsPrevious ? JOINS[joinsPrevious] : undefined;
  const markdown = join?.markdown && run.markdown !== undefined ? join.markdown(run.markdown) : run.markdown;
  // A run of definitions alone has no Markdown to add.
  if (markdown) page.markdown = page.markdown === undefined ? markdown : `${page.markdown}${join?.separator ?? '\n\n'}${markdown}`;
}

/**
 * Adds a run's HTML, joined to the run before at a cut of `kind` (see JOINS), and what it found
 * to the page's state; false when the cut does not hold. A run of definitions alone adds nothing
 * (nor a line break); one that starts inside a line goes on after a space.
 */
function append(page: PageState, parts: PageHtml, run: RunFindings, html: string, kind: JoinKind | false, inLine: boolean): boolean {
  let opening = 0;
  let own = html;
  if (kind) {
    const joined = joinAtCut(kind, parts.pop(), html);
    if (!joined) return false;
    parts.push(joined.before);
    ({ html: own, opening } = joined);
  }
  if (run !== page) mergeRun(page, run, kind, parts, opening);
  if (own !== '') parts.push(own, inLine);
  return true;
}

/**
 * The footnote definitions of a page rendered in runs, for its footer: all of them in one part
 * (`size` infinite), or the first of each footnote called, in the order of the calls, in parts of
 * about `size` characters; each of these with the number of its first item and the range of the
 * calls' order it covers.
 */
function footerParts(footnotes: RunFootnotes, size: number): Array<{ text: string; range?: NonNullable<RunFootnotes['part']> }> {
  if (size === Number.POSITIVE_INFINITY) return [{ text: footnotes.definitions.map((definition) => definition.source).join('\n\n') }];
  const first = new Map<string, string>();
  for (const { id, source } of footnotes.definitions) if (!first.has(id)) first.set(id, source);
  const parts: Array<{ text: string; range: NonNullable<RunFootnotes['part']> }> = [];
  let sources: string[] = [];
  let length = 0;
  // The number of the next item of the footer (a footnote called but not defined has none), and where the part began.
  let number = 1;
  let from = 0;
  const close = (to: number): void => {
    parts.push({ text: sources.join('\n\n'), range: { start: number - sources.length, from, to } });
    sources = [];
    length = 0;
    from = to;
  };
  footnotes.order.forEach((id, index) => {
    const source = first.get(id);
    if (source === undefined) return;
    if (length >= size) close(index);
    sources.push(source);
    length += source.length;
    number += 1;
  });
  if (sources.length > 0) close(footnotes.order.length);
  return parts;
}

/**
 * The HTML of a page's runs so far, each after a line break, or after a space when it starts inside
 * a line (not added to the one before: the regular expressions that check the next cut would read
 * a paragraph of megabytes again at each of its runs).
 */
class PageHtml {
  private readonly parts: string[] = [];
  /** The parts that go on after a space. */
  private readonly spaced = new Set<number>();

  push(html: string, inLine = false): void {
    if (inLine && this.parts.length > 0) this.spaced.add(this.parts.length);
    this.parts.push(html);
  }

  /** Takes the last part out (it goes back, joined, at the same place). */
  pop(): string {
    return this.parts.pop() ?? '';
  }

  /** The HTML so far, with `more` after a line break. */
  join(more?: string): string {
    let out = '';
    this.parts.forEach((part, index) => {
      out += index === 0 ? part : `${this.spaced.has(index) ? ' ' : '\n'}${part}`;
    });
    return more === undefined ? out : this.parts.length > 0 ? `${out}\n${more}` : more;
  }
}

/** The cuts between runs (segments.ts), and between the parts of a long page's footnotes' footer. */
type JoinKind = Exclude<Segment['joinsPrevious'], false> | 'footnotes';

/**
 * How two runs join at each kind of cut. In the HTML, the run before ends with `close` and the
 * run after starts with `open` (what closes and opens again what goes on across the cut), both
 * taken out; `optional`: either may be missing (a run that opens no list or table of its own);
 * `same`: groups of the two that must match. In the page's Markdown, what the run after starts
 * with again taken out (`markdown`), and the separator.
 */
interface Join {
  close: RegExp;
  open: RegExp;
  optional?: true;
  same?: ReadonlyArray<[close: number, open: number]>;
  markdown?: (text: string) => string;
  separator: string;
}

const LIST: Join = { close: /\n?<\/[ou]l>$/, open: /^<[ou]l\b[^>]*>\n?/, optional: true, separator: '\n' };
/** The last item's nested list: the run after opens the lists again, in an empty item of its own, which goes on under the item. */
const ITEM: Join = {
  close: /\n<\/([ou]l)>\n<\/li>\n<\/([ou]l)>$/,
  open: /^<([ou]l)\b[^>]*>\n<li>\n<([ou]l)\b[^>]*>\n/,
  same: [
    [1, 2],
    [2, 1],
  ],
  markdown: (text) => text.replace(/^(?:[-*+]|\d+[.)]) /, (marker) => ' '.repeat(marker.length)),
  separator: '\n',
};
const JOINS: Record<JoinKind, Join> = {
  // One list or table goes on item by item or row by row (a table under a header of empty cells).
  list: LIST,
  table: {
    close: /\n<\/tbody>\n<\/table><\/div>$/,
    open: /^<div class="ssg-table"[^>]*><table>\n<thead>[\s\S]*?<\/thead>\n<tbody>\n/,
    optional: true,
    markdown: (text) => text.replace(/^.*\n.*\n/, ''),
    separator: '\n',
  },
  // One list cut without a blank line: the same kind of list on both sides.
  'tight-list': { close: /\n?<\/([ou]l)>$/, open: /^<([ou]l)\b[^>]*>\n?/, same: [[1, 1]], separator: '\n' },
  // One paragraph: its line break is the join's, written as a space.
  paragraph: { close: /<\/p>$/, open: /^<p>/, separator: ' ' },
  // One quote, after a blank line of the quote.
  quote: { close: /\n<\/blockquote>$/, open: /^<blockquote>\n/, separator: '\n>\n' },
  item: ITEM,
  'loose-item': ITEM,
  // One admonition, opened again title and all (in Markdown, a block quote whose first line is the title).
  admonition: {
    close: /\n<\/div><\/aside>$/,
    open: /^<aside class="ssg-admonition ssg-admonition--[a-z]+" role="note"><p class="ssg-admonition__title">[\s\S]*?<\/p><div class="ssg-admonition__body">\n/,
    markdown: (text) => text.replace(/^> .*\n>\n/, ''),
    separator: '\n>\n',
  },
  // One `<details>` element, opened again summary and all (in Markdown, the summary's paragraph).
  details: { close: /<\/details>$/, open: /^<details(?: open)?>\n<summary>[^<]*<\/summary>\n/, markdown: (text) => text.replace(/^.*\n\n/, ''), separator: '\n\n' },
  // One footer of footnotes, written in parts: the part after opens the section and its list again.
  footnotes: { close: /\n<\/ol>\n<\/section>$/, open: /^<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">[^<]*<\/h2>\n<ol start="\d+">\n/, separator: '\n' },
};

/**
 * Joins a run to the one before at a cut of `kind` (see JOINS). Returns both runs' HTML and the
 * length of the opening taken out; undefined when the edges are not what the cut makes: it does
 * not hold.
 */
function joinAtCut(kind: JoinKind, before: string, html: string): { before: string; html: string; opening: number } | undefined {
  const { close: closing, open: opening, optional, same } = JOINS[kind];
  const close = closing.exec(before) ?? (optional ? /$/.exec(before) : null);
  const open = opening.exec(html) ?? (optional ? /^/.exec(html) : null);
  if (!close || !open || same?.some(([a, b]) => close[a] !== open[b])) return undefined;
  return { before: before.slice(0, close.index), html: html.slice(open[0].length), opening: open[0].length };
}

/** Whether the lists at both sides of a cut are alike loose or tight (see remark-join-runs.ts). */
const alike = (before: boolean[] | undefined, after: boolean[] | undefined): boolean =>
  before !== undefined && after !== undefined && before.length === after.length && before.every((loose, index) => loose === after[index]);

/**
 * Characters per run of a long page (segments.ts). Small runs make small trees that die young
 * instead of being promoted to the old generation, and on many small tables or lists the parser's
 * work grows faster than the length of the text it parses. Against 8 KB runs, 2 KB runs took 20 %
 * less CPU and 45 MB less memory on a 0.5 MB page like the site's docs, 45 % less CPU on one of
 * small tables and 38 % less on one of short lists; 15 % more on plain prose, where the fixed
 * cost of a run shows. (8 KB had beaten 64 KB runs the same way.)
 */
export const SEGMENT_SIZE = 2 * 1024;
/** Pages up to this length render whole, so the site's own plugins see them whole. */
export const WHOLE_PAGE_SIZE = 128 * 1024;
/** Pages of this many runs or more (512 KB) render with a helper thread, when there is one (render-ahead.ts). */
const AHEAD_RUNS = 256;
/**
 * Runs the helper takes at a time (about 64 KB of Markdown), fewer near the page's thread: the
 * first run of each is likely to be rendered again (a guessed outline).
 */
const AHEAD_CHUNK = 32;
/** Runs the helper leaves between its chunk and the run the page's thread is at. */
const AHEAD_MARGIN = 2;

/** The state of one run of a page: its own text and line offset, the page's collections and slugs. */
function runState(page: PageState, segment: Segment, joinsNext: Segment['joinsPrevious']): PageState {
  const lineOffset = page.input.lineOffset + segment.line - segment.prefixLines;
  return {
    ...page,
    input: { ...page.input, source: segment.text, lineOffset },
    ...(segment.starts ? { blockStarts: segment.starts } : {}),
    title: undefined,
    excerptHtml: undefined,
    description: undefined,
    sections: undefined,
    markdown: undefined,
    run: {
      joinsPrevious: segment.joinsPrevious,
      joinsNext,
      line: segment.line,
      prefixLines: segment.prefixLines,
      ...(segment.column !== undefined ? { column: segment.column } : {}),
      ...(segment.number !== undefined ? { number: segment.number } : {}),
      ...(segment.looseOuter ? { looseOuter: true as const } : {}),
    },
  };
}
