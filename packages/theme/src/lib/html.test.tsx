import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { escapeHtml, hrefAttribute } from './html.js';

describe('escapeHtml', () => {
  it('escapes text and attribute values as React does', () => {
    const text = `a "b" & 'c' <d>`;
    expect(escapeHtml(text)).toBe(renderToStaticMarkup(<i>{text}</i>).slice(3, -4));
    expect(` title="${escapeHtml(text)}"`).toBe(renderToStaticMarkup(<i title={text} />).slice(2, -5));
    expect(escapeHtml('plain')).toBe('plain');
  });
});

describe('hrefAttribute', () => {
  it('writes a link URL as React does, javascript: URLs blocked', () => {
    for (const url of ['/docs/a?b=1&c="d\'<>', 'https://example.com/x', 'javascript:alert(1)', ' \u0001JaVa\nScRiPt:alert(1)', 'java script:x']) {
      expect(hrefAttribute(url)).toBe(renderToStaticMarkup(<a href={url} />).slice(2, -5));
    }
  });
});
