// The markup of a schema tree (SchemaTree.tsx), written as a string: a large API's page holds
// hundreds of schema nodes, and React's server renderer took about a microsecond per element,
// a third of such a page's rendering, for markup that has no state and never hydrates.
// Text and attribute values are escaped as React escapes them, so the HTML is the same.
import type { SchemaNode } from '../../contract/index.js';
import { escapeHtml, hrefAttribute } from '../../lib/html.js';
import { additionalPropertiesNote, hasChildren, isPlainLeaf, schemaFacts, type SchemaFact } from './api-view.js';

/** One node: a `<div>`, or a `<details>` (open down to `openDepth`) when it has parts. */
export function schemaNodeHtml(node: SchemaNode, depth: number, openDepth: number, discriminator?: string): string {
  const id = node.id !== undefined ? ` id="${escapeHtml(node.id)}"` : '';
  const row = schemaRowHtml(node, discriminator);
  if (!hasChildren(node)) return `<div${id}>${row}${schemaDetailsHtml(node)}</div>`;
  const open = depth <= openDepth ? ' open=""' : '';
  return `<details${id}${open}><summary>${row}</summary>${schemaDetailsHtml(node)}${schemaChildrenHtml(node, depth, openDepth)}</details>`;
}

/** Name, type and flags on one line. */
function schemaRowHtml(node: SchemaNode, discriminator: string | undefined): string {
  const showRef = node.refName !== undefined && node.refName !== node.typeLabel && node.refName !== node.label && node.circular === undefined && node.repeated === undefined;
  let html = `<span class="ssg-api-schema__row">${schemaNameHtml(node)}`;
  if (node.circular) html += linkedTypeHtml(node.circular, '(circular reference)');
  else if (node.repeated) html += linkedTypeHtml(node.repeated, '(shown above)');
  else html += `<i>${escapeHtml(node.typeLabel)}</i>`;
  if (showRef) html += `<span class="ssg-api-schema__ref">${escapeHtml(node.refName!)}</span>`;
  if (node.format !== undefined) html += `<span class="ssg-api-schema__format">${escapeHtml(`<${node.format}>`)}</span>`;
  if (node.required) html += '<b>required</b>';
  if (node.nullable) html += '<span class="ssg-api-flag">nullable</span>';
  if (node.readOnly) html += '<span class="ssg-api-flag">read-only</span>';
  if (node.writeOnly) html += '<span class="ssg-api-flag">write-only</span>';
  if (node.deprecated) html += '<span class="ssg-api-flag ssg-api-flag--deprecated">deprecated</span>';
  if (discriminator !== undefined && node.discriminatorValue !== undefined) {
    html += `<span class="ssg-api-schema__discriminator"><code>${escapeHtml(`${discriminator} = ${JSON.stringify(node.discriminatorValue)}`)}</code></span>`;
  }
  return `${html}</span>`;
}

/** The type of a node that links to where its schema is expanded, with a note saying why. */
function linkedTypeHtml(link: { refName: string; targetId: string }, note: string): string {
  return `<i><a class="ssg-api-schema__circular"${hrefAttribute(`#${link.targetId}`)}>${escapeHtml(link.refName)}</a> <span class="ssg-api-schema__note">${note}</span></i>`;
}

function schemaNameHtml(node: SchemaNode): string {
  if (node.role === 'property' || node.role === 'pattern') return `<code>${escapeHtml(node.name ?? '')}</code>`;
  if (node.role === 'items') return `<span class="ssg-api-schema__role">${node.name !== undefined ? escapeHtml(`item ${node.name}`) : 'items'}</span>`;
  if (node.role === 'additional') return '<span class="ssg-api-schema__role">additional properties</span>';
  if (node.role === 'variant') return `<span class="ssg-api-schema__label">${escapeHtml(node.label ?? '')}</span>`;
  return '';
}

/** Description, values and limits, and the additional-properties rule in words. */
function schemaDetailsHtml(node: SchemaNode): string {
  const facts = schemaFacts(node);
  const note = additionalPropertiesNote(node.additionalProperties);
  if (node.descriptionHtml === undefined && facts.length === 0 && note === undefined && !node.truncated) return '';
  let html = '<div>';
  if (node.descriptionHtml !== undefined) html += `<div>${node.descriptionHtml}</div>`;
  if (facts.length > 0) html += `<dl class="ssg-api-facts">${factItemsHtml(facts)}</dl>`;
  if (note !== undefined) html += `<p class="ssg-api-schema__note">${escapeHtml(note)}</p>`;
  if (node.truncated) html += '<p class="ssg-api-schema__note">Not expanded here: the schema nests too deeply or is too large for this page.</p>';
  return `${html}</div>`;
}

/** The parts of a schema (properties, items, alternatives) without the schema's own row. */
export function schemaChildrenHtml(node: SchemaNode, depth: number, openDepth: number): string {
  let html = '';
  const children = [...node.properties];
  if (node.items !== undefined && !isPlainLeaf(node.items)) children.push(node.items);
  if (typeof node.additionalProperties === 'object') children.push(node.additionalProperties);
  if (children.length > 0) {
    html += '<ul class="ssg-api-schema__children">';
    for (const child of children) html += `<li>${schemaNodeHtml(child, depth + 1, openDepth)}</li>`;
    html += '</ul>';
  }
  const alternatives = node.alternatives;
  if (alternatives !== undefined) {
    const chosenBy = alternatives.discriminator !== undefined ? `, chosen by <code>${escapeHtml(alternatives.discriminator)}</code>` : '';
    html += `<div class="ssg-api-schema__alternatives"><p class="ssg-api-schema__keyword">${alternatives.keyword === 'oneOf' ? 'One of' : 'Any of'}${chosenBy}</p>`;
    html += '<ul class="ssg-api-schema__children">';
    for (const variant of alternatives.variants) html += `<li>${schemaNodeHtml(variant, depth + 1, openDepth, alternatives.discriminator)}</li>`;
    html += '</ul></div>';
  }
  return html;
}

/** The items of a facts list (`<dl class="ssg-api-facts">`, each item a bare `<div>`): a label and its values as code. */
export function factItemsHtml(facts: readonly SchemaFact[]): string {
  let html = '';
  for (const fact of facts) {
    html += `<div><dt>${escapeHtml(fact.label)}</dt><dd>`;
    for (const value of fact.values) html += `<code>${escapeHtml(value)}</code>`;
    html += '</dd></div>';
  }
  return html;
}
