// Authentication and servers, shared by the info and operation pages: each security scheme in
// plain words (where the credential goes, OAuth flows and scopes), the requirements of an
// operation (any one way is enough), and servers with their variables.
import type { ReactElement } from 'react';
import type { ApiSecurityRequirement, ApiSecurityScheme, ApiServer } from '../../contract/index.js';

/** The ways to authenticate; each lists the schemes it needs together. */
export function SecurityRequirements({ requirements, schemes }: { requirements: ApiSecurityRequirement[]; schemes: ApiSecurityScheme[] }): ReactElement {
  const byName = new Map(schemes.map((scheme) => [scheme.name, scheme]));
  return (
    <>
      {requirements.length > 1 ? <p>Any one of these is enough:</p> : null}
      <ul className="ssg-api-security">
        {requirements.map((requirement, index) => (
          <li key={index}>
            {requirement.schemes.length === 0 ? (
              'No credentials needed.'
            ) : (
              requirement.schemes.map((use, position) => {
                const scheme = byName.get(use.name);
                return (
                  <span key={use.name} className="ssg-api-security__scheme">
                    {position > 0 ? ' and ' : null}
                    <strong>{use.name}</strong>
                    {scheme !== undefined ? `: ${scheme.summary}` : null}
                    {use.scopes.length > 0 ? (
                      <>
                        {' — scopes '}
                        <CodeList values={use.scopes} />
                      </>
                    ) : null}
                  </span>
                );
              })
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Every declared scheme with its details (info page). */
export function SecuritySchemes({ schemes }: { schemes: ApiSecurityScheme[] }): ReactElement {
  return (
    <dl className="ssg-api-schemes">
      {schemes.map((scheme) => (
        <div key={scheme.name} id={scheme.id} className="ssg-api-schemes__item">
          <dt>
            <code>{scheme.name}</code> {scheme.summary}
          </dt>
          <dd>
            {scheme.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: scheme.descriptionHtml }} /> : null}
            {scheme.openIdConnectUrl !== undefined ? (
              <p>
                Discovery: <a href={scheme.openIdConnectUrl}>{scheme.openIdConnectUrl}</a>
              </p>
            ) : null}
            {(scheme.flows ?? []).map((flow) => (
              <div key={flow.type} className="ssg-api-schemes__flow">
                <p>
                  {`Flow: ${flow.type}`}
                  {flow.authorizationUrl !== undefined ? <> · authorization <code>{flow.authorizationUrl}</code></> : null}
                  {flow.tokenUrl !== undefined ? <> · token <code>{flow.tokenUrl}</code></> : null}
                  {flow.refreshUrl !== undefined ? <> · refresh <code>{flow.refreshUrl}</code></> : null}
                </p>
                {flow.scopes.length > 0 ? (
                  <ul>
                    {flow.scopes.map((scope) => (
                      <li key={scope.name}>
                        <code>{scope.name}</code>
                        {scope.description !== '' ? ` ${scope.description}` : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Servers with their descriptions and variables (default, allowed values). */
export function ServerList({ servers }: { servers: ApiServer[] }): ReactElement {
  return (
    <ul className="ssg-api-servers">
      {servers.map((server) => (
        <li key={server.url}>
          <code>{server.url}</code>
          {server.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: server.descriptionHtml }} /> : null}
          {server.variables.length > 0 ? (
            <ul className="ssg-api-servers__variables">
              {server.variables.map((variable) => (
                <li key={variable.name}>
                  <code>{`{${variable.name}}`}</code>
                  {` default `}
                  <code>{variable.default}</code>
                  {variable.enum !== undefined ? (
                    <>
                      {'; one of '}
                      <CodeList values={variable.enum} />
                    </>
                  ) : null}
                  {variable.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: variable.descriptionHtml }} /> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Values as code, separated by commas. */
function CodeList({ values }: { values: string[] }): ReactElement {
  return (
    <>
      {values.map((value, index) => (
        <span key={value}>
          {index > 0 ? ', ' : null}
          <code>{value}</code>
        </span>
      ))}
    </>
  );
}
