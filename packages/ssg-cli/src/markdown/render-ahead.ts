// Rendering a long page on two threads. A long page renders run by run (segments.ts), and a run
// depends on the runs before it only through two pieces of the page's state: the heading ids
// given so far (ids stay unique on the page) and where the text is in the outline (the headings
// above, whether the title was seen). So while the page's thread renders its runs from the first
// on, a helper thread renders them from the last back, a chunk at a time, until the two meet; a
// word of shared memory says how far each has come. The helper starts each chunk from a guess of
// that state, made from the ATX headings the Markdown before the chunk has (outside code fences,
// their inline marks taken out), and each run it renders records the ids it gave and the outline
// it started from. The page's thread, on reaching a run the helper took, adopts it when the guess
// held (the same outline, and every id comes out the same from the real ids given so far), and
// renders it again itself otherwise: the page is the same as one rendered on one thread, whatever
// the guess. Guesses go wrong on headings the scan reads differently (links, HTML, setext, in
// quotes), and only the runs whose ids or outline they change cost their time twice. On a page
// with footnotes the calls are numbered across the runs: the helper guesses too which footnotes
// the runs before a chunk called, and how often, from the calls their Markdown has; a run is
// adopted when what it read of that (how many footnotes were called, and the calls so far of
// those it calls) is what the page has. The footnote definitions of the runs adopted go to the
// page's footer.
import { deserialize, serialize } from 'node:v8';
import { isMdx } from './mdx-source.js';
import { emptyCollections, type PageState } from './page-state.js';
import { CUSTOM_ID } from './rehype-headings.js';
import { createRunFootnotes, type RunFootnotes } from './remark-run-footnotes.js';
import { footnoteDefined, labelKey, type Segment } from './segments.js';
import { CountsOver, headingSlug, Slugger, type HeadingIdStyle } from './slugger.js';
import { atxHeadingText, ATX_HEADING, eachLineOutsideFences, plainText } from './source-lines.js';
import type { MarkdownInput, MarkdownResult } from './types.js';

/** Where a run's text is in the page's outline (see PageState). */
type Outline = PageState['outline'];

/** What one run found and collected alone: the parts of its state it does not share (of its footnotes, the definitions it has). */
export type RunFindings = Pick<
  PageState,
  'title' | 'excerptHtml' | 'description' | 'sections' | 'markdown' | 'toc' | 'anchors' | 'links' | 'routeLookups' | 'assets' | 'diagnostics' | 'run'
> & { footnotes?: Pick<RunFootnotes, 'definitions' | 'links'> };

/** One run rendered ahead: plain data, posted between threads. */
export interface AheadRun {
  html: string;
  findings: RunFindings;
  /** The outline the run started from, and where it left it. */
  outlineBefore: Outline;
  outlineAfter: Outline;
  /** Each heading id the run gave, in order: the slug of the heading's text, and the id. */
  ids: Array<[base: string, id: string]>;
  /** On a page with footnotes: what the run read of the calls before it, and what it added. */
  calls?: RunCalls;
}

/**
 * What a run rendered ahead read of a page's footnote calls before it, and what it added: how
 * many footnotes had been called; for each footnote it calls, its calls before (and then its
 * index in the order of the calls) and after; the footnotes it called first.
 */
export interface RunCalls {
  before: number;
  touched: Array<[id: string, prior: number, index: number, after: number]>;
  added: string[];
}

/** Whether a page of enough runs has them rendered ahead: not MDX (rendered whole), nor remote (its banner is state too). */
export const rendersAhead = (input: MarkdownInput): boolean => input.trust !== 'remote' && !isMdx(input);

/** Has the runs of a long page (`segments`, as this thread cut them) rendered ahead by another thread (`renderAhead` there), meeting this one's. */
export type RenderAhead = (input: MarkdownInput, segments: Segment[], progress: AheadProgress) => AheadRuns;

/** Renders the runs of a long page from the last back, a chunk at a time (with other helpers, if any), until it meets the page's thread; sends each chunk. */
export type RunsAhead = (input: MarkdownInput, segments: readonly Segment[], progress: AheadProgress, send: (chunk: PackedRuns) => void) => Promise<void>;

const NONE_TAKEN = 0x7fffffff;

/**
 * How far the threads rendering a long page have come, in memory they all see: the run the page's
 * thread is at, and the first run the helpers took. A run a helper took is its own; a helper
 * takes a chunk only while the page's thread is at least a chunk away from it.
 */
export class AheadProgress {
  readonly buffer: SharedArrayBuffer;
  private readonly words: Int32Array;

  /** New (nothing taken yet), or the one another thread made. */
  constructor(buffer?: SharedArrayBuffer) {
    this.buffer = buffer ?? new SharedArrayBuffer(8);
    this.words = new Int32Array(this.buffer);
    if (!buffer) Atomics.store(this.words, 1, NONE_TAKEN);
  }

  /** The page's thread is about to render run `index`. */
  reach(index: number): void {
    Atomics.store(this.words, 0, index);
  }

  /** The page's thread is done (or stopped): the helper takes no more. */
  end(): void {
    this.reach(NONE_TAKEN);
  }

  /** Whether the helper took run `index`. */
  taken(index: number): boolean {
    return index >= Atomics.load(this.words, 1);
  }

  /**
   * Takes the next chunk of up to `size` runs for a helper: the runs just before those taken so far
   * (the last of `count` at first), at most half of those between them and the page's thread but
   * `margin`, so that near the end the two threads finish together (with whole chunks, the page's
   * thread rendered the last chunk's worth alone while the helper had stopped). Several helpers
   * may take chunks at once.
   */
  take(count: number, size: number, margin: number): { start: number; end: number } | undefined {
    for (;;) {
      const taken = Atomics.load(this.words, 1);
      const end = Math.min(taken, count);
      const chunk = Math.min(size, Math.floor((end - Atomics.load(this.words, 0) - margin) / 2));
      const start = Math.max(1, end - chunk);
      if (chunk < 1 || start >= end) return undefined;
      if (Atomics.compareExchange(this.words, 1, taken, start) === taken) return { start, end };
    }
  }
}

/** A chunk of runs rendered ahead, from run `start` on, serialised: held and posted between threads as bytes. */
export interface PackedRuns {
  start: number;
  count: number;
  data: ArrayBuffer;
}

/** `bytes` as an ArrayBuffer of their own (to be transferred, not copied): theirs when they fill it. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? (bytes.buffer as ArrayBuffer) : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

/** `value` serialised, as bytes of their own (to be transferred, not copied). */
export const pack = (value: unknown): ArrayBuffer => ownBuffer(serialize(value));

/** What `pack` made. */
export const unpack = (data: ArrayBuffer): unknown => deserialize(new Uint8Array(data));

/**
 * A long page's result as bytes of its own: its HTML in UTF-8 (a page with one character beyond
 * Latin-1, a footnote's ↩ or a dash, is held two bytes a character, and so was serialised: 60 MB
 * for a page of 30 MB), the rest serialised.
 */
export interface PackedResult {
  html: ArrayBuffer;
  rest: ArrayBuffer;
}

export function packResult(result: MarkdownResult): PackedResult {
  const { html, ...rest } = result;
  return { html: ownBuffer(new TextEncoder().encode(html)), rest: pack(rest) };
}

/** What `packResult` made (the HTML back to a string, one byte a character when it can be). */
export function unpackResult(packed: PackedResult): MarkdownResult {
  const html = Buffer.from(packed.html).toString('utf8');
  return { html, ...(unpack(packed.rest) as Omit<MarkdownResult, 'html'>) };
}

/** `runs`, the runs from `start` on, as bytes of their own (to be transferred, not copied). */
export const packRuns = (start: number, runs: AheadRun[]): PackedRuns => ({ start, count: runs.length, data: pack(runs) });

/**
 * Runs rendered ahead, as they come, chunk by chunk, each kept as bytes until the page's thread
 * reaches it (as objects, the chunks the helper is ahead by took 50–80 MB more at 5 MB); each run
 * taken once.
 */
export class AheadRuns {
  private readonly chunks: Array<PackedRuns & { runs?: Array<AheadRun | undefined> }> = [];
  private ended = false;
  private arrived: (() => void) | undefined;

  constructor(private readonly progress: AheadProgress) {}

  /** A chunk of runs; `end`: the helper stopped (after a failure, the page's thread renders what did not come). */
  add(chunk: PackedRuns | undefined, end: boolean): void {
    if (chunk) this.chunks.push(chunk);
    this.ended ||= end;
    this.arrived?.();
  }

  /** Run `index`, if the helper took it: once it came (undefined if it will not). Undefined for the page thread's own runs. */
  async take(index: number): Promise<AheadRun | undefined> {
    this.progress.reach(index);
    if (!this.progress.taken(index)) return undefined;
    const holding = (): number => this.chunks.findIndex((chunk) => index >= chunk.start && index < chunk.start + chunk.count);
    let at = holding();
    while (at < 0 && !this.ended) {
      await new Promise<void>((resolve) => (this.arrived = resolve));
      at = holding();
    }
    const chunk = this.chunks[at];
    if (!chunk) return undefined;
    chunk.runs ??= unpack(chunk.data) as AheadRun[];
    const run = chunk.runs[index - chunk.start];
    chunk.runs[index - chunk.start] = undefined;
    if (index === chunk.start + chunk.count - 1) this.chunks.splice(at, 1);
    return run;
  }

  /** The page's thread is done: the helper takes no more. */
  finish(): void {
    this.progress.end();
  }
}

/** A slugger that remembers the ids it gave since the last `take()`. */
class RecordingSlugger extends Slugger {
  private ids: AheadRun['ids'] = [];

  override give(base: string): string {
    const id = super.give(base);
    this.ids.push([base, id]);
    return id;
  }

  take(): AheadRun['ids'] {
    const ids = this.ids;
    this.ids = [];
    return ids;
  }
}

/** A heading as the Markdown has it. */
export interface WrittenHeading {
  depth: number;
  /** Its text, inline marks taken out. */
  text: string;
  /** The slug of its text; none with a `{#custom-id}`. */
  base: string | undefined;
}

/** The ATX headings of a run (not the definitions put in front of it), outside code fences; their slugs made as `style` makes them. */
export function writtenHeadings(segment: Segment, style: HeadingIdStyle = 'github'): WrittenHeading[] {
  const headings: WrittenHeading[] = [];
  eachLineOutsideFences(
    segment.text.split('\n'),
    (line) => {
      const heading = ATX_HEADING.exec(line);
      if (!heading) return;
      const written = atxHeadingText(heading[2] ?? '');
      const text = plainText(written.replace(CUSTOM_ID, ''));
      headings.push({ depth: heading[1]!.length, text, base: CUSTOM_ID.test(written) ? undefined : headingSlug(text, style) });
    },
    segment.prefixLines,
  );
  return headings;
}

/**
 * The ATX headings of a page's runs, indexed so that a helper can guess the state at the start of
 * any chunk in time that grows with the chunk, not with the page (a page of headings has hundreds
 * of thousands).
 */
export class PageHeadings {
  private readonly all: WrittenHeading[];
  /** The index in `all` of each run's first heading (and of the end, last). */
  private readonly runStarts: number[] = [];
  /**
   * For each slug, the index in `all` of the heading with it, or the indexes of the headings with
   * it in order: a list only for a slug given more than once (a list each took 176 bytes, 23 MB on
   * a page of 134,000 headings).
   */
  private readonly bySlug = new Map<string, number | number[]>();
  /** The index in `all` of the first `#` heading, the page's title; -1 without one. */
  private readonly title: number;

  constructor(runs: readonly WrittenHeading[][]) {
    let count = 0;
    for (const headings of runs) {
      this.runStarts.push(count);
      count += headings.length;
    }
    this.runStarts.push(count);
    this.all = runs.flat();
    this.all.forEach(({ base }, index) => {
      if (base === undefined) return;
      const known = this.bySlug.get(base);
      if (known === undefined) this.bySlug.set(base, index);
      else if (typeof known === 'number') this.bySlug.set(base, [known, index]);
      else known.push(index);
    });
    this.title = this.all.findIndex((heading) => heading.depth === 1);
  }

  /**
   * The state a helper guesses for the start of run `start`, to render the runs up to `end`: the
   * ids the headings before give to the slugs of those runs' headings (a slug given `n` times
   * before comes next as `slug-n`), and the outline they leave. The outline changes only on pages
   * whose text is collected (rehype-page-text: the first `#` heading is the title; headings of the
   * TOC levels and `#` make the trail).
   */
  guess(start: number, end: number, levels: ReadonlySet<number>, collectText: boolean): { slugger: RecordingSlugger; outline: Outline } {
    const before = this.runStarts[start] ?? this.all.length;
    const given = new Map<string, number>();
    for (let index = before; index < (this.runStarts[end] ?? this.all.length); index++) {
      const base = this.all[index]!.base;
      if (base === undefined || given.has(base)) continue;
      const indexes = this.bySlug.get(base) ?? [];
      const times = typeof indexes === 'number' ? Number(indexes < before) : countBelow(indexes, before);
      if (times > 0) given.set(base, times - 1);
    }
    const outline: Outline = { trail: [], titleSeen: collectText && this.title >= 0 && this.title < before };
    if (collectText) {
      // The trail, from its last heading back: each heading above it is the last one before it of a lower level.
      let above = Number.POSITIVE_INFINITY;
      for (let index = before - 1; index >= 0 && above > 1; index--) {
        const { depth, text } = this.all[index]!;
        if (index === this.title || !(depth === 1 || levels.has(depth)) || depth >= above) continue;
        outline.trail.unshift({ depth, text });
        above = depth;
      }
    }
    return { slugger: new RecordingSlugger(given), outline };
  }
}

/** How many of the sorted `values` are below `limit`. */
function countBelow(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A footnote call as the Markdown has it: its label. */
const FOOTNOTE_CALL = /\[\^([^\]\s]+)\]/g;

/** The footnotes a run calls and defines as its Markdown has them (outside code fences, not in the definitions put in front of it): their labels' keys, in order. */
export function writtenFootnotes(segment: Segment): { calls: string[]; defined: string[] } {
  const calls: string[] = [];
  const defined: string[] = [];
  eachLineOutsideFences(
    segment.text.split('\n'),
    (line) => {
      const label = footnoteDefined(line);
      // A definition's own calls are made in the footer.
      if (label !== undefined) defined.push(labelKey(label));
      else for (const [, called = ''] of line.matchAll(FOOTNOTE_CALL)) calls.push(labelKey(called));
    },
    segment.prefixLines,
  );
  return { calls, defined };
}

/**
 * The footnote calls of a page's runs, indexed so that a helper can guess the numbering at the
 * start of any chunk in time that grows with the chunk's calls and the footnotes before it.
 */
export class PageFootnotes {
  /** Every footnote called (and defined), in the order of the first calls. */
  private readonly order: string[] = [];
  /** For each run, how many of `order` are called first before it. */
  private readonly firstBefore: number[] = [];
  /** For each footnote, the run of each of its calls, in order. */
  private readonly callRuns = new Map<string, number[]>();
  /** Each run's calls of footnotes the page defines. */
  private readonly runCalls: string[][];

  constructor(runs: ReadonlyArray<ReturnType<typeof writtenFootnotes>>) {
    const defined = new Set(runs.flatMap((run) => run.defined));
    this.runCalls = runs.map((run) => run.calls.filter((id) => defined.has(id)));
    this.runCalls.forEach((calls, index) => {
      this.firstBefore.push(this.order.length);
      for (const id of calls) {
        const runs = this.callRuns.get(id);
        if (runs) runs.push(index);
        else {
          this.callRuns.set(id, [index]);
          this.order.push(id);
        }
      }
    });
  }

  /** The numbering a helper guesses for the start of run `start`, to render the runs up to `end`: the footnotes called before, and the calls before of those the runs call. */
  guess(start: number, end: number): AheadCalls {
    const counts = new RecordingCounts();
    for (let index = start; index < end; index++) {
      for (const id of this.runCalls[index] ?? []) {
        if (counts.has(id)) continue;
        const prior = countBelow(this.callRuns.get(id) ?? [], start);
        if (prior > 0) counts.set(id, prior);
      }
    }
    return new AheadCalls(this.order.slice(0, this.firstBefore[start] ?? this.order.length), counts);
  }
}

/** The calls of each footnote (mdast-util-to-hast's `footnoteCounts`), remembering those each had before its first call since the last `take()`. */
class RecordingCounts extends Map<string, number> {
  private touched = new Map<string, number>();

  override set(id: string, count: number): this {
    // Not while the Map is made (before the field is).
    if (this.touched && !this.touched.has(id)) this.touched.set(id, this.get(id) ?? 0);
    return super.set(id, count);
  }

  take(): Map<string, number> {
    const touched = this.touched;
    this.touched = new Map();
    return touched;
  }
}

/** The numbering of the footnote calls of a chunk of runs rendered ahead, from a guess of the calls before it; what each run read and added. */
export class AheadCalls {
  private before: number;

  constructor(
    readonly order: string[],
    readonly counts: RecordingCounts,
  ) {
    counts.take();
    this.before = order.length;
  }

  /** What the run rendered since the last call (or the guess) read and added. */
  take(): RunCalls {
    const touched = [...this.counts.take()].map(([id, prior]): RunCalls['touched'][number] => [id, prior, prior > 0 ? indexIn(this.order, id) : -1, this.counts.get(id) ?? prior]);
    const calls = { before: this.before, touched, added: this.order.slice(this.before) };
    this.before = this.order.length;
    return calls;
  }
}

/** Per list of footnote ids (only ever appended to), the index of each, brought up to date on each lookup. */
const orderIndexes = new WeakMap<readonly string[], { indexes: Map<string, number>; size: number }>();

function indexIn(order: readonly string[], id: string): number {
  let known = orderIndexes.get(order);
  if (!known) orderIndexes.set(order, (known = { indexes: new Map(), size: 0 }));
  for (; known.size < order.length; known.size++) if (!known.indexes.has(order[known.size]!)) known.indexes.set(order[known.size]!, known.size);
  return known.indexes.get(id) ?? -1;
}

/** Fresh collections for a run rendered ahead, so that they can be handed over apart (its footnotes numbered on with the chunk's). */
export function ownFindings(run: PageState): PageState {
  const footnotes = run.footnotes ? { footnotes: { ...createRunFootnotes(), order: run.footnotes.order, counts: run.footnotes.counts } } : {};
  return { ...run, ...emptyCollections(), ...footnotes };
}

export function findingsOf(run: PageState): RunFindings {
  const { title, excerptHtml, description, sections, markdown, toc, anchors, links, routeLookups, assets, diagnostics, footnotes } = run;
  const own = footnotes ? { footnotes: { definitions: footnotes.definitions, links: footnotes.links } } : {};
  return { title, excerptHtml, description, sections, markdown, toc, anchors, links, routeLookups, assets, diagnostics, ...(run.run ? { run: run.run } : {}), ...own };
}

export const copyOutline = (outline: Outline): Outline => ({ trail: outline.trail.map((entry) => ({ ...entry })), titleSeen: outline.titleSeen });

const sameOutline = (a: Outline, b: Outline): boolean =>
  a.titleSeen === b.titleSeen && a.trail.length === b.trail.length && a.trail.every((entry, i) => entry.depth === b.trail[i]?.depth && entry.text === b.trail[i]?.text);

/**
 * Whether `run` renders the same from the page's real state as it did ahead: the same outline,
 * and each id the same from the ids given so far. If so, the page's state takes the run's ids,
 * outline and collections (the run's own findings are merged by the caller); if not, nothing
 * changes and the run must be rendered again.
 */
export function adopt(page: PageState, run: AheadRun): boolean {
  if (!sameOutline(page.outline, run.outlineBefore)) return false;
  // Footnote calls are numbered from the calls before them.
  const { calls } = run;
  if (calls && !(page.footnotes && sameCallsBefore(page.footnotes, calls))) return false;
  const given = new CountsOver(page.slugger.given);
  const trial = new Slugger(given);
  for (const [base, id] of run.ids) if (trial.give(base) !== id) return false;
  given.commit();
  Object.assign(page.outline, copyOutline(run.outlineAfter));
  const { toc, anchors, links, routeLookups, assets, diagnostics } = run.findings;
  for (const entry of toc) if (page.tocBudget?.take(entry.depth) ?? true) page.toc.push(entry);
  page.anchors.push(...anchors);
  page.links.push(...links);
  Object.assign(page.routeLookups, routeLookups);
  page.assets.push(...assets);
  page.diagnostics.push(...diagnostics);
  const footnotes = run.findings.footnotes;
  if (footnotes && page.footnotes) {
    page.footnotes.definitions.push(...footnotes.definitions);
    for (const [identifier, source] of footnotes.links) if (!page.footnotes.links.has(identifier)) page.footnotes.links.set(identifier, source);
  }
  if (calls && page.footnotes) {
    page.footnotes.order.push(...calls.added);
    for (const [id, , , after] of calls.touched) page.footnotes.counts.set(id, after);
  }
  return true;
}

/** Whether the page's footnote calls so far are what a run rendered ahead read of them. */
function sameCallsBefore(footnotes: RunFootnotes, calls: RunCalls): boolean {
  if (footnotes.order.length !== calls.before) return false;
  return calls.touched.every(([id, prior, index]) => (footnotes.counts.get(id) ?? 0) === prior && (prior === 0 || indexIn(footnotes.order, id) === index));
}
