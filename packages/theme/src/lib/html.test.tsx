import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { heldInOneByte } from '../test-support/strings.js';
import { escapeHtml, hrefAttribute, narrowText } from './html.js';

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

describe('narrowText', () => {
  it('gives the text held one byte a character when every character fits, and wider text as it is', () => {
    // Sliced from a string with a dash: ASCII, held two bytes a character.
    const wide = 'Introduction — start here'.slice(0, 12);
    expect(heldInOneByte(wide)).toBe(false);
    expect(narrowText(wide)).toBe('Introduction');
    expect(heldInOneByte(narrowText(wide))).toBe(true);
    expect(heldInOneByte(narrowText('Café "x" & \n\u0001'.slice(0)))).toBe(true);
    expect(narrowText('Café "x" & \n\u0001')).toBe('Café "x" & \n\u0001');
    const dash = 'Introduction — start here';
    expect(narrowText(dash)).toBe(dash);
  });
});
