// The sidebar tree: links and collapsible categories (`<details>`), usable without JavaScript.
import type { ReactElement } from 'react';
import type { SidebarItem, SiteData } from '../contract/index.js';
import { cx } from '../lib/class-names.js';
import { badgeModifier, badgeText, buildSidebarView, type SidebarItemView } from '../lib/sidebar.js';
import { withBase } from '../lib/url.js';
import { ChevronIcon } from './icons.js';

export interface SidebarProps {
  site: SiteData;
  items: SidebarItem[];
  /** The current route: its link gets `aria-current="page"`, its categories start open. */
  route: string;
  /** Accessible name of the sidebar `<nav>`. */
  label?: string;
}

/** The desktop sidebar `<nav data-ssg-sidebar>`. */
export function Sidebar({ site, items, route, label = 'Docs sidebar' }: SidebarProps): ReactElement {
  return (
    <nav className="ssg-sidebar" data-ssg-sidebar="" aria-label={label}>
      <SidebarTree site={site} items={items} route={route} />
    </nav>
  );
}

/** The sidebar list alone (also rendered inside the mobile menu). */
export function SidebarTree({ site, items, route }: Omit<SidebarProps, 'label'>): ReactElement {
  return <SidebarList site={site} items={buildSidebarView(items, route)} level={1} />;
}

/** An HTTP method badge, e.g. `GET`, with a class per method. */
export function MethodBadge({ method, className }: { method: string; className?: string }): ReactElement {
  return <span className={cx('ssg-badge', `ssg-badge--${badgeModifier(method)}`, className)}>{badgeText(method)}</span>;
}

function SidebarList({ site, items, level }: { site: SiteData; items: SidebarItemView[]; level: number }): ReactElement {
  return (
    <ul className={cx('ssg-sidebar__list', `ssg-sidebar__list--level-${Math.min(level, 3)}`)}>
      {items.map((item, index) =>
        item.type === 'link' ? (
          <li key={`${index}:${item.route}`} className="ssg-sidebar__item">
            <a className="ssg-sidebar__link" href={withBase(site, item.route)} aria-current={item.active ? 'page' : undefined}>
              {item.badge !== undefined ? <MethodBadge method={item.badge} className="ssg-sidebar__badge" /> : null}
              <span className="ssg-sidebar__label">{item.label}</span>
            </a>
          </li>
        ) : (
          <SidebarCategoryItem key={`${index}:${item.label}`} site={site} category={item} level={level} />
        ),
      )}
    </ul>
  );
}

function SidebarCategoryItem({ site, category, level }: { site: SiteData; category: Extract<SidebarItemView, { type: 'category' }>; level: number }): ReactElement {
  const linked = category.route !== undefined;
  return (
    <li className={cx('ssg-sidebar__item', 'ssg-sidebar__category', linked && 'ssg-sidebar__category--linked')}>
      {linked ? (
        <a className="ssg-sidebar__link ssg-sidebar__category-link" href={withBase(site, category.route!)} aria-current={category.active ? 'page' : undefined}>
          <span className="ssg-sidebar__label">{category.label}</span>
        </a>
      ) : null}
      <details className="ssg-sidebar__details" open={category.open}>
        <summary className="ssg-sidebar__summary">
          {linked ? (
            <span className="ssg-visually-hidden">{`Toggle the ${category.label} category`}</span>
          ) : (
            <span className="ssg-sidebar__label">{category.label}</span>
          )}
          <ChevronIcon className="ssg-sidebar__chevron" size={16} />
        </summary>
        <SidebarList site={site} items={category.items} level={level + 1} />
      </details>
    </li>
  );
}
