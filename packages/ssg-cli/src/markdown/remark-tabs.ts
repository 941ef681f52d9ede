// `:::tabs` containers whose items start with `== Title` lines become tabs:
//
//   :::tabs
//   == npm
//   ```sh
//   npm install x
//   ```
//   == pnpm
//   …
//   :::
//
// Inside a tabs container (outside code fences) each `== Title` line is rewritten before parsing
// to a `::tab[Title]` leaf directive, which splits the container. The output is the markup of the
// theme's `Tabs` component (a test compares them): the `Tabs` island's tab list, then every panel
// with its label, so that all of them read in order without JavaScript:
//   <div class="ssg-tabs">
//     <ssg-island data-island="Tabs" data-strategy="intent" data-props='{"id":"ssg-tabs-3","labels":["npm",…]}'>
//       <div role="tablist" class="ssg-tabs__list"><button role="tab" …>npm</button>…</div>
//     </ssg-island>
//     <div class="ssg-tabs__panel" id="ssg-tabs-3-panel-0" role="tabpanel" aria-labelledby="ssg-tabs-3-tab-0" tabindex="0">
//       <p class="ssg-tabs__label">npm</p>…
//     </div> …
//   </div>
// Ids are made from the block's line, so they are unique in the page and stable across builds.
import type { Element } from 'hast';
import type { BlockContent, DefinitionContent, PhrasingContent, Root, RootContent } from 'mdast';
import type {} from 'remark-directive';
import type { Processor } from 'unified';
import { islandMarker } from './island-marker.js';
import { pageState, warn } from './page-state.js';
import { eachLineOutsideFences, escapeLabel } from './source-lines.js';
import { walk } from './walk.js';

/** The class of a tab's label paragraph (a name, not prose: never a page's description). */
export const TAB_LABEL_CLASS = 'ssg-tabs__label';

type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;

const OPEN = /^( {0,3}:{3,})[ \t]*([A-Za-z][\w-]*)(.*)$/;
const CLOSE = /^ {0,3}:{3,}[ \t]*\r?$/;
const ITEM = /^( {0,3})==[ \t]+([^\r]*)(\r?)$/;
/** A fence's label in a VitePress code group: ```` ```sh [npm] ```` (groups: before, label, after). */
const GROUP_LABEL = /^([^[]*)\[([^\]]*)\](.*)$/;
const TABS_CONTAINER = /^ {0,3}:{3,}[ \t]*(?:tabs|code-group)\b/m;

/**
 * Rewrites `== Title` to `::tab[Title]` inside `:::tabs` containers, and VitePress's code groups
 * (`::: code-group`, each fenced block labelled in its first line, ```` ```sh [npm] ````) to the same
 * tabs, a block each: the label's line is the blank one before the block, or one more. Line count
 * unchanged otherwise. (`::: tabs` with a space, as VitePress writes containers, is read too.)
 */
export function labelTabItems(doc: string): string {
  if (!doc.includes(':::') || !(doc.includes('==') || TABS_CONTAINER.test(doc))) return doc;
  const lines = doc.split('\n');
  const containers: string[] = [];
  eachLineOutsideFences(
    lines,
    (line, index) => {
      const opened = OPEN.exec(line);
      if (opened) {
        const name = opened[2]!;
        containers.push(name);
        if (name === 'tabs' || name === 'code-group') lines[index] = `${opened[1]}tabs${name === 'tabs' ? opened[3] : ''}`;
      } else if (CLOSE.test(line)) {
        containers.pop();
      } else if (containers.at(-1) === 'tabs') {
        const item = ITEM.exec(line);
        // Trimmed here, not by the pattern (see labelAdmonitionTitles).
        if (item) lines[index] = `${item[1]}::tab[${escapeLabel((item[2] ?? '').trimEnd())}]${item[3]}`;
      }
    },
    0,
    (line, index) => {
      const label = containers.at(-1) === 'code-group' ? GROUP_LABEL.exec(line) : null;
      if (!label) return;
      lines[index] = `${(label[1] ?? '').trimEnd()}${label[3]}`;
      // As indented as the block (a group in a list item stays in it).
      const tab = `${/^[ \t]*/.exec(line)?.[0] ?? ''}::tab[${escapeLabel(label[2] ?? '')}]`;
      if (index > 0 && lines[index - 1]!.trim() === '') lines[index - 1] = tab;
      else lines[index] = `${tab}\n${lines[index]}`;
    },
  );
  return lines.join('\n');
}

export type Flow = Array<BlockContent | DefinitionContent>;

/** The plain text of a label (a tab's name in the island's props). */
function labelText(nodes: PhrasingContent[]): string {
  return nodes.map((node): string => ('value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? labelText(node.children as PhrasingContent[]) : '')).join('');
}

/** The `Tabs` island with its tab list, as the theme's island renders it before hydration. */
export function tabsIsland(id: string, labels: string[]): Element {
  const tabs: Element[] = labels.map((label, index) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      id: `${id}-tab-${index}`,
      className: ['ssg-tabs__tab'],
      ariaSelected: index === 0 ? 'true' : 'false',
      ariaControls: [`${id}-panel-${index}`],
      tabIndex: index === 0 ? 0 : -1,
    },
    children: [{ type: 'text', value: label }],
  }));
  return islandMarker('Tabs', 'intent', { id, labels }, [{ type: 'element', tagName: 'div', properties: { role: 'tablist', className: ['ssg-tabs__list'] }, children: tabs }]);
}

/** Turns `tabs` directives into labelled panels; must come after remark-parse. */
export default function remarkTabs(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error('remarkTabs must be used after remark-parse');
  this.parser = (doc, file) => parse(labelTabItems(doc), file);

  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    walk<ContainerDirective>(tree, 'containerDirective', (node) => {
      if (node.name !== 'tabs') return;
      const panels: { label: PhrasingContent[]; body: Flow }[] = [];
      const before: Flow = [];
      for (const child of node.children as RootContent[]) {
        if (child.type === 'paragraph' && child.data?.directiveLabel) continue;
        if (child.type === 'leafDirective' && child.name === 'tab') panels.push({ label: child.children, body: [] });
        else (panels.at(-1)?.body ?? before).push(child as Flow[number]);
      }
      if (panels.length === 0) {
        warn(pageState(file), node, 'tabs', 'A :::tabs block has no "== Title" items; its content is shown as is', 'Start each tab with a line `== Title`.');
      }
      // Anything before the first item belongs to the first tab.
      if (panels[0]) panels[0].body.unshift(...before);
      makeTabs(node, panels, before, `ssg-tabs-${(node.position?.start.line ?? 0) + pageState(file).input.lineOffset}`);
    });
  };
}

/**
 * Makes `node` the tabs box: the `Tabs` island's tab list, then each panel under its label (all of
 * them read in order without JavaScript); without panels, `content` as it is. `id` is unique in the page.
 */
export function makeTabs(node: { data?: unknown; children: unknown[] }, panels: Array<{ label: PhrasingContent[]; body: Flow }>, content: Flow, id: string): void {
  node.data = { hName: 'div', hProperties: { className: ['ssg-tabs'] } };
  if (panels.length === 0) {
    node.children = content;
    return;
  }
  const labels = panels.map(({ label }) => labelText(label).trim() || 'Tab');
  const { tagName, properties, children } = tabsIsland(id, labels);
  const island: BlockContent = { type: 'paragraph', data: { hName: tagName, hProperties: properties, hChildren: children }, children: [] };
  node.children = [
    island,
    ...panels.map(({ label, body }, index): BlockContent => ({
      type: 'blockquote',
      data: {
        hName: 'div',
        hProperties: { className: ['ssg-tabs__panel'], id: `${id}-panel-${index}`, role: 'tabpanel', ariaLabelledBy: [`${id}-tab-${index}`], tabIndex: 0 },
      },
      children: [{ type: 'paragraph', data: { hName: 'p', hProperties: { className: [TAB_LABEL_CLASS] } }, children: label }, ...body],
    })),
  ];
}
