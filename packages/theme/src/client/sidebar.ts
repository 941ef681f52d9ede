// The docs sidebar across navigations. Categories are `<details>`: they open and close without
// script. A page carries a bounded sidebar (its own path open, other categories one link each):
// this module gives each collapsed category a toggle that fills in its items from the whole tree
// (`data-ssg-sidebar-src`, fetched once), remembers what the reader opened or closed
// (sessionStorage, keyed by the category's label path, the same in both forms), applies it to
// each page shown, keeps the categories on the current page's path open, and moves the
// current-page mark when the sidebar is kept on a swap. Writing the tree's items is
// sidebar-tree.ts's, loaded with the tree.
import type { SidebarItem } from '../contract/docs.js';
import { DATA_ATTRIBUTES as A, STORAGE_KEYS } from '../shared/runtime-contract.js';
import type { FillContext } from './sidebar-tree.js';

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
  // Expanded: the label span of the category's link or summary; collapsed: the link's text.
  const label = item.querySelector(':scope > a .ssg-sidebar__label, :scope > details > summary .ssg-sidebar__label') ?? item.querySelector(':scope > a');
  return (label?.textContent ?? '').trim();
}

/** A category's key: the labels from the top of the tree down to it. */
export function categoryKey(details: Element): string {
  const labels: string[] = [];
  for (let node: Element | null = details.parentElement; node && !node.hasAttribute(A.sidebar); node = node.parentElement) {
    if (node.matches(`li[${A.sidebarCategory}]`)) labels.unshift(labelOf(node));
  }
  return labels.join(' / ');
}

const CHEVRON =
  '<svg class="ssg-sidebar__chevron" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="m9 6 6 6-6 6"></path></svg>';

/** The whole tree by URL, fetched once. */
const trees = new Map<string, Promise<SidebarItem[]>>();

function treeAt(src: string): Promise<SidebarItem[]> {
  let tree = trees.get(src);
  if (!tree) {
    tree = fetch(src, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`The sidebar could not be loaded (${response.status})`);
      return response.json() as Promise<SidebarItem[]>;
    });
    tree.catch(() => trees.delete(src));
    trees.set(src, tree);
  }
  return tree;
}

/** The whole tree and the code that writes its items, each fetched once (in parallel). */
function treeAndWriter(src: string): Promise<[SidebarItem[], typeof import('./sidebar-tree.js')]> {
  return Promise.all([treeAt(src), import('./sidebar-tree.js')]);
}

/** What the items filled in from the tree at `src` need: collapsed sub-categories get their toggle too. */
const fillContext = (base: string, src: string): FillContext => ({ base, makeExpandable: (li) => makeExpandable(li, base, src) });

function element(tag: string, className?: string): HTMLElement {
  const created = document.createElement(tag);
  if (className) created.className = className;
  return created;
}

/** Expanders of the long lists shown in part, by list: each fills in its left-out items once. */
const expanders = new WeakMap<Element, () => Promise<void>>();

/**
 * Makes a long list shown in part complete: its `li[data-ssg-more]` become buttons that fill in
 * the left-out items from the whole tree, keeping the shown items where they are on screen.
 */
function makeCompletable(list: Element, base: string, src: string): void {
  if (expanders.has(list)) return;
  const path = listPath(list);
  let filled: Promise<void> | undefined;
  const expand = (): Promise<void> =>
    (filled ??= treeAndWriter(src).then(([tree, writer]) => writer.completeList(list, tree, path, fillContext(base, src))));
  expanders.set(list, () => expand().catch((error: unknown) => {
    filled = undefined;
    console.error(error);
  }));
  for (const gap of list.querySelectorAll(`:scope > li[${A.sidebarMore}]`)) {
    const button = element('button') as HTMLButtonElement;
    button.type = 'button';
    button.textContent = gap.firstElementChild?.textContent ?? '';
    gap.replaceChildren(button);
    button.addEventListener('click', () => {
      // Focus the item that takes the button's place: the last one filled in above, the first below.
      const first = gap === list.firstElementChild;
      const neighbour = first ? gap.nextElementSibling : gap.previousElementSibling;
      void expanders.get(list)!().then(() => {
        const target = first ? neighbour?.previousElementSibling : neighbour?.nextElementSibling;
        target?.querySelector('a')?.focus();
      });
    });
  }
}

/** Turns a collapsed category (`<li data-ssg-category><a>`) into one with a toggle; its items load when first opened. */
function makeExpandable(li: Element, base: string, src: string): void {
  const link = li.querySelector(':scope > a');
  const path = li.getAttribute(A.sidebarCategory);
  if (!link || path === null || li.querySelector(':scope > details')) return;
  const label = (link.textContent ?? '').trim();
  const span = element('span', 'ssg-sidebar__label');
  span.textContent = label;
  link.replaceChildren(span);
  link.classList.add('ssg-sidebar__category-link');
  li.classList.add('ssg-sidebar__category--linked');
  const details = element('details', 'ssg-sidebar__details') as HTMLDetailsElement;
  const summary = element('summary', 'ssg-sidebar__summary');
  summary.innerHTML = `<span class="ssg-visually-hidden"></span>${CHEVRON}`;
  (summary.firstChild as HTMLElement).textContent = `Toggle the ${label} category`;
  const list = element('ul', 'ssg-sidebar__list');
  details.append(summary, list);
  li.append(details);
  details.addEventListener('toggle', () => {
    if (!details.open || list.childElementCount > 0 || details.hasAttribute('data-loading')) return;
    details.setAttribute('data-loading', '');
    treeAndWriter(src)
      .then(([tree, writer]) => writer.fillCategory(list, tree, path, fillContext(base, src)))
      .catch((error: unknown) => console.error(error))
      .finally(() => details.removeAttribute('data-loading'));
  });
}

/** Gives every collapsed category of `sidebar` a toggle, and every long list shown in part its buttons (when the page names the tree's JSON). */
export function enhanceSidebar(sidebar: Element, base: string): void {
  const src = sidebar.getAttribute(A.sidebarSrc);
  if (src === null) return;
  for (const li of sidebar.querySelectorAll(`li[${A.sidebarCategory}]`)) makeExpandable(li, base, src);
  for (const list of partLists(sidebar)) makeCompletable(list, base, src);
}

/** The long lists of `sidebar` shown in part. */
function partLists(sidebar: Element): Element[] {
  return [...new Set([...sidebar.querySelectorAll(`li[${A.sidebarMore}]`)].map((li) => li.parentElement!))];
}

/** Where a list sits in the tree: its category's position, `''` for the top level. */
function listPath(list: Element): string {
  return list.parentElement?.closest(`li[${A.sidebarCategory}], [${A.sidebar}]`)?.getAttribute(A.sidebarCategory) ?? '';
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

/**
 * Keeps the shown sidebar, marking the new page and opening what the new page's sidebar opens; a
 * long list shown in part there whose new page is left out of it is filled in first.
 */
export function updateSidebar(shown: Element, fetched: Element): void {
  const href = fetched.querySelector('a[aria-current="page"]')?.getAttribute('href') ?? null;
  const mark = (): void => {
    for (const link of shown.querySelectorAll('a[aria-current]')) link.removeAttribute('aria-current');
    if (href !== null) shown.querySelector(`a[href="${CSS.escape(href)}"]`)?.setAttribute('aria-current', 'page');
    const open = new Set(categories(fetched).filter((details) => details.open).map(categoryKey));
    for (const details of categories(shown)) if (open.has(categoryKey(details))) details.open = true;
    applySidebarState(shown);
  };
  mark();
  const wanted = new Set(partLists(fetched).map(listPath));
  const expand = partLists(shown).filter((list) => wanted.has(listPath(list)));
  if (href !== null && !shown.querySelector(`a[href="${CSS.escape(href)}"]`) && expand.length > 0) {
    void Promise.all(expand.map((list) => expanders.get(list)?.())).then(mark);
  }
}

/**
 * True when the shown sidebar holds every link of the fetched one (it may have more: categories
 * the reader expanded), or will once its long lists shown in part are filled in, so it can stay.
 */
export function sameSidebar(shown: Element, fetched: Element): boolean {
  if (shown.getAttribute('aria-label') !== fetched.getAttribute('aria-label')) return false;
  const have = new Set([...shown.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')));
  const fetchedParts = new Set(partLists(fetched));
  const shownParts = new Set(partLists(shown).map(listPath));
  return [...fetched.querySelectorAll('a[href]')].every((link) => {
    if (have.has(link.getAttribute('href'))) return true;
    const list = link.closest('ul');
    if (list === null || !fetchedParts.has(list)) return false;
    const path = listPath(list);
    // A left-out part's own link (to a page listing it): the shown list has or will have its items.
    if (link.parentElement?.hasAttribute(A.sidebarMore)) return path === '' || shown.querySelector(`li[${A.sidebarCategory}="${path}"]`) !== null;
    return shownParts.has(path);
  });
}

/** Records the reader's clicks on category toggles; opens the wide-screen disclosure where CSS cannot. */
export function initSidebar(base: string): void {
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
  if (sidebar) {
    enhanceSidebar(sidebar, base);
    applySidebarState(sidebar);
  }
}
