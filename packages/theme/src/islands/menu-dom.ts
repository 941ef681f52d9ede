// DOM helpers of the mobile menu and the search dialog: what can take focus inside the panel,
// where Tab goes next (focus trap), and moving the page's one sidebar `<nav>` into the panel and back.
import { DATA_ATTRIBUTES } from '../shared/runtime-contract.js';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The visible elements under `root` that Tab reaches, in document order (not those inside closed `<details>`, nor `tabindex="-1"` ones). */
export function focusableIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      (typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : element.getClientRects().length > 0),
  );
}

/** The element Tab (or Shift+Tab) must move to so that focus stays inside `root`, if the browser's own move would leave it. */
export function trapTarget(root: Element, active: Element | null, backwards: boolean): HTMLElement | undefined {
  const list = focusableIn(root);
  const first = list[0];
  const last = list[list.length - 1];
  if (first === undefined || last === undefined) return undefined;
  if (active === null || !root.contains(active)) return backwards ? last : first;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return undefined;
}

/** The page's sidebar `<nav>` moved into `slot`; `restore()` puts it back where it was. */
export interface HostedSidebar {
  /** The sidebar's title (the disclosure's summary), for the panel's heading. */
  title: string;
  restore(): void;
}

/** Moves the page's sidebar (if it has one) into `slot`. */
export function hostSidebar(slot: Element): HostedSidebar | undefined {
  const nav = document.querySelector(`[${DATA_ATTRIBUTES.page}] [${DATA_ATTRIBUTES.sidebar}]`);
  if (nav === null || nav.parentNode === null) return undefined;
  const parent = nav.parentNode;
  const next = nav.nextSibling;
  const title = nav.closest('details')?.querySelector('summary')?.textContent?.trim() ?? nav.getAttribute('aria-label') ?? '';
  slot.appendChild(nav);
  return {
    title,
    restore: () => {
      if (parent.isConnected) parent.insertBefore(nav, next && next.parentNode === parent ? next : null);
      else nav.remove();
    },
  };
}

/** Makes every child of `<body>` but `keep` inert; returns the undo. */
export function inertOthers(keep: Element): () => void {
  const changed: HTMLElement[] = [];
  for (const child of document.body.children) {
    if (child === keep || !(child instanceof HTMLElement) || child.inert) continue;
    child.inert = true;
    changed.push(child);
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}
