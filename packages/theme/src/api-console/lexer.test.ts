import { describe, expect, it } from 'vitest';
import { highlightLines, type Grammar } from './lexer.js';

const CLASSES: Record<string, string> = { keyword: 'k', 'string-expression': 'se', constant: 'c', function: 'f', comment: 'cm' };
const scoped = (code: string, grammar: Grammar, scope: string): string[] =>
  [...highlightLines(code, grammar).matchAll(new RegExp(`<span class="ssg-t-${CLASSES[scope]}">([^<]*)</span>`, 'g'))].map((match) => match[1]!);
const textOf = (html: string): string => html.replace(/<[^>]+>/g, '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

describe('highlightLines', () => {
  it('keeps the text exactly, one line element per line', () => {
    const code = 'package main\n\nfunc main() {\n\tx := `raw\n"line"` // done\n}';
    const html = highlightLines(code, 'go');
    expect(textOf(html)).toBe(code);
    expect(html.match(/<span class="line">/g)).toHaveLength(6);
    expect(scoped(code, 'go', 'string-expression')).toEqual(['`raw', '"line"`']);
    expect(scoped(code, 'go', 'keyword')).toEqual(['package', 'func', ':=']);
    expect(scoped(code, 'go', 'comment')).toEqual(['// done']);
  });

  it('reads text blocks and raw strings to their closing quotes, and escapes HTML', () => {
    expect(scoped('x("""\n  {"a": "<b>"}\n  """);', 'csharp', 'string-expression')).toEqual(['"""', '  {"a": "&lt;b&gt;"}', '  """']);
    expect(scoped('String s = """\n{}""";', 'java', 'string-expression')).toEqual(['"""', '{}"""']);
  });

  it('colours keywords, constants and calls of each language', () => {
    expect(scoped('require "net/http"\nputs response.code, nil', 'ruby', 'keyword')).toEqual(['require', 'puts']);
    expect(scoped('$ch = curl_init(\'u\'); echo true;', 'php', 'function')).toEqual(['curl_init']);
    expect(scoped('const init: RequestInit = {};', 'typescript', 'keyword')).toEqual(['const', '=']);
    expect(scoped('using var client = new HttpClient();', 'csharp', 'keyword')).toEqual(['using', 'var', '=', 'new']);
    expect(scoped('{"a": [1, -2.5e3, true, null]}', 'json', 'constant')).toEqual(['1', '-2.5e3', 'true', 'null']);
  });
});
