// One API operation (or webhook) inside the docs layout: title, method and URL, description,
// authentication, the request (parameters by location, body), the responses, callbacks, the
// document's own code samples, and the console island ("Try it" and the request samples). A
// section with nothing to show is left out.
import type { ReactElement } from 'react';
import type { ApiOperationPageData, ApiParameterGroup, ApiRequestBody, ApiRequestModel, SiteData } from '../../contract/index.js';
import { apiConsoleProps } from '../../api-console/console-props.js';
import { modelSamples } from '../../api-console/samples-view.js';
import ApiConsole, { type ApiConsoleIslandProps } from '../../islands/ApiConsole.js';
import { Island } from '../../islands/Island.js';
import { DocLayout, docShellProps } from '../DocLayout.js';
import { MethodBadge } from '../Sidebar.js';
import { ApiHeading } from './ApiHeading.js';
import { LOCATION_TITLES } from './api-view.js';
import { Endpoint } from './Endpoint.js';
import { MediaTypeList } from './MediaTypes.js';
import { ParameterTable } from './ParameterTable.js';
import { Responses } from './Responses.js';
import { SecurityRequirements, ServerList } from './Security.js';

/** Renders an `api-operation` page. */
export function ApiOperationPage({ data, site }: { data: ApiOperationPageData; site: SiteData }): ReactElement {
  const body = data.requestBody;
  const webhook = data.webhook !== undefined;
  return (
    <DocLayout
      {...docShellProps(data, site)}
      header={
        <header className="ssg-page-header ssg-api-header">
          <h1 className="ssg-title">
            {data.title}
            {data.deprecated ? <span className="ssg-api-flag ssg-api-flag--deprecated">deprecated</span> : null}
          </h1>
          {webhook ? (
            <p className="ssg-api-endpoint">
              <MethodBadge method={data.method} className="ssg-api-endpoint__method" />
              <span className="ssg-api-endpoint__url">
                Webhook <code>{data.webhook}</code>: the API sends this request to the URL you register.
              </span>
            </p>
          ) : (
            <Endpoint method={data.method} path={data.path} serverUrl={data.serverUrl} />
          )}
        </header>
      }
    >
      <div className="ssg-markdown ssg-api">
        {data.descriptionHtml !== '' ? <div className="ssg-api-description" dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} /> : null}
        {data.externalDocs !== undefined ? (
          <div className="ssg-api-external">
            <p>
              <a href={data.externalDocs.url}>{data.externalDocs.label}</a>
            </p>
            {data.externalDocs.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: data.externalDocs.descriptionHtml }} /> : null}
          </div>
        ) : null}
        {data.servers.length > 1 || data.servers.some((server) => server.variables.length > 0) ? (
          <div className="ssg-api-servers-block">
            <p className="ssg-api-label">Servers</p>
            <ServerList servers={data.servers} />
          </div>
        ) : null}
        {data.security.length > 0 ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="authentication" text="Authentication" />
            <SecurityRequirements requirements={data.security} schemes={data.securitySchemes} />
          </section>
        ) : null}
        {data.parameters.length > 0 || body !== undefined ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="request" text={webhook ? 'Payload' : 'Request'} />
            <Request parameters={data.parameters} body={body} bodyId="request-body" group="request-media" site={site} />
          </section>
        ) : null}
        {data.responses.length > 0 ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="responses" text="Responses" />
            <Responses responses={data.responses} site={site} />
          </section>
        ) : null}
        {data.callbacks.length > 0 ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="callbacks" text="Callbacks" />
            {data.callbacks.map((callback) => (
              <div key={callback.id} className="ssg-api-callback">
                <ApiHeading level={3} id={callback.id} text={callback.name} />
                {callback.operations.map((operation) => (
                  <div key={operation.id} id={operation.id} className="ssg-api-callback__operation">
                    <p className="ssg-api-endpoint">
                      <MethodBadge method={operation.method} className="ssg-api-endpoint__method" />
                      <code className="ssg-api-endpoint__url">{operation.url}</code>
                    </p>
                    {operation.summary !== undefined ? <p>{operation.summary}</p> : null}
                    {operation.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} /> : null}
                    <Request parameters={operation.parameters} body={operation.requestBody} group={`${operation.id}-media`} site={site} />
                    {operation.responses.length > 0 ? (
                      <>
                        <p className="ssg-api-label">Responses the API expects</p>
                        <Responses responses={operation.responses} site={site} headingLevel={4} />
                      </>
                    ) : null}
                  </div>
                ))}
              </div>
            ))}
          </section>
        ) : null}
        {data.codeSamples !== undefined && data.codeSamples.length > 0 ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="code-samples" text="Code samples" />
            {data.codeSamples.map((sample, index) => (
              <div key={index} className="ssg-api-code-sample">
                <p className="ssg-api-label">{sample.label}</p>
                <div dangerouslySetInnerHTML={{ __html: sample.html }} />
              </div>
            ))}
          </section>
        ) : null}
        {data.request ? <ApiConsoleIsland data={data} model={data.request} /> : null}
      </div>
    </DocLayout>
  );
}

/** The console and samples island; the samples are rendered here, at build time, and not shipped as props. */
function ApiConsoleIsland({ data, model }: { data: ApiOperationPageData; model: ApiRequestModel }): ReactElement {
  const props = apiConsoleProps(data, model);
  return <Island<ApiConsoleIslandProps> name="ApiConsole" component={ApiConsole} props={props} serverProps={{ samples: modelSamples(props) }} strategy="visible" />;
}

/** Parameter tables by location, then the body. `bodyId` gives the body a heading of its own. */
function Request({ parameters, body, bodyId, group, site }: { parameters: ApiParameterGroup[]; body: ApiRequestBody | undefined; bodyId?: string; group: string; site: SiteData }): ReactElement {
  return (
    <>
      {parameters.map((parameterGroup) => (
        <div key={parameterGroup.id} className="ssg-api-parameters">
          {bodyId !== undefined ? (
            <ApiHeading level={3} id={parameterGroup.id} text={LOCATION_TITLES[parameterGroup.location]} />
          ) : (
            <p className="ssg-api-label" id={parameterGroup.id}>{LOCATION_TITLES[parameterGroup.location]}</p>
          )}
          <ParameterTable rows={parameterGroup.parameters} caption={LOCATION_TITLES[parameterGroup.location]} />
        </div>
      ))}
      {body !== undefined ? (
        <div className="ssg-api-body">
          {bodyId !== undefined ? (
            <ApiHeading level={3} id={bodyId} text="Body">
              Body
              <BodyFlag required={body.required} />
            </ApiHeading>
          ) : (
            <p className="ssg-api-label">
              Body <BodyFlag required={body.required} />
            </p>
          )}
          {body.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: body.descriptionHtml }} /> : null}
          <MediaTypeList content={body.content} group={group} site={site} />
        </div>
      ) : null}
    </>
  );
}

function BodyFlag({ required }: { required: boolean }): ReactElement {
  return <span className={`ssg-api-flag${required ? ' ssg-api-flag--required' : ''}`}>{required ? 'required' : 'optional'}</span>;
}
