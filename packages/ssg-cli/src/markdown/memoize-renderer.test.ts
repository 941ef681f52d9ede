import { describe, expect, it } from 'vitest';
import { memoizeRenderer } from './memoize-renderer.js';
import type { MarkdownInput, MarkdownResult } from './types.js';

const input = (source: string): MarkdownInput => ({ source, file: 'docs/a.md', absPath: '/site/docs/a.md', lineOffset: 0, trust: 'local' });
const result = (html: string, assets: MarkdownResult['assets'] = []): MarkdownResult => ({ html, toc: [], anchors: [], links: [], assets, diagnostics: [] });

describe('memoizeRenderer', () => {
  it('renders an input once per context and again when the source or the context changes', async () => {
    const calls: string[] = [];
    const render = async (i: MarkdownInput) => {
      calls.push(i.source);
      return result(`<p>${i.source}</p>`);
    };
    const store = new Map<string, MarkdownResult>();
    const first = memoizeRenderer(render, store, 'routes-1');
    expect((await first(input('a'))).html).toBe('<p>a</p>');
    expect((await first(input('a'))).html).toBe('<p>a</p>');
    await first(input('b'));
    await memoizeRenderer(render, store, 'routes-2')(input('a'));
    expect(calls).toEqual(['a', 'b', 'a']);
  });

  it('always renders again a page that copies files', async () => {
    let calls = 0;
    const render = async () => {
      calls += 1;
      return result('<img>', [{ source: '/site/docs/a.png', route: '/assets/a-1234.png' }]);
    };
    const memo = memoizeRenderer(render, new Map(), 'ctx');
    await memo(input('![](./a.png)'));
    await memo(input('![](./a.png)'));
    expect(calls).toBe(2);
  });
});
