import { slug } from 'github-slugger';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter, type CodeHighlighter } from './highlighter.js';
import { createPageState, type PageState } from './page-state.js';
import { createRunFootnotes } from './remark-run-footnotes.js';
import { adopt, AheadProgress, AheadRuns, packRuns, PageFootnotes, PageHeadings, writtenFootnotes, writtenHeadings, type AheadRun, type RenderAhead, type RunCalls } from './render-ahead.js';
import { createMarkdownRenderer, createPageRenderer } from './render-markdown.js';
import { splitMarkdown, type Segment } from './segments.js';
import { Slugger } from './slugger.js';
import type { MarkdownInput, MarkdownRendererOptions } from './types.js';

const input = (source: string): MarkdownInput => ({
  source, file: 'docs/long.md', absPath: '/site/docs/long.md', lineOffset: 3, trust: 'local', route: '/docs/long', collectText: true, collectMarkdown: true,
});

/** A run rendered ahead that asked for the ids of `texts`, from the outline `before`. */
function aheadRun(texts: string[], before: PageState['outline'] = { trail: [], titleSeen: true }): AheadRun {
  const slugger = new Slugger();
  return {
    html: '<h2>…</h2>',
    findings: {
      title: undefined, excerptHtml: undefined, description: undefined, sections: undefined, markdown: undefined,
      toc: [{ id: 'x', depth: 2, html: 'X' }], anchors: ['x'], links: [], routeLookups: { '/site/a.md': '/a' }, assets: [],
      diagnostics: [{ severity: 'warning', rule: 'r', file: 'docs/long.md', message: 'm' }],
    },
    outlineBefore: before,
    outlineAfter: { trail: [{ depth: 2, text: 'After' }], titleSeen: true },
    ids: texts.map((text) => [slug(text), slugger.slug(text)]),
  };
}

/** The page's state once its first runs gave the ids of `texts` and left the outline at `outline`. */
function pageWith(texts: string[], outline: PageState['outline'] = { trail: [], titleSeen: true }): PageState {
  const page = createPageState(input('# Long\n'));
  for (const text of texts) page.slugger.slug(text);
  page.outline = outline;
  return page;
}

describe('adopt', () => {
  it('takes a run whose ids and outline come out the same from the real state, with its ids, outline and collections', () => {
    const page = pageWith(['Install', 'Usage']);
    expect(adopt(page, aheadRun(['Configure', 'Configure', 'Example']))).toBe(true);
    // The ids it gave now count: the next "Configure" is the third.
    expect(page.slugger.slug('Configure')).toBe('configure-2');
    expect(page.slugger.slug('Install')).toBe('install-1');
    expect(page.outline).toEqual({ trail: [{ depth: 2, text: 'After' }], titleSeen: true });
    expect(page.toc).toEqual([{ id: 'x', depth: 2, html: 'X' }]);
    expect(page.anchors).toEqual(['x']);
    expect(page.routeLookups).toEqual({ '/site/a.md': '/a' });
    expect(page.diagnostics).toHaveLength(1);
  });

  it('refuses a run one of whose ids was given before it, and changes nothing', () => {
    const page = pageWith(['Install', 'Example']);
    expect(adopt(page, aheadRun(['Configure', 'Example']))).toBe(false);
    expect(page.slugger.slug('Configure')).toBe('configure');
    expect(page.toc).toEqual([]);
    expect(page.outline).toEqual({ trail: [], titleSeen: true });
    // An id made like a repeat ("example-1" as a heading's own text) counts too.
    expect(adopt(pageWith(['Example', 'Example']), aheadRun(['Example 1']))).toBe(false);
  });

  it('refuses a run that started from another outline', () => {
    expect(adopt(pageWith([], { trail: [{ depth: 2, text: 'Install' }], titleSeen: true }), aheadRun(['Configure']))).toBe(false);
    expect(adopt(pageWith([], { trail: [], titleSeen: false }), aheadRun(['Configure']))).toBe(false);
    const trail = [{ depth: 2, text: 'Install' }];
    expect(adopt(pageWith([], { trail, titleSeen: true }), aheadRun(['Configure'], { trail: [{ depth: 2, text: 'Install' }], titleSeen: true }))).toBe(true);
  });
});

describe('adopt, on a page with footnotes', () => {
  /** The page's state once its first runs called `calls` (each footnote's id), in order. */
  function pageCalling(calls: string[]): PageState {
    const page = { ...pageWith([]), footnotes: createRunFootnotes() };
    for (const id of calls) {
      if (!page.footnotes.counts.has(id)) page.footnotes.order.push(id);
      page.footnotes.counts.set(id, (page.footnotes.counts.get(id) ?? 0) + 1);
    }
    return page;
  }
  // A run that, after two footnotes, called A (its second call, number 1) and C (new, number 3) twice.
  const calling: RunCalls = { before: 2, touched: [['A', 1, 0, 2], ['C', 0, -1, 2]], added: ['C'] };

  it('takes a run that read the calls before it as the page has them, and numbers on from it', () => {
    const page = pageCalling(['A', 'B']);
    expect(adopt(page, { ...aheadRun([]), calls: calling })).toBe(true);
    expect(page.footnotes?.order).toEqual(['A', 'B', 'C']);
    expect([...(page.footnotes?.counts ?? [])]).toEqual([['A', 2], ['B', 1], ['C', 2]]);
  });

  it('refuses a run that read another count, number or order length, and changes nothing', () => {
    for (const before of [['A', 'A', 'B'], ['B', 'A'], ['A', 'B', 'D'], ['A', 'B', 'C']]) {
      const page = pageCalling(before);
      const counts = [...(page.footnotes?.counts ?? [])];
      expect(adopt(page, { ...aheadRun([]), calls: calling })).toBe(false);
      expect(page.footnotes?.order).toHaveLength(new Set(before).size);
      expect([...(page.footnotes?.counts ?? [])]).toEqual(counts);
    }
  });
});

describe('guessing the footnote calls before a run', () => {
  it('counts the calls of footnotes the page defines, outside code fences and definitions, from the runs before', () => {
    const runs = [
      { text: 'A note[^a] and [^missing].\n\n```\n[^b]\n```\n', prefixLines: 0 },
      { text: '[^B]: Defined elsewhere.\nThen[^b] and [^A] again.\n', prefixLines: 1 },
      { text: '[^a]: Note a, calling [^b].\n\n[^b]: Note b.\n\nLast[^b].\n', prefixLines: 0 },
    ];
    expect(runs.map((run) => writtenFootnotes(run as Segment))).toEqual([
      { calls: ['A', 'MISSING'], defined: [] },
      { calls: ['B', 'A'], defined: [] },
      { calls: ['B'], defined: ['A', 'B'] },
    ]);
    const footnotes = new PageFootnotes(runs.map((run) => writtenFootnotes(run as Segment)));
    const last = footnotes.guess(2, 3);
    expect(last.order).toEqual(['A', 'B']);
    expect([...last.counts]).toEqual([['B', 1]]);
    // What the run then reads and adds, as mdast-util-to-hast counts a call.
    last.counts.set('B', 2);
    expect(last.take()).toEqual({ before: 2, touched: [['B', 1, 1, 2]], added: [] });
    const second = footnotes.guess(1, 3);
    expect(second.order).toEqual(['A']);
    expect([...second.counts]).toEqual([['A', 1]]);
  });
});

describe('guessing the state at a run', () => {
  it('reads the ATX headings outside code fences, their text without inline marks, custom ids unslugged', () => {
    const text = [
      '[docs]: https://example.com', '', '# Title', '', '## Install *it* with `pip` ##', '', '```bash', '# not a heading', '```', '',
      '### See [the guide](./guide.md) and <b>more</b> {#custom}', '', '~~~', '## not one either', '~~~~', '', '####### seven', '#hashtag', '##',
      '## snake_case and __strong__',
    ].join('\n');
    expect(writtenHeadings({ text, line: 0, prefixLines: 2, joinsPrevious: false })).toEqual([
      { depth: 1, text: 'Title', base: 'title' },
      { depth: 2, text: 'Install it with pip', base: 'install-it-with-pip' },
      { depth: 3, text: 'See the guide and more', base: undefined },
      { depth: 2, text: '', base: '' },
      { depth: 2, text: 'snake_case and strong', base: 'snake_case-and-strong' },
    ]);
  });

  it('gives the ids and outline the headings before give, the outline only where text is collected', () => {
    const run = (text: string) => writtenHeadings({ text, line: 0, prefixLines: 0, joinsPrevious: false });
    const headings = new PageHeadings([
      run('# Title\n\n## Example\n\n### Deep\n\n#### Deeper\n\n'),
      run('## Example\n\n### Inner\n\n#### Deeper\n'),
      run('## Example\n\n#### Deeper\n\n## Fresh\n'),
      run('# Part two\n'),
    ]);
    const { slugger, outline } = headings.guess(2, 3, new Set([2, 3]), true);
    expect(outline).toEqual({ trail: [{ depth: 2, text: 'Example' }, { depth: 3, text: 'Inner' }], titleSeen: true });
    expect(slugger.slug('Example')).toBe('example-2');
    expect(slugger.slug('Deeper')).toBe('deeper-2');
    expect(slugger.slug('Fresh')).toBe('fresh');
    // Only what it gave from here on is recorded.
    expect(slugger.take()).toEqual([['example', 'example-2'], ['deeper', 'deeper-2'], ['fresh', 'fresh']]);
    expect(headings.guess(2, 3, new Set([2, 3]), false).outline).toEqual({ trail: [], titleSeen: false });
    // A second `#` heading is part of the trail; the first is the title.
    expect(headings.guess(4, 4, new Set([2, 3]), true).outline).toEqual({ trail: [{ depth: 1, text: 'Part two' }], titleSeen: true });
    expect(headings.guess(1, 2, new Set([2]), true).outline).toEqual({ trail: [{ depth: 2, text: 'Example' }], titleSeen: true });
  });
});

describe('AheadProgress and AheadRuns', () => {
  it('lets the helper take runs only a margin ahead of the page thread; the page thread waits for those, and renders the rest', async () => {
    const progress = new AheadProgress();
    const runs = new AheadRuns(progress);
    const shared = new AheadProgress(progress.buffer);
    expect(await runs.take(0)).toBeUndefined();
    expect(shared.take(72, 32, 2)).toEqual({ start: 40, end: 72 });
    // Another helper takes the runs below; none within the margin of the page's thread.
    expect(new AheadProgress(progress.buffer).take(72, 4, 2)).toEqual({ start: 36, end: 40 });
    expect(await runs.take(34)).toBeUndefined();
    expect(shared.take(72, 32, 2)).toBeUndefined();
    expect(await runs.take(35)).toBeUndefined();
    let got: AheadRun | undefined;
    const waiting = runs.take(36).then((run) => (got = run));
    await Promise.resolve();
    expect(got).toBeUndefined();
    runs.add(packRuns(36, [aheadRun(['A']), aheadRun(['B'])]), false);
    await waiting;
    expect(got?.ids[0]?.[1]).toBe('a');
    expect((await runs.take(37))?.ids[0]?.[1]).toBe('b');
    // The helpers stopped before sending run 38: the page thread renders it.
    runs.add(undefined, true);
    expect(await runs.take(38)).toBeUndefined();
    runs.finish();
    expect(new AheadProgress().take(1000, 32, 32)).toEqual({ start: 968, end: 1000 });
    expect(shared.take(1000, 32, 32)).toBeUndefined();
  });

  it('gives the helper half of the runs left near the page thread, so that the two finish together', () => {
    const progress = new AheadProgress();
    expect(progress.take(72, 32, 2)).toEqual({ start: 40, end: 72 });
    progress.reach(20);
    expect(progress.take(72, 32, 2)).toEqual({ start: 31, end: 40 });
    expect(progress.take(72, 32, 2)).toEqual({ start: 27, end: 31 });
    expect(progress.take(72, 32, 2)).toEqual({ start: 25, end: 27 });
    expect(progress.take(72, 32, 2)).toEqual({ start: 24, end: 25 });
    expect(progress.take(72, 32, 2)).toEqual({ start: 23, end: 24 });
    expect(progress.take(72, 32, 2)).toBeUndefined();
  });
});

/** A run's text calls a footnote (not only defines one). */
const CALLS_NOTE = /note\[\^n/;

describe('rendering a long page with a helper', () => {
  let highlighter: CodeHighlighter;
  beforeAll(async () => {
    highlighter = await createCodeHighlighter();
  });

  /** Headings that repeat, nest and reset, a title late in the page, a setext heading, lists cut between items, references defined at the end. */
  function longDocument(sections: number): string {
    const parts = ['Intro before any title, with a [reference link][docs].\n'];
    for (let i = 0; i < sections; i++) {
      parts.push(
        `## ${i % 10 === 0 ? 'Example' : `Section ${i}`}\n\nText *${i}* with \`code\` and a [link][docs].\n\n` +
          `${Array.from({ length: 6 }, (_, j) => `- item ${i}.${j}\n`).join('')}\n` +
          `### Details\n\nMore text ${i}.\n\n${i % 5 === 0 ? `#### Deep ${i}\n\nDeeper.\n\n` : ''}${i === 70 ? '# The title, late\n\n' : ''}` +
          // A heading the guess does not see: the runs after it whose ids it changes are rendered again.
          `${i % 25 === 0 ? 'Quoted\n------\n\n' : ''}` +
          '```python\n' + `x = ${i}\n` + '```\n\n' + `| a | b |\n|---|---|\n| ${i} | ![missing](./missing-${i % 4}.png) |\n`,
      );
    }
    parts.push('[docs]: https://example.com/docs "Docs"\n');
    return parts.join('\n');
  }

  const options = (extra: Partial<MarkdownRendererOptions> = {}): MarkdownRendererOptions => ({
    highlighter, baseUrl: '/', resolveFileRoute: () => undefined, siteDir: '/site', segmentSize: 120, ...extra,
  });

  /**
   * A renderer whose long pages get a helper as a worker's do, here a second renderer in this
   * thread; counts the runs the helper sent and those the page's renderer rendered itself.
   */
  function withHelper(helperFails = false) {
    const counts = { sent: 0, own: 0, ownCalling: 0 };
    const helper = createPageRenderer(options());
    const renderAhead: RenderAhead = (page, segments, progress) => {
      const runs = new AheadRuns(progress);
      const done = () => runs.add(undefined, true);
      if (helperFails) {
        // It took the last runs, then stopped without sending them.
        while (progress.take(segments.length, 32, segments.length / 2));
        queueMicrotask(done);
        return runs;
      }
      void helper.renderAhead(page, segments, progress, (chunk) => {
        counts.sent += chunk.count;
        runs.add(chunk, false);
      }).then(done, done);
      return runs;
    };
    const countOwn = () => (_tree: unknown, file: { value: unknown }) => {
      counts.own += 1;
      if (CALLS_NOTE.test(String(file.value))) counts.ownCalling += 1;
    };
    return { render: createPageRenderer(options({ renderAhead, rehypePlugins: [countOwn] })).render, counts };
  }

  it('gives exactly what one thread gives, using the runs whose guess held and rendering the others again', async () => {
    const source = longDocument(200);
    const runs = splitMarkdown(source, 120).length;
    expect(runs).toBeGreaterThan(300);
    const alone = await createMarkdownRenderer(options())(input(source));
    const { render, counts } = withHelper();
    expect(await render(input(source))).toEqual(alone);
    expect(alone.toc.filter((entry) => entry.id.startsWith('example')).map((entry) => entry.id).slice(0, 3)).toEqual(['example', 'example-1', 'example-2']);
    expect(alone.title).toBe('The title, late');
    expect(counts.sent).toBeGreaterThan(runs / 4);
    // Most of what the helper sent was used; the runs whose headings the guess reads otherwise were rendered again.
    expect(counts.own).toBeLessThan(runs - counts.sent * 0.8);
    expect(counts.own).toBeGreaterThan(runs - counts.sent);
  });

  it('numbers footnotes as one thread does, using the runs whose guess of the calls before held; the definitions kept for the footer', async () => {
    const withNotes = longDocument(200)
      // A footnote called again far away; one call the guess counts but the parser does not (in code).
      .replace(/Text \*(\d*[05])\*/g, (text, i: string) => `${text} with a note[^n${i}]${Number(i) % 50 === 0 ? ' and the first one again[^n0]' : ''}${i === '100' ? ' (`[^n0]` in code)' : ''}`)
      .replace(/More text (\d+)\./g, (text, i: string) => (Number(i) % 5 === 2 ? `${text}\n\n[^n${Number(i) - 2}]: Note ${i}, with a [link][docs].\n\n    And more.` : text));
    const segments = splitMarkdown(withNotes, 120);
    const runs = segments.length;
    expect(runs).toBeGreaterThan(300);
    const calling = segments.filter((segment) => CALLS_NOTE.test(segment.text)).length;
    expect(calling).toBeGreaterThan(30);
    const whole = await createMarkdownRenderer(options({ segmentSize: Number.POSITIVE_INFINITY }))(input(withNotes));
    const { render, counts } = withHelper();
    const result = await render(input(withNotes));
    expect(result).toEqual(whole);
    expect(whole.html.match(/<li id="user-content-fn-n/g)?.length).toBe(40);
    expect(whole.html).toContain('id="user-content-fnref-n0-5"');
    expect(counts.sent).toBeGreaterThan(runs / 4);
    // Most of what the helper sent was used, runs that call footnotes included.
    expect(counts.own).toBeLessThan(runs - counts.sent * 0.8);
    expect(counts.ownCalling).toBeLessThan(calling * 0.75);
  });

  it('joins a long paragraph cut between its lines as one thread does, also when the helper finds a mark that pairs across a cut', async () => {
    const paragraph = (line: (i: number) => string) => `# Lines\n\n${Array.from({ length: 3000 }, (_, i) => line(i)).join('\n')}\n`;
    const sources = [
      paragraph((i) => `word${i} *em* and more text`),
      // In the runs the helper renders (from the last back): emphasis across many lines.
      paragraph((i) => (i === 2900 ? `word${i} *opens` : i === 2990 ? `closes${i}* here` : `word${i} and more text`)),
    ];
    for (const source of sources) {
      expect(splitMarkdown(source, 120).filter((run) => run.joinsPrevious === 'paragraph').length).toBeGreaterThan(300);
      const whole = await createMarkdownRenderer(options({ segmentSize: Number.POSITIVE_INFINITY }))(input(source));
      const { render, counts } = withHelper();
      expect(await render(input(source))).toEqual(whole);
      expect(counts.sent).toBeGreaterThan(100);
    }
  });

  it('renders what a helper took and did not send itself', async () => {
    const source = longDocument(200);
    const alone = await createMarkdownRenderer(options())(input(source));
    const { render, counts } = withHelper(true);
    expect(await render(input(source))).toEqual(alone);
    expect(counts.own).toBe(splitMarkdown(source, 120).length);
  });
});
