// The blog index: the blog title, then a page of post summaries.
import type { ReactElement } from 'react';
import type { BlogListPageData, SiteData } from '../../contract/index.js';
import { ListHeading, PostListPage } from './PostList.js';

export function BlogListPage({ data, site }: { data: BlogListPageData; site: SiteData }): ReactElement {
  const header = (
    <header className="ssg-page-header ssg-blog-header">
      <ListHeading pagination={data.pagination}>{data.heading}</ListHeading>
      {data.description !== undefined && data.description !== data.heading ? <p className="ssg-lead">{data.description}</p> : null}
    </header>
  );
  return <PostListPage site={site} data={data} header={header} />;
}
