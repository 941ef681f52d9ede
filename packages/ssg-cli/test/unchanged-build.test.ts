// `ssg build` with nothing changed since the last build renders and writes nothing, and says so
// with the last build's warnings; any change to what the output is made from, or to the output
// folder, builds again. Real builds of a fixture copy, in a Git repository of its own.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type SiteCopy } from './helpers/cli.js';

const UNCHANGED = '✔ Nothing changed since the last build: 4 pages, 1 warning → out';
const WARNING = /^⚠ docs\/quickstart\/installation\.md:\d+:\d+ {2}broken link/m;

describe('a build with nothing changed', () => {
  let copy: SiteCopy;
  const git = (...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: copy.dir, encoding: 'utf8' });
  beforeAll(() => {
    copy = copyFixture('broken-link-warn', {
      // The title from the environment: the config as evaluated is an input, not only its text.
      'ssg.config.ts': "export default { title: process.env.SITE_TITLE ?? 'Fixture', url: 'https://example.com', blog: false, links: { onBrokenLinks: 'warn' } };\n",
    });
    git('init', '-q');
    git('add', 'site/docs', 'site/pages', 'site/ssg.config.ts');
    git('commit', '-q', '-m', 'site');
  });
  afterAll(() => copy.remove());

  const build = (flags: string[] = [], env: Record<string, string> = {}) =>
    runCli(['build', '--root', 'site', '--out-dir', 'out', '--offline', '--profile', ...flags], { cwd: copy.dir, env });
  const out = (file: string): string => path.join(copy.dir, 'out', file);
  /** Every output file's modification time, by path. */
  const times = (): Map<string, number> =>
    new Map(
      readdirSync(path.join(copy.dir, 'out'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => [path.join(entry.parentPath, entry.name), statSync(path.join(entry.parentPath, entry.name)).mtimeMs]),
    );
  /** Builds, expecting a full build (not the shortcut) that succeeds. */
  const rebuilds = async (flags: string[] = [], env: Record<string, string> = {}): Promise<string> => {
    const run = await build(flags, env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/✔ Built 4 pages in /);
    return run.stderr;
  };
  /** Builds, expecting the shortcut: the last build's warnings and summary, and not a file written. */
  const skips = async (flags: string[] = [], env: Record<string, string> = {}): Promise<void> => {
    const before = times();
    const run = await build(flags, env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(UNCHANGED);
    expect(run.stderr).toMatch(WARNING);
    expect(run.stderr).toMatch(/inputs and output checked in \d+ ms; nothing rendered or written/);
    expect(times()).toEqual(before);
  };

  it('prints the last build’s warnings and summary, writing nothing', async () => {
    const first = await rebuilds();
    expect(first).toMatch(WARNING);
    await skips();
    await skips();
  });

  it('builds again when a doc is edited, added or removed, and then not again', async () => {
    writeFileSync(path.join(copy.root, 'docs/quickstart/first-agent.md'), `${readFileSync(path.join(copy.root, 'docs/quickstart/first-agent.md'), 'utf8')}\nAn added line.\n`);
    await rebuilds();
    expect(readFileSync(out('docs/quickstart/first-agent/index.html'), 'utf8')).toContain('An added line.');
    await skips();
    writeFileSync(path.join(copy.root, 'docs/quickstart/second.md'), '# Second\n\nAnother page.\n');
    expect(await build()).toMatchObject({ code: 0, stderr: expect.stringContaining('✔ Built 5 pages') });
    rmSync(path.join(copy.root, 'docs/quickstart/second.md'));
    await rebuilds();
    expect(() => statSync(out('docs/quickstart/second/index.html'))).toThrow();
    await skips();
  });

  it('builds again when a file is saved unchanged, finding every page in the cache', async () => {
    const now = new Date();
    utimesSync(path.join(copy.root, 'ssg.config.ts'), now, now);
    const touched = await rebuilds();
    expect(touched).toContain('pages rendered 0 of 4');
    await skips();
  });

  it('builds again when the output folder was changed: a file edited, removed or added', async () => {
    writeFileSync(out('index.html'), 'edited by hand');
    await rebuilds();
    expect(readFileSync(out('index.html'), 'utf8')).toContain('<!doctype html>');
    rmSync(out('sitemap.xml'));
    await rebuilds();
    expect(statSync(out('sitemap.xml')).isFile()).toBe(true);
    writeFileSync(out('stray.txt'), 'not from a build');
    await rebuilds();
    expect(() => statSync(out('stray.txt'))).toThrow();
    rmSync(path.join(copy.dir, 'out'), { recursive: true });
    await rebuilds();
    await skips();
  });

  it('builds again for another config, base URL or commit, and without the cache', async () => {
    await rebuilds([], { SITE_TITLE: 'Renamed' });
    expect(readFileSync(out('index.html'), 'utf8')).toContain('Renamed');
    await skips([], { SITE_TITLE: 'Renamed' });
    await rebuilds();
    await rebuilds(['--base-url', '/docs-site/']);
    expect(readFileSync(out('index.html'), 'utf8')).toContain('/docs-site/');
    await skips(['--base-url', '/docs-site/']);
    await rebuilds();
    // The pages' dates come from Git: a new commit may change them.
    git('commit', '-q', '--allow-empty', '-m', 'empty');
    await rebuilds();
    await skips();
    expect(await build(['--no-cache'])).toMatchObject({ code: 0, stderr: expect.stringContaining('pages rendered 4 of 4') });
    // The output was written anew (its files' times changed): the next build cannot take it as it is.
    await rebuilds();
  });

  it('builds again after a failed build, whose output was never written, once the mistake is undone', async () => {
    const doc = path.join(copy.root, 'docs/quickstart/first-agent.md');
    const good = readFileSync(doc, 'utf8');
    writeFileSync(doc, '---\ntitle: [unclosed\n---\n\n# Broken\n');
    const failed = await build();
    expect(failed.code).toBe(1);
    writeFileSync(doc, good);
    // The same text again, with a new time: a build that finds the output still as the last good build left it.
    await rebuilds();
    await skips();
  });
});

describe('a build with nothing changed, for a site importing code from outside its folder', () => {
  let copy: SiteCopy;
  beforeAll(() => {
    copy = copyFixture(
      'broken-link-warn',
      {
        'pages/hello.tsx': "import { greeting } from '../../shared/greeting';\n\nexport default function Hello() {\n  return <main><h1>{greeting}</h1></main>;\n}\n",
        'docs/quickstart/note.mdx': "---\ntitle: Note\n---\n\nimport Note from '../../../shared/Note';\n\n<Note />\n",
      },
      { react: true },
    );
    mkdirSync(path.join(copy.dir, 'shared'));
    writeFileSync(path.join(copy.dir, 'shared/greeting.ts'), "export const greeting = 'Hello from the first version';\n");
    writeFileSync(path.join(copy.dir, 'shared/Note.tsx'), 'export default function Note() {\n  return <p>A note, first version</p>;\n}\n');
  });
  afterAll(() => copy.remove());

  const build = () => runCli(['build', '--root', 'site', '--out-dir', 'out', '--offline'], { cwd: copy.dir });
  const page = (route: string): string => readFileSync(path.join(copy.dir, 'out', route, 'index.html'), 'utf8');

  it('builds again when a module a React page or an MDX page imports from there changes', async () => {
    expect(await build()).toMatchObject({ code: 0, stderr: expect.stringContaining('✔ Built 6 pages') });
    expect(page('hello')).toContain('Hello from the first version');
    expect(page('docs/quickstart/note')).toContain('A note, first version');
    expect((await build()).stderr).toContain('✔ Nothing changed since the last build: 6 pages');

    writeFileSync(path.join(copy.dir, 'shared/greeting.ts'), "export const greeting = 'Hello from the second version';\n");
    expect(await build()).toMatchObject({ code: 0, stderr: expect.stringContaining('✔ Built 6 pages') });
    expect(page('hello')).toContain('Hello from the second version');
    expect((await build()).stderr).toContain('✔ Nothing changed since the last build');

    writeFileSync(path.join(copy.dir, 'shared/Note.tsx'), 'export default function Note() {\n  return <p>A note, second version</p>;\n}\n');
    expect(await build()).toMatchObject({ code: 0, stderr: expect.stringContaining('✔ Built 6 pages') });
    expect(page('docs/quickstart/note')).toContain('A note, second version');
    expect((await build()).stderr).toContain('✔ Nothing changed since the last build');
  });
});
