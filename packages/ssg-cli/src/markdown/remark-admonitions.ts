// Admonitions: `:::note|tip|info|warning|caution|danger` container directives (remark-directive) become
// call-out boxes (Docusaurus's `:::secondary`, `:::important` and `:::success` as note, info and tip). A title comes from the label (`:::tip[My title]`) or from the words after the
// name (`:::tip My title`, accepted by rewriting that line to the label form before parsing;
// lines inside code fences are left alone). Other directive names are left for
// remark-restore-directives.
//
// Markup and class names (styled by the theme):
//   <aside class="ssg-admonition ssg-admonition--tip" role="note">
//     <p class="ssg-admonition__title"><svg class="ssg-admonition__icon" …>…</svg>Tip</p>
//     <div class="ssg-admonition__body">…</div>
//   </aside>
import type { ElementContent } from 'hast';
import type { BlockContent, DefinitionContent, PhrasingContent, Root, RootContent, Text } from 'mdast';

type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;
import type {} from 'remark-directive';
import type { Processor } from 'unified';
import { forgetBlockStarts, isRemotePage } from './page-state.js';
import { eachLineOutsideFences, escapeLabel, rewriteLinesOutsideFences } from './source-lines.js';
import { walk } from './walk.js';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'caution', 'danger'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

/** Each kind's default title. */
export const ADMONITION_LABELS: Record<AdmonitionKind, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', caution: 'Caution', danger: 'Danger',
};

/** 16×16 icons drawn for this theme: page, bulb, circled i, triangle, octagon. */
const ICONS: Record<AdmonitionKind, string> = {
  note: 'M3 1h7l3 3v11H3V1Zm2 5v1h6V6H5Zm0 3v1h6V9H5Zm0 3v1h4v-1H5Z',
  tip: 'M8 1a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9Zm-2 12h4v2H6v-2Z',
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-1 3h2v2H7V4Zm0 3h2v5H7V7Z',
  warning: 'M8 1l7 14H1L8 1Zm-1 5v4h2V6H7Zm0 5v2h2v-2H7Z',
  caution: 'M8 1l7 14H1L8 1Zm-1 5v4h2V6H7Zm0 5v2h2v-2H7Z',
  danger: 'M5 1h6l4 4v6l-4 4H5l-4-4V5l4-4Zm2 3v5h2V4H7Zm0 6v2h2v-2H7Z',
};

/** Docusaurus's other admonition names, by the kind that looks like them. */
const ADMONITION_ALIASES: Readonly<Record<string, AdmonitionKind>> = { secondary: 'note', important: 'info', success: 'tip' };

/** Every name an admonition may be written with: the kinds and their aliases. */
export const ADMONITION_NAMES: readonly string[] = [...ADMONITION_KINDS, ...Object.keys(ADMONITION_ALIASES)];

const KIND_SET: ReadonlySet<string> = new Set(ADMONITION_KINDS);

/** The kind an admonition name stands for (`important` → `info`), if it is one. */
export function admonitionKind(name: string): AdmonitionKind | undefined {
  return KIND_SET.has(name) ? (name as AdmonitionKind) : Object.hasOwn(ADMONITION_ALIASES, name) ? ADMONITION_ALIASES[name] : undefined;
}

// `:::details Summary` (remark-details.ts) takes its title the same way.
const TITLED = new RegExp(`^( {0,3}:{3,}(?:${[...ADMONITION_NAMES, 'details'].join('|')}))[ \\t]+(?![[{\\s])([^\\r]*)(\\r?)$`);

/** The name of an admonition or details written after a space, as VitePress writes it (`::: tip`). */
const SPACED = new RegExp(`^( {0,3}:{3,})[ \\t]+(${[...ADMONITION_NAMES, 'details'].join('|')})(?=[ \\t[{]|\\r?$)`);

/**
 * Rewrites `:::tip My title` to `:::tip[My title]` outside code fences, and VitePress's `::: tip`
 * (a space before the name) to `:::tip`; line/columns unchanged before the title's end.
 */
export function labelAdmonitionTitles(doc: string): string {
  if (!doc.includes(':::')) return doc;
  return rewriteLinesOutsideFences(doc, (written) => {
    const line = written.replace(SPACED, '$1$2');
    const titled = TITLED.exec(line);
    // The title's trailing white space trimmed here: `(.*?)[ \t]*$` walked a run of spaces once for
    // each character before it (a title with 50,000 spaces took 2 s).
    return titled ? `${titled[1]}[${escapeLabel((titled[2] ?? '').trimEnd())}]${titled[3]}` : line;
  });
}

function icon(kind: AdmonitionKind): Text {
  const path: ElementContent = { type: 'element', tagName: 'path', properties: { d: ICONS[kind] }, children: [] };
  return {
    type: 'text',
    value: '',
    data: {
      hName: 'svg',
      hProperties: {
        className: ['ssg-admonition__icon'], viewBox: '0 0 16 16', width: 16, height: 16,
        fill: 'currentColor', ariaHidden: 'true',
      },
      hChildren: [path],
    },
  };
}

/**
 * Makes `node` (a container directive, a block quote) the admonition box of `kind`: a title
 * paragraph with the icon, then `body` in the body `<div>`.
 */
export function makeAdmonition(
  node: { data?: unknown; children: unknown[] },
  kind: AdmonitionKind,
  title: PhrasingContent[],
  body: Array<BlockContent | DefinitionContent>,
): void {
  node.data = {
    hName: 'aside',
    hProperties: { className: ['ssg-admonition', `ssg-admonition--${kind}`], role: 'note' },
  };
  node.children = [
    {
      type: 'paragraph',
      data: { hName: 'p', hProperties: { className: ['ssg-admonition__title'] } },
      children: [icon(kind), ...title],
    },
    // A blockquote only as a flow container: it is emitted as the body `<div>`.
    { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['ssg-admonition__body'] } }, children: body },
  ];
}

/**
 * An admonition as MkDocs (Python-Markdown) writes it, at the margin: `!!! note "Its title"`, its
 * body indented four spaces (not a tab) below; `??? note` a collapsible one, `???+ note` one open at
 * first (read as collapsible too) (groups: mark, name, title).
 */
const MKDOCS_ADMONITION = /^(!!!|\?\?\?\+?)[ \t]+([A-Za-z][\w-]*)(?:[ \t]+"([^"]*)")?[ \t]*$/;
/**
 * A content tab as MkDocs (pymdownx.tabbed) writes it: `=== "Python"`, its body indented four
 * spaces below; tabs one after the other are one set, unless one starts a set of its own
 * (`===!`); `===+` is the tab shown first, read as any other (groups: flags, title).
 */
const MKDOCS_TAB = /^===([!+]{0,2})[ \t]+"([^"]*)"[ \t]*$/;
const MKDOCS_MARK = /^(?:!!!|\?\?\?|===|\/{3})/m;
const isMkDocsBlock = (line: string): boolean => MKDOCS_ADMONITION.test(line) || MKDOCS_TAB.test(line);

/** MkDocs' other names of admonitions (besides the kinds' and Docusaurus's, `admonitionKind`), by the kind that looks like them. */
const MKDOCS_KINDS: Readonly<Record<string, AdmonitionKind>> = {
  abstract: 'info', summary: 'info', tldr: 'info', question: 'info', help: 'info', faq: 'info', example: 'info',
  hint: 'tip', check: 'tip', done: 'tip',
  attention: 'warning',
  failure: 'danger', fail: 'danger', missing: 'danger', error: 'danger', bug: 'danger',
  quote: 'note', cite: 'note',
};

const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * Rewrites MkDocs' admonitions (`MKDOCS_ADMONITION`) outside code fences to container directives
 * before parsing: `:::tip[Its title]`, the body four spaces less indented, `:::` on the blank line
 * after it (so that the lines after keep their numbers; a line is added when none is blank), more
 * colons around one that holds others; a collapsible one to `:::details[Its title]`. A set of
 * content tabs (`MKDOCS_TAB`) becomes one `:::tabs` container, each tab's line a `::tab[Title]`
 * (remark-tabs.ts). Nested ones are rewritten once their holder's body is at the margin, a level
 * a pass.
 */
export function rewriteMkDocsAdmonitions(doc: string): string {
  if (!MKDOCS_MARK.test(doc)) return doc;
  let lines = rewriteMkDocsBlocks(doc.split('\n'));
  for (let pass = 0; pass < MAX_MKDOCS_NESTING; pass++) {
    // A pass may have added a closing line inside an element.
    lines = lines.join('\n').split('\n');
    const marks: number[] = [];
    eachLineOutsideFences(lines, (line, index) => {
      if (isMkDocsBlock(line)) marks.push(index);
    });
    const blocks: Array<{ at: number; last: number; depth: number }> = [];
    let until = 0;
    for (const at of marks) {
      if (at < until) continue;
      let last = at;
      for (let index = at + 1; index < lines.length; index++) {
        const line = lines[index]!;
        if (line.trim() === '') continue;
        if (indentOf(line) < 4) break;
        last = index;
      }
      if (last === at) continue;
      // The admonitions it holds, four spaces in a level.
      let depth = 0;
      for (let index = at + 1; index <= last; index++) if (isMkDocsBlock(lines[index]!.trimStart())) depth = Math.max(depth, Math.floor(indentOf(lines[index]!) / 4));
      blocks.push({ at, last, depth });
      until = last + 1;
    }
    if (blocks.length === 0) break;
    // Content tabs one after the other (blank lines between) are one set: rewritten as one block.
    const sets: Array<{ at: number; last: number; depth: number; tabs: number[] }> = [];
    for (const block of blocks) {
      const tab = MKDOCS_TAB.exec(lines[block.at]!);
      const set = sets.at(-1);
      const follows = set !== undefined && set.tabs.length > 0 && lines.slice(set.last + 1, block.at).every((line) => line.trim() === '');
      if (tab && follows && !(tab[1] ?? '').includes('!')) {
        set.tabs.push(block.at);
        set.last = block.last;
        set.depth = Math.max(set.depth, block.depth);
      } else {
        sets.push({ ...block, tabs: tab ? [block.at] : [] });
      }
    }
    // From the last, so that a line added after one does not move the others.
    for (const { at, last, depth, tabs } of sets.reverse()) {
      const fence = ':'.repeat(3 + depth);
      if (tabs.length > 0) {
        for (const tab of tabs) lines[tab] = `::tab[${escapeLabel(MKDOCS_TAB.exec(lines[tab]!)?.[2] ?? '')}]`;
        lines[at] = `${fence}tabs\n${lines[at]}`;
      } else {
        const [, mark = '', name = '', title] = MKDOCS_ADMONITION.exec(lines[at]!)!;
        const lower = name.toLowerCase();
        const kind = mark.startsWith('?') ? 'details' : (admonitionKind(lower) ?? MKDOCS_KINDS[lower] ?? 'note');
        const label = title ? `[${escapeLabel(title)}]` : kind === 'details' ? `[${escapeLabel(name)}]` : '';
        lines[at] = `${fence}${kind}${label}`;
      }
      const tabLines = new Set(tabs);
      for (let index = at + 1; index <= last; index++) {
        if (!tabLines.has(index)) lines[index] = lines[index]!.startsWith('    ') ? lines[index]!.slice(4) : lines[index]!.trimStart();
      }
      if (last + 1 < lines.length && lines[last + 1]!.trim() === '') lines[last + 1] = fence;
      else lines[last] = `${lines[last]}\n${fence}`;
    }
  }
  return lines.join('\n');
}

/**
 * A block as MkDocs' blocks extension (pymdownx.blocks) writes it: `/// tip | Its title`, the body
 * at the margin below, closed by a line of as many slashes; a block holding others has more
 * slashes than they do (groups: slashes, name, title).
 */
const MKDOCS_BLOCK_START = /^(\/{3,})[ \t]*([A-Za-z][\w-]*)[ \t]*(?:\|([^\r]*))?\r?$/;
const MKDOCS_BLOCK_END = /^(\/{3,})[ \t]*\r?$/;
/** A block's option, on a line indented four spaces right after its first (`type: warning`, `new: true`). */
const MKDOCS_BLOCK_OPTION = /^ {4,}([\w-]+):([^\r]*)\r?$/;

/**
 * Rewrites MkDocs' blocks outside code fences to container directives, line for line (a set of
 * tabs takes a line more): an admonition (`/// note`, or `/// admonition` with its `type`) to
 * `:::note[Its title]`, `/// details | Summary` to `:::details[Summary]`, tabs one after the other
 * (`/// tab | Python`, unless `new: true`) to one `:::tabs` container with a `::tab[Python]` each
 * (remark-tabs.ts); as many colons as slashes, the options' lines left blank. Other blocks
 * (`/// html`) stay as written.
 */
function rewriteMkDocsBlocks(lines: string[]): string[] {
  if (!lines.some((line) => line.startsWith('///'))) return lines;
  /** Open blocks, with what to put back if one is never closed (its first line, and the tab set it joined). */
  const open: Array<{ slashes: number; rewritten: boolean; tab: boolean; restore: Array<[number, string]> }> = [];
  /** The closing line of the last tab closed, while only blank lines follow it at its level. */
  let lastTab: { end: number; slashes: number } | undefined;
  eachLineOutsideFences(lines, (line, index) => {
    const end = MKDOCS_BLOCK_END.exec(line);
    if (end && open.at(-1)?.slashes === end[1]!.length) {
      const block = open.pop()!;
      if (block.rewritten) lines[index] = ':'.repeat(block.slashes);
      lastTab = block.tab ? { end: index, slashes: block.slashes } : undefined;
      return;
    }
    const start = MKDOCS_BLOCK_START.exec(line);
    if (!start) {
      if (line.trim() !== '') lastTab = undefined;
      return;
    }
    const [, slashes = '', name = ''] = start;
    const title = (start[3] ?? '').trim();
    // Its options, on the lines right after it (blanked here, before the walk reaches them).
    const options = new Map<string, string>();
    for (let next = index + 1; next < lines.length; next++) {
      const option = MKDOCS_BLOCK_OPTION.exec(lines[next]!);
      if (!option) break;
      options.set(option[1]!, (option[2] ?? '').trim());
      lines[next] = '';
    }
    const kindOf = (text: string): AdmonitionKind | undefined => admonitionKind(text.toLowerCase()) ?? MKDOCS_KINDS[text.toLowerCase()];
    const lower = name.toLowerCase();
    const kind = lower === 'admonition' ? (kindOf(options.get('type') ?? '') ?? 'note') : lower === 'details' || lower === 'tab' ? lower : kindOf(lower);
    const restore: Array<[number, string]> = [[index, line]];
    open.push({ slashes: slashes.length, rewritten: kind !== undefined, tab: kind === 'tab', restore });
    const fence = ':'.repeat(slashes.length);
    const label = title ? `[${escapeLabel(title)}]` : '';
    if (kind === 'tab') {
      const joins = lastTab !== undefined && lastTab.slashes === slashes.length && !/^(?:true|yes|on)$/i.test(options.get('new') ?? '');
      if (joins) {
        restore.push([lastTab!.end, lines[lastTab!.end]!]);
        lines[lastTab!.end] = '';
      }
      lines[index] = joins ? `::tab${label}` : `${fence}tabs\n::tab${label}`;
    } else if (kind !== undefined) {
      lines[index] = `${fence}${kind}${label}`;
    }
    lastTab = undefined;
  });
  // A block never closed stays as written (as a line of prose that happens to start with slashes).
  for (const { restore } of open) for (const [index, line] of restore) lines[index] = line;
  return lines.join('\n').split('\n');
}

/** Admonitions nested deeper than this in MkDocs' form are left as written. */
const MAX_MKDOCS_NESTING = 8;

/** Turns admonition directives into `aside.ssg-admonition` boxes; must come after remark-parse. */
export default function remarkAdmonitions(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error('remarkAdmonitions must be used after remark-parse');
  this.parser = (doc, file) => {
    // A remote README is read as GitHub reads it (MkDocs' admonitions are its text and indented code).
    const rewritten = isRemotePage(file) ? doc : rewriteMkDocsAdmonitions(doc);
    // Its lines moved: the top-level starts of a long page's run (plain-blocks.ts) are found again.
    if (rewritten !== doc) forgetBlockStarts(file);
    return parse(labelAdmonitionTitles(rewritten), file);
  };

  return (tree: Root): void => {
    walk<ContainerDirective>(tree, 'containerDirective', (node) => {
      const kind = admonitionKind(node.name);
      if (!kind) return;
      const [first, ...rest] = node.children;
      const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
      const title: PhrasingContent[] = labelled ? first.children : [{ type: 'text', value: ADMONITION_LABELS[kind] }];
      const body = (labelled ? rest : node.children) as Array<BlockContent | DefinitionContent>;
      makeAdmonition(node, kind, title, body);
    });
  };
}
