// Previous / next links at the end of a page.
import type { ReactElement } from 'react';
import type { PageLink, SiteData } from '../contract/index.js';
import { withBase } from '../lib/url.js';
import { ArrowIcon } from './icons.js';

export interface PagerProps {
  site: SiteData;
  prev?: PageLink;
  next?: PageLink;
  /** Accessible name of the `<nav>`. */
  label?: string;
}

/** `<nav class="ssg-pager">`, or nothing when there is neither a previous nor a next page. */
export function Pager({ site, prev, next, label = 'Docs pages' }: PagerProps): ReactElement | null {
  if (prev === undefined && next === undefined) return null;
  return (
    <nav className="ssg-pager" aria-label={label}>
      {prev !== undefined ? (
        <a className="ssg-pager__link ssg-pager__link--prev" href={withBase(site, prev.route)} rel="prev">
          <span className="ssg-pager__sub">
            <ArrowIcon direction="left" size={14} /> Previous
          </span>
          <span className="ssg-pager__label">{prev.label}</span>
        </a>
      ) : null}
      {next !== undefined ? (
        <a className="ssg-pager__link ssg-pager__link--next" href={withBase(site, next.route)} rel="next">
          <span className="ssg-pager__sub">
            Next <ArrowIcon direction="right" size={14} />
          </span>
          <span className="ssg-pager__label">{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
