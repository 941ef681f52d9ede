// Navbar entries as a list, shared by the navbar and the mobile menu.
import type { ReactElement } from 'react';
import type { NavItem, SiteData } from '../contract/index.js';
import { cx } from '../lib/class-names.js';
import { isExternalItem, isGitHubItem, isNavItemActive } from '../lib/navbar.js';
import { linkHref, sameRoute } from '../lib/url.js';
import { ExternalIcon, GitHubIcon } from './icons.js';

export interface NavLinksProps {
  site: Pick<SiteData, 'baseUrl'>;
  items: NavItem[];
  route: string;
  className: string;
}

/** `<ul>` of navbar links; the active one is marked, external ones get an icon. */
export function NavLinks({ site, items, route, className }: NavLinksProps): ReactElement | null {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item) => {
        const active = isNavItemActive(item, route);
        const github = isGitHubItem(item);
        return (
          <li key={`${item.label}:${item.to ?? item.href ?? ''}`} className="ssg-nav-links__item">
            <a
              className={cx('ssg-nav-link', active && 'ssg-nav-link--active', github && 'ssg-nav-link--github')}
              href={linkHref(site, item)}
              aria-current={item.to !== undefined && sameRoute(item.to, route) ? 'page' : undefined}
            >
              {github ? <GitHubIcon className="ssg-nav-link__icon" size={18} /> : null}
              <span>{item.label}</span>
              {isExternalItem(item) && !github ? <ExternalIcon className="ssg-nav-link__external" size={13} /> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
