// The blog index: the blog title, then a page of post summaries.
import type { ReactElement } from 'react';
import type { BlogListPageData, SiteData } from '../../contract/index.js';
import { Article } from '../Article.js';
import { BlogLayout } from './BlogLayout.js';
import { pagePosition } from './blog-format.js';
import { PostList } from './PostList.js';

export function BlogListPage({ data, site }: { data: BlogListPageData; site: SiteData }): ReactElement {
  const position = pagePosition(data.pagination.page, data.pagination.totalPages);
  const header = (
    <header className="ssg-page-header ssg-blog-header">
      <h1 className="ssg-title">
        {data.heading}
        {position !== undefined && data.pagination.page > 1 ? <span className="ssg-visually-hidden">{`, ${position}`}</span> : null}
      </h1>
      {data.description !== undefined && data.description !== data.heading ? <p className="ssg-lead">{data.description}</p> : null}
    </header>
  );
  return (
    <BlogLayout site={site} data={data}>
      <Article header={header}>
        <PostList site={site} posts={data.posts} pagination={data.pagination} />
      </Article>
    </BlogLayout>
  );
}
