// Pages of one author or one tag: who or what it is, then their posts.
import type { ReactElement } from 'react';
import type { BlogAuthorPageData, BlogTagPageData, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';
import { AuthorCard } from './Authors.js';
import { pagePosition, postCountLabel, taggedHeading } from './blog-format.js';
import { ListHeading, PostListPage } from './PostList.js';

/** An author's page: their card (name, title, avatar, socials), then their posts. */
export function BlogAuthorPage({ data, site }: { data: BlogAuthorPageData; site: SiteData }): ReactElement {
  const position = pagePosition(data.pagination.page, data.pagination.totalPages);
  const count = postCountLabel(data.pagination.totalPosts);
  const header = (
    <header className="ssg-blog-header">
      <AuthorCard site={site} author={data.author} headingLevel={1} extra={position !== undefined ? `${count} · ${position}` : count} />
      <p className="ssg-blog-header__back">
        <a href={withBase(site, data.authorsRoute)}>View all authors</a>
      </p>
    </header>
  );
  return <PostListPage site={site} data={data} header={header} />;
}

/** A tag's page: how many posts carry it, its description, then those posts. */
export function BlogTagPage({ data, site }: { data: BlogTagPageData; site: SiteData }): ReactElement {
  const header = (
    <header className="ssg-page-header ssg-blog-header">
      <ListHeading pagination={data.pagination}>{taggedHeading(data.pagination.totalPosts, data.tag.label)}</ListHeading>
      {data.tag.description !== undefined ? <p className="ssg-lead">{data.tag.description}</p> : null}
      <p className="ssg-blog-header__back">
        <a href={withBase(site, data.tagsRoute)}>View all tags</a>
      </p>
    </header>
  );
  return <PostListPage site={site} data={data} header={header} />;
}
