import { readFileSync } from 'node:fs';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createPageState, pageFile } from './page-state.js';
import rehypeSanitizeRemote from './rehype-sanitize-remote.js';
import remarkAdmonitions from './remark-admonitions.js';
import remarkCodeMeta from './remark-code-meta.js';

const processor = unified()
  .use(remarkParse)
  .use(remarkDirective)
  .use(remarkAdmonitions)
  .use(remarkCodeMeta)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitizeRemote)
  .use(rehypeStringify);

async function render(source: string, trust: 'local' | 'remote' = 'remote'): Promise<string> {
  const state = createPageState({ source, file: 'docs/readme.md', absPath: '/cache/README.md', lineOffset: 0, trust });
  return String(await processor.process(pageFile(state)));
}

const hostile = readFileSync(new URL('../../test/fixtures/hostile-remote-readme/README.md', import.meta.url), 'utf8');

describe('rehypeSanitizeRemote', () => {
  it('strips everything that could run code or cover the page from a hostile README', async () => {
    expect(await render(hostile)).toBe(
      [
        '<h1>Hostile README</h1>',
        '',
        '<img src="logo.png">',
        '<p><a>js link</a>',
        '<a>mixed case</a>',
        '<a>entity tab</a>',
        '<a>data link</a>',
        '<a>vbscript link</a></p>',
        '',
        '',
        '',
        // A drawing of the README's own is dropped, as on GitHub.
        '<p></p>',
        '<div>overlay</div>',
        '',
        // GitHub's rule: an input can only be a disabled checkbox (task lists).
        '<input name="user-content-password" disabled type="checkbox">',
        '<p id="user-content-ssg-main">handlers</p>',
        '<p><a>markdown js</a></p>',
        '<p><img alt="markdown data image"></p>',
        '<details><summary>Still here</summary>',
        '<p>Safe <strong>content</strong> with a <a href="./docs/setup.md#install">relative link</a> and <a href="#usage">an anchor</a>.</p>',
        '</details>',
        '<h2>Usage</h2>',
        '<p>Kept.</p>',
      ].join('\n'),
    );
  });

  it('leaves no executable or styling construct at all', async () => {
    const html = await render(hostile);
    for (const forbidden of [/<script/i, /<style/i, /<iframe/i, /<object/i, /<embed/i, /<form/i, /\son\w+=/i,
      /javascript:/i, /vbscript:/i, /data:/i, /style=/i, /alert/, /id="ssg-/]) {
      expect(html).not.toMatch(forbidden);
    }
  });

  it('keeps our own markup: admonitions with icons and code meta', async () => {
    const html = await render(':::warning[Careful]\nText\n:::\n\n```bash title="x.sh"\nls\n```');
    expect(html).toContain('<aside class="ssg-admonition ssg-admonition--warning" role="note"><p class="ssg-admonition__title">');
    expect(html).toContain('<svg class="ssg-admonition__icon" viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true"><path d="');
    expect(html).toContain('<div class="ssg-admonition__body">');
    expect(html).toContain('<code class="language-bash" data-meta="title=&#x22;x.sh&#x22;">');
  });

  it('drops inline SVG the README draws itself, and says so', async () => {
    const drawing = '<svg width="4000" height="4000" viewBox="0 0 1 1" fill="red"><path d="M0 0h1v1H0z"></path></svg>';
    const state = createPageState({ source: `Before.\n\n<p>${drawing}</p>\n\nAfter.`, file: 'docs/readme.md', absPath: '/cache/README.md', lineOffset: 0, trust: 'remote' });
    expect(String(await processor.process(pageFile(state)))).toBe('<p>Before.</p>\n<p></p>\n<p>After.</p>');
    expect(state.diagnostics[0]?.tally?.counts).toEqual({ '<svg> element': 1 });
  });

  it('does not let raw HTML borrow our classes or ids', async () => {
    expect(await render('<div class="ssg-admonition__body evil" id="ssg-root"><p class="ssg-admonition__title x">t</p></div>')).toBe(
      '<div class="ssg-admonition__body" id="user-content-ssg-root"><p class="ssg-admonition__title">t</p></div>',
    );
  });

  it('prefixes ids and names as GitHub does, so a README cannot take the page’s own', async () => {
    expect(await render('<a id="install" name="setup" href="#usage">x</a>\n\n<div id="main">m</div><p id="__proto__">p</p>')).toBe(
      '<p><a id="user-content-install" name="user-content-setup" href="#usage">x</a></p>\n<div id="user-content-main">m</div><p id="user-content-__proto__">p</p>',
    );
  });

  it('drops images and media over plain http, an image keeping its alt text', async () => {
    expect(await render('![logo](http://example.com/logo.png) ![safe](https://example.com/a.png)\n\n<video src="http://x.test/v.mp4"></video>')).toBe(
      '<p>logo <img src="https://example.com/a.png" alt="safe"></p>\n<p></p>',
    );
  });

  it('reports what it removed once per page, as a tally', async () => {
    const state = createPageState({ source: hostile, file: 'docs/readme.md', absPath: '/cache/README.md', lineOffset: 0, trust: 'remote' });
    await processor.process(pageFile(state));
    expect(state.diagnostics).toHaveLength(1);
    const [report] = state.diagnostics;
    expect(report).toMatchObject({ severity: 'warning', rule: 'remote-sanitized', file: 'docs/readme.md' });
    expect(report!.line).toBeUndefined();
    expect(report!.tally?.label).toBe('Removed from remote content');
    expect(report!.tally?.counts).toMatchObject({ '<script> element': 2, 'onerror attribute': 1, '<iframe> element': 1 });
    const clean = createPageState({ source: '# Title\n\nText with a [link](#title)[^1] and `code`.\n\n- [x] done\n\n| a |\n|---|\n| 1 |\n\n[^1]: Note.\n', file: 'docs/ok.md', absPath: '/cache/OK.md', lineOffset: 0, trust: 'remote' });
    await processor.process(pageFile(clean));
    expect(clean.diagnostics).toEqual([]);
  });

  it('keeps the text elements GitHub shows (abbreviations, small print, figures, table captions), without a report', async () => {
    const source = [
      'An <abbr title="Application Programming Interface">API</abbr>, <small>small</small>, <mark>marked</mark>, <dfn>term</dfn>, <cite>Work</cite>, <time datetime="2024-01-02">2 Jan</time>, <bdo dir="rtl">ab</bdo> and long<wbr>word.',
      '',
      '<figure><img src="https://example.com/a.png" alt="a"><figcaption>A caption</figcaption></figure>',
      '',
      '<table><caption>Sizes</caption><tr><td>1</td></tr></table>',
    ].join('\n');
    const state = createPageState({ source, file: 'docs/readme.md', absPath: '/cache/README.md', lineOffset: 0, trust: 'remote' });
    const html = String(await processor.process(pageFile(state)));
    expect(html).toBe(
      '<p>An <abbr title="Application Programming Interface">API</abbr>, <small>small</small>, <mark>marked</mark>, <dfn>term</dfn>, <cite>Work</cite>, <time datetime="2024-01-02">2 Jan</time>, <bdo dir="rtl">ab</bdo> and long<wbr>word.</p>\n' +
        '<figure><img src="https://example.com/a.png" alt="a"><figcaption>A caption</figcaption></figure>\n' +
        '<table><caption>Sizes</caption><tbody><tr><td>1</td></tr></tbody></table>',
    );
    expect(state.diagnostics).toEqual([]);
  });

  it('does nothing to local pages', async () => {
    expect(await render('<div style="color:red" onclick="go()">x</div>', 'local')).toBe('<div style="color:red" onclick="go()">x</div>');
  });
});
