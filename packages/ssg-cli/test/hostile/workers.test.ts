// Issue: what an MDX page's code left behind, or a Markdown worker that stopped, could take the
// build down. A timer or a rejected promise of the page's code that fired once the page had
// rendered ended the worker ("Internal error", exit 2) or, rendering in the build's own thread,
// the build itself with a raw stack; an interval kept that build from ever ending; a worker that
// ran out of memory or hit an error no page could be blamed for failed the build as an internal
// error, and in `ssg serve` every later rebuild with it. Each case builds a site through the real
// `ssg` and checks the exit code, the report (the page named, no stack) and the output folder; the
// dev server must report the page and rebuild fine once it is fixed.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, stackLines, type SiteCopy } from '../helpers/cli.js';
import { openLiveEvents } from '../helpers/live-events.js';
import { earlierBuild, expectUserError, fingerprint, hostileSite, ssg } from './helpers.js';

const sites = earlierBuild();

/** Builds the base site plus `files` into `out` (holding an earlier build); expects a user error and `out` unchanged; returns the report. */
async function failingBuild(files: Record<string, string>, args: string[] = [], env: Record<string, string> = {}): Promise<string[]> {
  const { copy, out, before } = sites.site(files);
  const report = expectUserError(await ssg(copy, ['build', '--out-dir', 'out', ...args], env));
  expect(fingerprint(out)).toEqual(before);
  return report.filter((line) => !line.includes('Build failed') && line !== '  hint: Fix them and build again.');
}

/** The same page built in workers and in the build's own thread: the same report. */
async function inBothThreads(files: Record<string, string>): Promise<string[]> {
  const [workers, own] = await Promise.all([failingBuild(files, ['--workers', '2']), failingBuild(files, ['--workers', '0'])]);
  expect(own).toEqual(workers);
  return workers;
}

const FAILED = '  hint: An expression or a component of the page failed while rendering; fix it, or the component it imports.';
const TIMER_LEFT =
  "  hint: A page's code runs once, at build time, to make its HTML: clear the timer before the page's code returns, or set it in an effect (useEffect), which runs in the browser.";
/** An error thrown by a microtask has no async context: no page can claim it, and it ends the worker. */
const CRASHING = "---\ntitle: Crash\n---\n\nText.\n\n{(queueMicrotask(() => { throw new Error('gone') }), 'x')}\n";
const STOPPED_HINT = '  hint: Something on the page (its code, or a plugin) ended the worker: fix it there. A new worker renders the other pages.';

describe.concurrent("what an MDX page's code leaves behind", { timeout: 60_000 }, () => {
  it('a timer that throws while the page renders fails the page at the line of the throw', async () => {
    const page = "---\ntitle: Late\n---\n\nexport const value = await new Promise((resolve) => {\n  setTimeout(() => { throw new Error('late boom') }, 0);\n  setTimeout(() => resolve('ok'), 50);\n});\n\n{value}\n";
    expect(await inBothThreads({ 'docs/late.mdx': page })).toEqual(['✖ docs/late.mdx:6  Could not render MDX: late boom', FAILED]);
  });

  it('a timer or an interval still set when the page has rendered is stopped and is an error at its line', async () => {
    const timer = "---\ntitle: Late\n---\n\nText.\n\n{(setTimeout(() => { throw new Error('late boom') }, 5000), 'ok')}\n";
    const interval = "---\ntitle: Late\n---\n\nText.\n\nexport const ticks = setInterval(() => {}, 1000);\n";
    const [fromTimer, fromInterval] = await Promise.all([inBothThreads({ 'docs/late.mdx': timer }), inBothThreads({ 'docs/late.mdx': interval })]);
    expect(fromTimer).toEqual(["✖ docs/late.mdx:7  Could not render MDX: the page's code left a timer running after the page had rendered", TIMER_LEFT]);
    expect(fromInterval).toEqual(["✖ docs/late.mdx:7  Could not render MDX: the page's code left a timer running after the page had rendered", TIMER_LEFT]);
  });

  it('a rejected promise nobody waits for, and process.exit in a timer, fail the page at their line', async () => {
    const rejected = "---\ntitle: Late\n---\n\nText.\n\n{(Promise.reject(new Error('nobody waits')), 'ok')}\n";
    const exit = '---\ntitle: Late\n---\n\nexport const value = await new Promise(() => {\n  setTimeout(() => process.exit(2), 0);\n});\n\n{value}\n';
    const [fromRejection, fromExit] = await Promise.all([inBothThreads({ 'docs/late.mdx': rejected }), inBothThreads({ 'docs/late.mdx': exit })]);
    expect(fromRejection).toEqual(['✖ docs/late.mdx:7  Could not render MDX: nobody waits', FAILED]);
    expect(fromExit).toEqual([
      "✖ docs/late.mdx:6  Could not render MDX: the page's code called process.exit(2)",
      '  hint: A page cannot end the build: throw an Error with a message instead, or remove the call.',
    ]);
  });
});

describe.concurrent('a Markdown worker that stops', { timeout: 60_000 }, () => {
  it('fails the build with the page it stopped on, named, and the reason', async () => {
    const pages = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`docs/page-${index}.md`, `# Page ${index}\n\nText.\n`]));
    expect(await failingBuild({ ...pages, 'docs/crash.mdx': CRASHING }, ['--workers', '2'])).toEqual([
      '✖ The Markdown worker stopped while rendering docs/crash.mdx: gone',
      STOPPED_HINT,
    ]);
  });

  it('says so when it ran out of memory', async () => {
    const greedy = '---\ntitle: Greedy\n---\n\n{(() => { const kept = []; for (;;) kept.push(new Array(1e6).fill(0)); })()}\n';
    // A heap limit that the build's own thread stays under, and a worker reaches fast.
    expect(await failingBuild({ 'docs/greedy.mdx': greedy }, ['--workers', '1'], { NODE_OPTIONS: '--max-old-space-size=160' })).toEqual([
      '✖ The Markdown worker stopped while rendering docs/greedy.mdx: it ran out of memory',
      '  hint: The page needs more memory than a Markdown worker has: split it into smaller pages (or give Node more with NODE_OPTIONS=--max-old-space-size=…).',
    ]);
  });
});

describe('ssg serve with a page that stops its Markdown worker', { timeout: 60_000 }, () => {
  let copy: SiteCopy;
  let server: ChildProcessWithoutNullStreams;
  let output = '';
  beforeAll(() => {
    copy = sites.keep(hostileSite({ 'docs/crash.mdx': CRASHING }));
    server = spawn(process.execPath, [BIN, 'serve', copy.root, '-p', '0', '--offline'], { env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
    server.stderr.setEncoding('utf8');
    server.stderr.on('data', (chunk: string) => {
      output += chunk;
    });
  });
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  /** Resolves once the output holds `count` lines matching `pattern`. */
  const lines = (pattern: RegExp, count: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        if ((output.match(new RegExp(pattern.source, 'gm')) ?? []).length < count) return;
        server.stderr.off('data', check);
        resolve();
      };
      server.stderr.on('data', check);
      server.once('exit', (code) => reject(new Error(`ssg serve exited (${code}):\n${output}`)));
      check();
    });
  /** Saves a file of the site in one step, as editors do. */
  const save = (file: string, text: string): void => {
    const temporary = path.join(copy.dir, 'saving.tmp');
    writeFileSync(temporary, text);
    renameSync(temporary, path.join(copy.root, file));
  };

  it('shows the error in the terminal and the overlay, keeps running, and rebuilds once the page is fixed, again and again', async () => {
    await lines(/^Serving http:\/\/127\.0\.0\.1:\d+\//, 1);
    const origin = /Serving (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1] ?? '';
    expect(output).toContain('✖ docs/crash.mdx  The Markdown worker stopped while rendering docs/crash.mdx: gone\n');
    const events = await openLiveEvents(`${origin}/__ssg/events`);
    try {
      // What the overlay shows: the last build's error.
      expect(events.messages[0]).toMatchObject({ type: 'hello', diagnostics: [{ severity: 'error', file: 'docs/crash.mdx', message: 'The Markdown worker stopped while rendering docs/crash.mdx: gone' }] });

      save('docs/crash.mdx', '# Crash\n\nFixed.\n');
      await events.next('clear');
      await lines(/^✔ docs\/crash\.mdx → /, 1);
      expect(await (await fetch(`${origin}/docs/crash`)).text()).toContain('Fixed.');

      save('docs/crash.mdx', CRASHING.replace("'gone'", "'gone again'"));
      const failed = await events.next('error');
      expect(failed.diagnostics.map((diagnostic) => diagnostic.message)).toEqual(['The Markdown worker stopped while rendering docs/crash.mdx: gone again']);

      save('docs/crash.mdx', '# Crash\n\nFixed again.\n');
      await events.next('clear');
      await lines(/^✔ docs\/crash\.mdx → /, 2);
      expect(await (await fetch(`${origin}/docs/crash`)).text()).toContain('Fixed again.');
      expect(await (await fetch(`${origin}/docs/intro`)).text()).toContain('The first doc.');
    } finally {
      events.close();
    }
    expect(server.exitCode).toBeNull();
    expect(stackLines(output)).toEqual([]);
    expect(output).not.toContain('Internal error');
  });
});
