// The theme's components in MDX pages, turned into the same trees as their Markdown forms, so
// that they look alike, highlight alike and need no JavaScript in the browser:
//   <Tabs><TabItem value="a" label="A">…</TabItem></Tabs>   like  :::tabs / == A
//   <Admonition type="tip" title="T">…</Admonition>          like  :::tip[T]
//   <Details><summary>S</summary>…</Details> (or <details>)   like  :::details[S]
//   <CodeBlock language="ts" title="a.ts">{`…`}</CodeBlock>    like  a ```ts title="a.ts" fence
//   <DocCardList />   a placeholder the docs stage fills with the cards of the page's category
//   <TOCInline />     a placeholder rehype-toc-inline fills with the page's headings
//   {/* truncate */}  the end of a blog post's excerpt
// Any other capitalised component that the page neither imports nor defines is unknown: a warning
// names it and its content is shown without it (never its tags).
import { DOC_CARD_LIST_TAG } from '@ssg/theme/contract';
import type { BlockContent, DefinitionContent, PhrasingContent, Root, RootContent } from 'mdast';
import type { Node } from 'unist';
import { admonitionKind, ADMONITION_LABELS, makeAdmonition } from './remark-admonitions.js';
import { makeDetails } from './remark-details.js';
import { makeTabs, type Flow } from './remark-tabs.js';
import { mdxImports, MDX_BUILTINS, type MdxBuiltin } from './remark-mdx-imports.js';
import { pageState, warn, type PageState } from './page-state.js';
import { tocInlinePlaceholder } from './rehype-toc-inline.js';

/** The element `{/* truncate *\/}` leaves where a post's excerpt ends. */
export const EXCERPT_END_TAG = 'ssg-excerpt-end';

interface Attribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string; data?: { estree?: Estree } };
}
interface Estree {
  type: string;
  body?: Array<{ type: string; expression?: Estree }>;
  [key: string]: unknown;
}
interface JsxElement extends Node {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: Attribute[];
  children: RootContent[];
}
interface Expression extends Node {
  type: 'mdxFlowExpression' | 'mdxTextExpression';
  value: string;
  data?: { estree?: Estree };
}


/** The value of a literal expression (`{2}`, `{[{ label: 'A', value: 'a' }]}`, `` {`x`} ``), else undefined. */
export function staticValue(node: Estree | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'Program':
      return node.body?.length === 1 && node.body[0]?.type === 'ExpressionStatement' ? staticValue(node.body[0].expression) : undefined;
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as Array<{ value: { cooked: string } }>;
      return (node.expressions as unknown[]).length === 0 ? quasis[0]?.value.cooked : undefined;
    }
    case 'UnaryExpression': {
      const value = staticValue(node.argument as Estree);
      return node.operator === '-' && typeof value === 'number' ? -value : undefined;
    }
    case 'ArrayExpression':
      return (node.elements as Estree[]).map((element) => staticValue(element));
    case 'ObjectExpression': {
      const entries = (node.properties as Array<{ type: string; key: Estree; value: Estree; computed: boolean }>).map((property) => {
        const key = property.type === 'Property' && !property.computed ? (property.key.type === 'Identifier' ? property.key.name : staticValue(property.key)) : undefined;
        return [key, staticValue(property.value)];
      });
      return Object.fromEntries(entries.filter(([key]) => typeof key === 'string'));
    }
    default:
      return undefined;
  }
}

/** An attribute's value: a string, `true` for a bare attribute, a literal expression's value. */
function attribute(element: JsxElement, name: string): unknown {
  const found = element.attributes.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return true;
  if (typeof found.value === 'string') return found.value;
  return staticValue(found.value.data?.estree);
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });

/** Flow content of an element whose children may be one line of words. */
function flow(children: RootContent[]): Flow {
  return children.map((child) => (isPhrasing(child) ? ({ type: 'paragraph', children: [child] } as BlockContent) : (child as BlockContent | DefinitionContent)));
}

function isPhrasing(node: RootContent): node is PhrasingContent {
  return ['text', 'emphasis', 'strong', 'inlineCode', 'link', 'mdxJsxTextElement', 'mdxTextExpression', 'break', 'delete', 'image'].includes(node.type);
}

/** The words of a one-line element (`<summary>S</summary>`): a paragraph's children, or the children themselves. */
function phrasing(children: RootContent[]): PhrasingContent[] {
  return children.flatMap((child) => (child.type === 'paragraph' ? child.children : isPhrasing(child) ? [child] : []));
}

/** The names the page binds itself: its `export const`/`function`/`class` declarations (imports included, see remark-mdx-imports). */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children as Node[]) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = ((node.data as { estree?: Estree } | undefined)?.estree?.body ?? []) as Array<{ type: string; declaration?: Estree }>;
    for (const statement of body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
      if (!declaration) continue;
      if (declaration.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations as Array<{ id: { type: string; name?: string } }>) if (declarator.id.name) names.add(declarator.id.name);
      } else if ((declaration.id as { name?: string } | undefined)?.name) {
        names.add((declaration.id as { name: string }).name);
      }
    }
  }
  return names;
}

/** Renders the built-in components and unwraps unknown ones; runs after remark-mdx-imports. */
export default function remarkMdxComponents() {
  return (tree: Root, file: { data: Record<string, unknown> }): void => {
    const state = pageState(file);
    const { builtins, missing } = mdxImports(file);
    const known = declaredNames(tree);
    const builtinOf = (name: string): MdxBuiltin | undefined => builtins.get(name) ?? (known.has(name) ? undefined : MDX_BUILTINS.find((builtin) => builtin === name));

    /** Post-order: an element's children are settled before the element itself. */
    const visit = (parent: { children: RootContent[]; name?: string | null }, topLevel: boolean): void => {
      // A <TabItem> is left for the <Tabs> holding it.
      const inTabs = typeof parent.name === 'string' && builtinOf(parent.name) === 'Tabs';
      for (let index = 0; index < parent.children.length; index++) {
        const node = parent.children[index] as RootContent & Node;
        if ('children' in node && Array.isArray(node.children)) visit(node as { children: RootContent[] }, false);
        if (inTabs && builtinOf((node as Partial<JsxElement>).name ?? '') === 'TabItem') continue;
        const replacement = settle(node, topLevel);
        if (replacement === undefined) continue;
        parent.children.splice(index, 1, ...replacement);
        index += replacement.length - 1;
      }
    };

    /** What takes the node's place, or undefined to keep it. */
    const settle = (node: Node, topLevel: boolean): RootContent[] | undefined => {
      if (node.type === 'mdxFlowExpression' && topLevel && /^\s*\/\*\s*truncate\s*\*\/\s*$/.test((node as Expression).value)) {
        return [placeholder(EXCERPT_END_TAG)];
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
      const element = node as JsxElement;
      if (!element.name) return undefined;
      if (element.name === 'details') return [details(element)];
      const builtin = builtinOf(element.name);
      if (builtin) return renderBuiltin(builtin, element, state, builtinOf);
      const root = element.name.split('.')[0] ?? element.name;
      if (!/^[A-Z]/.test(root) || known.has(root)) return undefined;
      const source = missing.get(root);
      warn(
        state,
        element,
        'mdx-component',
        `Unknown MDX component <${element.name}>${source ? ` (imported from "${source}", which ssg does not provide)` : ''}: its content is shown without it`,
        `Import it (import ${root} from './${root}.tsx' or '@site/src/components/${root}'), or use one of ${MDX_BUILTINS.join(', ')}.`,
      );
      return element.type === 'mdxJsxFlowElement' ? flow(element.children) : element.children;
    };
    visit(tree, true);
  };
}

function placeholder(tag: string, properties: Record<string, string> = {}): RootContent {
  return { type: 'blockquote', data: { hName: tag, hProperties: properties }, children: [] } as unknown as RootContent;
}

/** A flow container emitted as whatever `data.hName` says (remark-rehype applies it to any node). */
function container(children: Flow): RootContent & { data?: unknown; children: unknown[] } {
  return { type: 'blockquote', children } as RootContent & { children: unknown[] };
}

function renderBuiltin(builtin: MdxBuiltin, element: JsxElement, state: PageState, builtinOf: (name: string) => MdxBuiltin | undefined): RootContent[] {
  switch (builtin) {
    case 'Tabs':
      return [tabs(element, (name) => builtinOf(name) === 'TabItem', state)];
    case 'TabItem':
      // Outside <Tabs>: its content.
      return flow(element.children);
    case 'Admonition': {
      const type = String(attribute(element, 'type') ?? 'note');
      const kind = admonitionKind(type) ?? 'note';
      const title = attribute(element, 'title');
      const node = container([]);
      makeAdmonition(node, kind, [text(typeof title === 'string' ? title : ADMONITION_LABELS[kind])], flow(element.children));
      return [node];
    }
    case 'Details':
      return [details(element)];
    case 'CodeBlock':
      return [codeBlock(element, state)];
    case 'DocCardList':
      return [placeholder(DOC_CARD_LIST_TAG)];
    case 'TOCInline': {
      const min = attribute(element, 'minHeadingLevel');
      const max = attribute(element, 'maxHeadingLevel');
      return [tocInlinePlaceholder(state, { ...(typeof min === 'number' ? { dataMin: String(min) } : {}), ...(typeof max === 'number' ? { dataMax: String(max) } : {}) })];
    }
  }
}

function tabs(element: JsxElement, isTabItem: (name: string) => boolean, state: PageState): RootContent {
  const values = attribute(element, 'values');
  const labelOf = (value: unknown): string | undefined => {
    if (!Array.isArray(values)) return undefined;
    const entry = values.find((item: unknown) => (item as { value?: unknown } | undefined)?.value === value) as { label?: unknown } | undefined;
    return typeof entry?.label === 'string' ? entry.label : undefined;
  };
  const panels: Array<{ label: PhrasingContent[]; body: Flow }> = [];
  const before: Flow = [];
  for (const child of element.children) {
    const item = child as unknown as JsxElement;
    if ((item.type === 'mdxJsxFlowElement' || item.type === 'mdxJsxTextElement') && item.name && isTabItem(item.name)) {
      const value = attribute(item, 'value');
      const label = attribute(item, 'label');
      const name = typeof label === 'string' ? label : (labelOf(value) ?? (value === undefined ? `Tab ${panels.length + 1}` : String(value)));
      panels.push({ label: [text(name)], body: flow(item.children) });
    } else {
      (panels.at(-1)?.body ?? before).push(...flow([child]));
    }
  }
  if (panels[0]) panels[0].body.unshift(...before);
  const node = container([]);
  makeTabs(node, panels, before, `ssg-tabs-${(element.position?.start.line ?? 0) + state.input.lineOffset}`);
  return node;
}

function details(element: JsxElement): RootContent {
  const summaryAt = element.children.findIndex((child) => {
    const jsx = child as unknown as JsxElement;
    return jsx.name === 'summary' || (child.type === 'paragraph' && child.children.length === 1 && (child.children[0] as unknown as JsxElement).name === 'summary');
  });
  let summary: PhrasingContent[] = [text(String(attribute(element, 'summary') ?? 'Details'))];
  const children = [...element.children];
  if (summaryAt !== -1) {
    const found = children.splice(summaryAt, 1)[0] as RootContent;
    const jsx = (found.type === 'paragraph' ? found.children[0] : found) as unknown as JsxElement;
    summary = phrasing(jsx.children);
  }
  const node = container([]);
  makeDetails(node, summary, flow(children));
  return node;
}

/** `<CodeBlock language="ts" title="x" showLineNumbers>{`code`}</CodeBlock>` → a fenced code block. */
function codeBlock(element: JsxElement, state: PageState): RootContent {
  const parts = element.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])) as Array<RootContent & Node>;
  const code = parts
    .map((part) => {
      if (part.type === 'mdxFlowExpression' || part.type === 'mdxTextExpression') {
        const value = staticValue((part as unknown as Expression).data?.estree);
        if (typeof value === 'string') return value;
        warn(state, part, 'mdx-component', 'A <CodeBlock> holds an expression that is not a plain string: it is shown as written', 'Write the code as a template literal: {`…`}.');
        return `{${(part as unknown as Expression).value}}`;
      }
      return 'value' in part && typeof part.value === 'string' ? part.value : '';
    })
    .join('')
    .replace(/^\n+|\n+$/g, '');
  const className = attribute(element, 'className');
  const language = attribute(element, 'language') ?? (typeof className === 'string' ? /language-(\S+)/.exec(className)?.[1] : undefined);
  const title = attribute(element, 'title');
  const numbers = attribute(element, 'showLineNumbers');
  const metastring = attribute(element, 'metastring');
  const meta = [
    typeof title === 'string' ? `title=${JSON.stringify(title)}` : '',
    numbers === true ? 'showLineNumbers' : typeof numbers === 'number' ? `showLineNumbers=${numbers}` : '',
    typeof metastring === 'string' ? metastring : '',
  ].filter(Boolean).join(' ');
  return { type: 'code', lang: typeof language === 'string' ? language : null, meta: meta || null, value: code, position: element.position } as RootContent;
}
