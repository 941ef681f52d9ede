// The worker engine runs the compiled worker (dist/bundle/, made by the package build that the
// test command runs first), copied to a temporary folder so its code cache starts empty; the
// package's dependencies are linked beside it, as an install has them.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMarkdownEngine, type BuildMarkdownOptions, type MarkdownEngine } from './markdown-engine.js';
import type { MarkdownInput } from './types.js';
import { UserError, type Diagnostic } from '../report/diagnostics.js';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const siteDir = '/site';

const page = (source: string, file = 'docs/intro.md'): MarkdownInput => ({
  source,
  file,
  absPath: path.join(siteDir, file),
  lineOffset: 0,
  trust: 'local',
  route: '/docs/intro',
});

const PAGES = [
  page('# Intro\n\nSee [setup](./setup.md#install).\n\n```bash\npip install flux0\n```\n\n```python {2}\nimport flux0\nprint(flux0)\n```\n'),
  page('## Install\n\n```json title="agent.json"\n{"name": "a"}\n```\n\n```toml\n[tool]\nx = 1\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n', 'docs/setup.md'),
  page(':::tip\nA tip with `code`.\n:::\n\n```bash\nflux0 serve\n```\n', 'docs/tip.md'),
];

const options = (overrides: Partial<BuildMarkdownOptions> = {}): BuildMarkdownOptions => ({
  baseUrl: '/',
  tocLevels: [2, 3],
  fileRoutes: new Map([
    [path.join(siteDir, 'docs/intro.md'), '/docs/intro'],
    [path.join(siteDir, 'docs/setup.md'), '/docs/setup'],
  ]),
  codeLanguages: () => new Map([['bash', 2], ['python', 1], ['json', 1], ['toml', 1], ['javascript', 1]]),
  onPageCodeError: () => undefined,
  ...overrides,
});

let dir: string;
let workerFile: URL;
const engines: MarkdownEngine[] = [];
const workerEngine = (): MarkdownEngine => {
  const engine = createMarkdownEngine({ workers: 2, workerFile });
  engines.push(engine);
  return engine;
};

beforeAll(() => {
  if (!existsSync(path.join(DIST, 'bundle', 'markdown-worker.js'))) throw new Error('Build the package first (pnpm build:packages)');
  dir = mkdtempSync(path.join(tmpdir(), 'ssg-engine-'));
  cpSync(path.join(DIST, 'bundle'), path.join(dir, 'bundle'), { recursive: true, filter: (file) => !file.endsWith('.cache') });
  cpSync(path.join(DIST, 'regex-table.json'), path.join(dir, 'regex-table.json'));
  // The packages the bundle imports at run time (grammars beyond the bundled ones), as installed.
  symlinkSync(path.join(DIST, '..', 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  workerFile = pathToFileURL(path.join(dir, 'bundle', 'markdown-worker.js'));
});

afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('createMarkdownEngine', () => {
  it('renders in-process when there is no compiled worker', () => {
    expect(createMarkdownEngine({ workerFile: pathToFileURL('/nowhere/markdown-worker.js') }).threads).toBe('in-process');
    expect(createMarkdownEngine({ workers: 0 }).threads).toBe('in-process');
  });

  it('renders pages and code in workers exactly as in-process', async () => {
    const engine = workerEngine();
    expect(engine.threads).toBe(2);
    const inWorkers = await engine.renderers(options());
    const inProcess = await createMarkdownEngine({ workers: 0 }).renderers(options());
    const [fromWorkers, fromProcess] = await Promise.all([
      Promise.all(PAGES.map((input) => inWorkers.renderMarkdown(input))),
      Promise.all(PAGES.map((input) => inProcess.renderMarkdown(input))),
    ]);
    expect(fromWorkers).toEqual(fromProcess);
    expect(fromWorkers[0]?.links.map((link) => link.target)).toEqual(['/docs/setup#install']);
    expect(fromWorkers[0]?.html).toContain('ssg-code__line--highlighted');
    const code = 'fetch("/api/agents").then((response) => response.json());';
    expect(await inWorkers.renderCode('javascript', code)).toBe(await inProcess.renderCode('javascript', code));
    expect(await inWorkers.renderCode('mermaid', 'graph TD')).toBe(await inProcess.renderCode('mermaid', 'graph TD'));
  });

  it('adds a worker sharing the grammars, when a core is left for it, for a site of many code blocks a page (not when the count was asked for)', async () => {
    const engine = createMarkdownEngine({ workerFile });
    engines.push(engine);
    const before = engine.threads as number;
    // 42 pages, 502 blocks; JSON and TOML each planned to one worker (the added one highlights TOML for the others).
    const fileRoutes = new Map([...options().fileRoutes, ...Array.from({ length: 40 }, (_, i): [string, string] => [path.join(siteDir, `docs/p${i}.md`), `/docs/p${i}`])]);
    const codeHeavy = options({ fileRoutes, codeLanguages: () => new Map([['bash', 300], ['python', 200], ['json', 1], ['toml', 1]]) });
    await engine.renderers(codeHeavy);
    expect(engine.threads).toBe(before + (before < availableParallelism() ? 1 : 0));
    // Its pages render as the others do.
    const { renderMarkdown } = await engine.renderers(codeHeavy);
    const inProcess = await createMarkdownEngine({ workers: 0 }).renderers(options());
    expect(await Promise.all([...PAGES, ...PAGES].map((input) => renderMarkdown(input)))).toEqual(await Promise.all([...PAGES, ...PAGES].map((input) => inProcess.renderMarkdown(input))));
    // A few blocks a page, a few pages of many, or a count asked for: as many workers as started.
    const [few, short, asked] = [createMarkdownEngine({ workerFile }), createMarkdownEngine({ workerFile }), workerEngine()];
    engines.push(few, short);
    await few.renderers(options({ fileRoutes, codeLanguages: () => new Map([['bash', 100]]) }));
    await short.renderers(options({ codeLanguages: () => new Map([['bash', 23_000]]) }));
    await asked.renderers(codeHeavy);
    expect([few.threads, short.threads, asked.threads]).toEqual([before, before, 2]);
  });

  it('fetches code references through the build', async () => {
    const asked: string[] = [];
    const { renderMarkdown } = await workerEngine().renderers(
      options({
        fetchCodeReference: async (url) => {
          asked.push(url);
          return { code: 'def run():\n    return 42\n' };
        },
      }),
    );
    const result = await renderMarkdown(page('```python reference\nhttps://github.com/o/r/blob/main/agent.py\n```\n'));
    expect(asked).toEqual(['https://raw.githubusercontent.com/o/r/main/agent.py']);
    expect(result.html).toContain('View on GitHub');
    expect(result.html).toContain('42');
  });

  it('uses the options of the latest build and refuses work for an older one', async () => {
    const engine = workerEngine();
    const first = await engine.renderers(options());
    const second = await engine.renderers(options({ baseUrl: '/flux0/' }));
    expect((await second.renderMarkdown(page('[Setup](./setup.md)'))).html).toContain('href="/flux0/docs/setup"');
    await expect(first.renderMarkdown(page('[Setup](./setup.md)'))).rejects.toThrow(/not the current build/);
  });

  it('fails the requests of workers that were closed, and later ones', async () => {
    const engine = workerEngine();
    const { renderMarkdown } = await engine.renderers(options());
    await renderMarkdown(page('# Warm'));
    const failed = expect(Promise.all(PAGES.map((input) => renderMarkdown(input)))).rejects.toThrow(/^The Markdown workers were stopped: it exited with code 1$/);
    await engine.close();
    await failed;
    await expect(renderMarkdown(page('# After'))).rejects.toThrow('No Markdown worker is running');
  });

  it('replaces a worker that stops; what it had is tried again, and the page it stops on twice fails as a user error naming it', async () => {
    // Two workers, which highlight each other's grammars: the one left, and the new one, do it themselves.
    const { renderMarkdown, renderCode } = await workerEngine().renderers(options());
    // An error thrown by a microtask has no async context: no page can claim it, and it ends the worker.
    const crash = page("# Crash\n\n{(queueMicrotask(() => { throw new Error('gone') }), 'x')}\n", 'docs/crash.mdx');
    const [crashed, ...others] = await Promise.allSettled([renderMarkdown(crash), ...PAGES.map((input) => renderMarkdown(input))]);
    const error = crashed?.status === 'rejected' ? (crashed.reason as UserError) : undefined;
    expect(error).toBeInstanceOf(UserError);
    expect(error?.message).toBe('The Markdown worker stopped while rendering docs/crash.mdx: gone');
    expect(error?.hint).toBe('Something on the page (its code, or a plugin) ended the worker: fix it there. A new worker renders the other pages.');
    expect(others.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const again = await Promise.all([...PAGES.map((input) => renderMarkdown(input)), renderMarkdown(page('# After'))]);
    expect(again.map((result) => result.html)).toEqual([...others.map((result) => (result.status === 'fulfilled' ? result.value.html : '')), expect.stringContaining('After')]);
    expect(await renderCode('toml', '[tool]\nx = 1\n')).toContain('class="shiki ssg-code-theme"');
  });

  it('stops replacing workers that stop before they are ready, and blames no page for them', async () => {
    const broken = path.join(dir, 'bundle', 'broken-worker.js');
    writeFileSync(broken, "throw new Error('broken install');\n");
    const engine = createMarkdownEngine({ workers: 1, workerFile: pathToFileURL(broken) });
    engines.push(engine);
    const { renderMarkdown } = await engine.renderers(options());
    await expect(renderMarkdown(page('# Hi'))).rejects.toThrow(new Error('The Markdown workers keep stopping before they are ready: broken install'));
    await expect(renderMarkdown(page('# Again'))).rejects.toThrow('No Markdown worker is running');
  });

  it("reports an error of a page's code that came after the page had rendered to the build", async () => {
    // Answers nothing and then closes the connection: the page's request fails long after the page rendered.
    const server = createServer((_request, response) => setTimeout(() => response.destroy(), 500));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const reported: Diagnostic[] = [];
    try {
      const { renderMarkdown } = await workerEngine().renderers(options({ onPageCodeError: (diagnostic) => reported.push(diagnostic) }));
      const result = await renderMarkdown(page(`# Late\n\n{(fetch('http://127.0.0.1:${port}/').then(() => undefined), 'x')}\n`, 'docs/late.mdx'));
      expect(result.title).toBe('Late');
      await vi.waitFor(() => expect(reported).toHaveLength(1), { timeout: 5000 });
      expect(reported).toEqual([
        {
          severity: 'error',
          rule: 'mdx-page-code',
          file: 'docs/late.mdx',
          message: "The page's code failed after the page had rendered: fetch failed",
          hint: "Something the page's code started (a request, a file read, a callback) failed later: handle its errors, or start it in an effect (useEffect), which runs in the browser.",
        },
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reports a page that cannot be rendered as an error of that page', async () => {
    const { renderMarkdown } = await workerEngine().renderers(options({ baseUrl: 'no-slash' }));
    await expect(renderMarkdown(page('# Hi'))).rejects.toThrow(/baseUrl must start and end with "\/"/);
  });

  it('keeps a mistake in a page a user error across the worker boundary, with its hint', async () => {
    const { renderMarkdown } = await workerEngine().renderers(options());
    const error: unknown = await renderMarkdown(page(`# Deep\n\n${'> '.repeat(500)}x`)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe('docs/intro.md:3:201  block quotes and lists are nested deeper than the limit of 100 levels');
    expect((error as UserError).hint).toMatch(/^Flatten the nesting/);
  });

  /**
   * Options with a rehype plugin that notes which thread rendered each page or run (and changes
   * nothing), and a function that reads and clears those notes: runs by thread id.
   */
  const countingRuns = (overrides: Partial<BuildMarkdownOptions> = {}): { setup: BuildMarkdownOptions; runsByThread(): Map<string, number> } => {
    const log = path.join(dir, 'runs.log');
    const plugins = path.join(dir, 'count-runs.mjs');
    writeFileSync(
      plugins,
      `import { appendFileSync } from 'node:fs';\nimport { threadId } from 'node:worker_threads';\n` +
        `const countRuns = () => () => appendFileSync(${JSON.stringify(log)}, threadId + '\\n');\n` +
        'export const config = { markdown: { rehypePlugins: [countRuns] } };\nexport const modules = {};\n',
    );
    rmSync(log, { force: true });
    const runsByThread = (): Map<string, number> => {
      const byThread = new Map<string, number>();
      for (const thread of existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []) byThread.set(thread, (byThread.get(thread) ?? 0) + 1);
      rmSync(log, { force: true });
      return byThread;
    };
    return { setup: options({ plugins: { module: pathToFileURL(plugins).href, key: 'count-runs' }, ...overrides }), runsByThread };
  };

  it('renders a long page on two threads, exactly as in-process: with a helper thread, or with the other worker', async () => {
    const { setup, runsByThread } = countingRuns();
    // Code in two languages: with two workers, each highlights the other's grammar for it.
    const sections = Array.from(
      { length: 4800 },
      (_, i) => `## ${i % 4 === 0 ? 'Example' : `Step ${i}`}\n\nText ${i} with *emphasis*.\n\n\`\`\`${i % 2 ? 'bash' : 'python'}\nrun ${i}\n\`\`\`\n\n### Details\n\n| a | b |\n|---|---|\n| ${i} | x |\n`,
    );
    const long = { ...page(`# Long\n\n${sections.join('\n')}`, 'docs/long.md'), collectText: true, collectMarkdown: true };
    expect(long.source.length).toBeGreaterThan(512 * 1024);
    const inProcess = await (await createMarkdownEngine({ workers: 0 }).renderers(setup)).renderMarkdown(long);
    runsByThread();

    // One worker: a helper thread is started when a core is left (not on a one-core machine); with two, the other worker helps.
    for (const workers of availableParallelism() > 1 ? [1, 2] : [2]) {
      const engine = createMarkdownEngine({ workers, workerFile });
      engines.push(engine);
      const { renderMarkdown } = await engine.renderers(setup);
      // The workers' own threads, each rendering a short page.
      await Promise.all(Array.from({ length: 8 }, (_, i) => renderMarkdown(page(`# Short ${i}`))));
      const workerThreads = new Set(runsByThread().keys());
      expect(workerThreads.size).toBe(workers);
      const helpedBy = new Set<string>();
      // With one worker, a second long page: its threads are new ones.
      for (const pass of workers === 1 ? [1, 2] : [1]) {
        const fromWorkers = await renderMarkdown(long);
        expect(fromWorkers).toEqual(inProcess);
        expect(new Set(fromWorkers.anchors.filter((id) => id.startsWith('details')))).toHaveProperty('size', 4800);
        // Of its 9,600 headings, the TOC keeps those the theme shows: the first thousand of the top level.
        expect(fromWorkers.toc).toHaveLength(1000);
        // The page's thread and the helper each rendered a good share of the runs; the page's
        // thread was started for it (a new one each time: the last one was ended), and so was
        // the helper when a core is left beside the workers.
        const byThread = runsByThread();
        expect(byThread.size, `pass ${pass}`).toBe(2);
        for (const runs of byThread.values()) expect(runs).toBeGreaterThan(50);
        const fromWorker = [...byThread.keys()].filter((thread) => workerThreads.has(thread));
        expect(fromWorker).toHaveLength(workers < availableParallelism() ? 0 : 1);
        for (const thread of byThread.keys()) if (!workerThreads.has(thread)) expect(helpedBy.has(thread)).toBe(false);
        for (const thread of byThread.keys()) helpedBy.add(thread);
      }
    }
    // Four renders of a 600 KB page, one of them in-process: 18–25 s on two busy cores.
  }, 90_000);

  it('renders long pages asked for together a few at a time (half the cores), each thread ended before the next starts', async () => {
    const log = path.join(dir, 'times.log');
    const plugins = path.join(dir, 'time-runs.mjs');
    writeFileSync(
      plugins,
      `import { appendFileSync } from 'node:fs';\nimport { threadId } from 'node:worker_threads';\n` +
        `const timeRuns = () => () => appendFileSync(${JSON.stringify(log)}, threadId + ' ' + (performance.timeOrigin + performance.now()) + '\\n');\n` +
        'export const config = { markdown: { rehypePlugins: [timeRuns] } };\nexport const modules = {};\n',
    );
    const engine = createMarkdownEngine({ workers: 1, workerFile });
    engines.push(engine);
    const { renderMarkdown } = await engine.renderers(options({ plugins: { module: pathToFileURL(plugins).href, key: 'time-runs' } }));
    await renderMarkdown(page('# Short'));
    rmSync(log, { force: true });
    const slots = Math.max(1, Math.floor(availableParallelism() / 2));
    const paragraphs = Array.from({ length: 11000 }, (_, i) => `Paragraph ${i} of a long page, with *emphasis*.`).join('\n\n');
    const longPages = Array.from({ length: slots + 2 }, (_, i) => page(`# Long ${i}\n\n${paragraphs}\n`, `docs/long-${i}.md`));
    expect(longPages[0]!.source.length).toBeGreaterThan(512 * 1024);
    const results = await Promise.all(longPages.map((input) => renderMarkdown(input)));
    expect(results.map((result) => result.title)).toEqual(longPages.map((_, i) => `Long ${i}`));
    // Each thread's first and last run; at no time more threads at work than the slots and a helper.
    const spans = new Map<string, [number, number]>();
    for (const [thread, at] of readFileSync(log, 'utf8').trim().split('\n').map((line) => line.split(' '))) {
      const time = Number(at);
      const span = spans.get(thread!);
      spans.set(thread!, span ? [Math.min(span[0], time), Math.max(span[1], time)] : [time, time]);
    }
    const busiest = Math.max(...[...spans.values()].map(([start]) => [...spans.values()].filter(([from, to]) => from <= start && start <= to).length));
    expect(spans.size).toBeGreaterThanOrEqual(slots + 2);
    expect(busiest).toBeLessThanOrEqual(slots + 1);
  }, 90_000);

  it('numbers the footnotes of a long page across its runs when a helper thread renders some of them', async () => {
    const paragraphs = Array.from({ length: 8000 }, (_, i) => `Paragraph ${i} with a note[^n${i}] and *emphasis*.\n\n[^n${i}]: The note ${i}.\n`);
    const long = { ...page(`# Notes\n\n${paragraphs.join('\n')}`, 'docs/notes.md'), collectText: true, collectMarkdown: true };
    expect(long.source.length).toBeGreaterThan(512 * 1024);
    const inProcess = await (await createMarkdownEngine({ workers: 0 }).renderers(options())).renderMarkdown(long);
    expect(inProcess.html).toContain('>8000</a></sup>');
    const engine = createMarkdownEngine({ workers: availableParallelism() > 1 ? 1 : 2, workerFile });
    engines.push(engine);
    expect(await (await engine.renderers(options())).renderMarkdown(long)).toEqual(inProcess);
  });

  it('writes the workers’ code cache once, after a build that had none', async () => {
    const cacheFile = path.join(dir, 'bundle', 'markdown-worker-main.js.cache');
    rmSync(cacheFile, { force: true });
    const engine = workerEngine();
    const renderers = await engine.renderers(options());
    await Promise.all(PAGES.map((input) => renderers.renderMarkdown(input)));
    await engine.saveCodeCache();
    const written = statSync(cacheFile).mtimeMs;

    const next = workerEngine();
    const { renderMarkdown } = await next.renderers(options());
    expect((await renderMarkdown(PAGES[0] as MarkdownInput)).html).toContain('class="shiki ssg-code-theme"');
    await next.saveCodeCache();
    expect(statSync(cacheFile).mtimeMs).toBe(written);
  });
});
