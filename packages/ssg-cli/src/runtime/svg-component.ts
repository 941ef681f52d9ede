// An SVG file imported from code (`import Logo from './logo.svg'`, `require('./x.svg').default`)
// as Docusaurus gives it through SVGR: a React component rendering the SVG inline, the props it is
// given over the SVG's own attributes (`<Logo className={styles.logo} role="img" width={40} />`),
// `title` (and `titleId`) as the SVG's `<title>`, as SVGR's `titleProp` makes them. The default
// export is the component; `ReactComponent` too, for code written for Create React App's SVGR.
// No URL is exported: Docusaurus gives none from code either (`url(./x.svg)` in CSS stays a URL).
//
// The component is generated code, not a runtime library: the page's modules run with the site's
// packages, which need not include any SVG one. The SVG is read by the HTML parser (as a browser
// reads inline SVG: element and attribute names get SVG's case, `xlink:href` its namespace), and
// hast-util-to-estree writes the JSX, with React's names (`stroke-width` → `strokeWidth`,
// `class` → `className`) and `style` strings as objects — the mapping MDX itself relies on.
import type { Element, ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toEstree } from 'hast-util-to-estree';
import { toString } from 'hast-util-to-string';
import { jsx, toJs } from 'estree-util-to-js';

/** The JSX source of an SVG's component module, or why the file is not an SVG image. */
export type SvgModule = { code: string } | { problem: string };

/** The XML declaration and comments are parsed as comments (and dropped); a DOCTYPE's internal subset (`[ <!ENTITY …> ]`) would end it early. */
const DOCTYPE = /<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>/gi;

/**
 * The component module of `svg`, the text of the `.svg` file `fileName` (its name, which prefixes
 * the SVG's ids as SVGR's `prefixIds` does: `logo.svg`'s `a` becomes `logo_svg__a`, so that two
 * SVGs on one page that both define a gradient `a` each use their own).
 */
export function svgComponentModule(svg: string, fileName: string): SvgModule {
  let cutShort: string | undefined;
  // Kept line for line, so that a problem's line is the file's.
  const text = svg.replace(DOCTYPE, (doctype) => doctype.replace(/[^\n]/g, ''));
  const tree = fromHtml(text, {
    fragment: true,
    onerror(message) {
      // The HTML parser reads on through any mistake, but not past the end of the file.
      if (cutShort === undefined && message.ruleId?.startsWith('eof-')) cutShort = `${message.reason} (line ${message.line ?? '?'}, column ${message.column ?? '?'})`;
    },
  });
  if (cutShort !== undefined) return { problem: cutShort };
  const [root, ...more] = tree.children.filter((node) => node.type !== 'comment' && !(node.type === 'text' && node.value.trim() === ''));
  if (root === undefined) return { problem: 'it is empty' };
  if (root.type !== 'element') return { problem: 'it starts with text, not an <svg> element' };
  if (root.tagName !== 'svg') return { problem: `its root is <${root.tagName}>, not <svg>` };
  if (more.length > 0) return { problem: 'it has more after its <svg> element' };
  return { code: componentSource(prefixIds(clean(root), `${fileName.replace(/[. ]/g, '_')}__`)) };
}

/** Attributes that name one element by `#id`. */
const HREFS = new Set(['href', 'xLinkHref']);
/** Attributes that list elements by id, separated by spaces. */
const ID_LISTS = new Set(['ariaLabelledBy', 'ariaDescribedBy', 'ariaControls', 'ariaOwns', 'ariaFlowTo', 'ariaDetails']);

/**
 * `svg` with `prefix` before each id it defines and each reference to one: `href="#a"`,
 * `url(#a)` in any attribute or stylesheet (`fill`, `clip-path`, `style`, `<style>`), `#a` in a
 * stylesheet's selectors, and the ARIA attributes that list ids.
 */
function prefixIds(svg: Element, prefix: string): Element {
  const ids = new Set<string>();
  const collect = (element: Element): void => {
    if (typeof element.properties.id === 'string' && element.properties.id !== '') ids.add(element.properties.id);
    for (const child of element.children) if (child.type === 'element') collect(child);
  };
  collect(svg);
  if (ids.size === 0) return svg;
  const renamed = (id: string): string => (ids.has(id) ? `${prefix}${id}` : id);
  const inText = (text: string, selectors: boolean): string =>
    text
      .replace(/url\(\s*(['"]?)#([^'")\s]+)\1\s*\)/g, (whole, quote: string, id: string) => (ids.has(id) ? `url(${quote}#${prefix}${id}${quote})` : whole))
      .replace(selectors ? /#(-?[A-Za-z_][\w-]*)/g : /(?!)/g, (whole, id: string) => (ids.has(id) ? `#${prefix}${id}` : whole));
  const rewrite = (element: Element): Element => {
    const properties = Object.fromEntries(
      Object.entries(element.properties).map(([name, value]) => {
        if (name === 'id' && typeof value === 'string') return [name, renamed(value)];
        if (HREFS.has(name) && typeof value === 'string' && value.startsWith('#')) return [name, `#${renamed(value.slice(1))}`];
        if (ID_LISTS.has(name)) return [name, Array.isArray(value) ? value.map((id) => renamed(String(id))) : typeof value === 'string' ? value.split(/\s+/).map(renamed).join(' ') : value];
        return [name, typeof value === 'string' && value.includes('url(') ? inText(value, false) : value];
      }),
    );
    const style = element.tagName === 'style';
    const children = element.children.map((child) => (child.type === 'element' ? rewrite(child) : style && child.type === 'text' ? { ...child, value: inText(child.value, true) } : child));
    return { ...element, properties, children };
  };
  return rewrite(svg);
}

/** Elements whose text is shown or read, where white space between their children counts. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);

/**
 * Without comments, editors' data (`sodipodi:namedview`, `inkscape:label`: names with a prefix of
 * their own; `xlink:` and `xml:` names are read as SVG's own, without a colon) and the white space
 * between elements, as SVGR's SVGO leaves it.
 */
function clean(element: Element): Element {
  const properties = Object.fromEntries(Object.entries(element.properties).filter(([name]) => !name.includes(':')));
  const keepSpace = TEXT_ELEMENTS.has(element.tagName);
  const children = element.children.filter(
    (child) => child.type !== 'comment' && !(child.type === 'element' && child.tagName.includes(':')) && (keepSpace || child.type !== 'text' || child.value.trim() !== ''),
  );
  return { ...element, properties, children: children.map((child) => (child.type === 'element' ? clean(child) : child)) };
}

/** The module: the SVG as JSX, the props spread last, its own title the default of `title`. */
function componentSource(svg: Element): string {
  const own = svg.children.find((child): child is Element => child.type === 'element' && child.tagName === 'title');
  const children: ElementContent[] = svg.children.filter((child) => child !== own);
  const program = toEstree({ ...svg, children }, { space: 'svg' });
  const statement = program.body[0];
  if (statement?.type !== 'ExpressionStatement' || statement.expression.type !== 'JSXElement') throw new Error('hast-util-to-estree gave no JSX element for an <svg>');
  const element = statement.expression;
  const name = (value: string) => ({ type: 'JSXIdentifier', name: value }) as const;
  const identifier = (value: string) => ({ type: 'JSXExpressionContainer', expression: { type: 'Identifier', name: value } }) as const;
  element.openingElement.attributes.push(
    { type: 'JSXAttribute', name: name('aria-labelledby'), value: identifier('titleId') },
    { type: 'JSXSpreadAttribute', argument: { type: 'Identifier', name: 'props' } },
  );
  element.children.unshift(identifier('titleElement'));
  // An empty `<svg />` gets the title as a child.
  element.openingElement.selfClosing = false;
  element.closingElement ??= { type: 'JSXClosingElement', name: element.openingElement.name };
  const title = own ? ` = ${JSON.stringify(toString(own))}` : '';
  return [
    `export default function SvgComponent({ title${title}, titleId, ...props }) {`,
    '  const titleElement = title ? <title id={titleId}>{title}</title> : null;',
    `  return ${toJs(program, { handlers: jsx }).value.trimEnd()}`,
    '}',
    'export { SvgComponent as ReactComponent };',
    '',
  ].join('\n');
}
