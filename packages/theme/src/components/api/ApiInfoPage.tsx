// The API's front page inside the docs layout: title and version, description, servers,
// contact and licence, and every operation listed under its tag.
import type { ReactElement } from 'react';
import type { ApiInfoPageData, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';
import { DocLayout, docShellProps } from '../DocLayout.js';
import { MethodBadge } from '../Sidebar.js';
import { ApiHeading } from './ApiHeading.js';

/** Renders an `api-info` page. */
export function ApiInfoPage({ data, site }: { data: ApiInfoPageData; site: SiteData }): ReactElement {
  return (
    <DocLayout
      {...docShellProps(data, site)}
      header={
        <header className="ssg-page-header ssg-api-header">
          <h1 className="ssg-title">{data.title}</h1>
          <p className="ssg-api-versions">
            {data.version !== '' ? <span className="ssg-api-version">{`Version ${data.version}`}</span> : null}
            <span className="ssg-api-version">{`OpenAPI ${data.openapiVersion}`}</span>
          </p>
        </header>
      }
    >
      <div className="ssg-markdown ssg-api">
        {data.descriptionHtml !== '' ? <div className="ssg-api-description" dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} /> : null}
        {data.contact !== undefined || data.license !== undefined ? <InfoMeta data={data} /> : null}
        {data.servers.length > 0 ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="servers" text="Servers" />
            <ul className="ssg-api-servers">
              {data.servers.map((server) => (
                <li key={server.url}>
                  <code>{server.url}</code>
                  {server.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: server.descriptionHtml }} /> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {data.groups.length > 0 ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="operations" text="Operations" />
            {data.groups.map((group) => (
              <div key={group.id} className="ssg-api-group">
                <ApiHeading level={3} id={group.id} text={group.name} />
                {group.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: group.descriptionHtml }} /> : null}
                <ul className="ssg-api-operations">
                  {group.operations.map((operation) => (
                    <li key={operation.route}>
                      <a className="ssg-api-operation-link" href={withBase(site, operation.route)}>
                        <MethodBadge method={operation.method} />
                        <span className="ssg-api-operation-link__summary">{operation.summary}</span>
                        <code className="ssg-api-operation-link__path">{operation.path}</code>
                        {operation.deprecated ? <span className="ssg-api-flag ssg-api-flag--deprecated">deprecated</span> : null}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ) : null}
      </div>
    </DocLayout>
  );
}

function InfoMeta({ data }: { data: ApiInfoPageData }): ReactElement {
  const { contact, license } = data;
  return (
    <dl className="ssg-api-facts ssg-api-info-meta">
      {contact !== undefined ? (
        <div className="ssg-api-facts__item">
          <dt>Contact</dt>
          <dd>
            {contact.url !== undefined ? <a href={contact.url}>{contact.name ?? contact.url}</a> : contact.name}
            {contact.email !== undefined ? (
              <>
                {contact.name !== undefined || contact.url !== undefined ? ' · ' : null}
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
      {license !== undefined ? (
        <div className="ssg-api-facts__item">
          <dt>License</dt>
          <dd>{license.url !== undefined ? <a href={license.url}>{license.name}</a> : license.name}</dd>
        </div>
      ) : null}
    </dl>
  );
}
