// `:::tabs` containers whose items start with `== Title` lines become tabbed panels:
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
// to a `::tab[Title]` leaf directive, which splits the container. Every panel is rendered with
// its label, so all of them read in order without JavaScript:
//   <div class="ssg-tabs">
//     <div class="ssg-tabs__panel"><p class="ssg-tabs__label">npm</p>…</div> …
//   </div>
import type { BlockContent, DefinitionContent, PhrasingContent, Root, RootContent } from 'mdast';
import type {} from 'remark-directive';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';
import { pageState, warn } from './page-state.js';
import { escapeLabel, rewriteLinesOutsideFences } from './source-lines.js';

const OPEN = /^ {0,3}:{3,}([A-Za-z][\w-]*)/;
const CLOSE = /^ {0,3}:{3,}[ \t]*\r?$/;
const ITEM = /^( {0,3})==[ \t]+(.*?)[ \t]*(\r?)$/;

/** Rewrites `== Title` to `::tab[Title]` inside `:::tabs` containers (line count unchanged). */
export function labelTabItems(doc: string): string {
  if (!doc.includes(':::') || !doc.includes('==')) return doc;
  const containers: string[] = [];
  return rewriteLinesOutsideFences(doc, (line) => {
    const opened = OPEN.exec(line)?.[1];
    if (opened) containers.push(opened);
    else if (CLOSE.test(line)) containers.pop();
    else if (containers.at(-1) === 'tabs') {
      const item = ITEM.exec(line);
      if (item) return `${item[1]}::tab[${escapeLabel(item[2] ?? '')}]${item[3]}`;
    }
    return line;
  });
}

export type Flow = Array<BlockContent | DefinitionContent>;

/** Turns `tabs` directives into labelled panels; must come after remark-parse. */
export default function remarkTabs(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error('remarkTabs must be used after remark-parse');
  this.parser = (doc, file) => parse(labelTabItems(doc), file);

  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    visit(tree, 'containerDirective', (node) => {
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
      makeTabs(node, panels, before);
    });
  };
}

/** Makes `node` the tabs box: each panel under its label (without panels, `content` as it is). */
export function makeTabs(node: { data?: unknown; children: unknown[] }, panels: Array<{ label: PhrasingContent[]; body: Flow }>, content: Flow = []): void {
  node.data = { hName: 'div', hProperties: { className: ['ssg-tabs'] } };
  node.children = panels.length === 0
    ? content
    : panels.map(({ label, body }) => ({
        type: 'blockquote',
        data: { hName: 'div', hProperties: { className: ['ssg-tabs__panel'] } },
        children: [{ type: 'paragraph', data: { hName: 'p', hProperties: { className: ['ssg-tabs__label'] } }, children: label }, ...body],
      }));
}
