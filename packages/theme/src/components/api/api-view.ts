// Pure helpers for the API reference components: section titles (they match the TOC the
// generator writes), status-code classes, and what a schema node has to show.
import type { ParameterLocation, SchemaNode } from '../../contract/index.js';

export const LOCATION_TITLES: Record<ParameterLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

/** `2xx`, `4xx`… for a status code or range; `default` for the default response. */
export function statusClass(status: string): string {
  const first = status.trim().charAt(0);
  return /^[1-5]$/.test(first) ? `${first}xx` : 'default';
}

/** True when a node has nested parts (properties, items, alternatives…) to list under it. */
export function hasChildren(node: SchemaNode): boolean {
  return (
    node.properties.length > 0 ||
    (node.items !== undefined && !isPlainLeaf(node.items)) ||
    typeof node.additionalProperties === 'object' ||
    node.alternatives !== undefined
  );
}

/**
 * True for array items that say nothing beyond their type (`string` in `array<string>`): the
 * parent's type label already tells it all, so they are not listed.
 */
export function isPlainLeaf(node: SchemaNode): boolean {
  return (
    !hasChildren(node) &&
    node.circular === undefined &&
    node.repeated === undefined &&
    node.descriptionHtml === undefined &&
    node.enumValues === undefined &&
    node.constValue === undefined &&
    node.defaultValue === undefined &&
    node.constraints.length === 0 &&
    !node.nullable &&
    node.format === undefined
  );
}

export interface SchemaFact {
  label: string;
  values: string[];
}

/** The values-and-limits lines of a node: constant, allowed values, default, limits, bases, examples. */
export function schemaFacts(node: SchemaNode): SchemaFact[] {
  const facts: SchemaFact[] = [];
  if (node.constValue !== undefined) facts.push({ label: 'Constant', values: [node.constValue] });
  if (node.enumValues !== undefined) facts.push({ label: 'Allowed values', values: node.enumValues });
  if (node.defaultValue !== undefined) facts.push({ label: 'Default', values: [node.defaultValue] });
  if (node.constraints.length > 0) facts.push({ label: 'Constraints', values: node.constraints });
  if (node.extends !== undefined && node.extends.length > 0) facts.push({ label: 'Extends', values: node.extends });
  if (node.examples !== undefined && node.examples.length > 0) facts.push({ label: node.examples.length > 1 ? 'Examples' : 'Example', values: node.examples });
  return facts;
}

/** What an additional-properties setting says in words, when it is not a schema. */
export function additionalPropertiesNote(value: SchemaNode['additionalProperties']): string | undefined {
  if (value === false) return 'No additional properties allowed.';
  if (value === true) return 'Additional properties allowed.';
  return undefined;
}
