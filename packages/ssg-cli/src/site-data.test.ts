import { describe, expect, it } from 'vitest';
import { withBaseInHtml } from './site-data.js';

describe('withBaseInHtml', () => {
  it('puts root-relative links under the base URL, leaving the rest', () => {
    const html = 'See <a href="/docs/x">docs</a>, <a href=\'/blog\'>blog</a>, <a href="//cdn.example/a">cdn</a>, <a href="https://e.com/">e</a>, <img src="/img/a.png">';
    expect(withBaseInHtml(html, '/flux0/')).toBe(
      'See <a href="/flux0/docs/x">docs</a>, <a href=\'/flux0/blog\'>blog</a>, <a href="//cdn.example/a">cdn</a>, <a href="https://e.com/">e</a>, <img src="/flux0/img/a.png">',
    );
    expect(withBaseInHtml(html, '/')).toBe(html);
  });
});
