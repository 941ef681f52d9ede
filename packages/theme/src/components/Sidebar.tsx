// The sidebar tree, bounded: the top level, the categories on the current page's path open
// (`<details>`), every other category one link to its page. The browser runtime expands those
// from the sidebar JSON (`data-ssg-sidebar-src`), adding their toggles; without JavaScript the
// links lead to the category pages, so every page stays reachable. Markup per link is the least
// the styles need, as a large sidebar repeats it hundreds of times: `<li><a href>label</a></li>`,
// an API entry's method badge a `<b>` with its colour class only, a collapsed category
// `<li data-ssg-category><a href>label</a></li>`; what is the same for every item is styled
// through the list. A long list (an API tag of hundreds of operations) shows the current page's
// neighbours, its other items each side one `<li data-ssg-more="count">` that the runtime turns
// into a button filling them in, and that leads readers without JavaScript to a page listing them.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarItem, SiteData } from '../contract/index.js';
import { cx } from '../lib/class-names.js';
import { badgeModifier, badgeText, buildSidebarView, indexSidebarRoutes, moreLabel, SIDEBAR_WINDOW, windowStart, type SidebarItemView, type SidebarRouteIndex } from '../lib/sidebar.js';
import { normalizeRoute, withBase } from '../lib/url.js';
import { ChevronIcon } from './icons.js';

export interface SidebarProps {
  site: SiteData;
  items: SidebarItem[];
  /** The current route: its link gets `aria-current="page"`, its categories start open. */
  route: string;
  /** Accessible name of the sidebar `<nav>`. */
  label?: string;
  /** Route of the whole tree as JSON, for expanding collapsed categories in the browser. */
  json?: string;
}

/** The desktop sidebar `<nav data-ssg-sidebar>`. */
export function Sidebar({ site, items, route, label = 'Docs sidebar', json }: SidebarProps): ReactElement {
  return (
    <nav
      className="ssg-sidebar"
      data-ssg-sidebar=""
      {...(json !== undefined ? { 'data-ssg-sidebar-src': withBase(site, json) } : {})}
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: sidebarHtml(site, items, route) }}
    />
  );
}

/**
 * Pages whose open categories are the same (the pages of one category) share one rendering, and each page then only marks its own link with `aria-current`. What a route opens
 * and marks, and which categories hold it, are indexed once per sidebar. Both caches are keyed by the sidebar object itself (a
 * WeakMap: nothing outlives the build's data).
 */
interface SidebarCache {
  /** Normalised route → the key of its open categories and shown parts of long lists, and the exact route of the link to mark. */
  byRoute: Map<string, { key: string; active: string }>;
  /** Rendered lists by base URL and open categories. */
  html: Map<string, string>;
  /** The categories holding each route, for the views of the pages that render a list. */
  routes: SidebarRouteIndex;
}

const caches = new WeakMap<SidebarItem[], SidebarCache>();

function cacheFor(items: SidebarItem[]): SidebarCache {
  let cache = caches.get(items);
  if (!cache) {
    const byRoute = new Map<string, { key: string; active: string }>();
    const walk = (list: SidebarItem[], parts: string[], prefix: string): void => {
      list.forEach((item, index) => {
        const position = `${prefix}${index}`;
        // A long list shown in part: pages whose neighbours start at the same item share a rendering.
        const shown = list.length > SIDEBAR_WINDOW.longerThan ? [...parts, `${prefix}@${windowStart(index, list.length)}`] : parts;
        const opened = item.type === 'category' ? [...shown, position] : shown;
        const route = item.route;
        if (route !== undefined) {
          const key = normalizeRoute(route);
          if (!byRoute.has(key)) byRoute.set(key, { key: opened.join(','), active: route });
        }
        if (item.type === 'category') walk(item.items, opened, `${position}.`);
      });
    };
    walk(items, [], '');
    cache = { byRoute, html: new Map(), routes: indexSidebarRoutes(items) };
    caches.set(items, cache);
  }
  return cache;
}

function sidebarHtml(site: SiteData, items: SidebarItem[], route: string): string {
  const cache = cacheFor(items);
  const found = cache.byRoute.get(normalizeRoute(route));
  const key = `${site.baseUrl}\0${found?.key ?? ''}`;
  let html = cache.html.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(<SidebarList site={site} items={withoutActive(buildSidebarView(items, route, cache.routes))} />);
    cache.html.set(key, html);
  }
  if (found === undefined) return html;
  const href = `href="${escapeAttribute(withBase(site, found.active))}">`;
  const at = html.indexOf(href);
  return at === -1 ? html : `${html.slice(0, at)}${href.slice(0, -1)} aria-current="page">${html.slice(at + href.length)}`;
}

/** Clears the active marks of a view just built (its own objects: changed in place, not copied). */
function withoutActive(items: SidebarItemView[]): SidebarItemView[] {
  for (const item of items) {
    if (item.type === 'more') continue;
    item.active = false;
    if (item.type === 'category') withoutActive(item.items);
  }
  return items;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** An HTTP method badge, e.g. `GET`, with a class per method. */
export function MethodBadge({ method, className }: { method: string; className?: string }): ReactElement {
  return <span className={cx('ssg-badge', `ssg-badge--${badgeModifier(method)}`, className)}>{badgeText(method)}</span>;
}

function SidebarList({ site, items }: { site: SiteData; items: SidebarItemView[] }): ReactElement {
  return (
    <ul className="ssg-sidebar__list">
      {items.map((item, index) =>
        item.type === 'link' ? (
          <li key={`${index}:${item.route}`} className={item.className}>
            <a href={withBase(site, item.route)} aria-current={item.active ? 'page' : undefined}>
              {item.badge !== undefined ? <b className={`ssg-badge--${badgeModifier(item.badge)}`}>{badgeText(item.badge)}</b> : null}
              {item.label}
            </a>
          </li>
        ) : item.type === 'more' ? (
          <li key={`${index}:more`} data-ssg-more={item.count}>
            {item.route !== undefined ? <a href={withBase(site, item.route)}>{moreLabel(item.count)}</a> : <span>{moreLabel(item.count)}</span>}
          </li>
        ) : item.collapsedTo !== undefined ? (
          <li key={`${index}:${item.label}`} data-ssg-category={item.path}>
            <a href={withBase(site, item.collapsedTo)}>{item.label}</a>
          </li>
        ) : (
          <SidebarCategoryItem key={`${index}:${item.label}`} site={site} category={item} />
        ),
      )}
    </ul>
  );
}

function SidebarCategoryItem({ site, category }: { site: SiteData; category: Extract<SidebarItemView, { type: 'category' }> }): ReactElement {
  const linked = category.route !== undefined;
  return (
    <li className={linked ? 'ssg-sidebar__category--linked' : undefined} data-ssg-category={category.path}>
      {linked ? (
        <a className="ssg-sidebar__category-link" href={withBase(site, category.route!)} aria-current={category.active ? 'page' : undefined}>
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
        <SidebarList site={site} items={category.items} />
      </details>
    </li>
  );
}
