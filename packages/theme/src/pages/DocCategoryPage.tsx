// A generated category index: title, description and a card per child page.
import type { ReactElement } from 'react';
import type { DocCategoryPageData, SiteData } from '../contract/index.js';
import { CardGrid } from '../components/CardGrid.js';
import { DocLayout, docShellProps } from '../components/DocLayout.js';

/** Renders a `doc-category` page. */
export function DocCategoryPage({ data, site }: { data: DocCategoryPageData; site: SiteData }): ReactElement {
  return (
    <DocLayout
      {...docShellProps(data, site)}
      header={
        <header className="ssg-page-header">
          <h1 className="ssg-title">{data.title}</h1>
          {data.description !== undefined ? <p className="ssg-lead">{data.description}</p> : null}
        </header>
      }
    >
      <CardGrid site={site} cards={data.cards} />
    </DocLayout>
  );
}
