// A standalone Markdown page: title, content and table of contents, no sidebar.
import type { ReactElement } from 'react';
import type { MarkdownPageData, SiteData } from '../contract/index.js';
import { Article } from '../components/Article.js';
import { Layout } from '../components/Layout.js';
import { Markdown, splitLeadingHeading1 } from '../components/Markdown.js';

/** Renders a `markdown-page`. */
export function MarkdownPage({ data, site }: { data: MarkdownPageData; site: SiteData }): ReactElement {
  // A title written in the Markdown is the title block: the collapsible TOC goes under it.
  const { heading, rest } = splitLeadingHeading1(data.html);
  const header = heading !== undefined ? <Markdown html={heading} className="ssg-markdown-title" /> : <h1 className="ssg-title">{data.title}</h1>;
  return (
    <Layout site={site} route={data.route} mainClassName="ssg-main--standalone">
      <Article toc={data.toc} hideToc={data.hideTableOfContents} header={header}>
        <Markdown html={rest} />
      </Article>
    </Layout>
  );
}
