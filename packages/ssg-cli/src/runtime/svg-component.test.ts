import { describe, expect, it } from 'vitest';
import { svgComponentModule } from './svg-component.js';

const code = (svg: string): string => {
  const module = svgComponentModule(svg, 'logo.svg');
  if (!('code' in module)) throw new Error(module.problem);
  return module.code;
};

describe('svgComponentModule', () => {
  it('writes the SVG as JSX with React names, its own title the default of `title`, the props last', () => {
    const svg = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [ <!ENTITY ns "x"> ]>',
      '<!-- Created with an editor -->',
      '<svg xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="x" viewBox="0 0 10 10" class="a b" inkscape:label="L">',
      '  <title>Logo</title>',
      '  <sodipodi:namedview id="n"/><!-- a note -->',
      '  <use xlink:href="#p" style="fill-opacity: .5; stroke-width: 2px" stroke-width="2" fill-rule="evenodd"/>',
      '  <text x="1"><tspan>a</tspan> <tspan>&amp; "b"</tspan></text>',
      '</svg>',
    ].join('\n');
    expect(code(svg)).toBe(
      [
        'export default function SvgComponent({ title = "Logo", titleId, ...props }) {',
        '  const titleElement = title ? <title id={titleId}>{title}</title> : null;',
        '  return <svg xmlnsXlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" className="a b" aria-labelledby={titleId} {...props}>{titleElement}<use xlinkHref="#p" style={{',
        '  fillOpacity: ".5",',
        '  strokeWidth: "2px"',
        '}} strokeWidth="2" fillRule="evenodd" /><text x="1"><tspan>{"a"}</tspan>{" "}<tspan>{"& \\"b\\""}</tspan></text></svg>;',
        '}',
        'export { SvgComponent as ReactComponent };',
        '',
      ].join('\n'),
    );
  });

  it('gives an empty <svg /> the title as a child, and no default title', () => {
    expect(code('<svg viewBox="0 0 1 1"/>')).toContain('function SvgComponent({ title, titleId, ...props }) {\n');
    expect(code('<svg viewBox="0 0 1 1"/>')).toContain('return <svg viewBox="0 0 1 1" aria-labelledby={titleId} {...props}>{titleElement}</svg>;');
  });

  it('says why a file is not an SVG image', () => {
    expect(svgComponentModule('', 'x.svg')).toEqual({ problem: 'it is empty' });
    expect(svgComponentModule('<!-- only -->\n', 'x.svg')).toEqual({ problem: 'it is empty' });
    expect(svgComponentModule('\u0089PNG\r\n', 'x.svg')).toEqual({ problem: 'it starts with text, not an <svg> element' });
    expect(svgComponentModule('<div class="error">Not found</div>', 'x.svg')).toEqual({ problem: 'its root is <div>, not <svg>' });
    expect(svgComponentModule('<svg></svg>\n<svg></svg>', 'x.svg')).toEqual({ problem: 'it has more after its <svg> element' });
    expect(svgComponentModule('<svg>\n  <path d="M0 0', 'x.svg')).toEqual({ problem: 'Unexpected end of file in tag (line 2, column 16)' });
  });

  it('prefixes the ids the SVG defines with its file name, and every reference to them', () => {
    const svg = [
      '<svg viewBox="0 0 10 10" aria-labelledby="t other">',
      '  <title id="t">Chart</title>',
      '  <style>#bar { fill: url(#grad); } .x { color: #fff }</style>',
      '  <defs><linearGradient id="grad"><stop offset="0"/></linearGradient><clipPath id="clip"><rect width="5" height="5"/></clipPath></defs>',
      '  <rect id="bar" fill="url(#grad)" clip-path="url(\'#clip\')" style="stroke: url(#grad)"/>',
      '  <use href="#bar" xlink:href="#bar"/><use href="#elsewhere"/><a href="https://example.com/#grad">link</a>',
      '</svg>',
    ].join('\n');
    const module = code(svg);
    expect(module).toContain('id="logo_svg__grad"');
    expect(module).toContain('id="logo_svg__clip"');
    expect(module).toContain('id="logo_svg__bar" fill="url(#logo_svg__grad)" clipPath="url(\'#logo_svg__clip\')"');
    expect(module).toContain('stroke: "url(#logo_svg__grad)"');
    expect(module).toContain('{"#logo_svg__bar { fill: url(#logo_svg__grad); } .x { color: #fff }"}');
    expect(module).toContain('<use href="#logo_svg__bar" xlinkHref="#logo_svg__bar" /><use href="#elsewhere" /><a href="https://example.com/#grad">');
    // ARIA attributes that list ids name the prefixed ones (ids defined elsewhere stay as they are).
    expect(module).toContain('aria-labelledby="logo_svg__t other"');
    expect(code('<svg><path d="M0 0"/></svg>')).not.toContain('logo_svg__');
  });
});
