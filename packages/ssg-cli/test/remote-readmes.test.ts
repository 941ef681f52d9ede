// READMEs as real repositories write them, built offline from snapshots through the real `ssg`:
// one opening with a logo banner and no `# heading` is named by its source's sidebar label
// (no warning: the site cannot edit the README), one without a label is named by its id with a
// hint that fits a remote page, and the page's description skips the rows of badges and links;
// images and links without text get some, so that the page passes the accessibility checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteCopy } from './helpers/cli.js';
import { hostileSite, ssg } from './hostile/helpers.js';

const BANNER = [
  '<p align="center">',
  '  <a href="https://example.com"><img src="https://example.com/logo.png" alt="Widget"></a>',
  '</p>',
  '',
  '[![CI](https://example.com/ci.svg)](https://example.com/ci) [![npm](https://example.com/npm.svg)](https://example.com/npm)',
  '',
  'Widget turns sketches into diagrams.',
  '',
  '# Installation',
  '',
  'Run the installer.',
  '',
].join('\n');

const source = (id: string, sidebarLabel?: string) => ({
  id,
  url: `https://raw.githubusercontent.com/acme/${id}/refs/heads/main/README.md`,
  kind: 'doc',
  docPath: `readmes/${id}.md`,
  ...(sidebarLabel ? { sidebarLabel } : {}),
});

describe('remote READMEs that open with a banner', () => {
  let copy: SiteCopy;
  afterAll(() => copy?.remove());

  it('are named by their sidebar label, else by their id with a hint about the source', async () => {
    copy = hostileSite({ 'remote/widget.md': BANNER, 'remote/gadget.md': BANNER }, { remote: { sources: [source('widget', 'Widget'), source('gadget')] } });
    const run = await ssg(copy, ['build', '--offline', '--out-dir', 'out']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.report.filter((line) => line.startsWith('⚠') || line.startsWith('  hint'))).toEqual([
      '⚠ https://raw.githubusercontent.com/acme/gadget/refs/heads/main/README.md  No title; using "gadget"',
      '  hint: The README has no `# heading` at its top (its name may be in a logo): give the remote source a sidebarLabel, which then names the page.',
    ]);
    const html = readFileSync(path.join(copy.dir, 'out/docs/readmes/widget/index.html'), 'utf8');
    expect(html).toContain('<title>Widget | Hostile</title>');
    expect(html.match(/<meta name="description"[^>]*>/)?.[0]).toBe('<meta name="description" content="Widget turns sketches into diagrams."/>');
    expect(readFileSync(path.join(copy.dir, 'out/docs/readmes/gadget/index.html'), 'utf8')).toContain('<title>gadget | Hostile</title>');
    // With no `# heading` of its own, the page has its title as its heading.
    expect(html).toContain('<h1 class="ssg-title">Widget</h1>');
  });
});

describe('remote READMEs whose images and links have no text', () => {
  let copy: SiteCopy;
  afterAll(() => copy?.remove());

  it('get text: an image its file name (or none inside a link), a link where it goes; an HTML heading is one line in the TOC', async () => {
    const readme = [
      '# Widget',
      '',
      '[![](https://example.com/badges/ci.svg)](https://www.example.com/ci/?branch=main) [![npm](https://example.com/npm.svg)](https://example.com/npm)',
      '',
      '<a href="https://example.com/contributors"><img src="https://example.com/image?repo=acme/widget" width="100%"/></a>',
      '',
      '<img src="https://example.com/shots/widget-screen_shot.png" width="640">',
      '',
      '<h2 align="center">',
      '  Sketch <br>',
      '  together',
      '</h2>',
      '',
    ].join('\n');
    copy = hostileSite({ 'remote/widget.md': readme }, { remote: { sources: [source('widget', 'Widget')] } });
    const run = await ssg(copy, ['build', '--offline', '--out-dir', 'out']);
    expect(run.code, run.stderr).toBe(0);
    const html = readFileSync(path.join(copy.dir, 'out/docs/readmes/widget/index.html'), 'utf8');
    expect(html).toContain('<a href="https://www.example.com/ci/?branch=main" aria-label="example.com/ci"><img src="https://example.com/badges/ci.svg" alt=""');
    expect(html).toContain('<a href="https://example.com/npm"><img src="https://example.com/npm.svg" alt="npm"');
    expect(html).toContain('<a href="https://example.com/contributors" aria-label="example.com/contributors"><img src="https://example.com/image?repo=acme/widget" width="100%" alt=""');
    expect(html).toContain('<img src="https://example.com/shots/widget-screen_shot.png" width="640" alt="widget screen shot"');
    expect(html).toContain('<a class="ssg-toc__link" href="#sketch---together">Sketch together</a>');
    expect(html).not.toContain('<h1 class="ssg-title">');
  });
});
