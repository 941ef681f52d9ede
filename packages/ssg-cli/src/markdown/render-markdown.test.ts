import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tocWithinBudget } from '@ssg/theme/contract';
import { createCodeHighlighter } from './highlighter.js';
import type { CodeHighlighter } from './highlighter.js';
import { createMarkdownRenderer } from './render-markdown.js';
import { runsScript } from './url.js';
import type { MarkdownInput, MarkdownRendererOptions } from './types.js';
import { UserError } from '../report/diagnostics.js';

const site = fileURLToPath(new URL('../../test/fixtures/markdown-assets/', import.meta.url));
const shotHash = createHash('sha256').update(readFileSync(`${site}docs/guide/img/shot.png`)).digest('hex').slice(0, 8);
const routes = new Map([
  [`${site}docs/guide/page.md`, '/docs/guide/page'],
  [`${site}docs/guide/next.md`, '/docs/guide/next'],
  [`${site}docs/intro.md`, '/docs/intro'],
]);

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

function renderer(options: Partial<MarkdownRendererOptions> = {}) {
  return createMarkdownRenderer({ highlighter, baseUrl: '/flux0/', resolveFileRoute: (absPath) => routes.get(absPath), ...options });
}

function page(source: string, input: Partial<MarkdownInput> = {}): MarkdownInput {
  return { source, file: 'docs/guide/page.md', absPath: `${site}docs/guide/page.md`, lineOffset: 4, trust: 'local', ...input };
}

describe('[[toc]]', () => {
  it("lists the page's headings where a page writes it on a line of its own; a README keeps it as text", async () => {
    const source = '# Guide\n\n[[toc]]\n\n## Install\n\n### With uv\n\n## Run\n\nText [[toc]] in a sentence.\n';
    const { html } = await renderer()(page(source));
    expect(html).toContain('<nav class="ssg-toc-inline" aria-label="On this page"><ul><li><a href="#install">Install</a><ul><li><a href="#with-uv">With uv</a></li></ul></li><li><a href="#run">Run</a></li></ul></nav>');
    expect(html).toContain('<p>Text [[toc]] in a sentence.</p>');
    const remote = await renderer()(page(source, { file: 'docs/readme.md', absPath: '/cache/remote/readme/README.md', lineOffset: 0, trust: 'remote' }));
    expect(remote.html).toContain('<p>[[toc]]</p>');
  });
});

describe('[](){#id}', () => {
  it('is an anchor to link to, as mkdocs-autorefs makes it, not a link with nothing to read', async () => {
    const { html, anchors, diagnostics } = await renderer()(page('See [the note](#note-here).\n\n[](){#note-here}\nThe note, and [](){#inline} in a line.\n'));
    expect(html).toContain('<p><a id="note-here"></a>\nThe note, and <a id="inline"></a> in a line.</p>');
    expect(anchors).toEqual(expect.arrayContaining(['note-here', 'inline']));
    expect(diagnostics).toEqual([]);
  });
});

describe('createMarkdownRenderer', () => {
  it('renders a small page to exact HTML with the base URL applied', async () => {
    const render = renderer();
    const result = await render(page('# Guide\n\nSee [next](./next.md#go) and ~~old~~ https://flux0.dev.\n\n## Step 1: Install\n\n- [x] done'));
    expect(result.html).toBe(
      '<h1 id="guide">Guide</h1>\n' +
        '<p>See <a href="/flux0/docs/guide/next#go">next</a> and <del>old</del> <a href="https://flux0.dev" class="ssg-url">https://flux0.dev</a>.</p>\n' +
        '<h2 id="step-1-install">Step 1: Install<a class="ssg-heading-anchor" href="#step-1-install" aria-label="Direct link to Step 1: Install">#</a></h2>\n' +
        '<ul class="contains-task-list">\n<li class="task-list-item"><label><input type="checkbox" checked disabled> done</label></li>\n</ul>',
    );
    expect(result).toMatchObject({
      title: 'Guide',
      toc: [{ id: 'step-1-install', depth: 2, html: 'Step 1: Install' }],
      anchors: ['guide', 'step-1-install'],
      links: [{ target: '/docs/guide/next#go', written: './next.md#go', kind: 'markdown', position: { file: 'docs/guide/page.md', line: 7, column: 5 } }],
      assets: [],
      diagnostics: [],
    });
    expect(result.excerptHtml).toBeUndefined();
  });

  it('brings every feature together on a documentation page', async () => {
    const render = renderer({ fetchCodeReference: async () => ({ code: 'print("hi")\n' }) });
    const source = [
      '# Install Flux0', // line 5 of the real file (4 lines of front matter)
      '',
      'Intro at 12:30. ![shot](./img/shot.png)',
      '',
      '<!-- truncate -->',
      '',
      '## 📦 Option 1: Install via PyPI',
      '',
      ':::tip Before you start',
      'Read [the intro](/intro.md) and [missing](./gone.md).',
      ':::',
      '',
      '```bash title="install.sh" {1}',
      'pip install flux0',
      '```',
      '',
      '```python reference',
      'https://github.com/flux0-ai/flux0/blob/develop/examples/static/static_agent.py',
      '```',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
    ].join('\n');
    const result = await render(page(source));
    const shot = `/assets/shot-${shotHash}.png`;
    expect(result.title).toBe('Install Flux0');
    expect(result.excerptHtml).toBe(`<h1 id="install-flux0">Install Flux0</h1>\n<p>Intro at 12:30. <img src="/flux0${shot}" alt="shot"></p>`);
    expect(result.html).not.toContain('truncate');
    expect(result.html).toContain('<h2 id="-option-1-install-via-pypi">📦 Option 1: Install via PyPI<a class="ssg-heading-anchor"');
    expect(result.html).toContain('<aside class="ssg-admonition ssg-admonition--tip" role="note">');
    expect(result.html).toContain('</svg>Before you start</p>');
    expect(result.html).toContain('<a href="/flux0/docs/intro">the intro</a> and <a href="./gone.md">missing</a>');
    expect(result.html).toContain('<figure class="ssg-code" data-lang="bash"><figcaption class="ssg-code__title">install.sh</figcaption>');
    expect(result.html).toContain('<span class="line ssg-code__line--highlighted">');
    expect(result.html).toContain('<figcaption class="ssg-code__title">examples/<wbr>static/<wbr>static_agent.py</figcaption>');
    expect(result.html).toContain('<a class="ssg-code__source" href="https://github.com/flux0-ai/flux0/blob/develop/examples/static/static_agent.py">View on GitHub</a>');
    expect(result.html).toContain('<div class="ssg-table" role="group" tabindex="0" aria-label="Table: a, b"><table>');
    expect(result.assets).toEqual([{ source: `${site}docs/guide/img/shot.png`, route: shot }]);
    expect(result.links).toEqual([
      { target: '/docs/intro', written: '/intro.md', kind: 'markdown', position: { file: 'docs/guide/page.md', line: 14, column: 6 } },
      { target: './gone.md', written: './gone.md', kind: 'markdown', position: { file: 'docs/guide/page.md', line: 14, column: 33 } },
    ]);
    // The broken `.md` link is left to the link checker (configurable level): no diagnostic here.
    expect(result.diagnostics).toEqual([]);
  });

  it('sanitises remote READMEs, rewrites their links and still decorates them', async () => {
    const hostile = readFileSync(new URL('../../test/fixtures/hostile-remote-readme/README.md', import.meta.url), 'utf8');
    const render = renderer();
    const result = await render(page(hostile, {
      file: 'docs/examples/static.md', absPath: '/cache/remote/static/README.md', lineOffset: 0, trust: 'remote',
      linkBase: 'https://github.com/flux0-ai/flux0/tree/develop',
    }));
    for (const forbidden of [/<script/i, /<style/i, /<iframe/i, /<object/i, /<embed/i, /\son\w+=/i, /javascript:/i, /vbscript:/i, /data:/i, /id="ssg-/]) {
      expect(result.html).not.toMatch(forbidden);
    }
    expect(result.html).not.toMatch(/<div style=|<img[^>]*style=/);
    expect(result.html).toContain('<img src="https://raw.githubusercontent.com/flux0-ai/flux0/develop/logo.png" alt="logo">');
    expect(result.html).toContain('<a href="https://github.com/flux0-ai/flux0/tree/develop/docs/setup.md#install">relative link</a>');
    expect(result.html).toContain('<h2 id="usage">Usage<a class="ssg-heading-anchor" href="#usage"');
    expect(result.title).toBe('Hostile README');
    expect(result.links).toEqual([{ target: '#usage', written: '#usage', kind: 'link', position: { file: 'docs/examples/static.md', line: 33, column: 70 } }]);
    expect(result.assets).toEqual([]);
  });

  it('takes a remote README’s title from a # heading in the banner it opens with, and its description from prose, not badges, links or fine print', async () => {
    const remote = { file: 'docs/readme.md', absPath: '/cache/remote/readme/README.md', lineOffset: 0, trust: 'remote' as const, collectText: true };
    const banner = [
      ':::note\n\nThis page is a README.\n\n:::',
      '<p align="center"><a href="https://example.com"><img src="https://example.com/logo.png" alt="Tool"></a></p>',
      '[English](README.md) | [日本語](README_ja.md)',
      '[![CI](https://example.com/ci.svg)](https://example.com/ci) [![npm](https://example.com/npm.svg)](https://example.com/npm)',
      '<p align="center"><sup>Sponsored by <a href="https://example.com">Someone</a></sup></p>',
    ].join('\n\n');
    for (const segmentSize of [undefined, 64]) {
      const render = renderer(segmentSize === undefined ? {} : { segmentSize });
      const titled = await render(page(`${banner}\n\n<h1 align="center">\n  The Tool\n</h1>\n\nTool does one thing well.\n\n# Install\n`, remote));
      expect(titled.title).toBe('The Tool');
      expect(titled.description).toBe('Tool does one thing well.');
      // The name is in the logo; the first # heading comes after prose: it is a section, not the title.
      const untitled = await render(page(`${banner}\n\nTool does one thing well.\n\n# Install\n`, remote));
      expect(untitled.title).toBeUndefined();
      expect(untitled.description).toBe('Tool does one thing well.');
    }
    // Local pages: the first # heading is the title wherever it is.
    expect((await renderer()(page('Intro text.\n\n# Install\n'))).title).toBe('Install');
  });

  it('keeps of a long page\'s TOC, rendered in runs, the entries the theme shows, as of the page whole', async () => {
    const sections = (count: number, details: number) =>
      Array.from({ length: count }, (_, i) => `## Part ${i}\n\nText ${i}.\n\n${Array.from({ length: details }, (_, k) => `### Detail ${i}.${k}\n\nMore.\n\n`).join('')}`).join('');
    // Within the budget; over it with the details (they go); over it with the top level alone (cut after the budget).
    for (const [count, details, shown] of [[300, 2, 900], [700, 2, 700], [1200, 0, 1000]] as const) {
      const source = `# Long\n\n${sections(count, details)}`;
      const whole = await renderer()(page(source));
      const inRuns = await renderer({ segmentSize: 64 })(page(source));
      expect(whole.toc).toHaveLength(count * (details + 1));
      expect(inRuns.toc).toEqual(tocWithinBudget(whole.toc));
      expect(inRuns.toc).toHaveLength(shown);
    }
  });

  it('gives a remote README\'s footnotes GitHub\'s ids, prefixed once, which their calls reach, whole or in runs', async () => {
    const source = `# Notes\n\nA claim that needs a source.[^1]\n\n${'Filler paragraph. '.repeat(8)}\n\n`.repeat(3) + '[^1]: The source.\n';
    const remote = { file: 'docs/readme.md', absPath: '/cache/remote/readme/README.md', lineOffset: 0, trust: 'remote' as const };
    for (const segmentSize of [undefined, 64]) {
      const result = await renderer(segmentSize === undefined ? {} : { segmentSize })(page(source, remote));
      expect(result.html).toContain('<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="user-content-footnote-label">');
      expect(result.html).toContain('<li id="user-content-fn-1">');
      expect(result.html).not.toContain('user-content-user-content');
      expect(result.anchors).toEqual(expect.arrayContaining(['user-content-fn-1', 'user-content-fnref-1']));
      expect(result.diagnostics).toEqual([]);
    }
  });

  it('points the in-page links of remote READMEs where GitHub does: any case, raw-HTML anchors and headings in other runs, heading ids from their text', async () => {
    const source = [
      '- [Install](#INSTALL) · [Options](#options-note) · [Team](#team--) · [Top](#top) · [.makeRe](#makeRe) · [Config](#config)',
      '',
      'A [term](## "a tooltip") and [broken](#nowhere).',
      '',
      '## Install',
      '',
      'Text. '.repeat(60),
      '',
      '<a id="options-note"></a>',
      '',
      '## Team [![badge](https://example.com/b.svg)](https://example.com) [![badge](https://example.com/c.svg)](https://example.com)',
      '',
      '<a name="top"></a>',
      '',
      '### [.makeRe](lib/picomatch.js#L172)',
      '',
      '<h3 name="config">Config</h3>',
      '',
      'Back to [Install](#Install), as GitHub names it: [Install](#user-content-install).',
    ].join('\n');
    const remote = { file: 'docs/readme.md', absPath: '/cache/remote/readme/README.md', lineOffset: 0, trust: 'remote' as const };
    // Small runs put the links, the headings and the raw anchors in different runs of the page.
    for (const segmentSize of [undefined, 64]) {
      const result = await renderer(segmentSize === undefined ? {} : { segmentSize })(page(source, remote));
      expect(result.links.map((link) => [link.written, link.target])).toEqual([
        ['#INSTALL', '#install'],
        ['#options-note', '#user-content-options-note'],
        ['#team--', '#team--'],
        ['#top', '#user-content-top'],
        // A heading's id from its text, its link's destination left out.
        ['#makeRe', '#makere'],
        // A named element other than a link gets its name as id, as GitHub's script goes to it.
        ['#config', '#user-content-config'],
        ['#nowhere', '#nowhere'],
        ['#Install', '#install'],
        ['#user-content-install', '#install'],
      ]);
      expect(result.anchors).toEqual(expect.arrayContaining(['install', 'user-content-options-note', 'team--', 'user-content-top']));
      expect(result.html).toContain('<a href="#user-content-options-note">Options</a>');
      expect(result.html).toContain('<a href="##" title="a tooltip">term</a>');
      expect(result.html).toContain('<h3 name="user-content-config" id="user-content-config">Config<a class="ssg-heading-anchor" href="#user-content-config"');
    }
    // Local pages keep their ids and links as written.
    const local = await renderer()(page('## Team ![b](https://example.com/b.svg)\n\n[x](#Team)'));
    expect(local.anchors).toEqual(['team']);
    expect(local.links.map((link) => link.target)).toEqual(['#Team']);
  });

  it('links bare URLs and e-mail addresses, also written with character references, and leaves other text alone', async () => {
    const render = renderer();
    const link = (href: string, text = href): string => `<a href="${href}" class="ssg-url">${text}</a>`;
    expect((await render(page('See www.example.com, HTTPS://example.org/x and a@b.co.'))).html).toBe(
      `<p>See ${link('http://www.example.com', 'www.example.com')}, ${link('HTTPS://example.org/x')} and ${link('mailto:a@b.co', 'a@b.co')}.</p>`,
    );
    // Only character references spell the address: the source shows no `http`, `www` or `@`.
    expect((await render(page('Mail c&#64;d.io or h&#116;tp://e.com'))).html).toBe(`<p>Mail ${link('mailto:c@d.io', 'c@d.io')} or ${link('http://e.com')}</p>`);
    expect((await render(page('Plain text, no address: 1.5 ww.x h.ttp'))).html).toBe('<p>Plain text, no address: 1.5 ww.x h.ttp</p>');
  });

  it('links the whole address after a word and a colon, unless a site plugin may want text directives', async () => {
    const link = (address: string): string => `<a href="mailto:${address}" class="ssg-url">${address}</a>`;
    const source = page('Contact:jane.doe@example.com, see a:b and :abbr[HTML]{title="x"}.');
    expect((await renderer()(source)).html).toBe(`<p>Contact:${link('jane.doe@example.com')}, see a:b and :abbr[HTML]{title="x"}.</p>`);
    // With a site plugin, text directives are parsed for it (and put back as text when unhandled).
    const seen: string[] = [];
    const plugin = () => (tree: { children: unknown[] }) => {
      const visit = (node: { type: string; name?: string; children?: unknown[] }): void => {
        if (node.type === 'textDirective') seen.push(node.name ?? '');
        node.children?.forEach((child) => visit(child as typeof node));
      };
      visit(tree as never);
    };
    await renderer({ remarkPlugins: [plugin] })(source);
    expect(seen).toEqual(['jane', 'b', 'abbr']);
  });

  it('renders pages concurrently without sharing per-page state', async () => {
    const render = renderer();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => render(page(`# Page ${i}\n\n## Same\n\n## Same\n\n[x](#same-1)`, { file: `docs/p${i}.md` }))),
    );
    results.forEach((result, i) => {
      expect(result.title).toBe(`Page ${i}`);
      expect(result.anchors).toEqual([`page-${i}`, 'same', 'same-1']);
      expect(result.links).toEqual([{ target: '#same-1', written: '#same-1', kind: 'link', position: { file: `docs/p${i}.md`, line: 11, column: 1 } }]);
    });
  });

  it('labels a link of the page with nothing to read with where it goes, names an <img> without alt after its file, and warns at each; a Markdown image stays as written', async () => {
    const result = await renderer()(page('[](https://example.com/a)\n\n[![](https://img.shields.io/x.svg)](https://crates.io/crates/x)\n\n[Text](https://example.com/t) ![](https://example.com/d.png)\n'));
    expect(result.html).toContain('<a href="https://example.com/a" aria-label="example.com/a"></a>');
    expect(result.html).toContain('<a href="https://crates.io/crates/x" aria-label="crates.io/crates/x"><img src="https://img.shields.io/x.svg" alt=""></a>');
    expect(result.html).toContain('<a href="https://example.com/t">Text</a> <img src="https://example.com/d.png" alt="">');
    // An <img> without alt inside a link is part of the link's text: the link's label speaks for it.
    const sponsor = await renderer()(page('<a href="https://example.com/s/0"><img src="https://example.com/s/0/avatar.svg"></a>\n'));
    expect(sponsor.html).toContain('<a href="https://example.com/s/0" aria-label="example.com/s/0"><img src="https://example.com/s/0/avatar.svg" alt=""></a>');
    expect(sponsor.diagnostics.map((d) => d.rule)).toEqual(['link-text']);
    const image = await renderer()(page('<img src="https://example.com/team-photo.jpg">\n'));
    expect(image.html).toBe('<img src="https://example.com/team-photo.jpg" alt="team photo">');
    expect(image.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      '5:1 image-alt The image https://example.com/team-photo.jpg has no alt text: a screen reader reads its address (named "team photo" for now)',
    ]);
    // A component name in prose (`<Image />`) is read as an <img> without src: said so.
    const component = await renderer()(page('Set a layout on any <Image /> component.\n'));
    expect(component.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      '5:21 image-alt An <img> element without src or alt text (an <Image /> written in prose is read as one)',
    ]);
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      '5:1 link-text The link to https://example.com/a has nothing to read: a screen reader says only "link" (labelled "example.com/a" for now)',
      '7:1 link-text The link to https://crates.io/crates/x has nothing to read: a screen reader says only "link" (labelled "crates.io/crates/x" for now)',
    ]);
  });

  it('shows a link that would run script as its text, however its scheme is written, and warns at it', async () => {
    const result = await renderer()(page('[a](javascript:alert(1)) <a href=" JaVa&#x09;Script:alert(2)">b</a> [c](data:text/html,x) [d](https://example.com/javascript:x)\n'));
    expect(result.html).toBe('<p><a>a</a> <a>b</a> <a>c</a> <a href="https://example.com/javascript:x">d</a></p>');
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule}`)).toEqual(['5:1 unsafe-link', '5:26 unsafe-link', '5:69 unsafe-link']);
    expect(runsScript('\u0000 java\nscript:x')).toBe(true);
    expect(runsScript('vbscript:x')).toBe(true);
    expect(runsScript('mailto:a@b.c')).toBe(false);
    expect(runsScript('./javascript:x.md')).toBe(false);
  });

  it('keeps no link inside a link: an autolink as the text of a reference link is its text', async () => {
    const result = await renderer()(page('See [<https://example.com/v1>][v] and [**<https://a.example>**](https://b.example).\n\n[v]: https://example.com/v1/\n'));
    expect(result.html).toContain('<a href="https://example.com/v1/" class="ssg-url">https://example.com/v1</a>');
    expect(result.html).toContain('<a href="https://b.example" class="ssg-url"><strong>https://a.example</strong></a>');
  });

  it('reports plugin failures with the file they happened in', async () => {
    const render = renderer({ resolveFileRoute: () => { throw new Error('route table broken'); } });
    await expect(render(page('[a](./x.md)'))).rejects.toThrow('Could not render Markdown in docs/guide/page.md: route table broken');
  });

  it('rejects a malformed base URL at creation', () => {
    expect(() => renderer({ baseUrl: 'flux0' })).toThrow('baseUrl must start and end with "/", got "flux0"');
  });

  it('exports exactly the stage API', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toEqual(['createCodeHighlighter', 'createCodeRenderer', 'createMarkdownEngine', 'createMarkdownRenderer']);
  });
});

describe('nesting limits', () => {
  const failure = (source: string) =>
    renderer()(page(source)).then(
      () => undefined,
      (error: unknown) => error,
    );

  it('refuses deep block nesting before parsing, at its real line', async () => {
    const error = await failure(`# Deep\n\n${'- '.repeat(10_000)}x`);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe('docs/guide/page.md:7:201  block quotes and lists are nested deeper than the limit of 100 levels');
  });

  it('refuses inline and HTML nesting deeper than the tree limit', async () => {
    expect(((await failure(`${'*a **a '.repeat(25_000)}b${' a** a*'.repeat(25_000)}`)) as UserError).message).toMatch(
      /^docs\/guide\/page\.md:5:\d+ {2}Markdown elements are nested deeper than the limit of 1000 levels$/,
    );
    expect(((await failure(`<div>\n\n${'<span>'.repeat(5000)}x`)) as UserError).message).toMatch(
      /^docs\/guide\/page\.md:7:\d+ {2}HTML elements are nested deeper than the limit of 1000 levels$/,
    );
  });

  it('pairs nested emphasis up to the parser budget and warns about the rest, shown as written', async () => {
    const result = await renderer()(page(`${'**a '.repeat(1200)}x${'**'.repeat(1200)}`));
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', rule: 'markdown-complexity', file: 'docs/guide/page.md', line: 5 }),
    ]);
    const strong = result.html.match(/<strong>/g)?.length ?? 0;
    expect(strong).toBeGreaterThan(100);
    expect(strong).toBeLessThan(1200);
    expect(result.html).toContain(`**a **a <strong>a`);
  });

  it('renders nesting below the limits', async () => {
    const result = await renderer()(page(`${'> '.repeat(100)}deep\n\n${'<b>'.repeat(900)}x`));
    expect(result.html.match(/<blockquote>/g)).toHaveLength(100);
    expect(result.html.match(/<b>/g)).toHaveLength(900);
  });
});
