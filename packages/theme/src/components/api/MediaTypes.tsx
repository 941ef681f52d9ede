// The bodies of a request or response: each media type with its schema tree and examples.
// Several media types or named examples are `<details>` (named, so one is open at a time in
// browsers that support it) — switching needs no JavaScript.
import type { ReactElement } from 'react';
import type { ApiExample, ApiMediaType } from '../../contract/index.js';
import { SchemaTree } from './SchemaTree.js';

/** Every media type of a body; the first one open when there are several. */
export function MediaTypeList({ content, group }: { content: ApiMediaType[]; group: string }): ReactElement {
  const [only] = content;
  if (content.length === 1 && only) return <MediaTypeView media={only} group={`${group}-examples`} showType />;
  return (
    <div className="ssg-api-media-list">
      {content.map((media, index) => (
        <details key={media.mediaType} className="ssg-api-media" name={group} open={index === 0}>
          <summary className="ssg-api-media__summary">
            <code>{media.mediaType}</code>
          </summary>
          <MediaTypeView media={media} group={`${group}-${index}-examples`} showType={false} />
        </details>
      ))}
    </div>
  );
}

function MediaTypeView({ media, group, showType }: { media: ApiMediaType; group: string; showType: boolean }): ReactElement {
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
      {media.examples.length > 0 ? <ExampleList examples={media.examples} group={group} /> : null}
    </div>
  );
}

/** One example shown directly, several as named `<details>` with their summaries. */
export function ExampleList({ examples, group }: { examples: ApiExample[]; group: string }): ReactElement {
  const [only] = examples;
  if (examples.length === 1 && only) {
    return (
      <div className="ssg-api-example" id={only.id}>
        <p className="ssg-api-label">{only.generated ? 'Example (generated from the schema)' : exampleTitle(only)}</p>
        <ExampleBody example={only} />
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
          <ExampleBody example={example} />
        </details>
      ))}
    </div>
  );
}

function exampleTitle(example: ApiExample): string {
  if (example.summary !== undefined) return `Example: ${example.summary}`;
  return example.name === 'Example' ? 'Example' : `Example: ${example.name}`;
}

function ExampleBody({ example }: { example: ApiExample }): ReactElement {
  return (
    <>
      {example.descriptionHtml !== undefined ? <div className="ssg-api-example__description" dangerouslySetInnerHTML={{ __html: example.descriptionHtml }} /> : null}
      <div className="ssg-api-example__code" dangerouslySetInnerHTML={{ __html: example.html }} />
    </>
  );
}
