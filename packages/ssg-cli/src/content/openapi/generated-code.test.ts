import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { highlightGenerated, isGeneratedLanguage, renderGeneratedCode } from './generated-code.js';

const textOf = (html: string): string => html.replace(/<[^>]+>/g, '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
const pre = (code: string, lang: string): string => toHtml(highlightGenerated(code, lang), { allowDangerousHtml: true });
const CLASSES: Record<string, string> = { keyword: 'k', string: 's', 'string-expression': 'se', constant: 'c', function: 'f', parameter: 'p' };
const scoped = (html: string, scope: string): string[] =>
  [...html.matchAll(new RegExp(`<span class="ssg-t-${CLASSES[scope]}">([^<]*)</span>`, 'g'))].map((match) => match[1]!.replaceAll('&#x27;', "'"));

describe('generated code highlighting', () => {
  it('handles the languages of samples and examples, and leaves others to Shiki', () => {
    expect(['bash', 'python', 'javascript', 'json'].map(isGeneratedLanguage)).toEqual([true, true, true, true]);
    expect(['xml', 'text', 'yaml'].map(isGeneratedLanguage)).toEqual([false, false, false]);
  });

  it('keeps the text exactly, one line element per line', () => {
    const code = 'curl -X POST \'https://x.test/a?b=1&c=<2>\' \\\n  -d \'{\n  "a": 1\n}\'';
    const html = pre(code, 'bash');
    expect(textOf(html)).toBe(code);
    expect(html.match(/<span class="line">/g)).toHaveLength(4);
    expect(html).toMatch(/^<pre class="shiki ssg-code-theme" tabindex="0"><code>/);
  });

  it('colours a curl command: the command, its options and a quoted body over several lines', () => {
    const html = pre("curl -X POST 'https://x.test' \\\n  -d '{\n  \"a\": 1\n}'", 'bash');
    expect(scoped(html, 'function')).toEqual(['curl']);
    expect(scoped(html, 'string')).toEqual(['-X', 'POST', '\\', '-d']);
    expect(scoped(html, 'string-expression')).toEqual(["'https://x.test'", "'{", '  "a": 1', "}'"]);
  });

  it('colours JSON keys, strings, numbers and constants', () => {
    const html = pre('{\n  "id": 12,\n  "name": "a \\"b\\"",\n  "ok": true,\n  "none": null\n}', 'json');
    expect(scoped(html, 'keyword')).toEqual(['"id"', '"name"', '"ok"', '"none"']);
    expect(scoped(html, 'string-expression')).toEqual(['"a \\"b\\""']);
    expect(scoped(html, 'constant')).toEqual(['12', 'true', 'null']);
  });

  it('colours Python and JavaScript keywords, calls, arguments and literals', () => {
    const python = pre('import requests\n\nresponse = requests.get(\n    "https://x.test",\n    params={"a": True},\n)', 'python');
    expect(scoped(python, 'keyword')).toEqual(['import', '=', '=', '"a"']);
    expect(scoped(python, 'function')).toEqual(['requests.get']);
    expect(scoped(python, 'parameter')).toEqual(['requests', 'response', 'params']);
    expect(scoped(python, 'constant')).toEqual(['True']);
    const javascript = pre('const response = await fetch("https://x.test", {\n  method: "GET",\n});', 'javascript');
    expect(scoped(javascript, 'keyword')).toEqual(['const', '=', 'await']);
    expect(scoped(javascript, 'function')).toEqual(['fetch']);
  });

  it('renders the same figure as a fenced code block: language label and copy button', async () => {
    const html = await renderGeneratedCode('json', '{}\n');
    expect(html).toMatch(/^<figure class="ssg-code" data-lang="json"><pre class="shiki ssg-code-theme"/);
    expect(html).toContain(
      '<span class="ssg-code__lang">json</span><ssg-island data-island="CopyButton" data-strategy="intent"><button type="button" class="ssg-code__copy" data-ssg-copy="" aria-label="Copy code">Copy</button></ssg-island></figure>',
    );
  });
});
