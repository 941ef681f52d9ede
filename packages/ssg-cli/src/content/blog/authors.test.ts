import { describe, expect, it } from 'vitest';
import { DiagnosticSink, UserError } from '../../report/diagnostics.js';
import { initialsOf, parseAuthorsFile, resolvePostAuthors } from './authors.js';

const AUTHORS = `asaf:
  name: Asaf Shakarchi
  title: Flux0 Maintainer
  url: https://github.com/asaf
yangshun:
  name: Yangshun Tay
  image: https://github.com/yangshun.png
  page: true
  socials:
    x: yangshunz
    linkedin: yangshun
    newsletter: https://www.greatfrontend.com
slorber:
  name: Sébastien Lorber
  page:
    permalink: /all-sebastien-lorber-articles
`;

function parse(source: string, diagnostics = new DiagnosticSink()) {
  return parseAuthorsFile({ source, file: 'blog/authors.yml', authorsRoute: '/blog/authors', diagnostics });
}

describe('parseAuthorsFile', () => {
  it('reads every author with their key, initials and page route', () => {
    const authors = parse(AUTHORS);
    expect([...authors.keys()]).toEqual(['asaf', 'yangshun', 'slorber']);
    expect(authors.get('asaf')?.author).toEqual({
      key: 'asaf',
      name: 'Asaf Shakarchi',
      title: 'Flux0 Maintainer',
      url: 'https://github.com/asaf',
      initials: 'AS',
      socials: [],
    });
    expect(authors.get('yangshun')?.author.route).toBe('/blog/authors/yangshun');
    expect(authors.get('slorber')?.author.route).toBe('/blog/authors/all-sebastien-lorber-articles');
  });

  it('keeps remote avatars as URLs for the browser to load', () => {
    expect(parse(AUTHORS).get('yangshun')?.author.imageUrl).toBe('https://github.com/yangshun.png');
  });

  it("reads the image under Docusaurus's names too (image_url, imageURL), and warns under the name written", () => {
    const diagnostics = new DiagnosticSink();
    const authors = parse('a:\n  name: A\n  image_url: https://example.com/a.png\nb:\n  name: B\n  imageURL: /img/b.png\nc:\n  name: C\n  image_url: c.png\n', diagnostics);
    expect(authors.get('a')?.author.imageUrl).toBe('https://example.com/a.png');
    expect(authors.get('b')?.author.imageUrl).toBe('/img/b.png');
    expect(authors.get('c')?.author.imageUrl).toBeUndefined();
    expect(diagnostics.warnings.map((d) => [d.line, d.message])).toEqual([[9, '`c.image_url`: the image "c.png" is neither a URL nor a site route; showing initials']]);
  });

  it('shows the name without a link when the url would run script, with a warning at it', () => {
    const diagnostics = new DiagnosticSink();
    const authors = parse('a:\n  name: A\n  url: " JavaScript:alert(1)"\n', diagnostics);
    expect(authors.get('a')?.author.url).toBeUndefined();
    expect(diagnostics.warnings.map((d) => [d.line, d.message])).toEqual([[3, '`a.url`: the url " JavaScript:alert(1)" would run script when followed; the name is shown without a link']]);
  });

  it('turns social handles into profile links', () => {
    expect(parse(AUTHORS).get('yangshun')?.author.socials).toEqual([
      { platform: 'x', label: 'X', url: 'https://x.com/yangshunz' },
      { platform: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/yangshun/' },
      { platform: 'newsletter', label: 'Newsletter', url: 'https://www.greatfrontend.com' },
    ]);
  });

  it('warns about a handle for a platform that needs a URL, and about a relative image', () => {
    const diagnostics = new DiagnosticSink();
    const authors = parse('kim:\n  name: Kim\n  image: kim.png\n  socials:\n    mastodon: kim\n', diagnostics);
    expect(authors.get('kim')?.author.imageUrl).toBeUndefined();
    expect(diagnostics.warnings.map((d) => [d.line, d.message])).toEqual([
      [3, '`kim.image`: the image "kim.png" is neither a URL nor a site route; showing initials'],
      [5, '`kim.socials.mastodon`: the Mastodon link "kim" must be a full URL (https://…)'],
    ]);
  });

  it('rejects invalid entries with their key path and line', () => {
    const error = (() => {
      try {
        parse('ok:\n  name: Ok\nbad:\n  title: No name\n  imgae: x.png\n');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(UserError);
    const diagnostics = (error as UserError).diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`);
    expect(diagnostics).toEqual([
      "blog/authors.yml:4 `bad.name`: expected the author's name (text)",
      'blog/authors.yml:5 `bad`: Unrecognized key: "imgae"',
    ]);
  });

  it('reports a YAML syntax error at its line', () => {
    expect(() => parse('asaf:\n  name: [Asaf\n')).toThrow(/Could not parse YAML in blog\/authors\.yml:\d+/);
  });

  it('treats an empty file as no authors', () => {
    expect(parse('').size).toBe(0);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Asaf Shakarchi')).toBe('AS');
    expect(initialsOf('Sébastien Lorber')).toBe('SL');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('Mary Ann de Vries')).toBe('MV');
  });
});

describe('resolvePostAuthors', () => {
  const known = parse(AUTHORS);
  const lineOf = (path: ReadonlyArray<string | number>) => (path[0] === 'authors' ? 3 + Number(path[1] ?? 0) : undefined);

  it('returns the authors named by key', () => {
    const diagnostics = new DiagnosticSink();
    const authors = resolvePostAuthors({ value: ['asaf', 'slorber'], known, file: 'blog/p.md', lineOf, onInlineAuthors: 'warn', diagnostics });
    expect(authors.map((info) => info.author.name)).toEqual(['Asaf Shakarchi', 'Sébastien Lorber']);
    expect(diagnostics.items).toEqual([]);
  });

  it('reports an unknown key as an error naming the post and the key', () => {
    const diagnostics = new DiagnosticSink();
    const authors = resolvePostAuthors({ value: ['asaf', 'ghost'], known, file: 'blog/p.md', lineOf, onInlineAuthors: 'warn', diagnostics });
    expect(authors).toHaveLength(1);
    expect(diagnostics.errors).toEqual([
      {
        severity: 'error',
        rule: 'unknown-author',
        file: 'blog/p.md',
        line: 4,
        message: 'Unknown author "ghost" in blog/p.md: authors.yml has no such key',
        hint: 'Known authors: asaf, yangshun, slorber.',
      },
    ]);
  });

  it('builds inline authors and reports them at the configured level', () => {
    for (const [level, severity] of [['warn', 'warning'], ['throw', 'error'], ['ignore', undefined]] as const) {
      const diagnostics = new DiagnosticSink();
      const [guest] = resolvePostAuthors({ value: { name: 'Guest Writer' }, known, file: 'blog/p.md', lineOf, onInlineAuthors: level, diagnostics });
      expect(guest?.author).toEqual({ name: 'Guest Writer', initials: 'GW', socials: [] });
      expect(diagnostics.items.map((d) => [d.severity, d.rule])).toEqual(severity ? [[severity, 'onInlineAuthors']] : []);
    }
  });
});
