// The line under a post title: date and reading time.
import type { ReactElement } from 'react';
import type { BlogPostMeta } from '../../contract/index.js';
import { formatPostDate, readingTimeLabel } from './blog-format.js';

export function PostMeta({ post }: { post: BlogPostMeta }): ReactElement {
  return (
    <p className="ssg-blog-meta">
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{readingTimeLabel(post.readingTimeMinutes)}</span>
    </p>
  );
}
