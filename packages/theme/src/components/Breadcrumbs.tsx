// Breadcrumbs: home icon first, then the trail; the current page last, unlinked.
import type { ReactElement } from 'react';
import type { Crumb, SiteData } from '../contract/index.js';
import { breadcrumbTrail } from '../lib/breadcrumbs.js';
import { withBase } from '../lib/url.js';
import { HomeIcon } from './icons.js';

export interface BreadcrumbsProps {
  site: SiteData;
  crumbs: Crumb[];
  route: string;
  title: string;
}

/** `<nav aria-label="Breadcrumbs">` with an ordered list. */
export function Breadcrumbs({ site, crumbs, route, title }: BreadcrumbsProps): ReactElement {
  return (
    <nav className="ssg-breadcrumbs" aria-label="Breadcrumbs">
      <ol className="ssg-breadcrumbs__list">
        <li className="ssg-breadcrumbs__item">
          <a className="ssg-breadcrumbs__link ssg-breadcrumbs__home" href={withBase(site, '/')} aria-label="Home page">
            <HomeIcon size={16} />
          </a>
        </li>
        {breadcrumbTrail(crumbs, route, title).map((crumb, index) => (
          <li key={`${index}:${crumb.label}`} className="ssg-breadcrumbs__item">
            {crumb.current ? (
              <span className="ssg-breadcrumbs__current" aria-current="page">
                {crumb.label}
              </span>
            ) : crumb.route !== undefined ? (
              <a className="ssg-breadcrumbs__link" href={withBase(site, crumb.route)}>
                {crumb.label}
              </a>
            ) : (
              <span className="ssg-breadcrumbs__text">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
