// HTML syntax trees as clean Markdown, for readers that are programs: the page's own chrome
// (heading anchors, copy buttons, highlighting spans, icons) dropped, code figures as fenced
// blocks with their language and title (code references followed by a `Source:` link),
// admonitions as block quotes with their title in bold, links whose URL sanitising removed reduced
// to their text, and root-relative URLs made absolute with the site's origin. Any other element
// becomes its Markdown equivalent, or its content.
//
// Written here rather than with hast-util-to-mdast + mdast-util-to-markdown: that pair took 60%
// of the Markdown stage's time on the 1,000-page corpus (it clones the tree, minifies its
// whitespace, then escapes every text node against dozens of patterns). The trees converted here
// are those the Markdown stage made (GFM's elements, our figures and admonitions) or sanitised
// README HTML, and text is escaped where Markdown would read it as syntax.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { headingLevel } from './heading-level.js';
import { codeSourceLink, isChrome } from './page-chrome.js';
import { hasToken, tokens } from './tokens.js';

const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'caption', 'center', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main', 'nav',
  'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);


/** A table's row groups: their rows are the table's. */
const ROW_GROUPS = new Set(['thead', 'tbody', 'tfoot']);

type Node = RootContent | ElementContent;

const hasClass = (node: Element, name: string): boolean => hasToken(node.properties.className, name);

const childElement = (node: Element, test: (child: Element) => boolean): Element | undefined =>
  node.children.find((child): child is Element => child.type === 'element' && test(child));

const isBlock = (node: Node): boolean => node.type === 'element' && BLOCK.has(node.tagName) && !isChrome(node);

/** White space that collapsing changes: a run of two, or any but a plain space. */
const MAY_COLLAPSE = /[^\S ]| {2}/;

/** The characters `escapeText` escapes; most text holds none, and is returned as it is. */
const SYNTAX = /[\\`*[\]<~_]/;

/** Escapes what Markdown would read as syntax inside running text. */
export function escapeText(text: string): string {
  if (!SYNTAX.test(text)) return text;
  return text
    .replace(/[\\`*[\]<]/g, '\\$&')
    .replace(/~~/g, '\\~\\~')
    .replace(/(^|[^\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, (match) => match.replace('_', '\\_'));
}

/** A line whose first character may start a block: the only lines `escapeLineStart` changes. */
const LINE_START = /^\s*[#>+=\-\d]/;

/** Escapes what would start a block (heading, quote, list item, rule) at the start of a line. */
export function escapeLineStart(text: string): string {
  if (!LINE_START.test(text)) return text;
  return text.replace(/^(\s*)([#>+=-])/, '$1\\$2').replace(/^(\s*\d+)([.)])/, '$1\\$2');
}

/** Inline code: fenced with more backticks than the code holds. */
export function inlineCode(code: string): string {
  const flat = code.replace(/\s+/g, ' ');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A fenced code block: more backticks than any run in the code. */
function fencedCode(code: string, lang: string | undefined, meta?: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const info = [lang, meta].filter(Boolean).join(' ');
  return `${fence}${info}\n${code.replace(/\n$/, '')}\n${fence}`;
}

/** `**x**` with the spaces `x` starts or ends with moved outside the markers. */
function wrap(marker: string, content: string): string {
  const core = content.trim();
  if (core === '') return content;
  const lead = content.slice(0, content.length - content.trimStart().length);
  return `${lead}${marker}${core}${marker}${content.slice(lead.length + core.length)}`;
}

/** A table's delimiter cell for each alignment. */
const DELIMITERS = new Map([['left', ' :--- |'], ['center', ' :---: |'], ['right', ' ---: |']]);

class Converter {
  constructor(private readonly origin: string | undefined) {}

  private url(href: unknown): string | undefined {
    if (typeof href !== 'string' || href === '') return undefined;
    const absolute = this.origin && href.startsWith('/') && !href.startsWith('//') ? this.origin + href : href;
    return /[\s()<>]/.test(absolute) ? `<${absolute.replace(/[<>]/g, encodeURIComponent)}>` : absolute;
  }

  /** The Markdown of inline content, whitespace collapsed. */
  inline(nodes: readonly Node[]): string {
    let out = '';
    // Whether `out` ends with white space, kept apart: reading the end of a string grown piece by
    // piece copies all of it each time (a paragraph of megabytes).
    let afterSpace = false;
    for (const node of nodes) {
      let piece = '';
      if (node.type === 'text') {
        const text = MAY_COLLAPSE.test(node.value) ? node.value.replace(/\s+/g, ' ') : node.value;
        // White space across two text nodes collapses as in one (the raw-HTML pass joins them, other trees keep them apart).
        piece = escapeText(afterSpace ? text.replace(/^\s+/, '') : text);
      } else if (node.type === 'element' && !isChrome(node)) piece = this.inlineElement(node);
      if (piece === '') continue;
      out += piece;
      afterSpace = /\s$/.test(piece);
    }
    return out;
  }

  private inlineElement(node: Element): string {
    switch (node.tagName) {
      case 'strong':
      case 'b':
        return wrap('**', this.inline(node.children));
      // `*`, not `_`: inside a word (`2*3*4`) only `*` reads as emphasis again.
      case 'em':
      case 'i':
        return wrap('*', this.inline(node.children));
      // No Markdown for these: the element, which Markdown keeps as it is.
      case 'sup':
      case 'sub': {
        const inner = this.inline(node.children);
        return inner === '' ? '' : `<${node.tagName}>${inner}</${node.tagName}>`;
      }
      case 'del':
      case 's':
      case 'strike':
        return wrap('~~', this.inline(node.children));
      case 'code':
      case 'kbd':
      case 'samp':
        return inlineCode(toString(node));
      case 'br':
        return '\\\n';
      case 'a': {
        const text = this.inline(node.children).trim();
        const href = this.url(node.properties.href);
        return href === undefined ? text : `[${text || href}](${href})`;
      }
      case 'img': {
        const src = this.url(node.properties.src);
        const alt = typeof node.properties.alt === 'string' ? escapeText(node.properties.alt) : '';
        return src === undefined ? '' : `![${alt}](${src})`;
      }
      case 'input':
        return '';
      default:
        return this.inline(node.children);
    }
  }

  /** The Markdown blocks of flow content: runs of inline content become paragraphs. */
  blocks(nodes: readonly Node[]): string[] {
    const out: string[] = [];
    let run: Node[] = [];
    const flush = (): void => {
      const text = this.inline(run).trim();
      if (text !== '') out.push(escapeLineStart(text));
      run = [];
    };
    for (const node of nodes) {
      if (node.type === 'element' && isBlock(node)) {
        flush();
        const block = this.block(node);
        if (block !== '') out.push(block);
      } else if (node.type === 'text' || node.type === 'element') {
        run.push(node);
      }
    }
    flush();
    return out;
  }

  private block(node: Element): string {
    const depth = headingLevel(node.tagName);
    if (depth > 0) {
      const text = this.inline(node.children).replace(/\\\n/g, ' ').trim();
      return text === '' ? '' : `${'#'.repeat(depth)} ${text}`;
    }
    switch (node.tagName) {
      case 'p':
      case 'summary':
      case 'dd':
      case 'figcaption':
      case 'caption':
        return escapeLineStart(this.inline(node.children).trim());
      case 'dt':
        return wrap('**', this.inline(node.children).trim());
      case 'hr':
        return '---';
      case 'pre':
        return this.pre(node);
      case 'figure':
        return hasClass(node, 'ssg-code') ? this.codeFigure(node) : this.blocks(node.children).join('\n\n');
      case 'aside':
        return hasClass(node, 'ssg-admonition') ? this.admonition(node) : this.blocks(node.children).join('\n\n');
      case 'blockquote':
        return quote(this.blocks(node.children));
      case 'ul':
      case 'ol':
        return this.list(node);
      case 'table':
        return this.table(node);
      default:
        return this.blocks(node.children).join('\n\n');
    }
  }

  private pre(node: Element): string {
    const code = childElement(node, (child) => child.tagName === 'code');
    const lang = code ? tokens(code.properties.className).find((name) => name.startsWith('language-'))?.slice('language-'.length) : undefined;
    return fencedCode(toString(node), lang);
  }

  /** A code figure: a fenced block (language, title), plus the source link of a code reference. */
  private codeFigure(node: Element): string {
    const caption = childElement(node, (child) => hasClass(child, 'ssg-code__title'));
    const title = caption ? toString(caption).trim() : undefined;
    const pre = childElement(node, (child) => child.tagName === 'pre');
    const href = this.url(codeSourceLink(node)?.properties.href);
    const lang = typeof node.properties.dataLang === 'string' && node.properties.dataLang !== 'text' ? node.properties.dataLang : undefined;
    const parts: string[] = [];
    if (pre) parts.push(fencedCode(toString(pre), lang, title ? `title="${title.replace(/"/g, "'")}"` : undefined));
    if (href) {
      const link = `[${escapeText(title ?? href)}](${href})`;
      parts.push(pre ? `Source: ${link}` : `Code not included (it could not be loaded when the site was built): ${link}`);
    }
    return parts.join('\n\n');
  }

  /** An admonition: a block quote that starts with its title in bold. */
  private admonition(node: Element): string {
    const title = childElement(node, (child) => hasClass(child, 'ssg-admonition__title'));
    const body = childElement(node, (child) => hasClass(child, 'ssg-admonition__body')) ?? node;
    const heading = title ? wrap('**', this.inline(title.children).trim()) : '';
    return quote([heading, ...this.blocks(body.children)].filter((part) => part !== ''));
  }

  private list(node: Element): string {
    const ordered = node.tagName === 'ol';
    const start = ordered && typeof node.properties.start === 'number' ? node.properties.start : 1;
    const items = node.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'li');
    return items
      .map((item, index) => {
        const marker = ordered ? `${start + index}. ` : '- ';
        const box = findCheckbox(item);
        const task = box ? (box.properties.checked ? '[x] ' : '[ ] ') : '';
        // Tight unless the item holds paragraphs of its own.
        const loose = item.children.some((child) => child.type === 'element' && child.tagName === 'p');
        const body = this.blocks(item.children).join(loose ? '\n\n' : '\n');
        return `${marker}${task}${body.replace(/\n(?!\n)/g, `\n${' '.repeat(marker.length)}`)}`.trimEnd();
      })
      .join('\n');
  }

  private table(node: Element): string {
    const rows: Element[] = [];
    const collect = (parent: Element): void => {
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'tr') rows.push(child);
        else if (ROW_GROUPS.has(child.tagName)) collect(child);
      }
    };
    collect(node);
    /** The columns' alignment, from the header row's cells (`align`, as GFM writes them). */
    const aligns: string[] = [];
    const cells = rows.map((row, rowIndex) => {
      const texts: string[] = [];
      for (const cell of row.children) {
        if (cell.type !== 'element' || (cell.tagName !== 'td' && cell.tagName !== 'th')) continue;
        if (rowIndex === 0) aligns.push(typeof cell.properties.align === 'string' ? cell.properties.align : '');
        texts.push(this.inline(cell.children).trim().replace(/\\\n/g, ' ').replace(/\|/g, '\\|'));
      }
      return texts;
    });
    const width = cells.reduce((widest, row) => Math.max(widest, row.length), 0);
    if (width === 0) return '';
    const line = (row: string[]): string => {
      let out = '|';
      for (let i = 0; i < width; i++) out += ` ${row[i] ?? ''} |`;
      return out;
    };
    const [head = [], ...body] = cells;
    const delimiter = (column: number): string => DELIMITERS.get(aligns[column] ?? '') ?? ' --- |';
    return [line(head), `|${Array.from({ length: width }, (_, column) => delimiter(column)).join('')}`, ...body.map(line)].join('\n');
  }
}

/** The task-list checkbox at the start of a list item (GFM puts it first, maybe inside a `p`; a `label` holds it with the item's text). */
function findCheckbox(item: Element): Element | undefined {
  for (const child of item.children) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    if (child.type !== 'element') return undefined;
    if (child.tagName === 'input' && child.properties.type === 'checkbox') return child;
    return child.tagName === 'p' || child.tagName === 'label' ? findCheckbox(child) : undefined;
  }
  return undefined;
}

function quote(blocks: string[]): string {
  return blocks
    .join('\n\n')
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

/** The Markdown of `tree`; `siteUrl` (the origin) is prefixed to root-relative URLs. */
export function hastToMarkdown(tree: Root | Element, siteUrl?: string): string {
  return new Converter(siteUrl?.replace(/\/+$/, '')).blocks(tree.children).join('\n\n').trim();
}
