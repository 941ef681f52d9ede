// A documentation page: title (unless hidden or already in the content), content, TOC, pager.
import type { ReactElement } from 'react';
import type { DocPageData, SiteData } from '../contract/index.js';
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
      <Markdown html={data.html} />
    </DocLayout>
  );
}
