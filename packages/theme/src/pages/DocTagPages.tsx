// The docs' tag pages, in the docs layout: every tag with its count, and the docs of one tag.
import type { ReactElement } from 'react';
import type { DocTagPageData, DocTagsPageData, SiteData } from '../contract/index.js';
import { CardGrid } from '../components/CardGrid.js';
import { DocLayout, docShellProps } from '../components/DocLayout.js';
import { TagList } from '../components/blog/TagList.js';
import { withBase } from '../lib/url.js';

/** `1 doc tagged with “Agents”`. */
export function docsTaggedHeading(count: number, label: string): string {
  return `${count === 1 ? '1 doc' : `${count} docs`} tagged with “${label}”`;
}

/** Renders the `doc-tags` page: every tag, with how many docs carry it. */
export function DocTagsPage({ data, site }: { data: DocTagsPageData; site: SiteData }): ReactElement {
  return (
    <DocLayout {...docShellProps(data, site)} header={<h1 className="ssg-title">{data.title}</h1>}>
      <TagList site={site} tags={data.tags} label="Tags of the docs" unit="doc" />
    </DocLayout>
  );
}

/** Renders a `doc-tag` page: the tag, its description, and a card per doc. */
export function DocTagPage({ data, site }: { data: DocTagPageData; site: SiteData }): ReactElement {
  return (
    <DocLayout
      {...docShellProps(data, site)}
      header={
        <header className="ssg-page-header">
          <h1 className="ssg-title">{docsTaggedHeading(data.docs.length, data.tag.label)}</h1>
          {data.tag.description !== undefined ? <p className="ssg-lead">{data.tag.description}</p> : null}
          <p>
            <a href={withBase(site, data.tagsRoute)}>View all tags</a>
          </p>
        </header>
      }
    >
      <CardGrid site={site} cards={data.docs.map((doc) => ({ label: doc.title, route: doc.route, ...(doc.description !== undefined ? { description: doc.description } : {}) }))} />
    </DocLayout>
  );
}
