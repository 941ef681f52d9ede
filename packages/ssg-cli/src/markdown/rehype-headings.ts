// Headings: GitHub-style ids (github-slugger: lower case, emoji and punctuation dropped, repeats
// numbered; on remote pages from the text exactly as GitHub takes it), or an explicit
// `{#custom-id}` suffix; a visible anchor link after the text of h2–h6 (`a.ssg-heading-anchor`);
// the table of contents (levels from `tocLevels`, inline HTML with links unwrapped); the first
// h1's text as the page title (on a remote page, an h1 in the banner it opens with); and every
// id in the page (headings and explicit `id`/`name` attributes) as its anchors. Runs after
// sanitising, so ids it adds are never prefixed.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { headingLevel } from './heading-level.js';
import { walk } from './walk.js';
import { pageState, warn } from './page-state.js';
import { mayHaveShortcodes, replaceShortcodesIn } from './emoji-shortcodes.js';
import { isChrome } from './page-chrome.js';
import { NOT_PROSE } from './prose.js';
import type { HeadingIdStyle } from './slugger.js';
import { flatText } from './summarize.js';
import { hasToken } from './tokens.js';

export interface HeadingsOptions {
  /** Lowest and highest heading level in the table of contents (default `[2, 3]`); levels between are included. */
  tocLevels?: readonly number[];
  /** How the ids of the site's own pages are made (a README's are GitHub's). */
  headingIds?: HeadingIdStyle;
}

/**
 * A heading's own id at the end of its text: `{#id}` (Docusaurus), or as MkDocs' attribute lists
 * write it, `{ #id }` or `{: #id }`.
 */
export const CUSTOM_ID = /\{:?[ \t]*#([^\s{}]+)[ \t]*\}\s*$/;
/** White space that is more than one plain space. */
const SPACES = /[\t\n\r\f]| {2}/;

/** Strips a trailing `{#id}` from the heading's last text node and returns the id. */
function takeCustomId(heading: Element): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index).trimEnd();
  if (!last.value) heading.children.pop();
  return match[1];
}

/** Whether a node of an MDX page is code (`{expression}`, or an MDX comment), which has no text before the page runs. */
const isMdxExpression = (node: { type: string }): boolean => node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression';
/** Whether a node of an MDX page is a JSX element (`<Badge>new</Badge>`): its children are its text. */
const isMdxElement = (node: { type: string }): boolean => node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';

/** The attributes of an MDX JSX element, as far as anchors need them. */
interface MdxElement {
  attributes: Array<{ type: string; name?: string; value?: unknown }>;
}

/** A heading's text: its text nodes', without comments or MDX expressions (`### Stage 0` and an MDX comment is "Stage 0"). */
function headingText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && !isMdxElement(node)) return '';
  return (node as Element).children.map(headingText).join('');
}

/**
 * Heading content for the TOC: links and an MDX page's JSX elements unwrapped, its expressions
 * dropped, ids dropped, line breaks and runs of white space (an HTML heading written over several
 * indented lines) one space. New elements around the
 * heading's own text nodes, not copies: the result is serialised at once (a `structuredClone` per
 * node took about 0.3 s of the worker's time at 1,000 pages).
 */
function tocContent(nodes: ElementContent[]): ElementContent[] {
  const content = nodes.flatMap((node): ElementContent[] => {
    if (isMdxExpression(node)) return [];
    if (isMdxElement(node)) return tocContent((node as Element).children);
    if (node.type !== 'element') return [node];
    if (node.tagName === 'br') return [{ type: 'text', value: ' ' }];
    const children = tocContent(node.children);
    if (node.tagName === 'a') return children;
    const { id: _id, ...properties } = node.properties;
    return [{ type: 'element', tagName: node.tagName, properties, children }];
  });
  // Neighbouring texts (around a line break, an unwrapped link) as one, its white space collapsed.
  const joined: ElementContent[] = [];
  for (const node of content) {
    const last = joined.at(-1);
    if (node.type === 'text' && last?.type === 'text') joined[joined.length - 1] = { type: 'text', value: last.value + node.value };
    else joined.push(node);
  }
  return joined.map((node) => (node.type === 'text' && SPACES.test(node.value) ? { type: 'text', value: node.value.replace(/\s+/g, ' ') } : node));
}

/**
 * A page's TOC levels: its own where it gives them, else the build's. A page giving one bound that
 * crosses the build's other bound moves that one along (`toc_min_heading_level: 4` shows h4 even
 * where the build stops at h3).
 */
export function pageLevels(min: number, max: number, pageMin: number | undefined, pageMax: number | undefined): { tocMin: number; tocMax: number } {
  const tocMin = pageMin ?? min;
  const tocMax = pageMax ?? max;
  if (tocMin <= tocMax) return { tocMin, tocMax };
  return pageMin !== undefined && pageMax === undefined ? { tocMin, tocMax: tocMin } : { tocMin: tocMax, tocMax };
}

/**
 * The text GitHub makes a README heading's id from: as written, spaces around inline images and
 * links included (`## Contributors [![badge](…)](…)` → `contributors-`), without the line breaks
 * and indentation around the content of an HTML heading.
 */
export function githubSlugText(text: string): string {
  // By index, not `/^\s*\n\s*|\s*\n\s*$/`, which searched a long run of spaces from each of them.
  const start = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  const from = text.slice(0, start).includes('\n') ? start : 0;
  const to = text.slice(end).includes('\n') ? end : text.length;
  return text.slice(from, Math.max(from, to));
}

/** Elements that end a README's banner: content, not logos, badges or links. */
const CONTENT = new Set(['pre', 'ul', 'ol', 'dl', 'table', 'blockquote']);

/**
 * A remote page's title: a `# heading` in the banner the README opens with (logos, badges, lines
 * of links, even an HTML `<h1>` among them), not one further down after text or other headings
 * (`# Installation` of a README whose name is in its logo). The banner ends at the first heading,
 * block of content or letter outside links and fine print; it may span several runs of a long page.
 * Admonitions (the note above a remote page) are not part of it.
 */
function bannerTitle(tree: Root, banner: { open: boolean }): Element | undefined {
  const stack: RootContent[] = [...tree.children].reverse();
  for (let node = stack.pop(); node && banner.open; node = stack.pop()) {
    if (node.type === 'text' && /\p{L}/u.test(node.value)) banner.open = false;
    if (node.type !== 'element' || node.tagName === 'aside' || NOT_PROSE.has(node.tagName) || isChrome(node)) continue;
    const depth = headingLevel(node.tagName);
    if (depth > 0 || CONTENT.has(node.tagName)) {
      banner.open = false;
      return depth === 1 ? node : undefined;
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return undefined;
}

/** Adds heading ids and anchors; collects title, TOC and anchors into the page state. */
export default function rehypeHeadings(options: HeadingsOptions = {}) {
  const levels = options.tocLevels?.length ? options.tocLevels : [2, 3];
  const [minLevel, maxLevel] = [Math.min(...levels), Math.max(...levels)];
  // Not the processor's own compiler: in an MDX processor that one writes JavaScript.
  const contentHtml = (children: ElementContent[]): string => toHtml({ type: 'root', children: children as RootContent[] });

  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    const { tocMin, tocMax } = pageLevels(minLevel, maxLevel, state.input.tocMinLevel, state.input.tocMaxLevel);
    const { slugger } = state;
    const remote = state.input.trust === 'remote';
    const shortcodes = mayHaveShortcodes(state.input.source);
    const titleHeading = remote ? bannerTitle(tree, state.banner) : undefined;
    const decorate = (node: Element): void => {
      const depth = headingLevel(node.tagName);
      // Visually hidden headings (the footnotes label) keep their id but get no anchor or TOC entry.
      if (!depth || hasToken(node.properties.className, 'sr-only')) return;
      // `{#id}` after a heading is Docusaurus's; GitHub shows it as text, and so does a README here.
      const custom = remote ? undefined : takeCustomId(node);
      // GitHub makes the id from the text as written, shortcodes and all (emoji-shortcodes.ts).
      const written = headingText(node);
      if (shortcodes) replaceShortcodesIn(node);
      const text = flatText(shortcodes ? headingText(node) : written);
      const existing = typeof node.properties.id === 'string' && node.properties.id !== '' ? node.properties.id : undefined;
      const chosen = custom ?? existing;
      // An id the author chose is kept, and taken from the ids given after it; one given before
      // (another heading's, the layout's) would make two elements of one id: it gets a number.
      const id = chosen === undefined ? (remote ? slugger.slug(githubSlugText(written)) : slugger.slug(written.trim(), options.headingIds)) : slugger.give(chosen);
      if (chosen !== undefined && id !== chosen) {
        warn(state, node, 'duplicate-heading-id', `The heading id "${chosen}" is already used on this page; this heading gets "${id}"`, `Give the heading an id of its own (${custom !== undefined ? '{#…}' : 'id="…"'}), and point its links at it.`);
      }
      node.properties.id = id;
      if (remote ? node === titleHeading : depth === 1 && state.title === undefined) state.title = text;
      if (depth >= tocMin && depth <= tocMax && (state.tocBudget?.take(depth) ?? true)) state.toc.push({ id, depth, html: contentHtml(tocContent(node.children)).trim() });
      if (depth > 1) {
        node.children.push({
          type: 'element',
          tagName: 'a',
          properties: { className: ['ssg-heading-anchor'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
          children: [{ type: 'text', value: '#' }],
        });
      }
    };
    const anchors = new Set<string>();
    walk(tree, undefined, (node) => {
      // An MDX page's JSX element with a literal id (`<Link id="x" />`, `<div id="x">`) is an anchor too.
      if (isMdxElement(node)) {
        const id = (node as unknown as MdxElement).attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id')?.value;
        if (typeof id === 'string' && id) anchors.add(id);
        return;
      }
      if (node.type !== 'element') return;
      const element = node as Element;
      decorate(element);
      const { id, name } = element.properties;
      if (typeof id === 'string' && id) anchors.add(id);
      if (element.tagName === 'a' && typeof name === 'string' && name) anchors.add(name);
    });
    state.anchors.push(...anchors);
  };
}
