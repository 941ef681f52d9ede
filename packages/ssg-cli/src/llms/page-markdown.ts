// The Markdown of a page of the docs layout, for `<route>.md` and llms-full.txt: docs as the
// Markdown stage wrote them; generated pages (category indexes, the API reference) from their
// page data — an operation as its method and path, description, parameters, request body and
// responses with their schemas as nested lists. Descriptions arrive as HTML fragments from the
// Markdown stage and go through the same hast → Markdown conversion as the docs, once per distinct
// fragment (a schema's property descriptions recur on every operation that uses it), with a fast
// path for the common plain paragraph.
import type {
  ApiInfoPageData,
  ApiMediaType,
  ApiOperationPageData,
  DocCategoryPageData,
  SchemaNode,
  SiteData,
} from '@ssg/theme/contract';
import { absoluteUrl, hasMarkdownTwin, markdownRoute } from '@ssg/theme/contract';
import type { Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
import type { PageRecord } from '../content/types.js';
import { escapeLineStart, escapeText, hastToMarkdown, inlineCode } from '../markdown/hast-to-markdown.js';

/**
 * Turns the HTML fragments of page data into Markdown, for one site data; it remembers its results,
 * and each page's Markdown by the page's data object (builds that keep unchanged pages' objects
 * keep the context too).
 */
export interface MarkdownContext {
  site: SiteData;
  html(fragment: string | undefined): string | undefined;
  /** `html(fragment)` on one line, as a list item or table cell holds it (also remembered: schema descriptions recur on many pages). */
  inlineHtml(fragment: string): string;
  pages: WeakMap<object, string | undefined>;
}

/** The character references the Markdown stage writes in text; a fragment with any other takes the full conversion. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&#x26;': '&', '&#x3C;': '<' };
const NAMES = Object.keys(ESCAPED).map((reference) => reference.slice(1, -1)).join('|');
const REFERENCE = new RegExp(`&(?:${NAMES});`, 'g');
const OTHER_REFERENCE = new RegExp(`&(?!(?:${NAMES});)`);

/** A context for one site data. */
export function markdownContext(site: SiteData): MarkdownContext {
  const known = new Map<string, string | undefined>();
  const knownInline = new Map<string, string>();
  const html = (fragment: string | undefined): string | undefined => {
    if (fragment === undefined || fragment.trim() === '') return undefined;
    if (!known.has(fragment)) known.set(fragment, convert(fragment, site));
    return known.get(fragment);
  };
  return {
    site,
    pages: new WeakMap(),
    html,
    inlineHtml(fragment) {
      let line = knownInline.get(fragment);
      if (line === undefined) knownInline.set(fragment, (line = inline(html(fragment) ?? '')));
      return line;
    },
  };
}

function convert(fragment: string, site: SiteData): string | undefined {
  const simple = simpleParagraphs(fragment);
  if (simple !== undefined) return simple || undefined;
  // parse5 without source positions (hast-util-from-html asks for them): the Markdown needs
  // none, and tracking them took more than half of the parse.
  return hastToMarkdown(fromParse5(parseFragment(fragment, { scriptingEnabled: false })) as Root, site.url) || undefined;
}

/**
 * The Markdown of paragraphs of text and code spans (most descriptions), without a tree: text
 * collapsed and escaped, code spans fenced, each paragraph's start escaped, exactly as the full
 * conversion writes them. Undefined for any other markup, which takes the full conversion.
 */
function simpleParagraphs(fragment: string): string | undefined {
  if (fragment.includes('\0') || fragment.includes('\r')) return undefined;
  const paragraphs: string[] = [];
  /** The Markdown of the open paragraph (undefined between paragraphs), and of its open code span. */
  let line: string | undefined;
  let code: string | undefined;
  let inSpan = false;
  for (const [token] of fragment.matchAll(/<[^>]*>|[^<]+/g)) {
    if (!token.startsWith('<')) {
      if (OTHER_REFERENCE.test(token)) return undefined;
      const text = token.replace(REFERENCE, (reference) => ESCAPED[reference]!);
      if (line === undefined) {
        if (text.trim() !== '') return undefined;
      } else if (code !== undefined) code += text;
      else line += escapeText(text.replace(/\s+/g, ' '));
      continue;
    }
    if (token === '<p>' && line === undefined) line = '';
    else if (token === '</p>' && line !== undefined && code === undefined) {
      const text = line.trim();
      if (text !== '') paragraphs.push(escapeLineStart(text));
      line = undefined;
    } else if ((token === '<code>' || token === '<code class="ssg-url">') && line !== undefined && code === undefined) code = '';
    else if (token === '</code>' && code !== undefined && !inSpan) {
      line += inlineCode(code);
      code = undefined;
    } else if (token === '<span class="ssg-nowrap">' && code !== undefined && !inSpan) inSpan = true;
    else if (token === '</span>' && inSpan) inSpan = false;
    else return undefined;
  }
  return line === undefined ? paragraphs.join('\n\n') : undefined;
}

/** Whether the page has Markdown (`pageMarkdown` gives a text): the docs layout's pages of the kinds the theme links to theirs. */
export function hasPageMarkdown(page: PageRecord): boolean {
  return hasMarkdownTwin(page.data) && (page.data.kind !== 'doc' || page.markdown !== undefined);
}

/** The page's Markdown; undefined for pages outside the docs layout. */
export function pageMarkdown(page: PageRecord, context: MarkdownContext): string | undefined {
  const { data } = page;
  if (!hasPageMarkdown(page)) return undefined;
  if (context.pages.has(data)) return context.pages.get(data);
  const markdown = generatedMarkdown(page, context);
  context.pages.set(data, markdown);
  return markdown;
}

function generatedMarkdown(page: PageRecord, context: MarkdownContext): string | undefined {
  const { data } = page;
  switch (data.kind) {
    case 'doc':
      return page.markdown;
    case 'doc-category':
      return categoryMarkdown(data, context.site);
    case 'api-info':
      return infoMarkdown(data, context);
    case 'api-operation':
      return operationMarkdown(data, context);
    default:
      return undefined;
  }
}

/** The output path of a route's Markdown: `docs/intro` → `docs/intro.md` (the theme links to it). */
export function markdownPath(route: string): string {
  return markdownRoute(route).slice(1);
}

const blocks = (...parts: Array<string | undefined | false>): string => parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n\n');

/** Text safe inside a Markdown table cell or list item: one line, pipes escaped. */
const inline = (text: string): string => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

function categoryMarkdown(data: DocCategoryPageData, site: SiteData): string {
  const cards = data.cards.map((card) => `- [${inline(escapeText(card.label))}](${absoluteUrl(site, card.route)})${card.description ? `: ${inline(card.description)}` : ''}`);
  return blocks(`# ${inline(data.title)}`, data.description, cards.join('\n'));
}

function infoMarkdown(data: ApiInfoPageData, { site, html }: MarkdownContext): string {
  const servers = data.servers.map((server) => `- ${server.url}${server.descriptionHtml ? `: ${inline(html(server.descriptionHtml) ?? '')}` : ''}`);
  const groups = data.groups.map((group) =>
    blocks(
      `## ${inline(group.name)}`,
      html(group.descriptionHtml),
      group.operations.map((operation) => `- \`${operation.method.toUpperCase()} ${operation.path}\`: [${inline(escapeText(operation.summary))}](${absoluteUrl(site, operation.route)})`).join('\n'),
    ),
  );
  return blocks(
    `# ${inline(data.title)}`,
    `Version ${data.version} (${data.swaggerVersion !== undefined ? `Swagger ${data.swaggerVersion}` : `OpenAPI ${data.openapiVersion}`})`,
    html(data.descriptionHtml),
    servers.length > 0 && `## Servers\n\n${servers.join('\n')}`,
    ...groups,
  );
}

/** A schema as a nested list: `name` (type, required): description. */
function schemaLines(node: SchemaNode, context: MarkdownContext, depth = 0, lines: string[] = []): string[] {
  if (depth > 6) return lines;
  // Every node of every operation's trees comes through here: no array is made per node.
  const indent = '  '.repeat(depth);
  for (const child of node.properties) schemaLine(child, indent, context, depth, lines);
  if (node.items && node.items.properties.length > 0) for (const child of node.items.properties) schemaLine(child, indent, context, depth, lines);
  for (const child of node.alternatives?.variants ?? []) schemaLine(child, indent, context, depth, lines);
  return lines;
}

/** One node's line (its name, type and flags, description and values), then its children's. */
function schemaLine(child: SchemaNode, indent: string, context: MarkdownContext, depth: number, lines: string[]): void {
  const name = child.name ?? child.label ?? child.typeLabel;
  let flags = child.typeLabel;
  if (child.required) flags = flags === '' ? 'required' : `${flags}, required`;
  if (child.nullable) flags = flags === '' ? 'nullable' : `${flags}, nullable`;
  const values = child.enumValues ? ` One of ${child.enumValues.join(', ')}.` : '';
  // A description that does not end a sentence ("pet status in the store") gets a full stop before the values.
  const text = child.descriptionHtml ? context.inlineHtml(child.descriptionHtml) : '';
  const description = text === '' ? '' : ` ${values !== '' && !/[.!?:;)]$/.test(text) ? `${text}.` : text}`;
  const line = `${indent}- \`${name}\` (${flags}):${description}${values}`;
  lines.push(line.endsWith(':') ? line.slice(0, -1) : line);
  schemaLines(child, context, depth + 1, lines);
}

function mediaMarkdown(content: ApiMediaType[], context: MarkdownContext): string {
  return content
    .map((media) => blocks(`Content type \`${media.mediaType}\`${media.schema ? `: \`${media.schema.typeLabel}\`` : ''}`, media.schema && schemaLines(media.schema, context).join('\n')))
    .join('\n\n');
}

function operationMarkdown(data: ApiOperationPageData, context: MarkdownContext): string {
  const { html } = context;
  const parameters = data.parameters.flatMap((group) => group.parameters);
  const table = parameters.length > 0 && [
    '## Parameters',
    '',
    '| Name | In | Type | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...parameters.map((parameter) =>
      `| \`${inline(parameter.name)}\` | ${parameter.location} | ${inline(parameter.schema?.typeLabel ?? '')} | ${parameter.required ? 'yes' : 'no'} | ${parameter.descriptionHtml ? context.inlineHtml(parameter.descriptionHtml) : ''} |`,
    ),
  ].join('\n');
  const body = data.requestBody && blocks(
    `## Request body${data.requestBody.required ? ' (required)' : ''}`,
    html(data.requestBody.descriptionHtml),
    mediaMarkdown(data.requestBody.content, context),
  );
  const responses = data.responses.map((response) =>
    blocks(
      `### ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      html(response.descriptionHtml),
      mediaMarkdown(response.content, context),
    ),
  );
  return blocks(
    `# ${inline(data.title)}`,
    `\`${data.method.toUpperCase()} ${data.path}\`${data.serverUrl ? ` on ${data.serverUrl}` : ''}${data.deprecated ? ' (deprecated)' : ''}`,
    html(data.descriptionHtml),
    table,
    body,
    responses.length > 0 && `## Responses\n\n${responses.join('\n\n')}`,
    data.codeSamples !== undefined && data.codeSamples.length > 0 && `## Code samples\n\n${data.codeSamples.map((sample) => blocks(`### ${inline(sample.label)}`, html(sample.html))).join('\n\n')}`,
  );
}
