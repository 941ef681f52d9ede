// The docs sidebar across navigations. Categories are `<details>`: they open and close without
// script. This module remembers what the reader opened or closed (sessionStorage, keyed by the
// category's route, else its label path — stable when the sidebar is rendered differently, e.g.
// with categories loaded on demand), applies it to each page shown, keeps the categories on the
// current page's path open, and moves the current-page mark when the sidebar is kept on a swap.
import { DATA_ATTRIBUTES as A, STORAGE_KEYS } from '../shared/runtime-contract.js';

type CategoryState = Record<string, boolean>;

function readState(): CategoryState {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sidebarCategories) ?? '{}') as CategoryState;
  } catch {
    return {};
  }
}

function writeState(state: CategoryState): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.sidebarCategories, JSON.stringify(state));
  } catch {
    // Storage disabled: the state lasts for this page.
  }
}

function labelOf(item: Element): string {
  const label = item.querySelector(':scope > a .ssg-sidebar__label, :scope > details > summary .ssg-sidebar__label');
  return (label?.textContent ?? '').trim();
}

/** A category's key: the route it links to, else the labels from the top of the tree. */
export function categoryKey(details: Element): string {
  const item = details.parentElement;
  const link = item?.querySelector(':scope > a[href]');
  if (link) return link.getAttribute('href') ?? '';
  const labels: string[] = [];
  for (let node: Element | null = item; node && !node.hasAttribute(A.sidebar); node = node.parentElement) {
    if (node.matches('li.ssg-sidebar__category')) labels.unshift(labelOf(node));
  }
  return labels.join(' / ');
}

function categories(sidebar: Element): HTMLDetailsElement[] {
  return [...sidebar.querySelectorAll<HTMLDetailsElement>('details.ssg-sidebar__details')];
}

/** Opens the categories holding the current page's link, and applies the reader's choices to the others. */
export function applySidebarState(sidebar: Element): void {
  const state = readState();
  const current = sidebar.querySelector('a[aria-current="page"]');
  for (const details of categories(sidebar)) {
    const onPath = current !== null && (details.contains(current) || details.parentElement?.querySelector(':scope > a') === current);
    const stored = state[categoryKey(details)];
    if (onPath) details.open = true;
    else if (stored !== undefined) details.open = stored;
  }
}

/** Keeps the shown sidebar, marking the new page and opening what the new page's sidebar opens. */
export function updateSidebar(shown: Element, fetched: Element): void {
  const href = fetched.querySelector('a[aria-current="page"]')?.getAttribute('href') ?? null;
  for (const link of shown.querySelectorAll('a[aria-current]')) link.removeAttribute('aria-current');
  if (href !== null) shown.querySelector(`a[href="${CSS.escape(href)}"]`)?.setAttribute('aria-current', 'page');
  const open = new Set(categories(fetched).filter((details) => details.open).map(categoryKey));
  for (const details of categories(shown)) if (open.has(categoryKey(details))) details.open = true;
  applySidebarState(shown);
}

/** True when two sidebars list the same links (so the shown one can stay). */
export function sameSidebar(a: Element, b: Element): boolean {
  const links = (sidebar: Element): string => [...sidebar.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')).join('\n');
  return a.getAttribute('aria-label') === b.getAttribute('aria-label') && links(a) === links(b);
}

/** Records the reader's clicks on category toggles; opens the wide-screen disclosure where CSS cannot. */
export function initSidebar(): void {
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.('summary.ssg-sidebar__summary');
    const details = summary?.parentElement;
    if (!(details instanceof HTMLDetailsElement) || !details.closest(`[${A.sidebar}]`)) return;
    // The toggle happens after the click's default action.
    setTimeout(() => writeState({ ...readState(), [categoryKey(details)]: details.open }));
  });
  if (!CSS.supports('selector(::details-content)')) {
    for (const disclosure of document.querySelectorAll<HTMLDetailsElement>('details.ssg-sidebar-disclosure')) disclosure.open = true;
  }
  const sidebar = document.querySelector(`[${A.sidebar}]`);
  if (sidebar) applySidebarState(sidebar);
}
