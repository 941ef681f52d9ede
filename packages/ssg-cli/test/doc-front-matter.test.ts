// Docs front matter a Docusaurus site relies on, through the real `ssg build`: tags and their
// pages, keywords, image, previous/next by doc id (or none), the "Last updated" line from the front
// matter and from one git log (none without git, and no error), edit links (site-wide, per page,
// none), a sidebar class, per-page TOC levels; other tools' keys ignored with a warning; and every
// front-matter mistake of a run reported at once.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, reportLines, runCli, stackLines, type SiteCopy } from './helpers/cli.js';

const copies: SiteCopy[] = [];
afterAll(() => {
  for (const copy of copies) copy.remove();
});

function site(files: Record<string, string> = {}): SiteCopy {
  const copy = copyFixture('docusaurus-front-matter', files);
  copies.push(copy);
  return copy;
}

const page = (copy: SiteCopy, route: string): string => readFileSync(path.join(copy.root, 'build', route, 'index.html'), 'utf8');
/** The text of the page's `<tag class="className">…</tag>` elements (not nesting their own tag). */
const textOf = (html: string, tag: string, className: string): string[] =>
  [...html.matchAll(new RegExp(`<${tag} class="${className}"[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]!.replace(/<[^>]+>/g, '').trim());
const tocIds = (html: string): string[] => [...(/<nav class="ssg-toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/href="#([^"]+)"/g)].map((match) => match[1]!);

describe('Docusaurus docs front matter', () => {
  it('renders tags, tag pages, meta, pagination by id, edit links, sidebar classes and TOC levels; git last updates only where git is', async () => {
    const copy = site();
    const first = await runCli(['build', 'site'], { cwd: copy.dir });
    expect(first.code, first.stderr).toBe(0);
    expect(reportLines(first.stderr).filter((line) => line.startsWith('⚠'))).toEqual([]);

    const intro = page(copy, 'docs/intro');
    expect(intro).toContain('<meta name="keywords" content="agents, sessions"/>');
    expect(intro).toContain('<meta property="og:image" content="https://example.com/img/card.svg"/>');
    // Tags link to their pages; a permalink replaces the label's slug.
    expect(intro).toMatch(/<ul class="ssg-blog-tags" aria-label="Tags"><li><a class="ssg-blog-tag" href="\/docs\/tags\/agents">Agents<\/a><\/li><li><a class="ssg-blog-tag" href="\/docs\/tags\/deploy">Deploying<\/a>/);
    // pagination_next: guide/advanced skips Basics, which reading order would give.
    expect(intro).toMatch(/<a class="ssg-pager__link ssg-pager__link--next" href="\/docs\/guide\/advanced" rel="next">[\s\S]*?Advanced<\/span><\/a>/);
    expect(intro).toContain('<a class="ssg-doc-footer__edit" href="https://github.com/example/fixture/edit/main/site/docs/intro.md">Edit this page</a>');
    expect(intro).toContain('<time dateTime="2024-05-01T00:00:00.000Z">Last updated on May 1, 2024 by Grace Hopper</time>');
    expect(tocIds(intro)).toEqual(['setup', 'install', 'from-source']);

    const basics = page(copy, 'docs/guide/basics');
    expect(basics).not.toContain('ssg-pager__link--prev');
    expect(basics).toContain('ssg-pager__link--next');
    expect(basics).toContain('<li class="sidebar-basics"><a href="/docs/guide/basics" aria-current="page">Basics</a></li>');
    // Not in a repository: no date from git and no error; the edit link still shows.
    expect(basics).not.toContain('Last updated');
    expect(basics).toContain('href="https://github.com/example/fixture/edit/main/site/docs/guide/basics.md">Edit this page</a>');

    const advanced = page(copy, 'docs/guide/advanced');
    expect(advanced).toContain('<a class="ssg-doc-footer__edit" href="https://example.com/edit/advanced">Edit this page</a>');
    expect(tocIds(advanced)).toEqual(['detail']);

    const tags = page(copy, 'docs/tags');
    expect(textOf(tags, 'a', 'ssg-blog-tag')).toEqual(['Agents, 2 docs', 'Deploying, 1 doc']);
    expect(tags).toContain('<nav class="ssg-sidebar"');
    const agents = page(copy, 'docs/tags/agents');
    expect(agents).toContain('<h1 class="ssg-title">2 docs tagged with “Agents”</h1>');
    expect(textOf(agents, 'h2', 'ssg-card__title')).toEqual(['Introduction', 'Basics']);
    const deploy = page(copy, 'docs/tags/deploy');
    expect(deploy).toContain('<p class="ssg-lead">Running agents in production.</p>');
    expect(readFileSync(path.join(copy.root, 'build', 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.com/docs/tags/agents</loc>');
    // A doc links to its Markdown, which is written; a tag list has none, and links to none.
    expect(intro).toContain('href="/docs/intro.md"');
    expect(existsSync(path.join(copy.root, 'build', 'docs', 'intro.md'))).toBe(true);
    for (const list of [tags, agents]) expect(list).not.toMatch(/data-ssg-copy-page|\.md"/);
    expect(existsSync(path.join(copy.root, 'build', 'docs', 'tags', 'agents.md'))).toBe(false);

    // In a repository: the last commit's date and author, from one git log; the front matter still wins.
    const env = { ...process.env, GIT_AUTHOR_NAME: 'Ada Lovelace', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada Lovelace', GIT_COMMITTER_EMAIL: 'ada@example.com', GIT_AUTHOR_DATE: '2025-02-03T12:00:00Z', GIT_COMMITTER_DATE: '2025-02-03T12:00:00Z' };
    execFileSync('git', ['init', '-q'], { cwd: copy.root, env });
    execFileSync('git', ['add', 'docs', 'ssg.config.ts'], { cwd: copy.root, env });
    execFileSync('git', ['commit', '-q', '-m', 'docs'], { cwd: copy.root, env });
    const second = await runCli(['build', 'site'], { cwd: copy.dir });
    expect(second.code, second.stderr).toBe(0);
    expect(page(copy, 'docs/guide/basics')).toContain('<time dateTime="2025-02-03T12:00:00.000Z">Last updated on February 3, 2025 by Ada Lovelace</time>');
    expect(page(copy, 'docs/intro')).toContain('Last updated on May 1, 2024 by Grace Hopper');
  });

  it('reports every front-matter mistake of a run, in every file, each at its line', async () => {
    const copy = site({
      'docs/a.md': '---\ntitle: A\ntoc_max_heding_level: 3\n---\n# A\n',
      'docs/b.md': '---\ntitle: B\nsidebar_class_name: [x]\n---\n# B\n',
      'docs/c.md': '---\ntitle: "C\n---\n# C\n',
      'docs/d.md': '---\ntoc_min_heading_level: 5\ntoc_max_heading_level: 3\n---\n# D\n',
    });
    const result = await runCli(['build', 'site'], { cwd: copy.dir });
    expect(result.code).toBe(1);
    expect(stackLines(result.stderr)).toEqual([]);
    const report = reportLines(result.stderr);
    expect(report.slice(0, 5)).toEqual([
      '✖ Invalid front matter in 4 docs:',
      '  docs/a.md:3  unknown key "toc_max_heding_level" (did you mean "toc_max_heading_level"?) (expected one of id, title, slug, description, sidebar_label, sidebar_position, hide_title, hide_table_of_contents, keywords, image, last_update, draft, unlisted, tags, pagination_next, pagination_prev, custom_edit_url, sidebar_class_name, toc_min_heading_level, toc_max_heading_level)',
      '  docs/b.md:3  sidebar_class_name: expected a string, got an array',
      expect.stringMatching(/^ {2}docs\/c\.md:2 {2}invalid YAML in front matter: /),
      '  docs/d.md:3  toc_max_heading_level: must not be below toc_min_heading_level (5), got 3',
    ]);
  });

  it('builds docs that carry other tools’ keys, ignored with a warning at the first one’s line; a key near one of ours stays an error', async () => {
    const copy = site({
      'docs/guide/basics.md': '---\ntitle: Basics\naliases: [/old/basics]\ndisplayed_sidebar: learn\nconstructor: x\n---\nText.\n',
    });
    const result = await runCli(['build', 'site'], { cwd: copy.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(reportLines(result.stderr)).toContain('⚠ docs/guide/basics.md:3  3 front-matter keys are ignored: "aliases", "displayed_sidebar", "constructor"');
    expect(page(copy, 'docs/guide/basics')).toContain('<h1 class="ssg-title">Basics</h1>');
    const typo = site({ 'docs/guide/basics.md': '---\ntitle: Basics\nsidebar_postion: 2\n---\nText.\n' });
    const failed = await runCli(['build', 'site'], { cwd: typo.dir });
    expect(failed.code).toBe(1);
    expect(reportLines(failed.stderr)[1]).toMatch(/^ {2}docs\/guide\/basics\.md:3 {2}unknown key "sidebar_postion" \(did you mean "sidebar_position"\?\)/);
  });

  it('names a pagination id that matches no doc, with the closest one', async () => {
    const copy = site({ 'docs/guide/basics.md': '---\ntitle: Basics\npagination_next: guide/advance\n---\nText.\n' });
    const result = await runCli(['build', 'site'], { cwd: copy.dir });
    expect(result.code).toBe(1);
    expect(reportLines(result.stderr).slice(0, 2)).toEqual([
      '✖ docs/guide/basics.md:3  pagination_next: no doc has the id "guide/advance" (did you mean "guide/advanced"?)',
      '  hint: A doc id is its path in the docs folder without the extension and number prefixes (quickstart/installation), or the `id` its front matter gives.',
    ]);
  });
});
