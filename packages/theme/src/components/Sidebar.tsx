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
import { narrowText } from '../contract/strings.js';
import { cx } from '../lib/class-names.js';
import { escapeHtml, hrefAttribute } from '../lib/html.js';
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
  /** A category's chevron icon. */
  chevron: string;
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
    cache = { byRoute, html: new Map(), routes: indexSidebarRoutes(items), chevron: renderToStaticMarkup(<ChevronIcon className="ssg-sidebar__chevron" size={16} />) };
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
    html = narrowText(sidebarListHtml(site, withoutActive(buildSidebarView(items, route, cache.routes)), cache.chevron));
    cache.html.set(key, html);
  }
  if (found === undefined) return html;
  const href = `${hrefAttribute(withBase(site, found.active))}>`;
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

/** An HTTP method badge, e.g. `GET`, with a class per method. */
export function MethodBadge({ method, className }: { method: string; className?: string }): ReactElement {
  return <span className={cx('ssg-badge', `ssg-badge--${badgeModifier(method)}`, className)}>{badgeText(method)}</span>;
}

// The list's markup is written as a string (a long API list is rendered anew for almost every one
// of its pages: React elements cost a tenth of those pages' rendering); escaped as React escapes.
function sidebarListHtml(site: SiteData, items: SidebarItemView[], chevron: string): string {
  let html = '<ul class="ssg-sidebar__list">';
  for (const item of items) {
    if (item.type === 'link') {
      html += `<li${item.className !== undefined ? ` class="${escapeHtml(item.className)}"` : ''}><a${hrefAttribute(withBase(site, item.route))}${item.active ? ' aria-current="page"' : ''}>`;
      if (item.badge !== undefined) html += `<b class="ssg-badge--${escapeHtml(badgeModifier(item.badge))}">${escapeHtml(badgeText(item.badge))}</b>`;
      html += `${escapeHtml(item.label)}</a></li>`;
    } else if (item.type === 'more') {
      const label = escapeHtml(moreLabel(item.count));
      html += `<li data-ssg-more="${item.count}">${item.route !== undefined ? `<a${hrefAttribute(withBase(site, item.route))}>${label}</a>` : `<span>${label}</span>`}</li>`;
    } else if (item.collapsedTo !== undefined) {
      html += `<li data-ssg-category="${escapeHtml(item.path)}"><a${hrefAttribute(withBase(site, item.collapsedTo))}>${escapeHtml(item.label)}</a></li>`;
    } else {
      html += sidebarCategoryHtml(site, item, chevron);
    }
  }
  return `${html}</ul>`;
}

function sidebarCategoryHtml(site: SiteData, category: Extract<SidebarItemView, { type: 'category' }>, chevron: string): string {
  const label = escapeHtml(category.label);
  const linked = category.route !== undefined;
  let html = `<li${linked ? ' class="ssg-sidebar__category--linked"' : ''} data-ssg-category="${escapeHtml(category.path)}">`;
  if (linked) {
    html += `<a class="ssg-sidebar__category-link"${hrefAttribute(withBase(site, category.route!))}${category.active ? ' aria-current="page"' : ''}><span class="ssg-sidebar__label">${label}</span></a>`;
  }
  html += `<details class="ssg-sidebar__details"${category.open ? ' open=""' : ''}><summary class="ssg-sidebar__summary">`;
  html += linked ? `<span class="ssg-visually-hidden">${escapeHtml(`Toggle the ${category.label} category`)}</span>` : `<span class="ssg-sidebar__label">${label}</span>`;
  return `${html}${chevron}</summary>${sidebarListHtml(site, category.items, chevron)}</details></li>`;
}
