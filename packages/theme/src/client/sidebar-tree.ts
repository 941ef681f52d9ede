// The docs sidebar filled in from the whole tree, as the server writes it (Sidebar.tsx): the items
// of a collapsed category the reader opens, and the left-out items of a long list shown in part.
// A chunk of its own, loaded with the tree's JSON the first time either is needed (sidebar.ts):
// most readers never open one, and the shell every page loads stays without it.
import type { SidebarCategory, SidebarItem } from '../contract/docs.js';
import { categoryLink } from '../contract/sidebar.js';
import { isExternalUrl } from '../contract/url.js';
import { badgeModifier, badgeText } from '../lib/sidebar.js';
import { DATA_ATTRIBUTES as A } from '../shared/runtime-contract.js';

/** What filling in needs from the page's sidebar. */
export interface FillContext {
  /** The site's base URL. */
  base: string;
  /** Gives a collapsed sub-category (`<li data-ssg-category><a>`) its toggle. */
  makeExpandable(li: Element): void;
}

function categoryAt(items: SidebarItem[], path: string): SidebarCategory | undefined {
  let list = items;
  let found: SidebarItem | undefined;
  for (const index of path.split('.')) {
    found = list[Number(index)];
    if (found?.type !== 'category') return undefined;
    list = found.items;
  }
  return found?.type === 'category' ? found : undefined;
}

/** The items under `path` in the tree (`''`: the top level). */
function itemsAt(tree: SidebarItem[], path: string): SidebarItem[] | undefined {
  return path === '' ? tree : categoryAt(tree, path)?.items;
}

/** One item in the server's markup (a sub-category collapsed, with a toggle), or nothing for a category without a page. */
function itemElement(item: SidebarItem, position: string, { base, makeExpandable }: FillContext): HTMLElement | undefined {
  const withBase = (route: string): string => (isExternalUrl(route) ? route : base + route.replace(/^\/+/, ''));
  const route = item.type === 'link' ? item.route : categoryLink(item);
  if (route === undefined) return undefined;
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = withBase(route);
  if (item.type === 'link' && item.badge !== undefined) {
    link.append(Object.assign(document.createElement('b'), { className: `ssg-badge--${badgeModifier(item.badge)}`, textContent: badgeText(item.badge) }));
  }
  link.append(item.label);
  if (link.pathname.replace(/\/$/, '') === (location.pathname.replace(/\/$/, '') || '/')) link.setAttribute('aria-current', 'page');
  li.append(link);
  if (item.type === 'link' && item.className !== undefined) li.className = item.className;
  if (item.type === 'category') {
    li.setAttribute(A.sidebarCategory, position);
    makeExpandable(li);
  }
  return li;
}

/** Fills the empty `list` of the category at `path` with its items. */
export function fillCategory(list: Element, tree: SidebarItem[], path: string, context: FillContext): void {
  categoryAt(tree, path)?.items.forEach((item, index) => {
    const li = itemElement(item, `${path}.${index}`, context);
    if (li) list.append(li);
  });
}

/** The nearest ancestor that scrolls (the sidebar column, or the mobile menu's panel). */
function scroller(from: Element): Element {
  for (let node = from.parentElement; node; node = node.parentElement) {
    if (node.scrollHeight > node.clientHeight && /auto|scroll/.test(getComputedStyle(node).overflowY)) return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * Replaces the left-out parts (`li[data-ssg-more]`) of `list`, the list at `path` in the tree, with
 * their items, keeping the shown items where they are on screen.
 */
export function completeList(list: Element, tree: SidebarItem[], path: string, context: FillContext): void {
  const items = itemsAt(tree, path);
  const gaps = [...list.children].filter((li) => li.hasAttribute(A.sidebarMore));
  if (!items || gaps.length === 0) return;
  const before = gaps[0] === list.firstElementChild ? Number(gaps[0]!.getAttribute(A.sidebarMore)) : 0;
  const shown = list.childElementCount - gaps.length;
  const kept = [...list.children].find((li) => !li.hasAttribute(A.sidebarMore));
  const box = scroller(list);
  const top = kept?.getBoundingClientRect().top ?? 0;
  const make = (from: number, to: number): HTMLElement[] =>
    items.slice(from, to).flatMap((item, offset) => itemElement(item, `${path === '' ? '' : `${path}.`}${from + offset}`, context) ?? []);
  if (before > 0) gaps[0]!.replaceWith(...make(0, before));
  const after = gaps.find((li) => li !== gaps[0] || before === 0);
  after?.replaceWith(...make(before + shown, items.length));
  if (kept) box.scrollTop += kept.getBoundingClientRect().top - top;
}
