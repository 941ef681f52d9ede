import { describe, expect, it } from 'vitest';
import { DiagnosticSink, UserError } from '../../report/diagnostics.js';
import { parseTagsFile, resolvePostTags } from './tags.js';

const TAGS = `python:
  label: Python
  permalink: /python
  description: All things Python.
uv:
  label: Uv
`;

const parse = (source: string) => parseTagsFile({ source, file: 'blog/tags.yml', tagsRoute: '/blog/tags' });

describe('parseTagsFile', () => {
  it('reads labels, routes from permalinks (or keys) and descriptions', () => {
    const tags = parse(TAGS);
    expect(tags.get('python')).toEqual({ label: 'Python', route: '/blog/tags/python', description: 'All things Python.' });
    expect(tags.get('uv')).toEqual({ label: 'Uv', route: '/blog/tags/uv' });
  });

  it('rejects a tag without a label, naming its line', () => {
    try {
      parse('python:\n  description: no label\n');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual(['2 `python.label`: expected a label (text)']);
    }
  });
});

describe('resolvePostTags', () => {
  const known = parse(TAGS);
  const lineOf = (path: ReadonlyArray<string | number>) => (path[0] === 'tags' ? 10 + Number(path[1]) : undefined);
  const resolve = (refs: Parameters<typeof resolvePostTags>[0]['refs'], onInlineTags: 'warn' | 'throw' | 'ignore', diagnostics = new DiagnosticSink()) =>
    resolvePostTags({ refs, known, tagsRoute: '/blog/tags', file: 'blog/p.md', lineOf, onInlineTags, diagnostics });

  it('resolves keys of tags.yml without complaint', () => {
    const diagnostics = new DiagnosticSink();
    expect(resolve(['uv', 'python'], 'throw', diagnostics).map((tag) => tag.label)).toEqual(['Uv', 'Python']);
    expect(diagnostics.items).toEqual([]);
  });

  it('makes inline tags from labels and objects and reports each at the configured level', () => {
    const diagnostics = new DiagnosticSink();
    const tags = resolve(['python', 'Release Notes', { label: 'Deep Dive', permalink: '/deep' }], 'warn', diagnostics);
    expect(tags).toEqual([
      { label: 'Python', route: '/blog/tags/python', description: 'All things Python.' },
      { label: 'Release Notes', route: '/blog/tags/release-notes' },
      { label: 'Deep Dive', route: '/blog/tags/deep' },
    ]);
    expect(diagnostics.items.map((d) => [d.severity, d.rule, d.line, d.message])).toEqual([
      ['warning', 'onInlineTags', 11, 'Tag "Release Notes" is not defined in tags.yml'],
      ['warning', 'onInlineTags', 12, 'Tag "Deep Dive" is not defined in tags.yml'],
    ]);
  });

  it('fails the build for inline tags when the rule throws, and stays silent when ignored', () => {
    const failing = new DiagnosticSink();
    resolve(['Misc'], 'throw', failing);
    expect(failing.errors.map((d) => d.rule)).toEqual(['onInlineTags']);
    const silent = new DiagnosticSink();
    resolve(['Misc'], 'ignore', silent);
    expect(silent.items).toEqual([]);
  });

  it('lists a tag once when a post names it twice', () => {
    expect(resolve(['uv', 'uv'], 'warn')).toHaveLength(1);
  });
});
