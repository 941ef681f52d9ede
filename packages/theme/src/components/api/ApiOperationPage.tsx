// One API operation inside the docs layout: title, method and URL, description, the request
// (parameters by location, body), the responses and request samples.
import type { ReactElement } from 'react';
import type { ApiOperationPageData, SiteData } from '../../contract/index.js';
import { DocLayout, docShellProps } from '../DocLayout.js';
import { ApiHeading } from './ApiHeading.js';
import { LOCATION_TITLES } from './api-view.js';
import { CodeSamples } from './CodeSamples.js';
import { Endpoint } from './Endpoint.js';
import { MediaTypeList } from './MediaTypes.js';
import { ParameterTable } from './ParameterTable.js';
import { Responses } from './Responses.js';

/** Renders an `api-operation` page. */
export function ApiOperationPage({ data, site }: { data: ApiOperationPageData; site: SiteData }): ReactElement {
  const body = data.requestBody;
  return (
    <DocLayout
      {...docShellProps(data, site)}
      header={
        <header className="ssg-page-header ssg-api-header">
          <h1 className="ssg-title">
            {data.title}
            {data.deprecated ? <span className="ssg-api-flag ssg-api-flag--deprecated">deprecated</span> : null}
          </h1>
          <Endpoint method={data.method} path={data.path} serverUrl={data.serverUrl} />
        </header>
      }
    >
      <div className="ssg-markdown ssg-api">
        {data.descriptionHtml !== '' ? <div className="ssg-api-description" dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} /> : null}
        {data.parameters.length > 0 || body !== undefined ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="request" text="Request" />
            {data.parameters.map((group) => (
              <div key={group.id} className="ssg-api-parameters">
                <ApiHeading level={3} id={group.id} text={LOCATION_TITLES[group.location]} />
                <ParameterTable rows={group.parameters} caption={LOCATION_TITLES[group.location]} />
              </div>
            ))}
            {body !== undefined ? (
              <div className="ssg-api-body">
                <ApiHeading level={3} id="request-body" text="Body">
                  Body
                  <span className={`ssg-api-flag${body.required ? ' ssg-api-flag--required' : ''}`}>{body.required ? 'required' : 'optional'}</span>
                </ApiHeading>
                {body.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: body.descriptionHtml }} /> : null}
                <MediaTypeList content={body.content} group="request-media" />
              </div>
            ) : null}
          </section>
        ) : null}
        <section className="ssg-api-section">
          <ApiHeading level={2} id="responses" text="Responses" />
          <Responses responses={data.responses} />
        </section>
        {data.samples.length > 0 ? (
          <section className="ssg-api-section">
            <ApiHeading level={2} id="samples" text="Samples" />
            <CodeSamples samples={data.samples} />
          </section>
        ) : null}
      </div>
    </DocLayout>
  );
}
