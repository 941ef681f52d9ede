// Issue: pathological Markdown stalled or crashed the build, a relative image copied /etc/passwd
// into the output, drafts were published, and some messages were wrong. Generated documents go
// through the real `ssg`; each case checks the exit code, the report and the output folder.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/api.js';
import type { SiteCopy } from '../helpers/cli.js';
import { earlierBuild, expectUserError, fingerprint, hostileSite, ssg } from './helpers.js';

const sites = earlierBuild();

/** Builds a site made of the base and `files` into `out`, which holds an earlier build first. */
async function buildSite(files: Record<string, string>, args: string[] = []) {
  const { copy, out, before } = sites.site(files);
  const run = await ssg(copy, ['build', '--out-dir', 'out', ...args], {});
  return { copy, run, before, out, page: (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8') };
}

/** The docs sidebar of a page's HTML. */
function sidebarOf(html: string): string {
  const start = html.indexOf('data-ssg-sidebar');
  return html.slice(start, html.indexOf('</nav>', start));
}

// Each case builds a generated pathological site, which can take over a minute on a loaded machine (no timing is asserted here; pnpm bench:pathological measures).
describe.concurrent('pathological Markdown', { timeout: 120_000 }, () => {
  it('builds 8,000 short lists (240 KB) and a 400 KB page of lists and tables, which renders in runs', async () => {
    const lists = Array.from({ length: 8000 }, (_, i) => `- item ${i}\n\ntext ${i}\n`).join('\n');
    const tables = Array.from({ length: 2500 }, (_, i) => `| a | b |\n|---|---|\n| ${i} | *x* |\n\n- one ${i}\n\n- two\n`).join('\n');
    const { run, page } = await buildSite({ 'docs/lists.md': `# Lists\n\n${lists}`, 'docs/tables.md': `# Tables\n\n${tables}` });
    expect(run.code, run.stderr).toBe(0);
    expect(page('docs/lists').match(/<ul>/g)).toHaveLength(8000);
    const html = page('docs/tables');
    expect(html.match(/<table>/g)).toHaveLength(2500);
    expect(html.match(/<ul>/g)).toHaveLength(2500);
    expect(html).toContain('<td>2499</td>');
  });

  it('builds inputs on which a parser step was quadratic, with the same HTML as small ones', async () => {
    const { run, page } = await buildSite({
      'docs/brackets.md': `# Brackets\n\n${'[a] '.repeat(20_000)}\n`,
      'docs/lazy.md': `# Lazy\n\n> a\n${'lazy line\n'.repeat(8000)}`,
      'docs/comments.md': `# Comments\n\n${'x <!-- a '.repeat(10_000)}\n\n${'y <? b '.repeat(10_000)}\n`,
      'docs/tasks.md': `# Tasks\n\n${'- [ ] task\n'.repeat(10_000)}`,
      'docs/directives.md': `# Directives\n\n${'12:30 :a[x] '.repeat(10_000)}\n`,
      // One table or paragraph is one text to pair markers in: each pair moved every event after it.
      'docs/table.md': `# Table\n\n| n | text |\n|---|---|\n${Array.from({ length: 20_000 }, (_, i) => `| ${i} | *a* ~~b~~ |\n`).join('')}`,
      'docs/paragraph.md': `# Paragraph\n\n${'*a* ~~b~~ '.repeat(20_000)}\n`,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(page('docs/brackets')).toContain(`<p>${'[a] '.repeat(19_999)}[a]</p>`);
    expect(page('docs/lazy')).toContain(`<blockquote>\n<p>a\n${'lazy line\n'.repeat(7999)}lazy line</p>\n</blockquote>`);
    const comments = page('docs/comments');
    expect(comments.match(/x &#x3C;!-- a/g)).toHaveLength(10_000);
    expect(comments.match(/y &#x3C;\? b/g)).toHaveLength(10_000);
    const tasks = page('docs/tasks');
    expect(tasks.match(/<li class="task-list-item"><label><input type="checkbox" disabled> task<\/label><\/li>/g)).toHaveLength(10_000);
    expect(page('docs/directives')).toContain(`<p>${'12:30 :a[x] '.repeat(9_999)}12:30 :a[x]</p>`);
    const table = page('docs/table');
    expect(table.match(/<tr>\n<td>\d+<\/td>\n<td><em>a<\/em> <del>b<\/del><\/td>\n<\/tr>/g)).toHaveLength(20_000);
    expect(page('docs/paragraph')).toContain(`<p>${'<em>a</em> <del>b</del> '.repeat(19_999)}<em>a</em> <del>b</del></p>`);
  });

  it('builds titles holding a long run of spaces (a directive\'s, a tab\'s, an MkDocs block\'s), which took minutes to read', async () => {
    const spaces = ' '.repeat(100_000);
    const { run, page } = await buildSite({
      'docs/spaces.md': `# Spaces\n\n:::tip a${spaces}b\n\nTip.\n\n:::\n\n:::tabs\n== c${spaces}d\nTab.\n:::\n\n/// note | e${spaces}f\nNote.\n///\n`,
      // Long enough to be cut into runs: the cut looks at each admonition's first line (a title
      // ending in "[" after 20,000 spaces took longer than the test).
      'docs/long.md': `# Long\n\n${'A paragraph of plain prose, long enough.\n\n'.repeat(3500)}:::tip${' '.repeat(20_000)}[\n\nInside.\n\n:::\n`,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(page('docs/long')).toContain('<p>Inside.</p>');
    const html = page('docs/spaces');
    expect(html.match(/ssg-admonition--(tip|note)/g)).toEqual(['ssg-admonition--tip', 'ssg-admonition--note']);
    expect(html).toContain(`<p class="ssg-tabs__label">c${spaces}d</p>`);
  });

  it('builds inline runs on which the parser was quadratic (unclosed links, titles, code spans, brackets, domains, strikethrough)', async () => {
    const backticks = Array.from({ length: 1000 }, (_, i) => `e${'`'.repeat(i + 1)}`).join('');
    const { run, page } = await buildSite({
      'docs/link-closers.md': `# Closers\n\n${'a]'.repeat(30_000)}\n`,
      'docs/nested-brackets.md': `# Brackets\n\n${'['.repeat(20_000)}a${']'.repeat(20_000)}\n`,
      'docs/titles.md': `# Titles\n\n${'[ (]('.repeat(20_000)}\n`,
      'docs/backticks.md': `# Backticks\n\n${backticks}\n`,
      'docs/domain.md': `# Domain\n\nwww.a${'_'.repeat(20_000)}.b\n`,
      'docs/strike.md': `# Strike\n\n${'a~~ '.repeat(20_000)}\n`,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('markdown-complexity');
    // Plain text each time, as with the parser before (one of each is enough to compare).
    const expected: Array<[string, string]> = [
      ['docs/link-closers', `<p>${'a]'.repeat(30_000)}</p>`],
      ['docs/nested-brackets', `<p>${'['.repeat(20_000)}a${']'.repeat(20_000)}</p>`],
      ['docs/titles', `<p>${'[ (]('.repeat(20_000)}</p>`],
      ['docs/backticks', `<p>${backticks}</p>`],
      ['docs/domain', `<p>www.a${'_'.repeat(20_000)}.b</p>`],
      ['docs/strike', `<p>${'a~~ '.repeat(19_999)}a~~</p>`],
    ];
    for (const [route, html] of expected) expect(page(route).includes(html), route).toBe(true);
  });

  it('leaves emphasis markers it cannot pair in reasonable time as written, with a warning at the paragraph', async () => {
    const nested = `${'*a **a '.repeat(20_000)}b${' a** a*'.repeat(20_000)}`;
    const { run, page } = await buildSite({ 'docs/emphasis.md': `# Emphasis\n\nSome *real* emphasis.\n\n${nested}\n\n${'a_ '.repeat(30_000)}\n` });
    expect(run.code, run.stderr).toBe(0);
    // One warning for the page, at the first paragraph.
    const warnings = run.stderr.split('\n').filter((line) => line.includes('Too many'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^⚠ docs\/emphasis\.md:5:\d+  Too many emphasis markers \(\* and _\) in one paragraph to pair them up: from here on they are shown as written$/);
    const html = page('docs/emphasis');
    expect(html).toContain('<p>Some <em>real</em> emphasis.</p>');
    // The innermost pairs are emphasis, the rest is text (nothing is lost).
    expect(html).toContain('<em>a <strong>a b a</strong> a</em>');
    expect(html.includes(`<p>${'a_ '.repeat(29_999)}a_</p>`)).toBe(true);
  });

  it('stops deep nesting with the file, the line and the limit, and writes nothing', async () => {
    const cases: Array<[string, string]> = [
      [`# Deep\n\n${'- '.repeat(10_000)}x\n`, 'docs/deep.md:3:201  block quotes and lists are nested deeper than the limit of 100 levels'],
      [`# Deep\n\n${'>'.repeat(10_000)} x\n`, 'docs/deep.md:3:101  block quotes and lists are nested deeper than the limit of 100 levels'],
      [`# Deep\n\n${Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')}\n`, 'docs/deep.md:103:201  block quotes and lists are nested deeper than the limit of 100 levels'],
      [`# Deep\n\n${'<div>'.repeat(10_000)}x\n`, 'docs/deep.md:3:1  HTML elements are nested deeper than the limit of 1000 levels'],
      [`# Deep\n\n${':::tip\n\n'.repeat(30_000)}`, 'docs/deep.md:203:1  container directives (`:::`) are nested deeper than the limit of 100 levels'],
    ];
    for (const [source, message] of cases) {
      const { run, before, out } = await buildSite({ 'docs/deep.md': source });
      expect(expectUserError(run)).toEqual([`✖ ${message}`, '  hint: Flatten the nesting there: no reader can follow it, and it makes the build slow.']);
      expect(fingerprint(out)).toEqual(before);
    }
  });

  it('refuses a file outside the site, also through a link, as an error at its line', async () => {
    const { copy, run, before, out } = await buildSite({ 'docs/leak.md': '# Leak\n\nSee ![p](../../../../../../../../../../etc/passwd).\n' });
    expect(expectUserError(run)).toEqual([
      '✖ docs/leak.md:3:5  File "../../../../../../../../../../etc/passwd" referenced here is outside the site folder; it is not copied into the build',
      `  hint: Only files inside ${copy.root} are published: move the file into the site (next to this page, for example) and link it from there.`,
      '✖ Build failed with 1 error (listed above); nothing was written',
      '  hint: Fix them and build again.',
    ]);
    expect(fingerprint(out)).toEqual(before);
    const linked = hostileSite({ 'docs/img.md': '# Image\n\n![host](./host.png)\n' });
    sites.keep(linked);
    symlinkSync('/etc/hostname', path.join(linked.root, 'docs', 'host.png'));
    mkdirSync(path.join(linked.root, 'static'));
    symlinkSync('/etc/passwd', path.join(linked.root, 'static', 'passwd'));
    const report = expectUserError(await ssg(linked, ['build', '--out-dir', 'out'], {}));
    expect(report[0]).toBe('✖ static/passwd is a link to /etc/passwd, outside the site folder; it is not published');
    expect(existsSync(path.join(linked.dir, 'out'))).toBe(false);
  });

  it('refuses a doc or a page that is a link to a file outside the site, and builds one linked from inside', async () => {
    for (const [file, target] of [
      ['docs/passwd.md', '/etc/passwd'],
      ['docs/shared/_category_.json', '/etc/hostname'],
      ['pages/host.md', '/etc/hostname'],
    ] as const) {
      const copy = hostileSite();
      sites.keep(copy);
      mkdirSync(path.dirname(path.join(copy.root, file)), { recursive: true });
      symlinkSync(target, path.join(copy.root, file));
      const report = expectUserError(await ssg(copy, ['build', '--out-dir', 'out'], {}));
      expect(report.slice(0, 2)).toEqual([
        `✖ ${file} is a link to ${target}, outside the site folder; it is not published`,
        '  hint: Copy the file into the site instead of linking it, or remove the link.',
      ]);
      expect(existsSync(path.join(copy.dir, 'out'))).toBe(false);
    }
    const inside = hostileSite({ 'notes/shared.md': '# Shared notes\n' });
    sites.keep(inside);
    symlinkSync('../notes/shared.md', path.join(inside.root, 'docs', 'shared.md'));
    const run = await ssg(inside, ['build', '--out-dir', 'out'], {});
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(path.join(inside.dir, 'out', 'docs', 'shared', 'index.html'), 'utf8')).toContain('Shared notes');
  });
});

describe('drafts and unlisted docs', () => {
  const files = {
    'docs/published.md': '# Published\n\nSee [the unlisted page](./hidden.md).\n',
    'docs/draft.md': '---\ndraft: true\n---\n# Work in progress\n',
    'docs/hidden.md': '---\nunlisted: true\n---\n# Hidden\n',
  };

  it('leaves drafts out of ssg build and unlisted docs out of the sidebar, marked noindex', async () => {
    const { run, out, page } = await buildSite(files);
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(path.join(out, 'docs', 'draft'))).toBe(false);
    const hidden = page('docs/hidden');
    expect(hidden).toContain('Unlisted page: only people with the link can find it');
    expect(hidden).toContain('<meta name="robots" content="noindex"/>');
    const published = page('docs/published');
    expect(sidebarOf(published)).toContain('href="/docs/published"');
    expect(sidebarOf(published)).not.toContain('/docs/hidden');
    expect(published).not.toContain('Work in progress');
  });

  it('builds drafts with a Draft badge when asked (the dev server does)', async () => {
    const copy = hostileSite(files);
    sites.keep(copy);
    const result = await build({ root: copy.root, includeDrafts: true });
    const draft = result.files.find((file) => file.path === 'docs/draft/index.html');
    expect(draft && 'contents' in draft ? String(draft.contents) : '').toContain('<span class="ssg-badge ssg-badge--draft">Draft</span>');
    const without = await build({ root: copy.root });
    expect(without.files.some((file) => file.path === 'docs/draft/index.html')).toBe(false);
  });
});

describe.concurrent('messages', () => {
  it('warns about an unknown code language and two docs with one route, listing only the one built', async () => {
    const { run, page } = await buildSite({
      'docs/a.md': '---\nslug: same\n---\n# First\n\n```pyhton\nx = 1\n```\n',
      'docs/b.md': '---\nslug: same\n---\n# Second\n',
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.report.filter((line) => line.startsWith('⚠'))).toEqual([
      '⚠ docs/a.md:6:1  Unknown code language "pyhton": the block is shown as plain text',
      '⚠ docs/b.md  duplicate route /docs/same: claimed by docs/a.md and docs/b.md; the first one is kept',
    ]);
    expect(sidebarOf(page('docs/intro')).match(/href="\/docs\/same"/g)).toHaveLength(1);
  });

  it('reports a binary or non-UTF-8 Markdown file as such', async () => {
    const copy = hostileSite({});
    sites.keep(copy);
    writeFileSync(path.join(copy.root, 'docs', 'logo.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]));
    expect(expectUserError(await ssg(copy, ['build', '--out-dir', 'out'], {}))[0]).toBe('✖ docs/logo.md is a binary file, not text (it holds a NUL byte at offset 8)');
    writeFileSync(path.join(copy.root, 'docs', 'logo.md'), Buffer.from('# Caf\xe9\n', 'latin1'));
    expect(expectUserError(await ssg(copy, ['build', '--out-dir', 'out'], {}))[0]).toBe('✖ docs/logo.md:1:6  the file is not UTF-8 text (byte 0xe9 at offset 5 is not valid UTF-8)');
    expect(readdirSync(copy.dir)).toEqual(['site']);
  });
});
