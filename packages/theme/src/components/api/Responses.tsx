// The responses of an operation: status code and reason, description, headers, and bodies
// (or a plain note when a response has none).
import type { ReactElement } from 'react';
import type { ApiResponse } from '../../contract/index.js';
import { ApiHeading } from './ApiHeading.js';
import { statusClass } from './api-view.js';
import { MediaTypeList } from './MediaTypes.js';
import { ParameterTable } from './ParameterTable.js';

/** Every response, each under an `<h3>` the table of contents links to. */
export function Responses({ responses }: { responses: ApiResponse[] }): ReactElement {
  return (
    <div className="ssg-api-responses">
      {responses.map((response) => {
        const text = [response.status, response.statusText].filter(Boolean).join(' ');
        return (
          <div key={response.id} className="ssg-api-response">
            <ApiHeading level={3} id={response.id} text={text} className="ssg-api-response__heading">
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
              <MediaTypeList content={response.content} group={`${response.id}-media`} />
            ) : (
              <p className="ssg-api-empty">No response body.</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
