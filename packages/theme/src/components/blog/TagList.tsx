// Tags as small linked chips, optionally with post counts (the tags index).
import type { ReactElement } from 'react';
import type { BlogTag, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';

export interface TagListProps {
  site: SiteData;
  tags: readonly { tag: BlogTag; count?: number }[];
  /** Accessible name of the list. */
  label?: string;
  /** What the counts count, singular (read by screen readers: "3 posts"). */
  unit?: string;
}

/** `<ul class="ssg-blog-tags">`; nothing when there are no tags. */
export function TagList({ site, tags, label = 'Tags', unit = 'post' }: TagListProps): ReactElement | null {
  if (tags.length === 0) return null;
  return (
    <ul className="ssg-blog-tags" aria-label={label}>
      {tags.map(({ tag, count }) => (
        <li key={tag.route}>
          <a className="ssg-blog-tag" href={withBase(site, tag.route)}>
            {tag.label}
            {count !== undefined ? (
              <span className="ssg-blog-tag__count">
                <span className="ssg-visually-hidden">, </span>
                {count}
                <span className="ssg-visually-hidden">{count === 1 ? ` ${unit}` : ` ${unit}s`}</span>
              </span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
