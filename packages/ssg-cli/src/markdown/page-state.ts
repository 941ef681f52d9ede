// Per-page state shared by the plugins of one run: the page's input and what the plugins collect.
// It travels in `file.data` of the VFile being processed, so one frozen processor can render any
// number of pages (even concurrently) without plugin-level mutable state.
import { LAYOUT_IDS, narrowText, tocDepthLimit, tocWithinBudget, TOC_BUDGET, type TocEntry } from '@ssg/theme/contract';
import path from 'node:path';
import type { Element } from 'hast';
import type { Node } from 'unist';
import { comparePositions, type Diagnostic, type SourcePosition } from '../report/diagnostics.js';
import type { HeldCode } from './held-code.js';
import { Slugger } from './slugger.js';
import type { RunFootnotes } from './remark-run-footnotes.js';
import type { Segment } from './segments.js';
import type { AssetRef, LinkRef, MarkdownInput, MarkdownResult, TextSection } from './types.js';

export interface PageState {
  input: MarkdownInput;
  title: string | undefined;
  excerptHtml: string | undefined;
  toc: TocEntry[];
  anchors: string[];
  links: LinkRef[];
  /** Every content file a `.md` link looked up, with the route it had (`null`: none). */
  routeLookups: Record<string, string | null>;
  assets: AssetRef[];
  /** See `MarkdownResult.stylesheets`. */
  stylesheets?: string[];
  /** See `MarkdownResult.dependencies`. */
  dependencies: string[];
  diagnostics: Diagnostic[];
  description: string | undefined;
  sections: TextSection[] | undefined;
  markdown: string | undefined;
  /** Heading ids given so far (shared by the runs of a long page, so ids stay unique). */
  slugger: Slugger;
  /**
   * Where the page's text is in its outline (rehype-page-text): the headings above, and whether
   * the title (the first `#` heading) has been seen. Shared by the runs of a long page.
   */
  outline: { trail: Array<{ depth: number; text: string }>; titleSeen: boolean };
  /**
   * Remote pages: whether the page's banner is still going on — logos, badges and links, before
   * any heading or prose. A `# heading` in it is the README's title. Shared by the runs of a long page.
   */
  banner: { open: boolean };
  /** A page rendered in runs: which of its TOC's entries to keep (`TocBudget`). */
  tocBudget?: TocBudget;
  /** A page with footnotes rendered in runs: their numbering and definitions so far (remark-run-footnotes). */
  footnotes?: RunFootnotes;
  /** A remote page rendered in runs: the ids it has anywhere, read from its source (rehype-remote-anchors). */
  pageIds?: ReadonlySet<string>;
  /**
   * The MDX partials inlined in the page (remark-mdx-imports), site-relative, in the order they
   * were read: the lines of the n-th one's nodes count from `PARTIAL_LINES × n`, so that a
   * position names the partial's own file and line (`positionOf`).
   */
  partials?: string[];
  /** Whether the page holds an inline table of contents to fill (rehype-toc-inline.ts). */
  tocInline?: boolean;
  /** An MDX page: its code blocks, each rendered in the page's place of it once React is done (rehype-mdx-code-slots.ts). */
  codeSlots?: Element[];
  /** A run that is one long code block: its code, taken out of the text the parser reads (held-code.ts). */
  heldCode?: HeldCode;
  /** A run of a long page: the lines of its text where top-level blocks start, as the splitter found them (`Segment.starts`). */
  blockStarts?: readonly number[];
  /**
   * For a run of a long page: what continues from the run before, or into the next (a list, a
   * table, a paragraph, a quote, a list's item); `cutUnsafe` when a cut at either end may not
   * render as the page whole would (set by remark-join-runs and rehype-page-text).
   */
  run?: {
    joinsPrevious: Segment['joinsPrevious'];
    joinsNext: Segment['joinsPrevious'];
    /** The run's first line in the page (0-based), and the lines put in front of it (see `Segment`). */
    line: number;
    prefixLines: number;
    /** The column its own text starts at in that line, if not the first (see `Segment`). */
    column?: number;
    /** The number in the whole list of the numbered list's item the run starts with (see `Segment.number`). */
    number?: number;
    /** The run starts inside a list's item whose list is loose (see `Segment.looseOuter`). */
    looseOuter?: true;
    cutUnsafe?: boolean;
    /** At a cut between a list's items without a blank line or inside a list's item: whether the lists there are loose, at the run's start and at its end. */
    edgeLists?: { first?: boolean[]; last?: boolean[] };
  };
}

const KEY = 'ssgPage';

/** The collections a page's runs add to, empty. */
export const emptyCollections = (): Pick<PageState, 'toc' | 'anchors' | 'links' | 'routeLookups' | 'assets' | 'diagnostics'> => ({
  toc: [],
  anchors: [],
  links: [],
  routeLookups: {},
  assets: [],
  diagnostics: [],
});

/** Fresh state for one page, to be put in the VFile's data. */
export function createPageState(input: MarkdownInput): PageState {
  return {
    input,
    title: undefined,
    excerptHtml: undefined,
    ...emptyCollections(),
    dependencies: [],
    description: undefined,
    sections: undefined,
    markdown: undefined,
    // The layout's own ids are taken: a heading named like one gets `-1`.
    slugger: new Slugger(new Map(Object.values(LAYOUT_IDS).map((id) => [id, 0]))),
    outline: { trail: [], titleSeen: false },
    banner: { open: true },
  };
}

/**
 * The entries of a long page's TOC worth keeping as the page is rendered run by run: those the
 * theme could show (`tocWithinBudget`), which are among the first `TOC_BUDGET` of their level and
 * the levels above it. A page of 134,000 headings held all of them, twice, to show a thousand.
 * Counting only the kept entries is enough: an entry was left out because `TOC_BUDGET` kept ones
 * of its level and above came before it, and those count for every later entry it would count for.
 */
export class TocBudget {
  /** Entries of each level, kept or not. */
  private readonly seen = new Map<number, number>();
  /** Entries kept of each level. */
  private readonly kept = new Map<number, number>();

  /** Counts an entry of `depth` that comes next; whether to keep it. */
  take(depth: number): boolean {
    this.seen.set(depth, (this.seen.get(depth) ?? 0) + 1);
    let above = 0;
    for (const [level, count] of this.kept) if (level <= depth) above += count;
    if (above >= TOC_BUDGET) return false;
    this.kept.set(depth, (this.kept.get(depth) ?? 0) + 1);
    return true;
  }

  /** Of the entries kept, the TOC the theme shows of the whole page's. */
  shown(entries: readonly TocEntry[]): TocEntry[] {
    const limit = tocDepthLimit(this.seen) ?? 0;
    return [...tocWithinBudget(entries.filter((entry) => entry.depth <= limit))];
  }
}

/** VFile options (`new VFile(pageFile(state))`) carrying the page source and its state. */
export function pageFile(state: PageState): { value: string; path: string; data: Record<string, unknown> } {
  // `footnotes` is read by mdast-util-to-hast (patched) to number a long page's footnotes across its runs.
  return { value: state.input.source, path: state.input.absPath, data: { [KEY]: state, ...(state.footnotes ? { footnotes: state.footnotes } : {}) } };
}

/** The state of the page a plugin is running on. */
export function pageState(file: { data: Record<string, unknown> }): PageState {
  const state = file.data[KEY] as PageState | undefined;
  if (!state) throw new Error('Markdown plugin run without page state: process a VFile made by pageFile()');
  return state;
}

/** Drops the top-level starts found for the text as written, once a plugin rewrote it before parsing. */
export function forgetBlockStarts(file: { data: Record<string, unknown> }): void {
  const state = file.data[KEY] as PageState | undefined;
  if (state) delete state.blockStarts;
}

/** Whether `file` is a remote README's (one parsed without a page state, in a test, is not). */
export function isRemotePage(file: { data: Record<string, unknown> }): boolean {
  return (file.data[KEY] as PageState | undefined)?.input.trust === 'remote';
}

/**
 * The top-level starts of the text being parsed, when the splitter found them (`blockStarts`) and
 * the parser reads the run's text as it is (not with its code held out).
 */
export function knownBlockStarts(file: { data: Record<string, unknown> }): readonly number[] | undefined {
  const state = file.data[KEY] as PageState | undefined;
  return state?.heldCode ? undefined : state?.blockStarts;
}

/**
 * The site folder of the page: `siteDir` when given, else derived from the page's absolute path
 * and its site-relative path (`/site/docs/a.md` and `docs/a.md` → `/site/`).
 */
export function siteDirOf(state: PageState, siteDir: string | undefined): string | undefined {
  if (siteDir !== undefined) return siteDir;
  const { absPath, file } = state.input;
  const relative = path.normalize(file);
  return absPath.endsWith(relative) ? absPath.slice(0, absPath.length - relative.length) : undefined;
}

/** Lines of an inlined partial's nodes start at a multiple of this (see `PageState.partials`). */
export const PARTIAL_LINES = 1_000_000_000;

/** Real file position of a node: front-matter lines added back; a partial's nodes in the partial. */
export function positionOf(state: PageState, node: Node | undefined): SourcePosition {
  const start = node?.position?.start;
  if (!start) return { file: state.input.file };
  const partial = state.partials?.[Math.floor(start.line / PARTIAL_LINES) - 1];
  if (partial !== undefined) return { file: partial, line: start.line % PARTIAL_LINES, column: start.column };
  // In a run that starts inside a line, that line's columns count from where the run starts.
  const shift = state.run?.column !== undefined && start.line === state.run.prefixLines + 1 ? state.run.column : 0;
  return { file: state.input.file, line: start.line + state.input.lineOffset, column: start.column + shift };
}

/** Records a warning at a node's position. */
export function warn(state: PageState, node: Node | undefined, rule: string, message: string, hint?: string): void {
  const diagnostic: Diagnostic = { severity: 'warning', rule, ...positionOf(state, node), message };
  if (hint) diagnostic.hint = hint;
  state.diagnostics.push(diagnostic);
}

/**
 * The page's rendering result: its HTML and what the plugins collected. Its long texts are held
 * one byte a character whenever they can be (see `narrowText`).
 */
export function pageResult(state: PageState, html: string): MarkdownResult {
  // In place: a copy by spreading each would give each section a map of its own (rehype-page-text.ts).
  const { sections } = state;
  if (sections) for (const section of sections) section.text = narrowText(section.text);
  return {
    html: narrowText(html),
    title: state.title,
    excerptHtml: state.excerptHtml === undefined ? undefined : narrowText(state.excerptHtml),
    toc: state.tocBudget ? state.tocBudget.shown(state.toc) : state.toc,
    anchors: [...new Set(state.anchors)],
    links: state.links,
    routeLookups: state.routeLookups,
    assets: state.assets,
    ...(state.stylesheets ? { stylesheets: [...new Set(state.stylesheets)] } : {}),
    ...(state.dependencies.length > 0 ? { dependencies: [...new Set(state.dependencies)] } : {}),
    // In the order of their places on the page, as a page rendered in runs finds them too.
    diagnostics: state.diagnostics.sort(comparePositions),
    ...(state.description !== undefined ? { description: state.description } : {}),
    ...(sections !== undefined ? { sections } : {}),
    ...(state.markdown !== undefined ? { markdown: narrowText(state.markdown) } : {}),
  };
}
