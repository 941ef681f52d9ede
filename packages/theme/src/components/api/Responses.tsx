// The responses of an operation: status code and reason, description, headers, bodies (or a
// plain note when a response has none) and links to the operations its values can feed.
import type { ReactElement } from 'react';
import type { ApiResponse, ApiResponseLink, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';
import { ApiHeading } from './ApiHeading.js';
import { statusClass } from './api-view.js';
import { MediaTypeList } from './MediaTypes.js';
import { ParameterTable } from './ParameterTable.js';

/** Every response, each under a heading the table of contents links to. */
export function Responses({ responses, site, headingLevel = 3 }: { responses: ApiResponse[]; site: SiteData; headingLevel?: 3 | 4 }): ReactElement {
  return (
    <div className="ssg-api-responses">
      {responses.map((response) => {
        const text = [response.status, response.statusText].filter(Boolean).join(' ');
        return (
          <div key={response.id} className="ssg-api-response">
            <ApiHeading level={headingLevel} id={response.id} text={text} className="ssg-api-response__heading">
              <span className={`ssg-api-status ssg-api-status--${statusClass(response.status)}`}>{response.status}</span>
              {response.statusText !== undefined ? ` ${response.statusText}` : null}
            </ApiHeading>
            {response.descriptionHtml !== '' ? <div dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} /> : null}
            {response.headers.length > 0 ? (
              <>
                <p className="ssg-api-label">Headers</p>
                <ParameterTable rows={response.headers} caption={`Headers of the ${text} response`} />
              </>
            ) : null}
            {response.content.length > 0 ? (
              <MediaTypeList content={response.content} group={`${response.id}-media`} site={site} />
            ) : (
              <p className="ssg-api-empty">No response body.</p>
            )}
            {response.links.length > 0 ? <ResponseLinks links={response.links} site={site} /> : null}
          </div>
        );
      })}
    </div>
  );
}

function ResponseLinks({ links, site }: { links: ApiResponseLink[]; site: SiteData }): ReactElement {
  return (
    <div className="ssg-api-links">
      <p className="ssg-api-label">Links</p>
      <ul>
        {links.map((link) => (
          <li key={link.name}>
            <strong>{link.name}</strong>
            {link.target !== undefined ? (
              <>
                {' → '}
                {link.target.route !== undefined ? <a href={withBase(site, link.target.route)}>{link.target.label}</a> : <code>{link.target.label}</code>}
              </>
            ) : null}
            {link.descriptionHtml !== undefined ? <div dangerouslySetInnerHTML={{ __html: link.descriptionHtml }} /> : null}
            {link.parameters.length > 0 || link.requestBody !== undefined ? (
              <dl className="ssg-api-facts">
                {link.parameters.map((parameter) => (
                  <div key={parameter.name}>
                    <dt>{parameter.name}</dt>
                    <dd>
                      <code>{parameter.value}</code>
                    </dd>
                  </div>
                ))}
                {link.requestBody !== undefined ? (
                  <div>
                    <dt>Request body</dt>
                    <dd>
                      <code>{link.requestBody}</code>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
