// The blog's index pages: the archive (posts by year), all authors, all tags.
import type { ReactElement } from 'react';
import type { BlogArchivePageData, BlogAuthorsPageData, BlogTagsPageData, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';
import { Article } from '../Article.js';
import { AuthorCard } from './Authors.js';
import { BlogLayout } from './BlogLayout.js';
import { formatPostDate, postCountLabel, yearId } from './blog-format.js';
import { TagList } from './TagList.js';

function PageHeader({ title, lead }: { title: string; lead?: string }): ReactElement {
  return (
    <header className="ssg-page-header ssg-blog-header">
      <h1 className="ssg-title">{title}</h1>
      {lead !== undefined ? <p className="ssg-lead">{lead}</p> : null}
    </header>
  );
}

/** `/blog/archive`: a section per year, newest first, each post with its date. */
export function BlogArchivePage({ data, site }: { data: BlogArchivePageData; site: SiteData }): ReactElement {
  return (
    <BlogLayout site={site} data={data}>
      <Article header={<PageHeader title={data.title} {...(data.description !== undefined ? { lead: data.description } : {})} />}>
        {data.years.length === 0 ? <p className="ssg-blog-empty">No posts yet.</p> : null}
        {data.years.map((group) => {
          const id = yearId('ssg-blog-archive', group.year);
          return (
            <section key={group.year} className="ssg-blog-archive__year" aria-labelledby={id}>
              <h2 id={id} className="ssg-blog-archive__heading">
                {group.year}
              </h2>
              <ul className="ssg-blog-archive__list">
                {group.posts.map((post) => (
                  <li key={post.route} className="ssg-blog-archive__item">
                    <time className="ssg-blog-archive__date" dateTime={post.date}>
                      {formatPostDate(post.date)}
                    </time>
                    <a href={withBase(site, post.route)}>{post.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Article>
    </BlogLayout>
  );
}

/** `/blog/authors`: a card per author with their post count. */
export function BlogAuthorsPage({ data, site }: { data: BlogAuthorsPageData; site: SiteData }): ReactElement {
  return (
    <BlogLayout site={site} data={data}>
      <Article header={<PageHeader title={data.title} {...(data.description !== undefined ? { lead: data.description } : {})} />}>
        <ul className="ssg-blog-author-grid">
          {data.authors.map(({ author, count }) => (
            <li key={author.key ?? author.name}>
              <AuthorCard site={site} author={author} headingLevel={2} linkName extra={postCountLabel(count)} />
            </li>
          ))}
        </ul>
      </Article>
    </BlogLayout>
  );
}

/** `/blog/tags`: every tag with the number of posts carrying it. */
export function BlogTagsPage({ data, site }: { data: BlogTagsPageData; site: SiteData }): ReactElement {
  return (
    <BlogLayout site={site} data={data}>
      <Article header={<PageHeader title={data.title} {...(data.description !== undefined ? { lead: data.description } : {})} />}>
        {data.tags.length === 0 ? <p className="ssg-blog-empty">No tags yet.</p> : null}
        <TagList site={site} tags={data.tags} label="All tags" />
      </Article>
    </BlogLayout>
  );
}
