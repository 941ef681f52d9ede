// A documentation page: title (unless hidden; an h1 at the start of the content is the title), content, TOC, pager.
import { Fragment, type ReactElement } from 'react';
import { DOC_CARD_LIST_TAG, type DocPageData, type SiteData } from '../contract/index.js';
import { CardGrid } from '../components/CardGrid.js';
import { DocFooter } from '../components/DocFooter.js';
import { DocLayout, docShellProps } from '../components/DocLayout.js';
import { Markdown, splitLeadingHeading1 } from '../components/Markdown.js';
import { PageNotices } from '../components/PageNotice.js';

/** Renders a `doc` page. */
export function DocPage({ data, site }: { data: DocPageData; site: SiteData }): ReactElement {
  // A title written in the Markdown is the page's title block: the collapsible TOC goes under it.
  const { heading, rest } = splitLeadingHeading1(data.html);
  const title = data.hideTitle ? null : <h1 className="ssg-title">{data.title}</h1>;
  return (
    <DocLayout
      {...docShellProps(data, site)}
      hideToc={data.hideTableOfContents}
      header={
        <>
          <PageNotices draft={data.draft} unlisted={data.unlisted} />
          {heading !== undefined ? <Markdown html={heading} className="ssg-markdown-title" /> : title}
        </>
      }
    >
      {data.cards ? (
        rest.split(`<${DOC_CARD_LIST_TAG}></${DOC_CARD_LIST_TAG}>`).map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <CardGrid site={site} cards={data.cards ?? []} /> : null}
            <Markdown html={part} />
          </Fragment>
        ))
      ) : (
        <Markdown html={rest} />
      )}
      <DocFooter data={data} site={site} />
    </DocLayout>
  );
}
