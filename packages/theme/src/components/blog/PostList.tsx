// A list of post summaries (blog index, author and tag pages) and its page navigation.
import type { ReactElement, ReactNode } from 'react';
import type { BlogPagination, BlogPostSummary, BlogShell, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';
import { Article } from '../Article.js';
import { Markdown } from '../Markdown.js';
import { BlogLayout } from './BlogLayout.js';
import { ArrowIcon } from '../icons.js';
import { AuthorList } from './Authors.js';
import { pagePosition } from './blog-format.js';
import { PostMeta } from './PostMeta.js';
import { TagList } from './TagList.js';

/** One post in a list: title, date and reading time, authors, excerpt, tags, "Read more". */
export function PostSummary({ site, post }: { site: SiteData; post: BlogPostSummary }): ReactElement {
  const href = withBase(site, post.route);
  return (
    <article className="ssg-blog-summary">
      <header className="ssg-blog-summary__header">
        <h2 className="ssg-blog-summary__title">
          <a href={href}>{post.title}</a>
        </h2>
        <PostMeta post={post} />
        <AuthorList site={site} authors={post.authors} />
      </header>
      <Markdown html={post.excerptHtml} className="ssg-blog-summary__excerpt" />
      <footer className="ssg-blog-summary__footer">
        <TagList site={site} tags={post.tags.map((tag) => ({ tag }))} />
        {post.truncated ? (
          <a className="ssg-blog-summary__more" href={href}>
            Read more<span className="ssg-visually-hidden">{` about “${post.title}”`}</span>
          </a>
        ) : null}
      </footer>
    </article>
  );
}

/** Newer / older page links, with "Page n of m" between them. Nothing for a single page. */
export function BlogPaginator({ site, pagination }: { site: SiteData; pagination: BlogPagination }): ReactElement | null {
  const position = pagePosition(pagination.page, pagination.totalPages);
  if (position === undefined) return null;
  return (
    <nav className="ssg-blog-paginator" aria-label="Blog list pages">
      {pagination.newerRoute !== undefined ? (
        <a className="ssg-blog-paginator__link" href={withBase(site, pagination.newerRoute)} rel="prev">
          <ArrowIcon direction="left" size={14} /> Newer posts
        </a>
      ) : (
        <span />
      )}
      <span className="ssg-blog-paginator__position">{position}</span>
      {pagination.olderRoute !== undefined ? (
        <a className="ssg-blog-paginator__link ssg-blog-paginator__link--older" href={withBase(site, pagination.olderRoute)} rel="next">
          Older posts <ArrowIcon direction="right" size={14} />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Summaries, or a short note when there are none, then the paginator. */
export function PostList(props: { site: SiteData; posts: readonly BlogPostSummary[]; pagination: BlogPagination }): ReactElement {
  const { site, posts, pagination } = props;
  return (
    <>
      {posts.length > 0 ? (
        <div className="ssg-blog-list">
          {posts.map((post) => (
            <PostSummary key={post.route} site={site} post={post} />
          ))}
        </div>
      ) : (
        <p className="ssg-blog-empty">No posts yet.</p>
      )}
      <BlogPaginator site={site} pagination={pagination} />
    </>
  );
}

/** A page of posts (the blog, an author, a tag): its header, then the list and its pager. */
export function PostListPage({
  site,
  data,
  header,
}: {
  site: SiteData;
  data: BlogShell & { posts: readonly BlogPostSummary[]; pagination: BlogPagination };
  header: ReactNode;
}): ReactElement {
  return (
    <BlogLayout site={site} data={data}>
      <Article header={header}>
        <PostList site={site} posts={data.posts} pagination={data.pagination} />
      </Article>
    </BlogLayout>
  );
}

/** A list page's `<h1>`, naming the page number to screen readers after the first page. */
export function ListHeading({ pagination, children }: { pagination: BlogPagination; children: ReactNode }): ReactElement {
  const position = pagePosition(pagination.page, pagination.totalPages);
  return (
    <h1 className="ssg-title">
      {children}
      {position !== undefined && pagination.page > 1 ? <span className="ssg-visually-hidden">{`, ${position}`}</span> : null}
    </h1>
  );
}
