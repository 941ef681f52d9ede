// A schema as a nested list: each node shows its name, type, required/nullable/read-only/
// write-only/deprecated flags, description and values; objects, arrays and alternatives open
// into their parts (`<details>`, so no JavaScript is needed). A circular reference, or a named
// schema already shown elsewhere on the page, is a link to the node where it is expanded.
// A large API repeats a node hundreds of times on a page, so its markup is the least the styles
// need (api.css styles it through `.ssg-api-schema`): a node is a `<div>` (a `<details>` with parts),
// its row `<span class="ssg-api-schema__row">` holds the name as `<code>`, the type as `<i>` and
// "required" as `<b>`, and the `<div>` after the row (or the summary) holds description and values.
import type { ReactElement } from 'react';
import type { SchemaNode } from '../../contract/index.js';
import { additionalPropertiesNote, hasChildren, isPlainLeaf, schemaFacts, type SchemaFact } from './api-view.js';

export interface SchemaTreeProps {
  node: SchemaNode;
  /** Nested nodes start open down to this depth (default 1: the root's properties). */
  openDepth?: number;
}

/** The whole tree of one schema. */
export function SchemaTree({ node, openDepth = 1 }: SchemaTreeProps): ReactElement {
  return (
    <div className="ssg-api-schema">
      <SchemaNodeView node={node} depth={0} openDepth={openDepth} />
    </div>
  );
}

interface NodeProps {
  node: SchemaNode;
  depth: number;
  openDepth: number;
  /** The discriminating property, for alternatives. */
  discriminator?: string;
}

function SchemaNodeView({ node, depth, openDepth, discriminator }: NodeProps): ReactElement {
  const row = <SchemaRow node={node} discriminator={discriminator} />;
  if (!hasChildren(node)) {
    return (
      <div id={node.id}>
        {row}
        <SchemaDetails node={node} />
      </div>
    );
  }
  return (
    <details id={node.id} open={depth <= openDepth}>
      <summary>{row}</summary>
      <SchemaDetails node={node} />
      <SchemaChildren node={node} depth={depth} openDepth={openDepth} />
    </details>
  );
}

/** Name, type and flags on one line. */
export function SchemaRow({ node, discriminator }: { node: SchemaNode; discriminator?: string }): ReactElement {
  const showRef = node.refName !== undefined && node.refName !== node.typeLabel && node.refName !== node.label && node.circular === undefined && node.repeated === undefined;
  return (
    <span className="ssg-api-schema__row">
      <SchemaName node={node} />
      {node.circular ? (
        <i>
          <a className="ssg-api-schema__circular" href={`#${node.circular.targetId}`}>
            {node.circular.refName}
          </a>{' '}
          <span className="ssg-api-schema__note">(circular reference)</span>
        </i>
      ) : node.repeated ? (
        <i>
          <a className="ssg-api-schema__circular" href={`#${node.repeated.targetId}`}>
            {node.repeated.refName}
          </a>{' '}
          <span className="ssg-api-schema__note">(shown above)</span>
        </i>
      ) : (
        <i>{node.typeLabel}</i>
      )}
      {showRef ? <span className="ssg-api-schema__ref">{node.refName}</span> : null}
      {node.format !== undefined ? <span className="ssg-api-schema__format">{`<${node.format}>`}</span> : null}
      {node.required ? <b>required</b> : null}
      {node.nullable ? <span className="ssg-api-flag">nullable</span> : null}
      {node.readOnly ? <span className="ssg-api-flag">read-only</span> : null}
      {node.writeOnly ? <span className="ssg-api-flag">write-only</span> : null}
      {node.deprecated ? <span className="ssg-api-flag ssg-api-flag--deprecated">deprecated</span> : null}
      {discriminator !== undefined && node.discriminatorValue !== undefined ? (
        <span className="ssg-api-schema__discriminator">
          <code>{`${discriminator} = ${JSON.stringify(node.discriminatorValue)}`}</code>
        </span>
      ) : null}
    </span>
  );
}

function SchemaName({ node }: { node: SchemaNode }): ReactElement | null {
  if (node.role === 'property' || node.role === 'pattern') {
    return <code>{node.name}</code>;
  }
  if (node.role === 'items') return <span className="ssg-api-schema__role">{node.name !== undefined ? `item ${node.name}` : 'items'}</span>;
  if (node.role === 'additional') return <span className="ssg-api-schema__role">additional properties</span>;
  if (node.role === 'variant') return <span className="ssg-api-schema__label">{node.label}</span>;
  return null;
}

/** Description, values and limits, and the additional-properties rule in words. */
function SchemaDetails({ node }: { node: SchemaNode }): ReactElement | null {
  const facts = schemaFacts(node);
  const note = additionalPropertiesNote(node.additionalProperties);
  if (node.descriptionHtml === undefined && facts.length === 0 && note === undefined && !node.truncated) return null;
  return (
    <div>
      {node.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: node.descriptionHtml }} /> : null}
      {facts.length > 0 ? (
        <dl className="ssg-api-facts">
          <FactItems facts={facts} />
        </dl>
      ) : null}
      {note !== undefined ? <p className="ssg-api-schema__note">{note}</p> : null}
      {node.truncated ? <p className="ssg-api-schema__note">Not expanded here: the schema nests too deeply or is too large for this page.</p> : null}
    </div>
  );
}

/** The parts of a schema (properties, items, alternatives) without the schema's own row. */
export function SchemaParts({ node, openDepth = 0 }: { node: SchemaNode; openDepth?: number }): ReactElement {
  return (
    <div className="ssg-api-schema">
      <SchemaChildren node={node} depth={0} openDepth={openDepth} />
    </div>
  );
}

function SchemaChildren({ node, depth, openDepth }: { node: SchemaNode; depth: number; openDepth: number }): ReactElement {
  const children = [...node.properties];
  if (node.items !== undefined && !isPlainLeaf(node.items)) children.push(node.items);
  if (typeof node.additionalProperties === 'object') children.push(node.additionalProperties);
  const alternatives = node.alternatives;
  return (
    <>
      {children.length > 0 ? (
        <ul className="ssg-api-schema__children">
          {children.map((child, index) => (
            <li key={`${index}:${child.name ?? child.role}`}>
              <SchemaNodeView node={child} depth={depth + 1} openDepth={openDepth} />
            </li>
          ))}
        </ul>
      ) : null}
      {alternatives !== undefined ? (
        <div className="ssg-api-schema__alternatives">
          <p className="ssg-api-schema__keyword">
            {alternatives.keyword === 'oneOf' ? 'One of' : 'Any of'}
            {alternatives.discriminator !== undefined ? (
              <>
                {', chosen by '}
                <code>{alternatives.discriminator}</code>
              </>
            ) : null}
          </p>
          <ul className="ssg-api-schema__children">
            {alternatives.variants.map((variant, index) => (
              <li key={`${index}:${variant.label ?? ''}`}>
                <SchemaNodeView node={variant} depth={depth + 1} openDepth={openDepth} discriminator={alternatives.discriminator} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** The items of a facts list (`<dl class="ssg-api-facts">`, each item a bare `<div>`): a label and its values as code. */
export function FactItems({ facts }: { facts: readonly SchemaFact[] }): ReactElement {
  return (
    <>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>
            {fact.values.map((value, index) => (
              <code key={index}>{value}</code>
            ))}
          </dd>
        </div>
      ))}
    </>
  );
}
