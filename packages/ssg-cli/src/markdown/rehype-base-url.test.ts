import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import rehypeBaseUrl from './rehype-base-url.js';

const render = async (markdown: string, baseUrl: string): Promise<string> =>
  String(
    await unified()
      .use(remarkParse)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rehypeBaseUrl, { baseUrl })
      .use(rehypeStringify)
      .process(markdown),
  );

describe('rehypeBaseUrl', () => {
  it('prefixes internal absolute href, src and poster', async () => {
    expect(await render('[a](/docs/x#y) ![i](/assets/a-1234abcd.png)\n\n<video poster="/p.jpg" src="/v.mp4"></video>', '/flux0/')).toBe(
      '<p><a href="/flux0/docs/x#y">a</a> <img src="/flux0/assets/a-1234abcd.png" alt="i"></p>\n<p><video poster="/flux0/p.jpg" src="/flux0/v.mp4"></video></p>',
    );
  });

  it('leaves protocol-relative, external, relative and hash URLs alone', async () => {
    expect(await render('[a](//cdn.test/x) [b](https://x.test/) [c](./x) [d](#top)', '/flux0/')).toBe(
      '<p><a href="//cdn.test/x">a</a> <a href="https://x.test/">b</a> <a href="./x">c</a> <a href="#top">d</a></p>',
    );
  });

  it('changes nothing under the root base', async () => {
    expect(await render('[a](/docs/x)', '/')).toBe('<p><a href="/docs/x">a</a></p>');
  });
});
