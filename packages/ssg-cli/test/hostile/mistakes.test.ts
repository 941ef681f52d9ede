// Issue: user mistakes ended in a stack trace, exit 2, a wrong line or a misleading message. Each
// mistake a careless user makes with the files of a site is a clear error with exit code 1 (or,
// where nothing is wrong, a build): config keys, front matter, encodings, odd files and folders.
import { chmodSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteCopy } from '../helpers/cli.js';
import { expectUserError, hostileSite, ssg, type Run } from './helpers.js';

const copies: SiteCopy[] = [];
afterAll(() => {
  for (const copy of copies) copy.remove();
});

/** Builds the base site with `files` (and what `prepare` does to it); returns the run and the copy. */
async function buildWith(files: Record<string, string>, prepare?: (root: string) => void): Promise<Run & { copy: SiteCopy }> {
  const copy = hostileSite(files);
  copies.push(copy);
  prepare?.(copy.root);
  return { ...(await ssg(copy, ['build', '--out-dir', 'out'])), copy };
}

describe.concurrent('the site config', () => {
  it('names the line and column of each bad key, with "did you mean" for unknown ones', async () => {
    const config = [
      "const defineConfig = (config: unknown) => config;",
      'export default defineConfig({',
      "  title: 'Hostile',",
      "  url: 'https://example.com',",
      '  blog: false,',
      "  navbar: { items: [{ label: 'Guide', to: 42 }] },",
      "  footer: { stlye: 'dark' },",
      "  linkz: { onBrokenLinks: 'warn' },",
      '});',
    ].join('\n');
    const report = expectUserError(await buildWith({ 'ssg.config.ts': config }));
    expect(report).toEqual([
      '✖ Invalid site config in site/ssg.config.ts:',
      '  site/ssg.config.ts:6:43  navbar.items[0].to: expected a string, got 42',
      '  site/ssg.config.ts:7:13  footer: unknown key "stlye" (did you mean "style"?)',
      '  site/ssg.config.ts:8:3  (config root): unknown key "linkz" (did you mean "links"?)',
      '  hint: Fix the keys listed above; `defineConfig` in your editor shows every key and its type.',
    ]);
  });

  it('reports an error the config throws in a timer, or a promise it leaves rejected, at its line, and writes nothing', async () => {
    const site = "export default { title: 'Hostile', url: 'https://example.com', blog: false };\n";
    const timer = await buildWith({ 'ssg.config.ts': `setTimeout(() => {\n  throw new Error('too late');\n}, 0);\n${site}` });
    expect(expectUserError(timer)).toEqual([
      "✖ ssg.config.ts:2:9  The site's code failed after it had run: too late",
      '  hint: Something the code started (a timer, a request, a promise) failed later: await it or handle its errors (.catch), or remove it.',
    ]);
    const rejected = await buildWith({ 'ssg.config.ts': `const data = Promise.reject(new Error('offline'));\n${site}` });
    expect(expectUserError(rejected)[0]).toBe("✖ ssg.config.ts:1:29  The site's code failed after it had run: offline");
    for (const run of [timer, rejected]) expect(readdirSync(run.copy.dir)).not.toContain('out');
  });

  it('ends once built when the config leaves an interval running (which kept it running until the test timed out)', async () => {
    const run = await buildWith({ 'ssg.config.ts': "setInterval(() => {}, 1000);\nexport default { title: 'Hostile', url: 'https://example.com', blog: false };\n" });
    expect(run.code, run.stderr).toBe(0);
    expect(run.report.at(-1)).toBe('✔ Built 3 pages in X s, 0 warnings → out');
  });

  it('says how to install @ssg/cli when a copied site outside the workspace imports it', async () => {
    const report = expectUserError(
      await buildWith({ 'ssg.config.ts': "import { defineConfig } from '@ssg/cli';\nexport default defineConfig({ title: 'x', url: 'https://example.com' });\n" }),
    );
    expect(report[0]).toBe('✖ the site config site/ssg.config.ts imports "@ssg/cli", which is not installed in the site');
    expect(report[1]).toBe('  hint: Install it in the site folder (npm install @ssg/cli), or fix the import.');
    expect(report.join('\n')).not.toContain('.cache');
  });
});

describe.concurrent('front matter', () => {
  const cases: Array<[string, string | Buffer, string[]]> = [
    ['a YAML error, at its line', '---\ntitle: ok\ndescription: a: b\n---\n# x\n', ['✖ docs/bad.md:3  invalid YAML in front matter: Nested mappings are not allowed in compact mappings']],
    ['a wrong type and a typo, at their lines', '---\nsidebar_position: two\nsidebar_lable: X\n---\n# x\n', [
      '✖ Invalid front matter in docs/bad.md:',
      '  docs/bad.md:2  sidebar_position: expected a number, got "two"',
      '  docs/bad.md:3  unknown key "sidebar_lable" (did you mean "sidebar_label"?) (expected one of id, title, slug, description, sidebar_label, sidebar_position, hide_title, hide_table_of_contents, keywords, image, last_update, draft, unlisted, tags, pagination_next, pagination_prev, custom_edit_url, sidebar_class_name, toc_min_heading_level, toc_max_heading_level)',
    ]],
    ['a repeated key', '---\ntitle: a\ntitle: b\n---\n', ['✖ docs/bad.md:3  invalid YAML in front matter: the key "title" is repeated (first on line 2)']],
    ['an alias bomb', `---\na: &a [x, x, x, x, x, x, x, x, x]\n${'bcdefgh'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`).join('\n')}\n---\n`, [
      expect.stringMatching(/^✖ docs\/bad\.md:1 {2}invalid YAML in front matter: .*\(aliases expand to too many values\)$/) as unknown as string,
    ]],
    ['Windows line endings, still checked', '---\r\nsidebar_position: x\r\n---\r\n# Title\r\n', ['✖ Invalid front matter in docs/bad.md:', '  docs/bad.md:2  sidebar_position: expected a number, got "x"']],
  ];
  for (const [name, text, expected] of cases) {
    it(name, async () => {
      const report = expectUserError(await buildWith({}, (root) => writeFileSync(path.join(root, 'docs', 'bad.md'), text)));
      expect(report.slice(0, expected.length)).toEqual(expected);
    });
  }

  it('reads a byte-order mark, Windows line endings and 100,000 keys of front matter without fuss', async () => {
    const many = Array.from({ length: 100_000 }, (_, i) => `x_${i}: ${i}`).join('\n');
    const run = await buildWith({ 'docs/bom.md': '\uFEFF---\r\ntitle: With BOM\r\n---\r\nText\r\n', 'docs/many.md': `---\n${many}\n---\n# Many\n` });
    // Keys no doc reads: built, with one warning that names ten of them.
    expect(run.code, run.stderr).toBe(0);
    expect(run.report[0]).toBe(`⚠ docs/many.md:2  100000 front-matter keys are ignored: ${Array.from({ length: 10 }, (_, i) => `"x_${i}"`).join(', ')}, … and 99990 more`);
  }, 120_000);
});

describe.concurrent('odd files and folders', () => {
  it('builds unicode file names, empty folders, and a link back up the docs tree once', async () => {
    const run = await buildWith({ 'docs/ünï cödé 🚀.md': '# Ünïcödé 🚀\n', 'static/a/file.txt': 'x' }, (root) => {
      mkdirSync(path.join(root, 'docs', 'empty'));
      symlinkSync('..', path.join(root, 'docs', 'empty', 'up'));
      symlinkSync('..', path.join(root, 'static', 'a', 'up'));
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.report).toEqual(['✔ Built 4 pages in X s, 0 warnings → out']);
  });

  it('builds an empty doc with a warning; reports a docs folder that is a file, and a broken or looping link', async () => {
    const empty = await buildWith({ 'docs/empty.md': '' });
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.report[0]).toBe('⚠ docs/empty.md  No title; using "empty"');
    const file = await buildWith({}, (root) => {
      rmSync(path.join(root, 'docs'), { recursive: true });
      writeFileSync(path.join(root, 'docs'), 'oops');
    });
    expect(expectUserError(file)[0]).toBe('✖ docs is a file, but the site config names it as a folder');
    const broken = await buildWith({}, (root) => symlinkSync(path.join(root, 'nowhere.md'), path.join(root, 'docs', 'gone.md')));
    expect(expectUserError(broken)[0]).toBe('✖ Could not read docs/gone.md: it does not exist (a broken symbolic link?)');
    const loop = await buildWith({}, (root) => symlinkSync(path.join(root, 'docs', 'loop.md'), path.join(root, 'docs', 'loop.md')));
    expect(expectUserError(loop)[0]).toBe('✖ Could not read docs/loop.md: it is a symbolic link that points back at itself');
  });

  it('reports a doc, post or page whose address would hold "#", "?", "%" or a control character, instead of links cut short everywhere', async () => {
    const doc = expectUserError(await buildWith({ 'docs/C#.md': '# C sharp\n', 'docs/faq.md': '---\nslug: why?\n---\n# FAQ\n' }));
    expect(doc).toEqual([
      '✖ 2 docs cannot be built:',
      '  docs/C#.md: its address /docs/C# holds "#", which a browser reads as the end of the path or an escape',
      '  docs/faq.md:2: its address /docs/why? holds "?", which a browser reads as the end of the path or an escape',
      '  hint: Rename the file, or change its `slug` or `id`: an address holds no "#", "?", "%", control characters, "." and ".." segments, "//", or segments longer than 250 bytes.',
    ]);
    const page = expectUserError(await buildWith({ 'pages/line\nbreak.md': '# Line break\n' }));
    expect(page.slice(0, 2)).toEqual([
      '✖ pages/line\\nbreak.md: its address /line\\nbreak holds a control character (\\n)',
      '  hint: Rename the file, or change its `slug` or `id`: an address holds no "#", "?", "%", control characters, "." and ".." segments, "//", or segments longer than 250 bytes.',
    ]);
    // A post's report names its file on one line too, and the line of a slug that made the address.
    const copy = hostileSite({ 'blog/2025-01-01-line\nbreak.md': '# Line break\n\nText.\n', 'blog/2025-01-02-q.md': '---\nslug: why?\n---\n# Q\n\nText.\n' }, { blog: {} });
    copies.push(copy);
    expect(expectUserError(await ssg(copy, ['build', '--out-dir', 'out'])).filter((line) => line.startsWith('✖ blog/'))).toEqual([
      "✖ blog/2025-01-01-line\\nbreak.md  The post's address /blog/2025/01/01/line\\nbreak holds a control character (\\n)",
      "✖ blog/2025-01-02-q.md:2  The post's address /blog/why? holds \"?\", which a browser reads as the end of the path or an escape",
    ]);
  });

  it('refuses a doc id or a post slug that leads out of its folder, and writes nothing outside the output', async () => {
    const doc = await buildWith({ 'docs/escape.md': '---\nid: ../../../../escaped-doc\n---\n# Escape\n' });
    expect(expectUserError(doc).slice(0, 2)).toEqual([
      '✖ docs/escape.md:2: its address /docs/../../../../escaped-doc holds a ".." segment, which leads out of its folder',
      '  hint: Rename the file, or change its `slug` or `id`: an address holds no "#", "?", "%", control characters, "." and ".." segments, "//", or segments longer than 250 bytes.',
    ]);
    const copy = hostileSite({ 'blog/2025-01-01-escape.md': '---\nslug: ../../../../escaped-post\n---\n# Escape\n\nText.\n' }, { blog: {} });
    copies.push(copy);
    const post = await ssg(copy, ['build', '--out-dir', 'out']);
    expect(expectUserError(post)[0]).toBe(
      '✖ blog/2025-01-01-escape.md:2  The post\'s address /blog/../../../../escaped-post holds a ".." segment, which leads out of its folder',
    );
    for (const run of [doc.copy, copy]) expect(readdirSync(path.dirname(run.dir)).filter((name) => name.startsWith('escaped'))).toEqual([]);
    expect(readdirSync(doc.copy.dir).filter((name) => name.startsWith('escaped'))).toEqual([]);
  });

  it('refuses a tag or author permalink that leads out of its folder, at its line, where the output writer refused it without saying where', async () => {
    const doc = await buildWith({ 'docs/tagged.md': '---\ntags: [{ label: Out, permalink: /../../../escaped-tag }]\n---\n# Tagged\n' });
    expect(expectUserError(doc).slice(0, 2)).toEqual([
      '✖ Invalid front matter in docs/tagged.md:',
      '  docs/tagged.md:2  tags[0]: the permalink "/../../../escaped-tag" holds a ".." segment, which leads out of its folder',
    ]);
    const post = '---\ntags: [{ label: Out, permalink: /../../escaped-tag }]\nauthors: ada\n---\n# Post\n\nText.\n';
    const blog = hostileSite({ 'blog/2025-01-01-post.md': post, 'blog/tags.yml': 'out:\n  label: Out\n  permalink: /../../escaped-tag\n', 'blog/authors.yml': 'ada:\n  name: Ada\n  page:\n    permalink: /../../escaped-author\n' }, { blog: {} });
    copies.push(blog);
    expect(expectUserError(await ssg(blog, ['build', '--out-dir', 'out']))).toContain('blog/authors.yml:4  `ada.page.permalink`: the permalink "/../../escaped-author" holds a ".." segment, which leads out of its folder');
    rmSync(path.join(blog.root, 'blog', 'authors.yml'));
    expect(expectUserError(await ssg(blog, ['build', '--out-dir', 'out']))).toContain('blog/tags.yml:3  `out.permalink`: the permalink "/../../escaped-tag" holds a ".." segment, which leads out of its folder');
    rmSync(path.join(blog.root, 'blog', 'tags.yml'));
    expect(expectUserError(await ssg(blog, ['build', '--out-dir', 'out']))[0]).toBe(
      '✖ blog/2025-01-01-post.md:2  `tags.0.permalink`: the permalink "/../../escaped-tag" holds a ".." segment, which leads out of its folder',
    );
    for (const dir of [doc.copy.dir, blog.dir, path.dirname(blog.dir)]) expect(readdirSync(dir).filter((name) => name.startsWith('escaped'))).toEqual([]);
  });

  it("points a local API document's relative links at its openapi.linkBase, and says so when one leads out of the site", async () => {
    const spec = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Upstream', version: '1', description: 'See [the schema](../schema/about.xsd) and [the guide](guides/start).' },
      paths: { '/a': { get: { responses: { 200: { description: 'Ok' } } } } },
    });
    const copy = hostileSite({ 'api.json': spec }, { openapi: { source: 'api.json' } });
    copies.push(copy);
    const refused = expectUserError(await ssg(copy, ['build', '--out-dir', 'out']));
    expect(refused).toContain(`✖ api.json:1:${spec.indexOf('[the schema]') + 1}  File "../schema/about.xsd" referenced here is outside the site folder; it is not copied into the build (at the JSON pointer /info/description)`);
    expect(refused.find((line) => line.includes('openapi.linkBase'))).toMatch(/set `openapi\.linkBase` to the URL they are relative to\.$/);
    const linked = hostileSite({ 'api.json': spec }, { openapi: { source: 'api.json', linkBase: 'https://api.example.org/docs/reference/' } });
    copies.push(linked);
    const run = await ssg(linked, ['build', '--out-dir', 'out']);
    expect(run.code, run.stderr).toBe(0);
    const info = readFileSync(path.join(linked.dir, 'out', 'docs', 'api', 'upstream', 'index.html'), 'utf8');
    expect(info).toContain('<a href="https://api.example.org/docs/reference/schema/about.xsd">the schema</a>');
    expect(info).toContain('<a href="https://api.example.org/docs/reference/guides/start">the guide</a>');
  });

  it('refuses an address segment longer than a folder name may be, and shortens one made from a label, where writing it ended in an internal error', async () => {
    const long = 'very-long-'.repeat(30);
    const doc = await buildWith({ 'docs/long.md': `---\nslug: /guide/${long}\n---\n# Long\n` });
    expect(expectUserError(doc).slice(0, 2)).toEqual([
      `✖ docs/long.md:2: its address /docs/guide/${long} holds a segment of 300 bytes ("very-long-very-long-very…"), more than the 250 a folder's name may have`,
      '  hint: Rename the file, or change its `slug` or `id`: an address holds no "#", "?", "%", control characters, "." and ".." segments, "//", or segments longer than 250 bytes.',
    ]);
    // A key of tags.yml or authors.yml is the page's permalink unless it has one.
    const blog = hostileSite({ 'blog/2025-01-01-post.md': '---\ntags: [c-sharp]\nauthors: ada\n---\n# Post\n\nText.\n', 'blog/tags.yml': 'c-sharp:\n  label: C#\n', 'blog/authors.yml': 'ada:\n  name: Ada\n  page: true\n' }, { blog: {} });
    copies.push(blog);
    expect((await ssg(blog, ['build', '--out-dir', 'out'])).code).toBe(0);
    writeFileSync(path.join(blog.root, 'blog', 'tags.yml'), 'c#:\n  label: C#\n');
    expect(expectUserError(await ssg(blog, ['build', '--out-dir', 'out']))).toContain(
      'blog/tags.yml:2  `c#`: the permalink "c#" holds "#", which a browser reads as the end of the path or an escape (the key is its permalink unless it has a `permalink`)',
    );
    writeFileSync(path.join(blog.root, 'blog', 'tags.yml'), 'c#:\n  label: C#\n  permalink: /c-sharp\n');
    writeFileSync(path.join(blog.root, 'blog', 'authors.yml'), `${long}:\n  name: Ada\n  page: true\n`);
    writeFileSync(path.join(blog.root, 'blog', '2025-01-01-post.md'), `---\ntags: [c#]\nauthors: ${long}\n---\n# Post\n\nText.\n`);
    expect(expectUserError(await ssg(blog, ['build', '--out-dir', 'out']))).toContain(
      `blog/authors.yml:2  \`${long}\`: the permalink "${long}" holds a segment of 300 bytes ("very-long-very-long-very…"), more than the 250 a folder's name may have (the key is its permalink unless it has a \`permalink\`)`,
    );
    // A tag's label makes its page's address: cut at a word, with a digest of the whole.
    const label = 'A tag whose label goes on '.repeat(12).trim();
    const tagged = await buildWith({ 'docs/tagged.md': `---\ntags: ['${label}', '${label} too']\n---\n# Tagged\n` });
    expect(tagged.code, tagged.stderr).toBe(0);
    const tagPages = readdirSync(path.join(tagged.copy.dir, 'out', 'docs', 'tags')).filter((name) => !name.endsWith('.md') && name !== 'index.html');
    expect(tagPages).toHaveLength(2);
    for (const name of tagPages) {
      expect(name).toMatch(/^a-tag-whose-label-goes-on-(?:[a-z-]+)-[0-9a-f]{8}$/);
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(120);
    }
  });

  it('reads a doc and an OpenAPI description split over files saved as UTF-16 (as Windows PowerShell 5 writes them)', async () => {
    const utf16 = (text: string): Buffer => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const spec = '{"openapi": "3.0.3", "info": {"title": "Wide API", "version": "1"}, "paths": {"/ping": {"get": {"operationId": "ping", "summary": "Ping ✓", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "./schemas.json#/Pong"}}}}}}}}}';
    const run = await buildWith({ 'ssg.config.ts': "export default { title: 'Hostile', url: 'https://example.com', blog: false, openapi: { source: 'spec.json' } };\n" }, (root) => {
      writeFileSync(path.join(root, 'docs', 'wide.md'), utf16('# Wide café ✓\n\nSaved as UTF-16.\n'));
      writeFileSync(path.join(root, 'spec.json'), utf16(spec));
      writeFileSync(path.join(root, 'schemas.json'), utf16('{"Pong": {"type": "object", "properties": {"pong": {"type": "string", "description": "Pong ✓"}}}}'));
    });
    expect(run.code, run.stderr).toBe(0);
    const out = path.join(run.copy.dir, 'out');
    expect(readFileSync(path.join(out, 'docs', 'wide', 'index.html'), 'utf8')).toContain('Wide café ✓</h1>');
    const ping = readFileSync(path.join(out, 'docs', 'api', 'ping', 'index.html'), 'utf8');
    expect(ping).toContain('Ping ✓');
    expect(ping).toContain('Pong ✓');
  });

  it('writes URLs that a sitemap, llms.txt and the canonical link can hold for a doc named with spaces and accents', async () => {
    const run = await buildWith({ 'docs/café au lait.md': '# Café\n' });
    expect(run.code, run.stderr).toBe(0);
    const out = path.join(run.copy.dir, 'out');
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.com/docs/caf%C3%A9%20au%20lait</loc>');
    expect(readFileSync(path.join(out, 'llms.txt'), 'utf8')).toContain('- [Café](https://example.com/docs/caf%C3%A9%20au%20lait.md)');
    expect(readFileSync(path.join(out, 'docs', 'café au lait', 'index.html'), 'utf8')).toContain('<link rel="canonical" href="https://example.com/docs/caf%C3%A9%20au%20lait"/>');
  });

  it('gives a heading named like a part of the layout ("Main", the mobile menu) its own id: every id of the page is unique', async () => {
    const run = await buildWith({ 'docs/layout.md': '# Layout\n\n## Main\n\nText.\n\n## SSG mobile menu\n\nText.\n' });
    expect(run.code, run.stderr).toBe(0);
    const html = readFileSync(path.join(run.copy.dir, 'out', 'docs', 'layout', 'index.html'), 'utf8');
    const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]);
    expect(ids.filter((id, at) => ids.indexOf(id) !== at)).toEqual([]);
    expect(html).toContain('<h2 id="main"');
    expect(html).toContain('href="#ssg-main"');
    expect(html).toContain('<main id="ssg-main"');
  });

  it.skipIf(process.getuid?.() === 0)('reports a file it may not read', async () => {
    const run = await buildWith({ 'docs/secret.md': '# Secret\n' }, (root) => chmodSync(path.join(root, 'docs', 'secret.md'), 0o000));
    expect(expectUserError(run)[0]).toBe('✖ Could not read docs/secret.md: permission denied');
  });
});
