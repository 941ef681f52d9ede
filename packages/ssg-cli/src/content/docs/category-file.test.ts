import { describe, expect, it } from 'vitest';
import { parseCategoryFile } from './category-file.js';
import { validateDocFrontMatter } from './doc-front-matter.js';
import { scanDoc } from './scan-docs.js';

describe('parseCategoryFile', () => {
  it('reads label, position and a generated index link', () => {
    expect(parseCategoryFile('{"label":"Clients","position":9,"link":{"type":"generated-index","description":"Flux0 clients"}}', 'docs/clients/_category_.json')).toEqual({
      label: 'Clients',
      position: 9,
      link: { type: 'generated-index', description: 'Flux0 clients' },
    });
  });

  it('names the file and the problem', () => {
    expect(() => parseCategoryFile('{"label": "x",}', 'docs/a/_category_.json')).toThrow(/Invalid docs\/a\/_category_.json: not valid JSON/);
    expect(() => parseCategoryFile('{"position":"first"}', 'docs/a/_category_.json')).toThrow('position: expected a number, got "first"');
    expect(() => parseCategoryFile('{"lable":"x"}', 'docs/a/_category_.json')).toThrow('unknown key "lable"');
    expect(() => parseCategoryFile('{"link":{"type":"index"}}', 'docs/a/_category_.json')).toThrow('link.type: expected "generated-index" or "doc"');
    // A generated index's slug makes an address: it leads nowhere out of its folder.
    expect(() => parseCategoryFile('{"link":{"type":"generated-index","slug":"/../../x"}}', 'docs/a/_category_.json')).toThrow(
      'Invalid docs/a/_category_.json: link.slug: "/../../x" holds a ".." segment, which leads out of its folder',
    );
    expect(() => parseCategoryFile('{"link":{"type":"generated-index","slug":7}}', 'docs/a/_category_.json')).toThrow('link.slug: expected a string, got 7');
  });
});

describe('doc front matter', () => {
  it('rejects wrong types and unknown keys, naming the file', () => {
    expect(() => validateDocFrontMatter({ sidebar_position: 'one', hide_title: 'yes' }, 'docs/a.md')).toThrow(
      /Invalid front matter in docs\/a.md:\n {2}sidebar_position: expected a number, got "one"\n {2}hide_title: expected a boolean, got "yes"/,
    );
    expect(() => validateDocFrontMatter({ sidebar_postion: 2 }, 'docs/a.md')).toThrow('unknown key "sidebar_postion"');
  });

  it('checks the SEO keys: keywords, image and last_update', () => {
    const good = { keywords: ['pip', 'install'], image: '/img/card.png', last_update: { date: '2025-03-16', author: 'asaf' } };
    expect(validateDocFrontMatter(good, 'docs/a.md')).toEqual(good);
    expect(validateDocFrontMatter({ image: 'https://cdn.example.com/card.png' }, 'docs/a.md')).toBeDefined();
    expect(() => validateDocFrontMatter({ keywords: 'pip', image: 'img/card.png', last_update: { date: 'soon' } }, 'docs/a.md')).toThrow(
      /keywords: expected a list of strings, got "pip"\n {2}image: expected a site route or an http\(s\) URL, got "img\/card.png"\n {2}last_update: expected a mapping \{ date, author \}/,
    );
  });
});

describe('scanDoc', () => {
  const source = (relPath: string, text: string) => ({ relPath, file: `docs/${relPath}`, absPath: `/site/docs/${relPath}`, text, trust: 'local' as const });

  it('derives id and route from folder and file name', () => {
    const doc = scanDoc(source('quickstart/introduction.md', '---\nsidebar_position: 1\n---\n# Intro'), '/docs');
    expect(doc).toMatchObject({ id: 'quickstart/introduction', route: '/docs/quickstart/introduction', dir: 'quickstart', position: 1, lineOffset: 3 });
  });

  it('honours id and slug, relative and absolute', () => {
    expect(scanDoc(source('a/b.md', '---\nid: custom\n---\n'), '/docs').route).toBe('/docs/a/custom');
    expect(scanDoc(source('a/b.md', '---\nslug: renamed\n---\n'), '/docs').route).toBe('/docs/a/renamed');
    expect(scanDoc(source('a/b.md', '---\nslug: /top\n---\n'), '/docs').route).toBe('/docs/top');
  });

  it('lets a relative slug go up from the doc’s folder, as Docusaurus does, but not above the docs’ route', () => {
    expect(scanDoc(source('a/b/intro.md', '---\nslug: ../\n---\n'), '/docs').route).toBe('/docs/a');
    expect(scanDoc(source('a/b/intro.md', '---\nslug: ../x\n---\n'), '/docs').route).toBe('/docs/a/x');
    expect(scanDoc(source('a/intro.md', '---\nslug: ../x\n---\n'), '').route).toBe('/x');
    for (const slug of ['../', '../../etc', '/../x']) {
      expect(() => scanDoc(source('a.md', `---\nslug: ${slug}\n---\n`), '/docs')).toThrow('outside the docs’ route /docs');
    }
    // A slug is a path, not a URL.
    for (const slug of ['//evil.com/x', 'https://evil.com/x']) {
      expect(() => scanDoc(source('a.md', `---\nslug: "${slug}"\n---\n`), '/docs')).toThrow('holds "//", an empty segment (a slug is a path, not a URL)');
    }
  });

  it('takes the position from a number prefix', () => {
    expect(scanDoc(source('02-setup.md', '# Setup'), '/docs')).toMatchObject({ name: 'setup', route: '/docs/setup', position: 2 });
  });

  it('leaves the folders\' number prefixes out of the address, as Docusaurus does, but not out of the id', () => {
    expect(scanDoc(source('01-basics/02-first.md', '# First'), '/docs')).toMatchObject({ id: '01-basics/first', route: '/docs/basics/first', position: 2 });
    expect(scanDoc(source('1-guides/03_deep/index.md', '# Deep'), '/docs')).toMatchObject({ route: '/docs/guides/deep' });
  });

  it('reads no number prefix where Docusaurus reads none: dates and versions opening a name, a number alone', () => {
    const route = (file: string) => scanDoc(source(file, '# Page'), '/docs').route;
    expect(['updating/4-0.md', 'updating/5-0.md', 'updating/1.2.3.md', '2024-01-15-notes.md', '2021_01-a.md', '07-2021-report.md', '3.md', '01-.md'].map(route)).toEqual([
      '/docs/updating/4-0', '/docs/updating/5-0', '/docs/updating/1.2.3', '/docs/2024-01-15-notes', '/docs/2021_01-a', '/docs/07-2021-report', '/docs/3', '/docs/01-',
    ]);
    expect(scanDoc(source('4-0/10 - intro.md', '# Intro'), '/docs')).toMatchObject({ route: '/docs/4-0/intro', position: 10 });
  });
});
