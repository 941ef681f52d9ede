// A documentation page: title (unless hidden or already in the content), content, TOC, pager.
import { Fragment, type ReactElement } from 'react';
import { DOC_CARD_LIST_TAG, type DocPageData, type SiteData } from '../contract/index.js';
import { CardGrid } from '../components/CardGrid.js';
import { DocFooter } from '../components/DocFooter.js';
import { DocLayout, docShellProps } from '../components/DocLayout.js';
import { Markdown, startsWithHeading1 } from '../components/Markdown.js';
import { PageNotices } from '../components/PageNotice.js';

/** Renders a `doc` page. */
export function DocPage({ data, site }: { data: DocPageData; site: SiteData }): ReactElement {
  const showTitle = !data.hideTitle && !startsWithHeading1(data.html);
  return (
    <DocLayout
      {...docShellProps(data, site)}
      hideToc={data.hideTableOfContents}
      header={
        <>
          <PageNotices draft={data.draft} unlisted={data.unlisted} />
          {showTitle ? <h1 className="ssg-title">{data.title}</h1> : null}
        </>
      }
    >
      {data.cards ? (
        data.html.split(`<${DOC_CARD_LIST_TAG}></${DOC_CARD_LIST_TAG}>`).map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <CardGrid site={site} cards={data.cards ?? []} /> : null}
            <Markdown html={part} />
          </Fragment>
        ))
      ) : (
        <Markdown html={data.html} />
      )}
      <DocFooter data={data} site={site} />
    </DocLayout>
  );
}
