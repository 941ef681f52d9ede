// Authors: the compact list under a post title and the fuller card on author pages.
import type { ReactElement } from 'react';
import type { BlogAuthor, SiteData } from '../../contract/index.js';
import { withBase } from '../../lib/url.js';
import { Avatar } from './Avatar.js';

/** Where an author's name links: their page on this blog, else their own site. */
export function authorHref(site: SiteData, author: BlogAuthor): string | undefined {
  if (author.route !== undefined) return withBase(site, author.route);
  return author.url;
}

function AuthorName({ site, author }: { site: SiteData; author: BlogAuthor }): ReactElement {
  const href = authorHref(site, author);
  return href !== undefined ? (
    <a className="ssg-blog-author__name" href={href}>
      {author.name}
    </a>
  ) : (
    <span className="ssg-blog-author__name">{author.name}</span>
  );
}

/** The authors of a post: avatar, name, title. Nothing when the post names no author. */
export function AuthorList({ site, authors }: { site: SiteData; authors: readonly BlogAuthor[] }): ReactElement | null {
  if (authors.length === 0) return null;
  return (
    <ul className="ssg-blog-authors" aria-label="Authors">
      {authors.map((author) => (
        <li key={author.key ?? author.name} className="ssg-blog-author">
          <Avatar site={site} author={author} />
          <span className="ssg-blog-author__text">
            <AuthorName site={site} author={author} />
            {author.title !== undefined ? <span className="ssg-blog-author__title">{author.title}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Links to an author's profiles elsewhere, optionally led by their website. */
export function SocialLinks({ author, website }: { author: BlogAuthor; website?: string }): ReactElement | null {
  const links = website !== undefined ? [{ platform: 'website', label: 'Website', url: website }, ...author.socials] : author.socials;
  if (links.length === 0) return null;
  return (
    <ul className="ssg-blog-socials" aria-label={`${author.name} elsewhere`}>
      {links.map((social) => (
        <li key={social.platform}>
          <a className="ssg-blog-socials__link" href={social.url} rel="noopener me">
            {social.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A large card: avatar, name (as a heading), title, socials and an optional extra line. */
export function AuthorCard(props: {
  site: SiteData;
  author: BlogAuthor;
  headingLevel: 1 | 2;
  /** Link the name to the author's page (on the authors index). */
  linkName?: boolean;
  extra?: ReactElement | string;
}): ReactElement {
  const { site, author, headingLevel } = props;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const href = props.linkName ? authorHref(site, author) : undefined;
  return (
    <div className="ssg-blog-author-card">
      <Avatar site={site} author={author} size="large" />
      <div className="ssg-blog-author-card__body">
        <Heading className="ssg-blog-author-card__name">{href !== undefined ? <a href={href}>{author.name}</a> : author.name}</Heading>
        {author.title !== undefined ? <p className="ssg-blog-author-card__title">{author.title}</p> : null}
        {props.extra !== undefined ? <p className="ssg-blog-author-card__extra">{props.extra}</p> : null}
        <SocialLinks author={author} {...(href === undefined && author.url !== undefined ? { website: author.url } : {})} />
      </div>
    </div>
  );
}
