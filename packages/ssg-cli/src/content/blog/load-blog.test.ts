import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogListPageData, BlogPostPageData, PageData } from '@ssg/theme/contract';
import { DiagnosticSink, UserError } from '../../report/diagnostics.js';
import { createCodeHighlighter, createMarkdownRenderer } from '../../markdown/index.js';
import type { RenderMarkdown } from '../../markdown/types.js';
import { loadBlog, scanBlog, type LoadBlogInput } from './load-blog.js';
import { resolveBlogOptions, type BlogOptionsInput } from './options.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.resolve(here, '../../../test/fixtures', name);
const siteDir = path.resolve(here, '../../../../../site');
const site = { title: 'Flux0', url: 'https://flux0.dev', baseUrl: '/' };

let renderMarkdown: RenderMarkdown;
beforeAll(async () => {
  renderMarkdown = createMarkdownRenderer({ highlighter: await createCodeHighlighter(), baseUrl: '/', siteDir, resolveFileRoute: () => undefined });
});

async function load(root: string, options: BlogOptionsInput = {}, extra: Partial<LoadBlogInput> = {}) {
  const diagnostics = new DiagnosticSink();
  const blog = await loadBlog({ root, options: resolveBlogOptions(options), site, renderMarkdown, diagnostics, includeDrafts: false, ...extra });
  const byRoute = new Map(blog.pages.map((page) => [page.route, page]));
  const data = <K extends PageData['kind']>(route: string, kind: K) => {
    const page = byRoute.get(route);
    expect(page?.data.kind, `page ${route}`).toBe(kind);
    return page!.data as Extract<PageData, { kind: K }>;
  };
  return { ...blog, diagnostics, routes: [...byRoute.keys()], data };
}

/** Runs `use` on a new site whose blog folder holds `posts` (file name → text), removed afterwards. */
async function withPosts(posts: Record<string, string>, use: (root: string) => Promise<void>): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'ssg-blog-'));
  try {
    mkdirSync(path.join(root, 'blog'));
    for (const [name, text] of Object.entries(posts)) {
      mkdirSync(path.dirname(path.join(root, 'blog', name)), { recursive: true });
      writeFileSync(path.join(root, 'blog', name), text);
    }
    await use(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('loadBlog on the pagination fixture', () => {
  it('lists posts newest first, ten a page by default', async () => {
    const blog = await load(fixture('blog-pagination'));
    const first = blog.data('/blog', 'blog-list');
    const second = blog.data('/blog/page/2', 'blog-list');
    expect(first.posts.map((post) => post.title)).toEqual(['Note 10', 'Note 09', 'Note 08', 'Note 07', 'Note 06', 'Note 05', 'Note 04', 'Note 03', 'Note 02', 'Note 01']);
    expect(second.posts.map((post) => post.title)).toEqual(['Year end']);
    expect(first.pagination).toEqual({ page: 1, totalPages: 2, totalPosts: 11, olderRoute: '/blog/page/2' });
    expect(second.pagination).toEqual({ page: 2, totalPages: 2, totalPosts: 11, newerRoute: '/blog' });
    expect(blog.routes).not.toContain('/blog/page/3');
  });

  it('honours postsPerPage on the list and on tag and author pages', async () => {
    const blog = await load(fixture('blog-pagination'), { postsPerPage: 4 });
    expect(blog.routes.filter((route) => route.startsWith('/blog/page/'))).toEqual(['/blog/page/2', '/blog/page/3']);
    expect(blog.data('/blog/tags/notes/page/3', 'blog-tag').posts).toHaveLength(3);
    expect(blog.data('/blog/authors/ada/page/2', 'blog-author').pagination.newerRoute).toBe('/blog/authors/ada');
  });

  it('shows each entry with date, reading time, authors, tags and the excerpt up to the marker', async () => {
    const blog = await load(fixture('blog-pagination'));
    const [latest] = blog.data('/blog', 'blog-list').posts;
    expect(latest).toMatchObject({
      route: '/blog/2025/01/10/note-10',
      date: '2025-01-10T00:00:00.000Z',
      readingTimeMinutes: 1,
      truncated: true,
      excerptHtml: '<p>Summary of note 10.</p>',
      tags: [{ label: 'Notes', route: '/blog/tags/notes', description: 'Short notes.' }],
    });
    expect(latest?.authors.map((author) => [author.name, author.route])).toEqual([['Ada Lovelace', '/blog/authors/ada']]);
  });

  it('takes the title from the first heading of a folder post and does not repeat it', async () => {
    const blog = await load(fixture('blog-pagination'));
    const post = blog.data('/blog/2024/12/31/year-end', 'blog-post');
    expect(post.post.title).toBe('Year end');
    expect(post.html).not.toContain('<h1');
    expect(post.html).toContain('Looking back at the year.');
    expect(post.html).not.toContain('truncate');
  });

  it('links each post to its newer and older neighbours', async () => {
    const blog = await load(fixture('blog-pagination'));
    const middle = blog.data('/blog/2025/01/05/note-05', 'blog-post');
    expect(middle.newer?.route).toBe('/blog/2025/01/06/note-06');
    expect(middle.older?.route).toBe('/blog/2025/01/04/note-04');
    expect(blog.data('/blog/2025/01/10/note-10', 'blog-post').newer).toBeUndefined();
    expect(blog.data('/blog/2024/12/31/year-end', 'blog-post').older).toBeUndefined();
  });

  it('groups the sidebar and the archive by year and passes the post TOC through', async () => {
    const blog = await load(fixture('blog-pagination'));
    const post = blog.data('/blog/2025/01/03/note-03', 'blog-post');
    expect(post.sidebar?.title).toBe('All posts');
    expect(post.sidebar?.groups.map((group) => [group.year, group.posts.length])).toEqual([['2025', 10], ['2024', 1]]);
    expect(blog.data('/blog/archive', 'blog-archive').years.map((group) => group.year)).toEqual(['2025', '2024']);
    expect(post.toc).toEqual([{ id: 'details-of-note-03', html: 'Details of note 03', depth: 2 }]);
    expect(blog.routes).not.toContain('/blog/_partial');
  });

  it('limits the sidebar to blogSidebarCount posts, or drops it at 0', async () => {
    const three = await load(fixture('blog-pagination'), { blogSidebarCount: 3, blogSidebarTitle: 'Recent posts' });
    const sidebar = three.data('/blog', 'blog-list').sidebar;
    expect(sidebar?.title).toBe('Recent posts');
    expect(sidebar?.groups.flatMap((group) => group.posts.map((post) => post.title))).toEqual(['Note 10', 'Note 09', 'Note 08']);
    const none = await load(fixture('blog-pagination'), { blogSidebarCount: 0 });
    expect(none.data('/blog', 'blog-list').sidebar).toBeUndefined();
  });

  it('computes reading time at the configured speed', async () => {
    const slow = await load(fixture('blog-pagination'), { readingTimeWordsPerMinute: 5 });
    expect(slow.data('/blog/2025/01/01/note-01', 'blog-post').post.readingTimeMinutes).toBe(3);
  });
});

describe('drafts and unlisted posts', () => {
  it('leaves drafts out of a production build', async () => {
    const blog = await load(fixture('blog-drafts-unlisted'));
    expect(blog.routes).not.toContain('/blog/2025/02/02/work-in-progress');
    expect(blog.data('/blog', 'blog-list').posts.map((post) => post.title)).toEqual(['Latest', 'Published']);
  });

  it('keeps drafts when asked (development), but not in the feeds', async () => {
    const blog = await load(fixture('blog-drafts-unlisted'), {}, { includeDrafts: true });
    expect(blog.data('/blog', 'blog-list').posts.map((post) => post.title)).toContain('Work in progress');
    const rss = blog.files.find((file) => file.route === '/blog/rss.xml')?.contents as string;
    expect(rss).not.toContain('Work in progress');
  });

  it('builds unlisted posts but lists them nowhere', async () => {
    const blog = await load(fixture('blog-drafts-unlisted'));
    const secret = blog.data('/blog/2025/02/03/secret', 'blog-post');
    expect(secret.unlisted).toBe(true);
    expect(secret.newer).toBeUndefined();
    expect(secret.older).toBeUndefined();
    const listed = (data: { posts: { title: string }[] }) => data.posts.map((post) => post.title);
    expect(listed(blog.data('/blog', 'blog-list'))).not.toContain('Secret');
    expect(blog.data('/blog/archive', 'blog-archive').years.flatMap((group) => group.posts.map((post) => post.title))).not.toContain('Secret');
    expect(blog.data('/blog', 'blog-list').sidebar?.groups.flatMap((group) => group.posts.map((post) => post.title))).not.toContain('Secret');
    // Its tag page exists (the post links to it) but lists nothing, and the tags index skips it.
    expect(blog.data('/blog/tags/hidden', 'blog-tag').posts).toEqual([]);
    expect(blog.data('/blog/tags', 'blog-tags').tags.map((entry) => entry.tag.label)).toEqual(['Shown']);
    const rss = blog.files.find((file) => file.route === '/blog/rss.xml')?.contents as string;
    expect(rss).not.toContain('Secret');
  });

  it('takes date and slug from front matter when given', async () => {
    const blog = await load(fixture('blog-drafts-unlisted'));
    const latest = blog.data('/blog/custom/latest-post', 'blog-post');
    expect(latest.post.date).toBe('2025-02-10T09:30:00.000Z');
    expect(latest.older?.title).toBe('Published');
  });
});

describe('rules about inline tags, inline authors and truncation', () => {
  it('warns about inline tags and authors by default and still builds them', async () => {
    const blog = await load(fixture('blog-inline-tags-authors'));
    expect(blog.diagnostics.items.map((d) => [d.severity, d.rule, d.file, d.line])).toEqual([
      ['warning', 'onInlineAuthors', 'blog/2025-03-01-inline.md', 5],
      ['warning', 'onInlineTags', 'blog/2025-03-01-inline.md', 12],
      ['warning', 'onInlineTags', 'blog/2025-03-01-inline.md', 13],
    ]);
    const post = blog.data('/blog/2025/03/01/inline', 'blog-post').post;
    expect(post.authors.map((author) => author.name)).toEqual(['Known Author', 'Guest Writer']);
    expect(post.authors[1]?.socials).toEqual([{ platform: 'github', label: 'GitHub', url: 'https://github.com/guest-writer' }]);
    expect(post.tags.map((tag) => tag.route)).toEqual(['/blog/tags/known-tag', '/blog/tags/release-notes', '/blog/tags/deep']);
    expect(blog.routes).toEqual(expect.arrayContaining(['/blog/tags/release-notes', '/blog/tags/deep']));
  });

  it('turns the findings into errors or silence as configured', async () => {
    const strict = await load(fixture('blog-inline-tags-authors'), { onInlineTags: 'throw', onInlineAuthors: 'throw' });
    expect(strict.diagnostics.errors.map((d) => d.rule)).toEqual(['onInlineAuthors', 'onInlineTags', 'onInlineTags']);
    const quiet = await load(fixture('blog-inline-tags-authors'), { onInlineTags: 'ignore', onInlineAuthors: 'ignore' });
    expect(quiet.diagnostics.items).toEqual([]);
  });

  it('warns about a post without a truncate marker and lists all of it', async () => {
    const blog = await load(fixture('blog-missing-truncate'));
    expect(blog.diagnostics.items).toEqual([
      expect.objectContaining({ severity: 'warning', rule: 'onUntruncatedBlogPosts', file: 'blog/2025-04-01-whole.md' }),
    ]);
    const [entry] = blog.data('/blog', 'blog-list').posts;
    expect(entry?.truncated).toBe(false);
    expect(entry?.excerptHtml).toContain('Second paragraph');
    const ignored = await load(fixture('blog-missing-truncate'), { onUntruncatedBlogPosts: 'ignore' });
    expect(ignored.diagnostics.items).toEqual([]);
  });

  it('reports an unknown author key as an error naming the post and the key', async () => {
    const blog = await load(fixture('blog-unknown-author'));
    expect(blog.diagnostics.errors).toEqual([
      expect.objectContaining({
        rule: 'unknown-author',
        file: 'blog/2025-05-01-ghost.md',
        line: 3,
        message: 'Unknown author "ghost" in blog/2025-05-01-ghost.md: authors.yml has no such key',
      }),
    ]);
  });
});

describe('authors.yml and tags.yml', () => {
  it('checks inline tags only against a tags.yml there is (a blog without one has inline tags only)', async () => {
    await withPosts({ '2025-01-01-a.md': '---\ntags: [release, Deep Dive]\n---\n# A\n\nText.\n\n<!-- truncate -->\n' }, async (root) => {
      const blog = await load(root);
      expect(blog.diagnostics.items.filter((d) => d.rule === 'onInlineTags')).toEqual([]);
      expect(blog.data('/blog/2025/01/01/a', 'blog-post').post.tags.map((tag) => tag.label)).toEqual(['release', 'Deep Dive']);
      writeFileSync(path.join(root, 'blog', 'tags.yml'), 'release:\n  label: Release\n');
      expect((await load(root)).diagnostics.items.filter((d) => d.rule === 'onInlineTags').map((d) => d.message)).toEqual(['Tag "Deep Dive" is not defined in tags.yml']);
    });
  });

  it('are read as UTF-16 after their byte-order mark, and a binary one is reported as such', async () => {
    const post = '---\nauthors: [ada]\n---\n# Post\n\nText.\n\n<!-- truncate -->\n';
    await withPosts({ '2025-01-01-post.md': post }, async (root) => {
      writeFileSync(path.join(root, 'blog', 'authors.yml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('ada:\n  name: Ada Lövelace\n', 'utf16le')]));
      const blog = await load(root);
      expect(blog.diagnostics.items).toEqual([]);
      expect(JSON.stringify(blog.data('/blog/2025/01/01/post', 'blog-post'))).toContain('Ada Lövelace');
      writeFileSync(path.join(root, 'blog', 'tags.yml'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]));
      await expect(load(root)).rejects.toThrow('blog/tags.yml is a binary file, not text (it holds a NUL byte at offset 4)');
    });
  });
});

describe('front matter problems', () => {
  it('stops with a UserError naming file:line and the YAML reason', async () => {
    const failure = load(fixture('blog-bad-front-matter'));
    await expect(failure).rejects.toBeInstanceOf(UserError);
    await expect(failure).rejects.toThrow(/^blog\/2025-06-01-bad-yaml\.md:3 {2}invalid YAML in front matter: .+/);
  });

  it('reports the YAML of every post that has none readable, not only the first', async () => {
    const posts = {
      '2025-01-01-a.md': '---\ntitle: "A\n---\nA.\n',
      '2025-01-02-b.md': '---\ntitle: B\n  tags: [x\n---\nB.\n',
      '2025-01-03-c.md': '---\ntitle: C\n---\nC.\n',
    };
    await withPosts(posts, async (root) => {
      const failure = scanBlog({ root, options: resolveBlogOptions(), includeDrafts: false, diagnostics: new DiagnosticSink() });
      await expect(failure).rejects.toThrow(/^Invalid front matter in 2 posts:\n {2}blog\/2025-01-01-a\.md:2 {2}invalid YAML in front matter: .+\n {2}blog\/2025-01-02-b\.md:2 {2}invalid YAML/);
    });
  });

  it('reports wrong value types and missing dates with their lines, and loads the other posts', async () => {
    const blog = await load(fixture('blog-invalid-front-matter'));
    expect(blog.diagnostics.errors.map((d) => `${d.file}:${d.line ?? '-'} ${d.message}`)).toEqual([
      'blog/2025-06-02-wrong-types.md:3 `draft`: expected true or false',
      'blog/2025-06-02-wrong-types.md:4 `tags`: expected a list of tags',
      'blog/undated.md:- The post has no date',
    ]);
    expect(blog.data('/blog', 'blog-list').posts.map((post) => post.title)).toEqual(['Fine']);
  });
});

describe('post excerpts on a list of posts', () => {
  it('carry no ids (the posts beside them have the same headings and footnotes), and their in-page links lead to the post', async () => {
    const post = (n: number) => `# Post ${n}\n\nIntro with a note[^1].\n\n## Setup\n\nSee [setup](#setup).\n\n[^1]: The note.\n`;
    await withPosts({ '2025-06-01-one.md': post(1), '2025-06-02-two.md': post(2) }, async (root) => {
      const blog = await load(root, {}, { site: { ...site, baseUrl: '/flux0/' } });
      const excerpts = blog.data('/blog', 'blog-list').posts.map((summary) => summary.excerptHtml);
      expect(excerpts.join('')).not.toMatch(/<[a-z][^<>]*\sid="/);
      expect(excerpts[0]).toContain('<a href="/flux0/blog/2025/06/02/two#setup">setup</a>');
      expect(excerpts[1]).toContain('href="/flux0/blog/2025/06/01/one#user-content-fn-1"');
      // The post's own page keeps them.
      expect(blog.data('/blog/2025/06/02/two', 'blog-post').html).toContain('<h2 id="setup">');
    });
  });
});

describe('a post whose address a browser would cut short', () => {
  it('is an error naming the post, and the other posts load', async () => {
    await withPosts({ '2025-06-01-what-next?.md': '# What next\n', '2025-06-02-fine.md': '# Fine\n' }, async (root) => {
      const blog = await load(root);
      expect(blog.diagnostics.errors.map((d) => d.message)).toEqual([
        'The post\'s address /blog/2025/06/01/what-next? holds "?", which a browser reads as the end of the path or an escape',
      ]);
      expect(blog.data('/blog', 'blog-list').posts.map((post) => post.title)).toEqual(['Fine']);
    });
  });
});

describe('posts in folders', () => {
  it('takes every Markdown file below the blog folder as a post, as Docusaurus does, but not partials (`_`) or hidden files', async () => {
    const posts = {
      'releases/10.16.md': '---\ntitle: pnpm 10.16\ndate: 2025-09-12\n---\nText.\n',
      'releases/2025/11.0.md': '---\ntitle: pnpm 11\ndate: 2025-12-01\n---\nText.\n',
      'news/2025-03-16-hello.md': '# Hello\n\nText.\n',
      '2024-12-31-year-end/index.md': '# Year end\n\nText.\n',
      '_partial.md': 'Not a post.\n',
      '_drafts/2025-01-01-x.md': '# Not a post\n',
      '.hidden/2025-01-01-y.md': '# Not a post\n',
    };
    await withPosts(posts, async (root) => {
      const blog = await load(root);
      expect(blog.diagnostics.items.filter((d) => d.severity === 'error')).toEqual([]);
      const list = blog.data('/blog', 'blog-list');
      expect(list.posts.map((post) => post.route)).toEqual(['/blog/releases/2025/11.0', '/blog/releases/10.16', '/blog/2025/03/16/news/hello', '/blog/2024/12/31/year-end']);
    });
  });
});

describe('a site without a blog folder', () => {
  it('gets no blog pages and no feeds', async () => {
    const blog = await load(fixture('blog-does-not-exist'));
    expect(blog).toMatchObject({ pages: [], files: [], feeds: undefined });
  });
});

describe('the Flux0 blog in site/blog', () => {
  const POST = '/blog/releasing-monorepo-using-uv-workspace-and-python-semantic-release';

  it('builds every blog route of the site', async () => {
    const blog = await load(siteDir);
    expect(blog.routes.sort()).toEqual(
      [
        '/blog',
        '/blog/archive',
        '/blog/authors',
        '/blog/authors/all-sebastien-lorber-articles',
        '/blog/authors/yangshun',
        '/blog/tags',
        '/blog/tags/monorepo',
        '/blog/tags/python',
        '/blog/tags/semantic-release',
        '/blog/tags/uv',
        POST,
      ].sort(),
    );
    // The blog's own rules find nothing to report (Markdown findings are the renderer's business).
    const blogRules = new Set(['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts', 'unknown-author', 'front-matter', 'authors', 'tags']);
    expect(blog.diagnostics.items.filter((d) => blogRules.has(d.rule))).toEqual([]);
    expect(blog.feeds).toEqual({ title: 'Flux0 Blog', rss: '/blog/rss.xml', atom: '/blog/atom.xml' });
    expect(blog.files.map((file) => file.route).sort()).toEqual(['/blog/atom.xml', '/blog/atom.xsl', '/blog/rss.xml', '/blog/rss.xsl']);
  });

  it('has the post with its facts, excerpt, TOC and code blocks', async () => {
    const blog = await load(siteDir);
    const page: BlogPostPageData = blog.data(POST, 'blog-post');
    expect(page.post).toMatchObject({
      title: 'Releasing a Monorepo using uv workspace and Python Semantic Release',
      date: '2025-03-16T00:00:00.000Z',
      authors: [expect.objectContaining({ key: 'asaf', name: 'Asaf Shakarchi', title: 'Flux0 Maintainer', initials: 'AS' })],
    });
    expect(page.post.tags.map((tag) => tag.route).sort()).toEqual(['/blog/tags/monorepo', '/blog/tags/python', '/blog/tags/semantic-release', '/blog/tags/uv']);
    expect(page.post.authors[0]?.imageUrl).toBeUndefined();
    expect(page.post.readingTimeMinutes).toBeGreaterThanOrEqual(4);
    for (const command of ['uv init packages/core --package', 'uv add --package svc1 ./packages/core', 'uv build --all-packages', 'uv add python-semantic-release --dev', 'semantic-release -vv version --no-push']) {
      expect(page.html.replace(/<[^>]+>/g, '')).toContain(command);
    }
    expect(page.toc.filter((entry) => entry.depth === 2).length).toBeGreaterThanOrEqual(6);
    const list: BlogListPageData = blog.data('/blog', 'blog-list');
    expect(list.posts[0]?.truncated).toBe(true);
    expect(list.posts[0]?.excerptHtml).toContain('uv workspace');
    expect(list.posts[0]?.excerptHtml).not.toContain('Step 1');
  });

  it('has the authors of authors.yml, with pages where asked and avatars left remote', async () => {
    const blog = await load(siteDir);
    const authors = blog.data('/blog/authors', 'blog-authors').authors;
    expect(authors.map(({ author, count }) => [author.key, count, author.route])).toEqual([
      ['asaf', 1, undefined],
      ['yangshun', 0, '/blog/authors/yangshun'],
      ['slorber', 0, '/blog/authors/all-sebastien-lorber-articles'],
    ]);
    const yangshun = blog.data('/blog/authors/yangshun', 'blog-author').author;
    expect(yangshun).toMatchObject({ title: 'Ex-Meta Staff Engineer, Co-founder GreatFrontEnd', url: 'https://linkedin.com/in/yangshun', imageUrl: 'https://github.com/yangshun.png' });
    expect(yangshun.socials.map((social) => social.url)).toEqual(['https://x.com/yangshunz', 'https://www.linkedin.com/in/yangshun/', 'https://github.com/yangshun', 'https://www.greatfrontend.com']);
    const slorber = blog.data('/blog/authors/all-sebastien-lorber-articles', 'blog-author').author;
    expect(slorber.socials.map((social) => social.url)).toContain('https://thisweekinreact.com');
  });

  it('has the four tags with labels, counts and descriptions', async () => {
    const blog = await load(siteDir);
    expect(blog.data('/blog/tags', 'blog-tags').tags.map(({ tag, count }) => [tag.label, count])).toEqual([
      ['Monorepo', 1],
      ['Python', 1],
      ['Semantic Release', 1],
      ['uv', 1],
    ]);
    const uv = blog.data('/blog/tags/uv', 'blog-tag');
    expect(uv.tag.description).toMatch(/^The uv package manager/);
    expect(uv.posts.map((post) => post.route)).toEqual([POST]);
  });

  it('scans post routes before rendering, for links between files', async () => {
    const scanned = await scanBlog({ root: siteDir, options: resolveBlogOptions(), includeDrafts: false, diagnostics: new DiagnosticSink() });
    expect(scanned.posts.map((post) => [post.file, post.route])).toEqual([
      ['blog/2025-03-16-releasing-monorepo-using-uv-workspace-and-python-semantic-release.md', POST],
    ]);
  });
});
