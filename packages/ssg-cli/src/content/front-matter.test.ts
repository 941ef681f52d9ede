import matter from 'gray-matter';
import { isMap, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { parseFrontMatter, splitFrontMatter } from './front-matter.js';

describe('parseFrontMatter', () => {
  it('splits data and body and counts the lines before the body', () => {
    const result = parseFrontMatter({ text: '---\ntitle: Hi\nsidebar_position: 2\n---\n# Body\n', file: 'docs/a.md' });
    expect(result.data).toEqual({ title: 'Hi', sidebar_position: 2 });
    expect(result.body).toBe('# Body\n');
    expect(result.lineOffset).toBe(4);
    expect([...result.keyLines]).toEqual([['title', 2], ['sidebar_position', 3]]);
  });

  it('reads simple `key: value` lines itself exactly as YAML reads them, and leaves the rest to YAML', () => {
    const values = [
      'Page 830', 'Synthetic page 830.', "Don't panic!", 'Q&A (part 2)', 'What now?', 'a/b, c', 'x_y-z+1', 'Trailing   ',
      '0', '7', '31', '007', '12:30', '2024-01-01', '1e3', '0x1f', '1.5', '.5', '+1', '-3', '999999999999999999',
      'true', 'True', 'TRUE', 'false', 'FALSE', 'null', 'NULL', '~', 'yes', 'no', 'on', 'Off', 'NaN', '.inf',
      'a #not a comment', 'a: b', '"quoted"', "'single'", '[1, 2]', '{a: 1}', '&anchor x', '*alias', '!tag x', '|', '>',
      '- item', '? key', '% x', '@x', '`x`', 'tab\tinside', 'ünïcödé', 'x\\y',
    ];
    const sources = [
      ...values.map((value) => `title: ${value}`),
      'title: A\nsidebar_position: 2\ndescription: Short text.',
      'title: A\n\n# a comment\nslug: a',
      'title: A\n  nested: b',
      'title: A\ntitle: B',
      '__proto__: x',
      'constructor: x\nhasOwnProperty: y',
      'key with space: x',
      'title:',
    ];
    for (const yaml of sources) {
      const text = `---\n${yaml}\n---\nBody\n`;
      let expected: unknown;
      try {
        const document = parseDocument(`\n${yaml}`, { uniqueKeys: false });
        const duplicated = isMap(document.contents) && new Set(document.contents.items.map((pair) => String(pair.key))).size !== document.contents.items.length;
        expected = document.errors.length > 0 || duplicated ? 'error' : document.toJS();
      } catch {
        expected = 'error';
      }
      let actual: unknown;
      try {
        actual = parseFrontMatter({ text, file: 'a.md' }).data;
      } catch {
        actual = 'error';
      }
      expect([yaml, actual], yaml).toEqual([yaml, expected]);
    }
    expect([...parseFrontMatter({ text: '---\ntitle: A\n\nsidebar_position: 3\n---\n', file: 'a.md' }).keyLines]).toEqual([['title', 2], ['sidebar_position', 4]]);
  });

  it('accepts files without front matter', () => {
    expect(parseFrontMatter({ text: '# Only body', file: 'a.md' })).toEqual({ data: {}, body: '# Only body', lineOffset: 0, keyLines: new Map() });
  });

  it('accepts Windows line endings and a byte-order mark', () => {
    const result = parseFrontMatter({ text: '\uFEFF---\r\ntitle: Hi\r\nsidebar_position: 2\r\n---\r\n# Body\r\n', file: 'docs/a.md' });
    expect(result.data).toEqual({ title: 'Hi', sidebar_position: 2 });
    expect(result.body).toBe('# Body\n');
    expect(result.lineOffset).toBe(4);
  });

  it('refuses repeated keys, alias bombs and deep nesting, with a line, in linear time', () => {
    const message = (text: string): string => {
      try {
        parseFrontMatter({ text, file: 'docs/x.md' });
      } catch (error) {
        expect(error).toBeInstanceOf(UserError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(message('---\ntitle: a\nid: b\ntitle: c\n---\n')).toBe('docs/x.md:4  invalid YAML in front matter: the key "title" is repeated (first on line 2)');
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)];
    expect(message(`---\n${bomb.join('\n')}\n---\n`)).toMatch(/^docs\/x\.md:1 {2}invalid YAML in front matter: .*\(aliases expand to too many values\)$/);
    expect(message(`---\na: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n---\n`)).toMatch(/^docs\/x\.md:\d+ {2}invalid YAML in front matter: /);
    const many = Array.from({ length: 50_000 }, (_, i) => `key${i}: ${i}`).join('\n');
    expect(Object.keys(parseFrontMatter({ text: `---\n${many}\n---\n`, file: 'docs/x.md' }).data)).toHaveLength(50_000);
  });

  it('reports YAML errors with the file line and the parser reason', () => {
    let error: unknown;
    try {
      parseFrontMatter({ text: '---\ntitle: ok\ndescription: a: b\n---\nbody', file: 'docs/bad.md' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toBe('docs/bad.md:3  invalid YAML in front matter: Nested mappings are not allowed in compact mappings');
  });

  it('never runs front matter as code: a language other than YAML or JSON is a user error', () => {
    const marker = '__ssgFrontMatterRan';
    for (const opening of ['---js', '---javascript', '--- coffee']) {
      expect(() => parseFrontMatter({ text: `${opening}\n{ title: (globalThis.${marker} = 'ran') }\n---\n# Body\n`, file: 'docs/a.md' })).toThrow(
        new RegExp(`^docs/a\\.md:1  front matter in "${opening.slice(3).trim()}" is not read: only YAML front matter is$`),
      );
    }
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    expect(parseFrontMatter({ text: '---json\n{"title": "From JSON"}\n---\nBody\n', file: 'docs/a.md' })).toMatchObject({ data: { title: 'From JSON' }, body: 'Body\n', lineOffset: 3 });
    expect(parseFrontMatter({ text: '---yaml\ntitle: Named\n---\nBody\n', file: 'docs/a.md' }).data).toEqual({ title: 'Named' });
  });

  it('rejects front matter that is not a mapping', () => {
    expect(() => parseFrontMatter({ text: '---\n- a\n- b\n---\nbody', file: 'docs/list.md' })).toThrow(/must be a YAML mapping/);
  });
});

describe('splitFrontMatter', () => {
  // The YAML handed over is part of the result, so that it is compared too.
  const yaml = (source: string): object => ({ source });
  const texts = [
    '',
    '# No front matter\n',
    '---\ntitle: Hi\n---\n# Body\n',
    '---\ntitle: Hi\n---\r\n# Body',
    '---\ntitle: Hi\n---\n\n# Blank line kept\n',
    '---\n---\nEmpty block\n',
    '---\n# only a comment\n\n---\nBody\n',
    '---\ntitle: Hi\nno closing line\n',
    '---\ntitle: Hi\n----\nA longer closing line\n',
    '---\ntitle: Hi\n--- trailing\nBody\n',
    '----\ntitle: Hi\n----\nNot front matter\n',
    '--\nNot front matter\n',
  ];

  it('splits every text as gray-matter does', () => {
    for (const text of texts) {
      const expected = matter(text, { engines: { yaml } });
      expect(splitFrontMatter(text, yaml), JSON.stringify(text)).toEqual({ data: expected.data, content: expected.content });
    }
  });

  it('leaves other openings to gray-matter', () => {
    for (const text of ['---yaml\ntitle: Hi\n---\nBody', '--- \ntitle: Hi\n---\nBody', '---']) expect(splitFrontMatter(text, yaml)).toBeUndefined();
  });
});
