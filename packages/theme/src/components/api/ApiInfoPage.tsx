// The API's front page inside the docs layout: title and version, description, servers (with
// their variables), authentication, contact, licence and terms, and every operation listed under
// its tag (webhooks last).
import type { ReactElement } from 'react';
import type { ApiInfoPageData, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';
import { DocLayout, docShellProps } from '../DocLayout.js';
import { MethodBadge } from '../Sidebar.js';
import { ApiHeading } from './ApiHeading.js';
import { SecurityRequirements, SecuritySchemes, ServerList } from './Security.js';

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
            <span className="ssg-api-version">{data.swaggerVersion !== undefined ? `Swagger ${data.swaggerVersion}` : `OpenAPI ${data.openapiVersion}`}</span>
          </p>
        </header>
      }
    >
      <div className="ssg-markdown ssg-api">
        {data.descriptionHtml !== '' ? <div className="ssg-api-description" dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} /> : null}
        {data.contact !== undefined || data.license !== undefined || data.termsOfService !== undefined || data.externalDocs !== undefined ? <InfoMeta data={data} /> : null}
        {data.servers.length > 0 ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="servers" text="Servers" />
            <ServerList servers={data.servers} />
          </section>
        ) : null}
        {data.securitySchemes.length > 0 ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="authentication" text="Authentication" />
            {data.security.length > 0 ? (
              <>
                <p>Unless an operation says otherwise:</p>
                <SecurityRequirements requirements={data.security} schemes={data.securitySchemes} />
              </>
            ) : null}
            <SecuritySchemes schemes={data.securitySchemes} />
          </section>
        ) : null}
        {data.groups.length > 0 ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="operations" text="Operations" />
            {data.groups.map((group) => (
              <div key={group.id} className="ssg-api-group">
                <ApiHeading level={3} id={group.id} text={group.label} />
                {group.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: group.descriptionHtml }} /> : null}
                {group.operations.length > 0 ? (
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
                ) : null}
              </div>
            ))}
          </section>
        ) : null}
      </div>
    </DocLayout>
  );
}

function InfoMeta({ data }: { data: ApiInfoPageData }): ReactElement {
  const { contact, license, termsOfService, externalDocs } = data;
  return (
    <dl className="ssg-api-facts ssg-api-info-meta">
      {contact !== undefined ? (
        <div>
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
        <div>
          <dt>License</dt>
          <dd>{license.url !== undefined ? <a href={license.url}>{license.name}</a> : license.name}</dd>
        </div>
      ) : null}
      {termsOfService !== undefined ? (
        <div>
          <dt>Terms of service</dt>
          <dd>
            <a href={termsOfService}>{termsOfService}</a>
          </dd>
        </div>
      ) : null}
      {externalDocs !== undefined ? (
        <div>
          <dt>More documentation</dt>
          <dd>
            <a href={externalDocs.url}>{externalDocs.label}</a>
            {externalDocs.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: externalDocs.descriptionHtml }} /> : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
