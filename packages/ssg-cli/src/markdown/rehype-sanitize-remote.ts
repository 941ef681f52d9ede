// Remote (untrusted) pages only: after raw HTML has been parsed, keep nothing that can run code
// or restyle the page. GitHub's schema (rehype-sanitize's default) plus exactly what our own
// earlier steps emit: admonition boxes and icons, and `data-meta` on code for the code plugins.
// Later plugins (code highlighting, heading anchors, links) run after this, on clean input.
// Removed: script/style/iframe/object/embed/… with their content, `on*` and `style` attributes,
// URLs other than http(s)/mailto/… (so no javascript:, data:, vbscript:), and images and media
// over plain http (mixed content on an https site). Ids and names get GitHub's `user-content-`
// prefix, so a README cannot take the page's own ids (`main`, `__proto__`), and an element other
// than a link that has a name gets it as its id too; in-page links are pointed at them afterwards
// (rehype-remote-anchors). What was removed is reported once per page as a warning (a tally the
// build adds up per source).
import type { Element, Root, RootContent } from 'hast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import type { Options as Schema } from 'rehype-sanitize';
import { pageState } from './page-state.js';
import { hasToken } from './tokens.js';
import { SKIP_CHILDREN, walk } from './walk.js';

const defaults = defaultSchema.attributes ?? {};

/** The prefix GitHub gives the ids and names of user content. */
export const USER_CONTENT_PREFIX = 'user-content-';

/**
 * Text-level and grouping elements GitHub keeps in READMEs that rehype-sanitize's default schema
 * unwraps (tooltips of `<abbr title>`, `<small>` print, figures with captions): none can run code
 * or load anything.
 */
const GITHUB_TEXT_ELEMENTS = ['abbr', 'bdo', 'caption', 'cite', 'dfn', 'figcaption', 'figure', 'mark', 'small', 'time', 'wbr'];

/** rehype-sanitize's default schema, with what GitHub also keeps and the markup our plugins produce. */
export const remoteSchema: Schema = {
  ...defaultSchema,
  clobberPrefix: USER_CONTENT_PREFIX,
  tagNames: [...(defaultSchema.tagNames ?? []), ...GITHUB_TEXT_ELEMENTS, 'aside', 'svg', 'path'],
  ancestors: { ...defaultSchema.ancestors, caption: ['table'] },
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'frameset'],
  attributes: {
    ...defaults,
    aside: [['className', 'ssg-admonition', /^ssg-admonition--[a-z]+$/], ['role', 'note']],
    p: [['className', 'ssg-admonition__title']],
    div: [...(defaults.div ?? []), ['className', 'ssg-admonition__body']],
    svg: [['className', 'ssg-admonition__icon'], 'viewBox', 'fill', 'ariaHidden'],
    path: ['d'],
    code: [...(defaults.code ?? []), 'dataMeta'],
  },
};

const MEDIA_URLS: Record<string, string[]> = { img: ['src'], source: ['src', 'srcSet'], video: ['src', 'poster'], audio: ['src'], track: ['src'] };

/** Sanitises the tree of remote pages; a no-op for local ones. */
export default function rehypeSanitizeRemote() {
  const sanitize = rehypeSanitize(remoteSchema);
  return (tree: Root, file: { data: Record<string, unknown> }): Root => {
    const state = pageState(file);
    if (state.input.trust !== 'remote') return tree;
    const before = inventory(tree);
    const clean = sanitize(tree) as Root;
    const counts = removed(before, inventory(clean));
    const insecure = dropInsecureMedia(clean);
    const drawings = dropDrawings(clean);
    nameTargets(clean);
    if (insecure > 0) counts['image or media over plain http'] = insecure;
    if (drawings > 0) counts['<svg> element'] = (counts['<svg> element'] ?? 0) + drawings;
    if (Object.keys(counts).length > 0) {
      state.diagnostics.push({
        severity: 'warning',
        rule: 'remote-sanitized',
        file: state.input.file,
        message: '',
        hint: 'Remote content is untrusted: these parts of its HTML are never published. Nothing to do unless the page misses something it needs.',
        tally: { label: 'Removed from remote content', counts },
      });
    }
    return clean;
  };
}

/** How many elements of each name and attributes of each name the tree holds (an iterative walk). */
function inventory(tree: Root): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string): void => void counts.set(key, (counts.get(key) ?? 0) + 1);
  const stack: Array<Root | RootContent> = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'element') {
      add(`<${node.tagName}> element`);
      for (const [name, value] of Object.entries(node.properties)) if (value !== undefined && value !== null && value !== false) add(`${attributeName(name)} attribute`);
    }
    if ('children' in node) for (const child of node.children) stack.push(child);
  }
  return counts;
}

function removed(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [key, count] of before) {
    const gone = count - (after.get(key) ?? 0);
    if (gone > 0) counts[key] = gone;
  }
  return counts;
}

/** `onClick` → `onclick`, `className` → `class`, `ariaHidden` → `aria-hidden`, `dataFoo` → `data-foo`. */
function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (/^on[A-Z]/.test(property)) return property.toLowerCase();
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Elements whose `name` is not where a link goes: a link (browsers go to it by name) and form controls. */
const NAMED_NOT_TARGETS = new Set(['a', 'input', 'button', 'select', 'textarea', 'form', 'output', 'fieldset', 'object', 'iframe', 'map', 'meta', 'param', 'img']);

/** An id or name the sanitiser prefixed that had the prefix already. */
const TWICE_PREFIXED = `${USER_CONTENT_PREFIX}${USER_CONTENT_PREFIX}`;

/**
 * Gives an element named by a `name` (not a link or a form control) that name as
 * its id: GitHub's script scrolls a README to `<h3 name="config">` for `#config`, and here a
 * browser does it without a script (rehype-remote-anchors points the link at it). An id or name
 * prefixed twice keeps one prefix: the footnotes' (`user-content-fn-1`, made so by remark-rehype,
 * which their calls link to, as on GitHub).
 */
function nameTargets(tree: Root): void {
  walk<Element>(tree, 'element', (node) => {
    for (const key of ['id', 'name']) {
      const value = node.properties[key];
      if (typeof value === 'string' && value.startsWith(TWICE_PREFIXED)) node.properties[key] = value.slice(USER_CONTENT_PREFIX.length);
    }
    const { name, id } = node.properties;
    if (!NAMED_NOT_TARGETS.has(node.tagName) && typeof name === 'string' && name !== '' && (id === undefined || id === null)) node.properties.id = name;
  });
}

/**
 * Removes inline SVG the README wrote itself, as GitHub does: the schema keeps `<svg>` and
 * `<path>` for the admonitions' icons (ssg-admonition__icon, sized by the theme), and a drawing of
 * any other size or fill would be the README's to place over the page. Returns how many.
 */
function dropDrawings(tree: Root): number {
  const drawings = new Map<Root | Element, Set<Element>>();
  walk<Element, Root | Element>(tree, 'element', (node, _index, parent) => {
    if (node.tagName !== 'svg' || hasToken(node.properties.className, 'ssg-admonition__icon') || !parent) return;
    drawings.set(parent, (drawings.get(parent) ?? new Set()).add(node));
    return SKIP_CHILDREN;
  });
  let dropped = 0;
  for (const [parent, nodes] of drawings) {
    parent.children = parent.children.filter((child) => !nodes.has(child as Element)) as typeof parent.children;
    dropped += nodes.size;
  }
  return dropped;
}

/** Removes media loaded over plain http (an image keeps its alt text); returns how many. */
function dropInsecureMedia(tree: Root): number {
  let dropped = 0;
  const stack: Array<Root | Element> = [tree];
  for (let parent = stack.pop(); parent; parent = stack.pop()) {
    parent.children = parent.children.flatMap((child): RootContent[] => {
      if (child.type !== 'element') return [child];
      const urls = MEDIA_URLS[child.tagName] ?? [];
      if (urls.some((name) => /^\s*http:/i.test(String(child.properties[name] ?? '')))) {
        dropped++;
        const alt = child.properties.alt;
        return typeof alt === 'string' && alt !== '' ? [{ type: 'text', value: alt }] : [];
      }
      stack.push(child);
      return [child];
    }) as typeof parent.children;
  }
  return dropped;
}
