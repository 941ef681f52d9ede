import { describe, expect, it } from 'vitest';
import { UserError } from '../report/diagnostics.js';
import { parseFrontMatter } from './front-matter.js';

describe('parseFrontMatter', () => {
  it('splits data and body and counts the lines before the body', () => {
    const result = parseFrontMatter({ text: '---\ntitle: Hi\nsidebar_position: 2\n---\n# Body\n', file: 'docs/a.md' });
    expect(result.data).toEqual({ title: 'Hi', sidebar_position: 2 });
    expect(result.body).toBe('# Body\n');
    expect(result.lineOffset).toBe(4);
  });

  it('accepts files without front matter', () => {
    expect(parseFrontMatter({ text: '# Only body', file: 'a.md' })).toEqual({ data: {}, body: '# Only body', lineOffset: 0 });
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

  it('rejects front matter that is not a mapping', () => {
    expect(() => parseFrontMatter({ text: '---\n- a\n- b\n---\nbody', file: 'docs/list.md' })).toThrow(/must be a YAML mapping/);
  });
});
