// An author's avatar: their initials, covered by the image when there is one. The image is
// only referenced (the browser loads it lazily); the build never downloads it. If it cannot be
// reached, the stylesheet draws the initials over the broken image (`data-initials`).
import type { ReactElement } from 'react';
import type { BlogAuthor, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';

const PIXELS = { small: 40, large: 72 } as const;

export interface AvatarProps {
  site: SiteData;
  author: BlogAuthor;
  size?: keyof typeof PIXELS;
}

/** Decorative (the name is always written next to it), so hidden from assistive technology. */
export function Avatar({ site, author, size = 'small' }: AvatarProps): ReactElement {
  const pixels = PIXELS[size];
  return (
    <span className={`ssg-blog-avatar ssg-blog-avatar--${size}`} aria-hidden="true">
      <span className="ssg-blog-avatar__initials">{author.initials}</span>
      {author.imageUrl !== undefined ? (
        <img
          className="ssg-blog-avatar__image"
          src={withBase(site, author.imageUrl)}
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          data-initials={author.initials}
          alt=""
        />
      ) : null}
    </span>
  );
}
