// Request samples (curl, Python, JavaScript…) highlighted at build time. Each is a `<details>`
// sharing one `name`, so opening one closes the others where supported; all work without JS.
import type { ReactElement } from 'react';
import type { ApiCodeSample } from '../../contract/index.js';

/** The samples of an operation, the first one open. */
export function CodeSamples({ samples }: { samples: ApiCodeSample[] }): ReactElement {
  return (
    <div className="ssg-api-samples">
      {samples.map((sample, index) => (
        <details key={sample.id} id={sample.id} className="ssg-api-sample" name="ssg-api-samples" open={index === 0}>
          <summary className="ssg-api-sample__summary">{sample.label}</summary>
          <div className="ssg-api-sample__code" dangerouslySetInnerHTML={{ __html: sample.html }} />
        </details>
      ))}
    </div>
  );
}
