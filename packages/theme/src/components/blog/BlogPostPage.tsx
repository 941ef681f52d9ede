// A blog post: title, date, reading time, authors, then the content with its table of
// contents, the tags and links to the newer and older posts.
import type { ReactElement } from 'react';
import type { BlogPostLink, BlogPostPageData, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';
import { Article } from '../Article.js';
import { ArrowIcon } from '../icons.js';
import { Markdown } from '../Markdown.js';
import { DraftNotice } from '../PageNotice.js';
import { AuthorList } from './Authors.js';
import { BlogLayout } from './BlogLayout.js';
import { PostMeta } from './PostMeta.js';
import { TagList } from './TagList.js';

/** The notice on a post that is built but not listed anywhere. */
export const UNLISTED_NOTICE = 'Unlisted post: only people with the link can find it; it is not listed on the blog.';

export function BlogPostPage({ data, site }: { data: BlogPostPageData; site: SiteData }): ReactElement {
  const { post } = data;
  const header = (
    <header className="ssg-blog-post__header">
      {data.draft ? <DraftNotice /> : null}
      {data.unlisted ? (
        <p className="ssg-page-notice" role="note">
          {UNLISTED_NOTICE}
        </p>
      ) : null}
      <h1 className="ssg-title ssg-blog-post__title">{post.title}</h1>
      <PostMeta post={post} />
      <AuthorList site={site} authors={post.authors} />
    </header>
  );
  // The tags close the post; the links to other posts follow the TOC (reading and Tab order).
  return (
    <BlogLayout site={site} data={data}>
      <Article
        toc={data.toc}
        hideToc={data.hideTableOfContents}
        header={header}
        footer={<PostNavigation site={site} newer={data.newer} older={data.older} />}
        className="ssg-blog-post"
      >
        <Markdown html={data.html} />
        {post.tags.length > 0 ? (
          <footer className="ssg-blog-post__footer">
            <TagList site={site} tags={post.tags.map((tag) => ({ tag }))} />
          </footer>
        ) : null}
      </Article>
    </BlogLayout>
  );
}

/** Links to the next newer and the next older post. */
function PostNavigation({ site, newer, older }: { site: SiteData; newer?: BlogPostLink; older?: BlogPostLink }): ReactElement | null {
  if (newer === undefined && older === undefined) return null;
  return (
    <nav className="ssg-pager ssg-blog-post-nav" aria-label="More posts">
      {newer !== undefined ? (
        <a className="ssg-pager__link ssg-pager__link--prev" href={withBase(site, newer.route)} rel="prev">
          <span className="ssg-pager__sub">
            <ArrowIcon direction="left" size={14} /> Newer post
          </span>
          <span className="ssg-pager__label">{newer.title}</span>
        </a>
      ) : null}
      {older !== undefined ? (
        <a className="ssg-pager__link ssg-pager__link--next" href={withBase(site, older.route)} rel="next">
          <span className="ssg-pager__sub">
            Older post <ArrowIcon direction="right" size={14} />
          </span>
          <span className="ssg-pager__label">{older.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
