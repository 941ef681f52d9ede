import { describe, expect, it } from 'vitest';
import { createHtmlCache, fence, HtmlQueue, raiseHeadings } from './html-queue.js';
import type { MarkdownSource } from './types.js';

describe('fence', () => {
  it('uses a fence longer than any backtick run in the code', () => {
    expect(fence('json', '{"a": 1}\n')).toBe('```json\n{"a": 1}\n```\n');
    expect(fence('text', 'a ```` b')).toBe('`````text\na ```` b\n`````\n');
  });
});

describe('HtmlQueue', () => {
  it('renders queued Markdown once per source across pages and collects links and anchors', async () => {
    const calls: MarkdownSource[] = [];
    const render = async (input: MarkdownSource) => {
      calls.push(input);
      return { html: `<rendered>${input.source}</rendered>`, links: [{ target: '/docs/x', written: '/docs/x', kind: 'link' as const, position: { file: input.file } }], anchors: ['h'] };
    };
    const cache = createHtmlCache();
    const first = new HtmlQueue(render, 'remote/openapi.json', cache);
    const second = new HtmlQueue(render, 'remote/openapi.json', cache);
    const out: string[] = [];
    first.markdown('Uses *emphasis*.', (html) => out.push(html));
    first.code('xml', '<a/>', (html) => out.push(html));
    second.markdown('Uses *emphasis*.', (html) => out.push(html));
    const [a, b] = await Promise.all([first.flush(), second.flush()]);
    expect(calls.map((call) => call.source)).toEqual(['Uses *emphasis*.', '```xml\n<a/>\n```\n']);
    expect(calls[0]!.file).toBe('remote/openapi.json');
    expect(out).toEqual(['<rendered>Uses *emphasis*.</rendered>', '<rendered>```xml\n<a/>\n```\n</rendered>', '<rendered>Uses *emphasis*.</rendered>']);
    expect(a.links).toHaveLength(2);
    expect(b.anchors).toEqual(['h']);
  });

  it('highlights generated code (JSON, samples) itself, never through the renderer', async () => {
    const render = async (): Promise<never> => {
      throw new Error('not expected');
    };
    const queue = new HtmlQueue(render, 'f', createHtmlCache());
    const out: string[] = [];
    queue.code('json', '{"a": 1}', (html) => out.push(html));
    queue.code('bash', 'curl -X GET', (html) => out.push(html));
    await queue.flush();
    expect(out[0]).toContain('<span class="ssg-t-k">"a"</span>');
    expect(out[1]).toContain('<span class="ssg-t-f">curl</span>');
  });

  it('sends plain prose through the renderer too when the shortcut is off (site Markdown plugins)', async () => {
    const calls: string[] = [];
    const queue = new HtmlQueue(async (input: MarkdownSource) => (calls.push(input.source), { html: '<p>via plugins</p>' }), 'f', createHtmlCache(), undefined, false);
    const out: string[] = [];
    queue.markdown('Identifier of the `session`.', (html) => out.push(html));
    await queue.flush();
    expect(calls).toEqual(['Identifier of the `session`.']);
    expect(out).toEqual(['<p>via plugins</p>']);
  });

  it('turns plain prose into paragraphs without calling the renderer, and skips blanks', async () => {
    const render = async (): Promise<never> => {
      throw new Error('not expected');
    };
    const queue = new HtmlQueue(render, 'f', createHtmlCache());
    const out: string[] = [];
    queue.markdown('Identifier of the session.', (html) => out.push(html));
    queue.markdown('   ', (html) => out.push(html));
    queue.markdown(42, (html) => out.push(html));
    await queue.flush();
    expect(out).toEqual(['<p>Identifier of the session.</p>']);
  });
});

describe('raiseHeadings', () => {
  it('raises headings that start deeper than the level, keeping their order, and never lowers them', () => {
    expect(raiseHeadings('<p>a</p><h3 id="x">X</h3><h4>Y</h4><hr><header></header>', 2)).toEqual({ html: '<p>a</p><h2 id="x">X</h2><h3>Y</h3><hr><header></header>', shift: -1 });
    expect(raiseHeadings('<h1>A</h1><h3>B</h3>', 2)).toEqual({ html: '<h1>A</h1><h3>B</h3>', shift: 0 });
    expect(raiseHeadings('<p>&lt;h3&gt; is text</p><pre><code>&lt;h5&gt;</code></pre>', 2).shift).toBe(0);
  });
});
