import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MarkdownInput, MarkdownResult } from '../markdown/types.js';
import { memoizeCode, memoizeRenderer, type MarkdownMemoEntry } from './memoize-renderers.js';

const input = (source: string): MarkdownInput => ({ source, file: 'docs/a.md', absPath: '/site/docs/a.md', lineOffset: 0, trust: 'local' });
const result = (html: string, assets: MarkdownResult['assets'] = []): MarkdownResult => ({ html, toc: [], anchors: [], links: [], routeLookups: {}, assets, diagnostics: [] });

describe('memoizeRenderer', () => {
  it('renders an input once per context and again when the source or the context changes', async () => {
    const calls: string[] = [];
    const render = async (i: MarkdownInput) => {
      calls.push(i.source);
      return result(`<p>${i.source}</p>`);
    };
    const store = new Map<string, MarkdownMemoEntry>();
    const first = memoizeRenderer(render, store, 'routes-1', new Map());
    expect((await first(input('a'))).html).toBe('<p>a</p>');
    expect((await first(input('a'))).html).toBe('<p>a</p>');
    await first(input('b'));
    await memoizeRenderer(render, store, 'routes-2', new Map())(input('a'));
    expect(calls).toEqual(['a', 'b', 'a']);
  });

  it('reuses a page while the files its links looked up keep their routes; another file added or moved changes nothing', async () => {
    let calls = 0;
    const render = async () => {
      calls += 1;
      return { ...result('<a href="/docs/b">B</a>'), routeLookups: { '/site/docs/b.md': '/docs/b', '/site/docs/c.md': null } };
    };
    const store = new Map<string, MarkdownMemoEntry>();
    const routes = (entries: [string, string][]) => memoizeRenderer(render, store, 'ctx', new Map(entries));
    await routes([['/site/docs/b.md', '/docs/b']])(input('[B](./b.md) [C](./c.md)'));
    await routes([['/site/docs/b.md', '/docs/b'], ['/site/docs/other.md', '/docs/other']])(input('[B](./b.md) [C](./c.md)'));
    expect(calls).toBe(1);
    // The link target moved; then a file the page links to came to exist.
    await routes([['/site/docs/b.md', '/docs/b-moved']])(input('[B](./b.md) [C](./c.md)'));
    await routes([['/site/docs/b.md', '/docs/b'], ['/site/docs/c.md', '/docs/c']])(input('[B](./b.md) [C](./c.md)'));
    expect(calls).toBe(3);
  });

  it('names each result it keeps, so that a result rendered again under the same key gets another name', async () => {
    const render = async () => ({ ...result('<a href="/docs/b">B</a>'), routeLookups: { '/site/docs/b.md': '/docs/b' } });
    const store = new Map<string, MarkdownMemoEntry>();
    const at = (route: string) => memoizeRenderer(render, store, 'ctx', new Map([['/site/docs/b.md', route]]))(input('[B](./b.md)'));
    const first = await at('/docs/b');
    expect(first.textKey).toEqual(expect.any(String));
    expect((await at('/docs/b')).textKey).toBe(first.textKey);
    expect((await at('/docs/b-moved')).textKey).not.toBe(first.textKey);
  });

  it('renders again a page whose copied files changed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ssg-memo-'));
    const image = path.join(dir, 'a.png');
    await writeFile(image, 'one');
    let calls = 0;
    const render = async () => {
      calls += 1;
      return result('<img>', [{ source: image, route: '/assets/a-1234.png' }]);
    };
    const memo = memoizeRenderer(render, new Map(), 'ctx', new Map());
    await memo(input('![](./a.png)'));
    await memo(input('![](./a.png)'));
    expect(calls).toBe(1);
    await writeFile(image, 'changed');
    await memo(input('![](./a.png)'));
    expect(calls).toBe(2);
    await rm(dir, { recursive: true, force: true });
  });

  it('keys a page with code references by the code fetched for them', async () => {
    let calls = 0;
    let upstream = 'v1';
    const fetched: string[][] = [];
    const memo = memoizeRenderer(async () => ((calls += 1), result('<pre></pre>')), new Map(), 'ctx', new Map(), async (urls) => (fetched.push(urls), upstream));
    const source = 'Text\n\n- item\n\n  ```python reference title="a.py"\n  https://github.com/o/r/blob/main/a.py#L1-L3\n  ```\n';
    await memo(input(source));
    await memo(input(source));
    upstream = 'v2';
    await memo(input(source));
    expect(calls).toBe(2);
    expect(fetched[0]).toEqual(['https://github.com/o/r/blob/main/a.py#L1-L3']);
  });

  it('does not keep a page whose code reference it cannot read', async () => {
    let calls = 0;
    const memo = memoizeRenderer(async () => ((calls += 1), result('<pre></pre>')), new Map(), 'ctx', new Map(), async () => 'same');
    const source = '```python reference\n\nhttps://github.com/o/r/blob/main/a.py\n```\n';
    await memo(input(source));
    await memo(input(source));
    expect(calls).toBe(2);
  });
});

describe('memoizeCode', () => {
  it('highlights the same code in the same language once', async () => {
    const calls: string[] = [];
    const store = new Map<string, string>();
    const code = memoizeCode(async (lang, text) => (calls.push(`${lang}:${text}`), `<pre>${text}</pre>`), store);
    expect(await code('bash', 'ls')).toBe('<pre>ls</pre>');
    await code('bash', 'ls');
    await code('python', 'ls');
    expect(calls).toEqual(['bash:ls', 'python:ls']);
    expect(store.size).toBe(2);
  });
});
