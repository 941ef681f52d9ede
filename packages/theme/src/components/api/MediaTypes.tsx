// The bodies of a request or response: each media type with its schema tree and examples.
// Several media types or named examples are `<details>` (named, so one is open at a time in
// browsers that support it) — switching needs no JavaScript.
import type { ReactElement } from 'react';
import type { ApiExample, ApiMediaType, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';
import { SchemaTree } from './SchemaTree.js';

/** Every media type of a body; the first one open when there are several. */
export function MediaTypeList({ content, group, site }: { content: ApiMediaType[]; group: string; site: SiteData }): ReactElement {
  const [only] = content;
  if (content.length === 1 && only) return <MediaTypeView media={only} group={`${group}-examples`} showType site={site} />;
  return (
    <div className="ssg-api-media-list">
      {content.map((media, index) => (
        <details key={media.mediaType} className="ssg-api-media" name={group} open={index === 0}>
          <summary className="ssg-api-media__summary">
            <code>{media.mediaType}</code>
          </summary>
          <MediaTypeView media={media} group={`${group}-${index}-examples`} showType={false} site={site} />
        </details>
      ))}
    </div>
  );
}

function MediaTypeView({ media, group, showType, site }: { media: ApiMediaType; group: string; showType: boolean; site: SiteData }): ReactElement {
  return (
    <div className="ssg-api-media__body">
      {showType ? (
        <p className="ssg-api-media__type">
          <span className="ssg-api-label">Media type</span> <code>{media.mediaType}</code>
        </p>
      ) : null}
      {media.schema !== undefined ? (
        <div className="ssg-api-media__schema">
          <p className="ssg-api-label">Schema</p>
          <SchemaTree node={media.schema} />
        </div>
      ) : null}
      {media.encoding !== undefined ? (
        <dl className="ssg-api-facts">
          {media.encoding.map((entry) => (
            <div key={entry.property}>
              <dt>
                <code>{entry.property}</code> sent as
              </dt>
              <dd>
                {[entry.contentType, entry.style !== undefined ? `style ${entry.style}` : undefined, entry.explode !== undefined ? (entry.explode ? 'exploded' : 'not exploded') : undefined]
                  .filter((part): part is string => part !== undefined)
                  .map((part) => (
                    <code key={part}>{part}</code>
                  ))}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {media.examples.length > 0 ? <ExampleList examples={media.examples} group={group} site={site} /> : null}
    </div>
  );
}

/** One example shown directly, several as named `<details>` with their summaries. */
export function ExampleList({ examples, group, site }: { examples: ApiExample[]; group: string; site: SiteData }): ReactElement {
  const [only] = examples;
  if (examples.length === 1 && only) {
    return (
      <div className="ssg-api-example" id={only.id}>
        <p className="ssg-api-label">{only.generated ? 'Example (generated from the schema)' : exampleTitle(only)}</p>
        <ExampleBody example={only} site={site} />
      </div>
    );
  }
  return (
    <div className="ssg-api-examples">
      <p className="ssg-api-label">Examples</p>
      {examples.map((example, index) => (
        <details key={example.id} id={example.id} className="ssg-api-example" name={group} open={index === 0}>
          <summary className="ssg-api-example__summary">
            <span className="ssg-api-example__name">{example.name}</span>
            {example.summary !== undefined ? <span className="ssg-api-example__text">{example.summary}</span> : null}
          </summary>
          <ExampleBody example={example} site={site} />
        </details>
      ))}
    </div>
  );
}

function exampleTitle(example: ApiExample): string {
  if (example.summary !== undefined) return `Example: ${example.summary}`;
  return example.name === 'Example' ? 'Example' : `Example: ${example.name}`;
}

function ExampleBody({ example, site }: { example: ApiExample; site: SiteData }): ReactElement {
  return (
    <>
      {example.descriptionHtml !== undefined ? <div className="ssg-api-example__description" dangerouslySetInnerHTML={{ __html: example.descriptionHtml }} /> : null}
      {example.html !== '' ? <div className="ssg-api-example__code" dangerouslySetInnerHTML={{ __html: example.html }} /> : null}
      {example.full !== undefined ? (
        <p className="ssg-api-example__full">
          <a href={withBase(site, example.full.route)}>{`Show the full example (${formatBytes(example.full.bytes)})`}</a>
        </p>
      ) : null}
      {example.externalUrl !== undefined ? (
        <p className="ssg-api-example__full">
          The example is kept outside the specification: <a href={example.externalUrl}>{example.externalUrl}</a>
        </p>
      ) : example.html === '' ? (
        <p className="ssg-api-empty">This example gives no value.</p>
      ) : null}
    </>
  );
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10240 ? 1 : 0)} KB`;
}
