// A schema as a nested list: each node shows its name, type, required/nullable/read-only/
// write-only/deprecated flags, description and values; objects, arrays and alternatives open
// into their parts (`<details>`, so no JavaScript is needed). A circular reference, or a named
// schema already shown elsewhere on the page, is a link to the node where it is expanded.
// A large API repeats a node hundreds of times on a page, so its markup is the least the styles
// need (api.css styles it through `.ssg-api-schema`): a node is a `<div>` (a `<details>` with parts),
// its row `<span class="ssg-api-schema__row">` holds the name as `<code>`, the type as `<i>` and
// "required" as `<b>`, and the `<div>` after the row (or the summary) holds description and values.
// The markup is written as a string (schema-html.ts), not as React elements, for speed.
import type { ReactElement } from 'react';
import type { SchemaNode } from '../../contract/index.js';
import { schemaChildrenHtml, schemaNodeHtml } from './schema-html.js';

export interface SchemaTreeProps {
  node: SchemaNode;
  /** Nested nodes start open down to this depth (default 1: the root's properties). */
  openDepth?: number;
}

/** The whole tree of one schema. */
export function SchemaTree({ node, openDepth = 1 }: SchemaTreeProps): ReactElement {
  return <div className="ssg-api-schema" dangerouslySetInnerHTML={{ __html: schemaNodeHtml(node, 0, openDepth) }} />;
}

/** The parts of a schema (properties, items, alternatives) without the schema's own row. */
export function SchemaParts({ node, openDepth = 0 }: { node: SchemaNode; openDepth?: number }): ReactElement {
  return <div className="ssg-api-schema" dangerouslySetInnerHTML={{ __html: schemaChildrenHtml(node, 0, openDepth) }} />;
}
