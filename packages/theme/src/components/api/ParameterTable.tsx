// The parameters of one location (path, query, header or cookie) as a table: name with its
// required/deprecated flags, type, and description with values, limits and examples.
import type { ReactElement } from 'react';
import type { ApiHeader, ApiParameter, SchemaNode } from '../../contract/index.js';
import { hasChildren, schemaFacts } from './api-view.js';
import { factItemsHtml } from './schema-html.js';
import { SchemaParts } from './SchemaTree.js';

type Row = Pick<ApiParameter, 'name' | 'required' | 'deprecated' | 'descriptionHtml' | 'schema'> & { examples?: string[] };

/** Parameters or response headers as a table. */
export function ParameterTable({ rows, caption }: { rows: Array<ApiParameter | ApiHeader>; caption: string }): ReactElement {
  return (
    // Scrolls sideways on its own when wider than the page: focusable, named like the table.
    <div className="ssg-table" role="group" tabIndex={0} aria-label={caption}>
      <table className="ssg-api-params">
        <caption className="ssg-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ParameterRow key={row.name} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ParameterRow({ row }: { row: Row }): ReactElement {
  const schema = row.schema;
  const facts = schema ? schemaFacts(schema) : [];
  const examples = row.examples ?? [];
  // The parameter's own examples, unless its schema's already show.
  if (examples.length > 0 && !facts.some((fact) => fact.label.startsWith('Example'))) facts.push({ label: examples.length > 1 ? 'Examples' : 'Example', values: examples });
  return (
    <tr>
      <th scope="row" className="ssg-api-params__name">
        <code>{row.name}</code>
        {row.required ? <span className="ssg-api-flag ssg-api-flag--required">required</span> : null}
        {row.deprecated ? <span className="ssg-api-flag ssg-api-flag--deprecated">deprecated</span> : null}
      </th>
      <td className="ssg-api-params__type">{schema ? <ParameterType schema={schema} /> : null}</td>
      <td className="ssg-api-params__description">
        {row.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: row.descriptionHtml }} /> : null}
        {schema?.descriptionHtml !== undefined && schema.descriptionHtml !== row.descriptionHtml ? (
          <div dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />
        ) : null}
        {facts.length > 0 ? <dl className="ssg-api-facts" dangerouslySetInnerHTML={{ __html: factItemsHtml(facts) }} /> : null}
        {/* The row already shows the schema's own type, description and values: only its parts follow. */}
        {schema && hasChildren(schema) ? <SchemaParts node={schema} /> : null}
      </td>
    </tr>
  );
}

function ParameterType({ schema }: { schema: SchemaNode }): ReactElement {
  return (
    <span className="ssg-api-schema__row">
      <i>{schema.typeLabel}</i>
      {schema.refName !== undefined && schema.refName !== schema.typeLabel ? <span className="ssg-api-schema__ref">{schema.refName}</span> : null}
      {schema.format !== undefined ? <span className="ssg-api-schema__format">{`<${schema.format}>`}</span> : null}
      {schema.nullable ? <span className="ssg-api-flag">nullable</span> : null}
    </span>
  );
}
