import { createHighlighterCore, createCssVariablesTheme } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { toRegExp } from 'oniguruma-to-es';
import { describe, expect, it } from 'vitest';
import { buildRegexTable, enginePatterns, tableRegexConstructor, TRANSLATION_OPTIONS } from './regex-table.js';
import { GRAMMARS } from './shiki-core.js';

describe('enginePatterns', () => {
  it('rewrites \\z and adds the variants with \\A or \\G disabled', () => {
    const patterns = enginePatterns([
      { name: 't', scopeName: 'source.t', patterns: [{ match: 'a\\z' }, { begin: '\\Gx', end: 'y', patterns: [{ match: '\\\\G' }] }] },
    ]);
    expect([...patterns].sort()).toEqual(['\\Gx', '\\\\G', '\\\uFFFFx', 'a$(?!\\n)(?<!\\n)', 'y'].sort());
  });
});

describe('the regex table', () => {
  it('holds what the tokenizer asks for while highlighting, and gives the same RegExp as translating', async () => {
    const grammars = (await Promise.all(['python', 'shellscript', 'json'].map((lang) => GRAMMARS[lang]!()))).flatMap((m) => m.default);
    const table = buildRegexTable(enginePatterns(grammars));
    const asked: string[] = [];
    const fromTable = tableRegexConstructor(table);
    const shiki = await createHighlighterCore({
      themes: [createCssVariablesTheme({ name: 't' })],
      langs: grammars,
      engine: createJavaScriptRegexEngine({
        regexConstructor: (pattern) => {
          asked.push(pattern);
          return fromTable(pattern);
        },
      }),
    });
    shiki.codeToHast('import os\n@dec("x")\nclass A:\n    """doc"""\n    def f(self, x=1): return f"{x!r}" # c', { lang: 'python', theme: 't' });
    shiki.codeToHast('for f in *.py; do echo "$f" | grep -v x > /tmp/y; done\nexport A=1', { lang: 'shellscript', theme: 't' });
    shiki.codeToHast('{"a": [1, true, null, {"b": "c"}]}', { lang: 'json', theme: 't' });
    expect(asked.length).toBeGreaterThan(50);
    // Only `end`/`while` patterns completed at run time with captured text can be missing,
    // such as a string's end pattern once its opening quote is known.
    const missing = asked.filter((pattern) => !Object.hasOwn(table, pattern));
    expect(missing).toEqual(['(\")|((?<!\\\\)\\n)', '((?<=\"\"\")|^)(?!\\s*[Rr]?(\'\'\'|\"\"\"|[\"\']))']);
    for (const pattern of asked.slice(0, 200)) {
      const expected = toRegExp(pattern, TRANSLATION_OPTIONS);
      const actual = fromTable(pattern);
      expect([actual.source, actual.flags, actual.constructor.name]).toEqual([expected.source, expected.flags, expected.constructor.name]);
    }
  });

  it('translates patterns that are not in the table', () => {
    expect(tableRegexConstructor({})('a\\d+').source).toBe(toRegExp('a\\d+', TRANSLATION_OPTIONS).source);
  });
});
