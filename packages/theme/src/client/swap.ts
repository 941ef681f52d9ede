// Swapping a fetched page into the one shown: the head's page-specific tags, the navbar's active
// links, and the page block — only `<main>` when the sidebar is the same (it keeps its scroll
// position and the reader's open categories), else the whole block with the new sidebar.
import { DATA_ATTRIBUTES as A, ISLAND_TAG } from '../shared/runtime-contract.js';
import { sameSidebar, updateSidebar } from './sidebar.js';

/** Head tags that belong to the build, not to the page: never swapped. */
const KEEP_IN_HEAD = 'script, style, link[rel="stylesheet"], link[rel="modulepreload"], meta[charset], meta[name="viewport"]';

/** The part of the page a swap replaces, shown and fetched. */
export interface SwapPlan {
  /** The element that will be replaced (islands inside it unmount first). */
  outgoing: Element;
  incoming: Element;
  /** The sidebar kept, when only `<main>` is replaced. */
  keptSidebar?: { shown: Element; fetched: Element };
}

/** The stylesheets a document links, in order. */
function stylesheetsOf(doc: Document): string {
  return [...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')).join(' ');
}

/**
 * Decides what to replace; `undefined` when the fetched document is not a page of this site's shell,
 * or links other stylesheets (a page whose own code imports CSS): swapped in, its content would show
 * before its styles had loaded, so it loads in full.
 * A refresh (the same page, rebuilt) always replaces the sidebar: a link there may be gone or retitled.
 */
export function planSwap(shown: Document, fetched: Document, refresh = false): SwapPlan | undefined {
  const page = shown.querySelector(`[${A.page}]`);
  const nextPage = fetched.querySelector(`[${A.page}]`);
  if (!page || !nextPage || stylesheetsOf(shown) !== stylesheetsOf(fetched)) return undefined;
  const sidebar = page.querySelector(`[${A.sidebar}]`) ?? shown.querySelector(`[data-ssg-mobile-sidebar] [${A.sidebar}]`);
  const nextSidebar = nextPage.querySelector(`[${A.sidebar}]`);
  const main = page.querySelector(`[${A.main}]`);
  const nextMain = nextPage.querySelector(`[${A.main}]`);
  if (!refresh && sidebar && nextSidebar && main && nextMain && sameSidebar(sidebar, nextSidebar)) {
    return { outgoing: main, incoming: nextMain, keptSidebar: { shown: sidebar, fetched: nextSidebar } };
  }
  return { outgoing: page, incoming: nextPage };
}

function syncHead(head: HTMLHeadElement, next: HTMLHeadElement): void {
  const own = (element: Element): boolean => !element.matches(KEEP_IN_HEAD);
  const wanted = new Map([...next.children].filter(own).map((element) => [element.outerHTML, element]));
  for (const element of [...head.children].filter(own)) {
    if (wanted.has(element.outerHTML)) wanted.delete(element.outerHTML);
    else element.remove();
  }
  for (const element of wanted.values()) head.appendChild(document.importNode(element, true));
}

function syncNavbar(shown: Document, fetched: Document): void {
  const selector = `[${A.navbar}] a[href]`;
  const links = shown.querySelectorAll(selector);
  const nextLinks = fetched.querySelectorAll(selector);
  if (links.length !== nextLinks.length) return;
  links.forEach((link, index) => {
    const next = nextLinks[index] as Element;
    link.className = next.className;
    const current = next.getAttribute('aria-current');
    if (current === null) link.removeAttribute('aria-current');
    else link.setAttribute('aria-current', current);
  });
}

/** Nothing says a page is shown (it could not be loaded): no canonical URL, no current link. */
export function clearCurrentPage(shown: Document): void {
  shown.querySelector('link[rel="canonical"]')?.remove();
  for (const link of shown.querySelectorAll('a[aria-current="page"]')) link.removeAttribute('aria-current');
  for (const link of shown.querySelectorAll(`[${A.navbar}] a.ssg-nav-link--active`)) link.classList.remove('ssg-nav-link--active');
}

/**
 * Applies the plan: head, title, navbar, then the page block. `keptIslands` (by position among the
 * incoming block's island markers) are live markers moved into the new block in place of theirs.
 */
export function applySwap(shown: Document, fetched: Document, plan: SwapPlan, keptIslands: ReadonlyMap<number, Element> = new Map()): void {
  syncHead(shown.head, fetched.head);
  shown.title = fetched.title;
  syncNavbar(shown, fetched);
  if (plan.keptSidebar) updateSidebar(plan.keptSidebar.shown, plan.keptSidebar.fetched);
  const incoming = document.importNode(plan.incoming, true);
  if (keptIslands.size > 0) {
    incoming.querySelectorAll(ISLAND_TAG).forEach((marker, index) => {
      const live = keptIslands.get(index);
      if (live) marker.replaceWith(live);
    });
  }
  plan.outgoing.replaceWith(incoming);
}
