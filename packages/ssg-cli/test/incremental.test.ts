// The incremental builder and the persistent cache on copies of a fixture: what a change renders
// again, which routes it reports, and that a second `ssg build` reuses the first one's work.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIncrementalBuilder, type IncrementalBuilder, type IncrementalUpdate } from '../src/pipeline/incremental-builder.js';
import { copyFixture, FIXTURES_DIR, runCli, type SiteCopy } from './helpers/cli.js';

/** Gives `file` a new modification time, its bytes unchanged (a save without a change). */
function touch(file: string): void {
  const now = new Date();
  utimesSync(file, now, now);
}

/** The text of the file `path` of an update's output (empty when it has none). */
function outputText(update: IncrementalUpdate, path: string): string {
  const file = update.files.find((candidate) => candidate.path === path);
  return file && 'contents' in file ? Buffer.from(file.contents).toString('utf8') : '';
}

/** A copy of the dev-server fixture with an API reference made from `spec` (`extra`: more config). */
function apiSite(spec: string, extra = ''): SiteCopy {
  const copy = copyFixture('dev-server');
  writeFileSync(path.join(copy.root, 'openapi.yaml'), spec);
  writeFileSync(path.join(copy.root, 'ssg.config.ts'), `export default { title: 'Fixture', url: 'https://example.com', blog: false, openapi: { source: 'openapi.yaml' }${extra} };\n`);
  return copy;
}

describe('createIncrementalBuilder', () => {
  let copy: SiteCopy;
  let builder: IncrementalBuilder;
  const write = (file: string, text: string): string => {
    writeFileSync(path.join(copy.root, file), text);
    return file;
  };

  beforeAll(() => {
    copy = copyFixture('dev-server');
    builder = createIncrementalBuilder({ root: copy.root, offline: true });
  });
  afterAll(async () => {
    await builder.close();
    copy.remove();
  });

  it('reports every route on the first build, and none when nothing changed', async () => {
    const first = await builder.update();
    expect(first.changedRoutes.sort()).toEqual(['/', '/404', '/docs/a', '/docs/b', '/docs/build/steps']);
    expect(first.result.stats.markdown).toBeGreaterThan(0);
    const again = await builder.update([]);
    expect(again.changedRoutes).toEqual([]);
    expect(again.result.stats).toMatchObject({ markdown: 0, rendered: 0 });
  });

  it('renders one page again when only its body changed', async () => {
    const changed = write('docs/b.md', '---\nsidebar_position: 2\n---\n\n# Page B\n\nAn edited body.\n');
    const update = await builder.update([changed]);
    expect(update.changedRoutes).toEqual(['/docs/b']);
    expect(update.changedFiles).toEqual(['docs/b.md']);
    expect(update.result.stats).toMatchObject({ markdown: 1, rendered: 1 });
    const page = update.files.find((file) => file.path === 'docs/b/index.html');
    expect(page && 'contents' in page ? Buffer.from(page.contents).toString('utf8') : '').toContain('An edited body.');
  });

  it('hands over a page rendered anew before the update is done, as the update returns it', async () => {
    const early: { path: string; html: string; settled: boolean }[] = [];
    let settled = false;
    const updating = builder.update([write('docs/b.md', '---\nsidebar_position: 2\n---\n\n# Page B\n\nEdited again.\n')], {
      onRendered: (file) => early.push({ path: file.path, html: 'contents' in file ? Buffer.from(file.contents).toString('utf8') : '', settled }),
    });
    const update = await updating.finally(() => (settled = true));
    const page = update.files.find((file) => file.path === 'docs/b/index.html');
    expect(early).toEqual([{ path: 'docs/b/index.html', html: page && 'contents' in page ? Buffer.from(page.contents).toString('utf8') : '', settled: false }]);
    expect(early[0]?.html).toContain('Edited again.');
  });

  it('renders again the pages whose sidebar or pager shows a changed title', async () => {
    const update = await builder.update([write('docs/a.md', '---\nsidebar_position: 1\n---\n\n# Page A renamed\n\nFirst version of page A.\n')]);
    // Every docs page shows the sidebar (and /docs/b its pager); the home and 404 pages do not.
    expect(update.changedRoutes.sort()).toEqual(['/docs/a', '/docs/b', '/docs/build/steps']);
    expect(update.result.stats.markdown).toBe(1);
  });

  it('renders the Markdown of a new doc and of the docs linking to it, no other', async () => {
    const linking = await builder.update([write('docs/c.md', '# Page C\n\nSee [page D](./d.md).\n')]);
    expect(linking.result.stats.markdown).toBe(1);
    const added = await builder.update([write('docs/d.md', '# Page D\n\nNew.\n')]);
    // docs/d.md itself, and docs/c.md whose link now resolves.
    expect(added.result.stats.markdown).toBe(2);
    const page = added.files.find((file) => file.path === 'docs/c/index.html');
    expect(page && 'contents' in page ? Buffer.from(page.contents).toString('utf8') : '').toContain('href="/docs/d"');
    rmSync(path.join(copy.root, 'docs/c.md'));
    rmSync(path.join(copy.root, 'docs/d.md'));
    const removed = await builder.update(['docs/c.md', 'docs/d.md']);
    expect(removed.result.stats.markdown).toBe(0);
  });

  it('renders a page again when an image it names, missing so far, is added', async () => {
    const missing = await builder.update([write('docs/e.md', '# Page E\n\n![A diagram](./img/diagram.png)\n')]);
    expect(outputText(missing, 'docs/e/index.html')).toContain('src="./img/diagram.png"');
    mkdirSync(path.join(copy.root, 'docs/img'), { recursive: true });
    const added = await builder.update([write('docs/img/diagram.png', 'not really a PNG, but a file')]);
    expect(added.changedRoutes).toEqual(['/docs/e']);
    expect(outputText(added, 'docs/e/index.html')).toMatch(/src="\/assets\/diagram-[0-9a-f]{8}\.png"/);
    rmSync(path.join(copy.root, 'docs/e.md'));
    rmSync(path.join(copy.root, 'docs/img'), { recursive: true });
    await builder.update(['docs/e.md', 'docs/img/diagram.png']);
  });

  it('reports a removed page', async () => {
    rmSync(path.join(copy.root, 'docs/b.md'));
    const update = await builder.update(['docs/b.md']);
    expect(update.removedRoutes).toEqual(['/docs/b']);
    expect(update.files.some((file) => file.path === 'docs/b/index.html')).toBe(false);
  });
});

describe('the persistent cache', () => {
  let copy: SiteCopy;
  beforeAll(() => {
    copy = copyFixture('dev-server');
  });
  afterAll(() => copy.remove());

  const buildSite = (...flags: string[]) => runCli(['build', '--root', 'site', '--out-dir', 'out', '--offline', '--profile', ...flags], { cwd: copy.dir });
  const output = (file: string) => readFileSync(path.join(copy.dir, 'out', file), 'utf8');

  it('lets a second build reuse every page and all Markdown, with the same output', async () => {
    const first = await buildSite();
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('pages rendered 5 of 5; Markdown pages and code blocks rendered: 4');
    const before = output('docs/a/index.html');
    // Saved again unchanged: the build runs, and finds everything in the cache.
    touch(path.join(copy.root, 'docs/a.md'));
    const second = await buildSite();
    expect(second.code).toBe(0);
    expect(second.stderr).toContain('pages rendered 0 of 5; Markdown pages and code blocks rendered: 0');
    expect(output('docs/a/index.html')).toBe(before);
  });

  it('renders what changed, and everything with --no-cache', async () => {
    writeFileSync(path.join(copy.root, 'docs/b.md'), '---\nsidebar_position: 2\n---\n\n# Page B\n\nChanged.\n');
    const changed = await buildSite();
    expect(changed.stderr).toContain('pages rendered 1 of 5; Markdown pages and code blocks rendered: 1');
    expect(output('docs/b/index.html')).toContain('Changed.');
    const uncached = await buildSite('--no-cache');
    expect(uncached.stderr).toContain('pages rendered 5 of 5');
  });

  it('starts afresh from a damaged cache file', async () => {
    writeFileSync(path.join(copy.root, '.ssg-cache/build/cache.v8'), '{ not a cache');
    const built = await buildSite();
    expect(built.code).toBe(0);
    expect(built.stderr).toContain('pages rendered 5 of 5');
    expect(output('docs/b/index.html')).toContain('Changed.');
  });

  it('builds all the same, with a warning, when the cache cannot be written (a file in the way)', async () => {
    rmSync(path.join(copy.root, '.ssg-cache'), { recursive: true, force: true });
    writeFileSync(path.join(copy.root, '.ssg-cache'), 'not a folder\n');
    const built = await buildSite();
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toMatch(/⚠ \.ssg-cache\/build {2}the build cache could not be written \(E[A-Z]+\)/);
    expect(built.stderr).toContain('the next build starts without the cache');
    expect(output('docs/b/index.html')).toContain('Changed.');
    rmSync(path.join(copy.root, '.ssg-cache'));
  });
});

describe('a build with the persistent cache', () => {
  let copy: SiteCopy;
  beforeAll(() => {
    copy = copyFixture('dev-server');
  });
  afterAll(() => copy.remove());

  const buildInto = (out: string, ...flags: string[]) => runCli(['build', '--root', 'site', '--out-dir', out, '--offline', '--profile', ...flags], { cwd: copy.dir });
  /** Every file of an output folder with its bytes, by path. */
  const filesOf = (out: string): Map<string, Buffer> => {
    const dir = path.join(copy.dir, out);
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    return new Map(entries.map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name))]));
  };
  /** Builds with the cache into `out`, then without it into `cold`: the two outputs must be the same bytes. */
  const buildLikeCold = async (): Promise<{ stderr: string; files: Map<string, Buffer> }> => {
    const cached = await buildInto('out');
    expect(cached.code, cached.stderr).toBe(0);
    expect((await buildInto('cold', '--no-cache')).code).toBe(0);
    const files = filesOf('out');
    const cold = filesOf('cold');
    expect([...files.keys()].sort()).toEqual([...cold.keys()].sort());
    for (const [file, bytes] of files) expect(bytes.equals(cold.get(file) as Buffer), file).toBe(true);
    return { stderr: cached.stderr, files };
  };
  const text = (files: Map<string, Buffer>, file: string): string => files.get(file)?.toString('utf8') ?? '';
  const searchText = (files: Map<string, Buffer>): string => [...files].filter(([file]) => file.startsWith('search/')).map(([, bytes]) => bytes.toString('utf8')).join('\n');

  it('writes what a build without it writes, with nothing changed and after docs are edited, added and removed', async () => {
    const first = await buildLikeCold();
    const times = (): Map<string, number> => new Map([...first.files.keys()].map((file) => [file, statSync(path.join(copy.dir, 'out', file)).mtimeMs]));
    const before = times();
    const unchanged = await buildLikeCold();
    expect(unchanged.stderr).toContain('✔ Nothing changed since the last build: 5 pages, 0 warnings → out');
    expect(times()).toEqual(before);
    touch(path.join(copy.root, 'docs/a.md'));
    const touched = await buildLikeCold();
    expect(touched.stderr).toContain('pages rendered 0 of 5; Markdown pages and code blocks rendered: 0');
    // Every file taken from the last output: nothing is written again.
    expect(times()).toEqual(before);

    // A new title and text: the page, its neighbour's pager and sidebar, the search index and the llms files follow.
    writeFileSync(path.join(copy.root, 'docs/b.md'), '---\nsidebar_position: 2\n---\n\n# Zebra page\n\nA quokka crossing.\n');
    const edited = await buildLikeCold();
    expect(edited.stderr).toContain('Markdown pages and code blocks rendered: 1');
    for (const file of ['docs/b/index.html', 'docs/a/index.html', 'llms.txt', 'llms-full.txt', 'docs/b.md', 'search/manifest.json']) {
      expect(edited.files.get(file)?.equals(first.files.get(file) as Buffer), file).toBe(false);
    }
    expect(text(edited.files, 'docs/a/index.html')).toContain('Zebra page');
    expect(text(edited.files, 'llms-full.txt')).toContain('A quokka crossing.');
    expect(searchText(edited.files)).toContain('quokka');
    expect(searchText(first.files)).not.toContain('quokka');

    // A doc added, then removed: the sitemap, the search index and the llms files gain it, then lose it.
    writeFileSync(path.join(copy.root, 'docs/c.md'), '---\nsidebar_position: 3\n---\n\n# Page C\n\nA wombat.\n');
    const added = await buildLikeCold();
    expect(text(added.files, 'sitemap.xml')).toContain('/docs/c');
    expect(searchText(added.files)).toContain('wombat');
    expect(text(added.files, 'docs/b/index.html')).toContain('Page C');
    rmSync(path.join(copy.root, 'docs/c.md'));
    const removed = await buildLikeCold();
    expect(removed.files.has('docs/c/index.html')).toBe(false);
    expect(removed.files.has('docs/c.md')).toBe(false);
    expect(text(removed.files, 'sitemap.xml')).not.toContain('/docs/c');
    expect(searchText(removed.files)).not.toContain('wombat');

    // A title in the front matter only: its Markdown is kept, and the page's Markdown files follow the new title.
    writeFileSync(path.join(copy.root, 'docs/d.md'), '---\ntitle: Dingo\nsidebar_position: 4\n---\n\nA dingo.\n');
    await buildLikeCold();
    writeFileSync(path.join(copy.root, 'docs/d.md'), '---\ntitle: Dingo at dusk\nsidebar_position: 4\n---\n\nA dingo.\n');
    const retitled = await buildLikeCold();
    expect(retitled.stderr).toContain('Markdown pages and code blocks rendered: 0');
    expect(text(retitled.files, 'docs/d.md')).toBe('# Dingo at dusk\n\nA dingo.\n');
    expect(text(retitled.files, 'llms-full.txt')).toContain('# Dingo at dusk');
    rmSync(path.join(copy.root, 'docs/d.md'));
  });

  it('follows a change to the theme source and leaves nothing in the output that a build without it would not write', async () => {
    await buildLikeCold();
    // The site's theme module, compiled and recorded by the last build: a change renders every page again.
    const themeFile = path.join(copy.root, 'theme.mjs');
    writeFileSync(themeFile, readFileSync(themeFile, 'utf8').replace('return theme.renderPage(data, site);', "return theme.renderPage(data, { ...site, title: 'Theme v2' });"));
    // Files and folders that are not the build's.
    writeFileSync(path.join(copy.dir, 'out', 'stray.txt'), 'not from a build');
    mkdirSync(path.join(copy.dir, 'out', 'docs', 'stray'), { recursive: true });
    writeFileSync(path.join(copy.dir, 'out', 'docs', 'stray', 'index.html'), 'not from a build');
    const changed = await buildLikeCold();
    expect(changed.stderr).toMatch(/pages rendered (\d+) of \1;/);
    expect(text(changed.files, 'docs/a/index.html')).toContain('Theme v2');
    expect(changed.files.has('stray.txt')).toBe(false);
    expect(existsSync(path.join(copy.dir, 'out', 'docs', 'stray'))).toBe(false);
  });

  it('writes every file again when the last output was changed or deleted', async () => {
    await buildLikeCold();
    writeFileSync(path.join(copy.dir, 'out', 'llms.txt'), 'edited by hand');
    rmSync(path.join(copy.dir, 'out', 'search'), { recursive: true });
    await buildLikeCold();
    rmSync(path.join(copy.dir, 'out'), { recursive: true });
    await buildLikeCold();
  });
});

describe('the API reference in the persistent cache', () => {
  let copy: SiteCopy;
  beforeAll(() => {
    copy = copyFixture('dev-server');
    writeFileSync(path.join(copy.root, 'openapi.yaml'), readFileSync(path.join(FIXTURES_DIR, 'openapi-lenient-3.0', 'openapi.yaml')));
    writeFileSync(path.join(copy.root, 'ssg.config.ts'), "export default { title: 'Fixture', url: 'https://example.com', blog: false, openapi: { source: 'openapi.yaml' } };\n");
  });
  afterAll(() => copy.remove());

  const build = (out: string, ...flags: string[]) => runCli(['build', '--root', 'site', '--out-dir', out, '--offline', ...flags], { cwd: copy.dir });
  const page = (out: string): string => readFileSync(path.join(copy.dir, out, 'docs/api/create-note/index.html'), 'utf8');
  const store = (): string => path.join(copy.root, '.ssg-cache/build/openapi.json');
  /** The warnings, without the summary line (which has the time). */
  const warnings = (stderr: string): string => stderr.split('\n').filter((line) => !line.startsWith('✔')).join('\n');

  it('is reused while the document, the config and the content files are the same, with its warnings reported again', async () => {
    const first = await build('out');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain('/vendor/notes-guide');
    // What the next build reads is what the stage made: a change made to the stored data shows.
    writeFileSync(store(), readFileSync(store(), 'utf8').replaceAll('Stores a note.', 'Stores a kept note.'));
    touch(path.join(copy.root, 'openapi.yaml'));
    const second = await build('out');
    expect(second.code).toBe(0);
    expect(warnings(second.stderr)).toBe(warnings(first.stderr));
    expect(page('out')).toContain('Stores a kept note.');
    expect((await build('cold', '--no-cache')).code).toBe(0);
    expect(page('cold')).toContain('Stores a note.');

    // A doc added (the content files' routes change): made again.
    writeFileSync(path.join(copy.root, 'docs/c.md'), '# Page C\n');
    expect((await build('out')).code).toBe(0);
    expect(page('out')).toContain('Stores a note.');
    // The document edited: made again.
    writeFileSync(path.join(copy.root, 'openapi.yaml'), readFileSync(path.join(copy.root, 'openapi.yaml'), 'utf8').replace('Stores a note.', 'Stores a short note.'));
    expect((await build('out')).code).toBe(0);
    expect(page('out')).toContain('Stores a short note.');
    // A damaged store is ignored.
    writeFileSync(store(), readFileSync(store(), 'utf8').slice(0, 200));
    const damaged = await build('out');
    expect(damaged.code).toBe(0);
    expect(page('out')).toContain('Stores a short note.');
  });
});

describe('the dev server with the build cache', () => {
  let copy: SiteCopy;
  beforeAll(() => {
    copy = copyFixture('dev-server');
  });
  afterAll(() => copy.remove());
  const cacheFile = (): string => path.join(copy.root, '.ssg-cache/build/cache.v8');
  const documentsOf = (update: IncrementalUpdate): string[] => update.files.filter((file) => file.path.endsWith('.html')).map((file) => outputText(update, file.path));

  it('starts from what an earlier start rendered, and writes the cache at its first build only', async () => {
    const first = createIncrementalBuilder({ root: copy.root, offline: true, persistentCache: true });
    const cold = await first.update();
    await first.close();
    expect(cold.result.stats.markdown).toBeGreaterThan(0);
    expect(existsSync(cacheFile())).toBe(true);

    const second = createIncrementalBuilder({ root: copy.root, offline: true, persistentCache: true });
    try {
      const warm = await second.update();
      expect(warm.result.stats.markdown).toBe(0);
      expect(documentsOf(warm)).toEqual(documentsOf(cold));
      const written = statSync(cacheFile()).mtimeMs;
      writeFileSync(path.join(copy.root, 'docs/b.md'), '---\nsidebar_position: 2\n---\n\n# Page B\n\nEdited with the cache.\n');
      const edited = await second.update(['docs/b.md']);
      // Only the edited page: the others are found among the documents the first build rendered.
      expect(edited.result.stats).toMatchObject({ markdown: 1, rendered: 1 });
      expect(statSync(cacheFile()).mtimeMs).toBe(written);
    } finally {
      await second.close();
    }
  });
});

describe('the API reference in the dev server', () => {
  let copy: SiteCopy;
  let builder: IncrementalBuilder;
  const spec = (): string => path.join(copy.root, 'openapi.yaml');
  beforeAll(() => {
    copy = apiSite(readFileSync(path.join(FIXTURES_DIR, 'openapi-lenient-3.0', 'openapi.yaml'), 'utf8'));
    // As `ssg serve` runs it: the first build may fetch, the rebuilds do not.
    builder = createIncrementalBuilder({ root: copy.root, offline: false });
  });
  afterAll(async () => {
    await builder.close();
    copy.remove();
  });
  const apiPage = (update: IncrementalUpdate): string => outputText(update, 'docs/api/create-note/index.html');

  it('is kept from the first build through the first rebuild for an edited doc', async () => {
    expect(apiPage(await builder.update())).toContain('Stores a note.');
    // The document changes without the change being reported: a rebuild that read it again would show it.
    writeFileSync(spec(), readFileSync(spec(), 'utf8').replace('Stores a note.', 'Stores an unreported note.'));
    writeFileSync(path.join(copy.root, 'docs/b.md'), '---\nsidebar_position: 2\n---\n\n# Page B\n\nEdited.\n');
    const rebuilt = await builder.update(['docs/b.md']);
    expect(rebuilt.changedRoutes).toEqual(['/docs/b']);
    expect(apiPage(rebuilt)).toContain('Stores a note.');
    // Reported, it is read again.
    expect(apiPage(await builder.update(['openapi.yaml']))).toContain('Stores an unreported note.');
  });
});

describe('the API reference in the dev server, as docs are added', () => {
  let copy: SiteCopy;
  let builder: IncrementalBuilder;
  const spec = (summary: string): string =>
    [
      'openapi: 3.0.3',
      'info: { title: Notes, version: "1" }',
      'paths:',
      '  /notes:',
      '    get:',
      '      operationId: listNotes',
      `      summary: ${summary}`,
      '      description: See the [guide](./docs/guide.md).',
      '      responses:',
      "        '200': { description: OK }",
      '',
    ].join('\n');
  const write = (file: string, text: string): string => {
    writeFileSync(path.join(copy.root, file), text);
    return file;
  };
  beforeAll(() => {
    copy = apiSite(spec('List the notes'), ", links: { onBrokenMarkdownLinks: 'warn' }");
    builder = createIncrementalBuilder({ root: copy.root, offline: false });
  });
  afterAll(async () => {
    await builder.close();
    copy.remove();
  });
  const apiPage = (update: IncrementalUpdate): string => outputText(update, 'docs/api/list-notes/index.html');

  it('is kept while the files its descriptions link to keep their routes, and made again when one gets one', async () => {
    const first = await builder.update();
    expect(apiPage(first)).toContain('List the notes');
    // The document changes without the change being reported: a rebuild that read it again would show it.
    write('openapi.yaml', spec('List every note'));
    const added = await builder.update([write('docs/other.md', '# Other\n')]);
    expect(added.changedRoutes).toContain('/docs/other');
    expect(apiPage(added)).toContain('List the notes');
    // The guide its description links to appears: the reference is made again, its link resolved.
    const guide = await builder.update([write('docs/guide.md', '# Guide\n')]);
    expect(apiPage(guide)).toContain('List every note');
    expect(apiPage(guide)).toContain('href="/docs/guide"');
  });
});

describe('a specification split over several files', () => {
  let copy: SiteCopy;
  beforeAll(() => {
    copy = copyFixture('dev-server');
    cpSync(path.join(FIXTURES_DIR, 'openapi-multi-file'), path.join(copy.root, 'api'), { recursive: true });
    writeFileSync(path.join(copy.root, 'ssg.config.ts'), "export default { title: 'Fixture', url: 'https://example.com', blog: false, openapi: { source: 'api/openapi.yaml' } };\n");
  });
  afterAll(() => copy.remove());

  const build = (...flags: string[]) => runCli(['build', '--root', 'site', '--out-dir', 'out', '--offline', ...flags], { cwd: copy.dir });
  const page = (): string => readFileSync(path.join(copy.dir, 'out', 'docs/api/get-note/index.html'), 'utf8');

  it('is built again, with the cache, when only a file it references changed', async () => {
    const first = await build();
    expect(first.code, first.stderr).toBe(0);
    expect(page()).toContain('What the note says.');
    const schema = path.join(copy.root, 'api/schemas/note.yaml');
    writeFileSync(schema, readFileSync(schema, 'utf8').replace('What the note says.', 'What the note now says.'));
    const second = await build();
    expect(second.code, second.stderr).toBe(0);
    expect(page()).toContain('What the note now says.');
    // A reference to a file that is not there: the file and line of the reference, and the output left as it was.
    writeFileSync(path.join(copy.root, 'api/paths/note.yaml'), 'get:\n  responses:\n    "200":\n      $ref: ../responses.yaml#/ok\n');
    const broken = await build();
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('api/paths/note.yaml:4:13  $ref "../responses.yaml#/ok" names api/responses.yaml, which is not a readable file');
    expect(page()).toContain('What the note now says.');
  });
});
