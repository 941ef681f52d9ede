// Client-side navigation: intercepts clicks on links the shell owns, fetches the page, swaps it
// in, and keeps history, scroll, focus and the screen reader in step. Back and forward restore
// the content and the scroll position; a new page starts at the top or at its `#hash` target
// (below the sticky navbar: the CSS sets `scroll-padding-top`). A page that cannot be fetched
// shows Retry; an exception while showing one shows "This page crashed." and Try again.
import { DATA_ATTRIBUTES as A, ERROR_TEXTS, SHELL_EVENTS } from '../shared/runtime-contract.js';
import { createAnnouncer } from './announcer.js';
import { recordDocsVersion } from './docs-version.js';
import { showErrorState } from './error-state.js';
import type { IslandHost } from './islands.js';
import { clientUrl, pageKey, routeOf } from './links.js';
import { HttpError, NotAPageError, type FetchedPage, type PageCache } from './page-cache.js';
import type { ProgressBar } from './progress.js';
import { buildIdOf, claimReload } from './redeploy.js';
import { applySidebarState, enhanceSidebar } from './sidebar.js';
import { applySwap, clearCurrentPage, planSwap } from './swap.js';

type HistoryMode = 'push' | 'replace' | 'pop';

export interface NavigationDeps {
  base: string;
  pages: PageCache;
  islands: IslandHost;
  progress: ProgressBar;
  /** Called after each page is shown (prefetch watches its links). */
  onShown(region: Element): void;
}

export interface Navigation {
  navigate(url: string, mode?: HistoryMode, scroll?: number): Promise<void>;
  refresh(html?: string): Promise<boolean>;
  /** The shell's URL for a link element, or `undefined` when the browser follows it. */
  urlOf(link: Element): URL | undefined;
  /** The route of the page shown (without the base URL). */
  route(): string;
}

/** What the shell keeps in a history entry: the key its scroll position is kept under. */
interface EntryState {
  ssgKey?: string;
}

const newKey = (): string => Math.random().toString(36).slice(2);

// Scroll positions of the entries of a document that is left (another site, a feed, a reload),
// kept in the tab's session storage: a history entry's state written while the page hides is not
// kept by every browser (Chromium drops it on reload).
const SAVED_SCROLL = 'ssg-scroll:';

function saveScrolls(positions: ReadonlyMap<string, number>): void {
  try {
    for (const [key, y] of positions) sessionStorage.setItem(SAVED_SCROLL + key, String(Math.round(y)));
  } catch {
    // Storage off or full: the entry comes back at the top.
  }
}

function savedScroll(key: string): number | undefined {
  try {
    const saved = sessionStorage.getItem(SAVED_SCROLL + key);
    return saved === null || !Number.isFinite(Number(saved)) ? undefined : Number(saved);
  } catch {
    return undefined;
  }
}

function scrollAfterShow(url: URL, scroll: number | undefined): void {
  if (scroll !== undefined) {
    window.scrollTo(0, scroll);
    return;
  }
  const id = decodeURIComponent(url.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function describe(error: unknown): string {
  if (error instanceof HttpError) return `${error.message} Check the address, or retry in a moment.`;
  return 'The network request failed. Check your connection, then retry.';
}

export function initNavigation({ base, pages, islands, progress, onShown }: NavigationDeps): Navigation {
  const announce = createAnnouncer();
  let buildId = buildIdOf(document);
  let latest = 0;
  let shownPath = location.pathname + location.search;
  let shownRoute = routeOf(location.pathname, base);

  const urlOf = (link: Element): URL | undefined =>
    clientUrl(
      {
        href: link.getAttribute('href') ?? '',
        target: link.getAttribute('target'),
        download: link.hasAttribute('download'),
        rel: link.getAttribute('rel'),
      },
      base,
      location.href,
    );

  // Scroll positions by history entry: saved when an entry is left, restored when it comes back.
  const positions = new Map<string, number>();
  let currentKey = (history.state as EntryState | null)?.ssgKey ?? newKey();
  history.replaceState({ ...(history.state as EntryState | null), ssgKey: currentKey }, '');

  function commitHistory(url: string, mode: HistoryMode): void {
    if (mode === 'push') {
      currentKey = newKey();
      history.pushState({ ssgKey: currentKey }, '', url);
    } else if (mode === 'replace') history.replaceState({ ...(history.state as EntryState | null) }, '', url);
    shownPath = location.pathname + location.search;
  }

  /** Parses and swaps a fetched page in; false when it is not a page this shell can show. */
  function show(page: FetchedPage, refresh: boolean): { region: Element } | undefined {
    const fetched = new DOMParser().parseFromString(page.html, 'text/html');
    const nextBuild = buildIdOf(fetched);
    if (nextBuild !== buildId && (refresh || claimReload(`build:${nextBuild}`))) return undefined;
    document.dispatchEvent(new CustomEvent(SHELL_EVENTS.beforeSwap, { detail: { url: page.url, refresh } }));
    const plan = planSwap(document, fetched, refresh);
    if (!plan) return undefined;
    const sidebarScroll = document.querySelector(`[${A.page}] [${A.sidebar}]`)?.scrollTop ?? 0;
    // The same page rebuilt: islands whose markup did not change keep their state (a tab chosen).
    const kept = refresh ? islands.unchanged(plan.outgoing, plan.incoming) : new Map<number, Element>();
    islands.unmount(plan.outgoing, new Set(kept.values()));
    applySwap(document, fetched, plan, kept);
    buildId = nextBuild;
    const region = plan.keptSidebar ? document.querySelector(`[${A.main}]`) : document.querySelector(`[${A.page}]`);
    if (!plan.keptSidebar) {
      const sidebar = document.querySelector(`[${A.page}] [${A.sidebar}]`);
      if (sidebar) {
        enhanceSidebar(sidebar, base);
        applySidebarState(sidebar);
        if (refresh) sidebar.scrollTop = sidebarScroll;
      }
    }
    return region ? { region } : undefined;
  }

  function finish(region: Element, url: string): void {
    shownRoute = routeOf(location.pathname, base);
    islands.scan(region);
    recordDocsVersion();
    onShown(region);
    document.dispatchEvent(new CustomEvent(SHELL_EVENTS.afterSwap, { detail: { url, route: shownRoute } }));
  }

  async function navigate(target: string, mode: HistoryMode = 'push', scroll?: number): Promise<void> {
    const url = new URL(target, location.href);
    // A link to the page shown reloads it in place, as a browser does: no second history entry.
    if (mode === 'push' && url.href === location.href) mode = 'replace';
    const id = ++latest;
    if (mode === 'push') positions.set(currentKey, window.scrollY);
    progress.start();
    let page: FetchedPage;
    try {
      page = await pages.get(pageKey(url));
    } catch (error) {
      if (id !== latest) return;
      progress.done();
      if (error instanceof NotAPageError) {
        location.assign(url.href);
        return;
      }
      commitHistory(url.href, mode);
      const main = document.querySelector<HTMLElement>(`[${A.main}]`);
      if (main) showErrorState(main, 'load', describe(error), () => void navigate(url.href, 'replace'));
      // The address is the page that could not be shown: nothing may still say it is the last one.
      document.title = ERROR_TEXTS.loadFailed;
      clearCurrentPage(document);
      return;
    }
    if (id !== latest) return;
    try {
      const final = new URL(page.url);
      final.hash = url.hash;
      const shown = show(page, false);
      if (!shown) {
        if (mode === 'pop') location.reload();
        else location.assign(final.href);
        return;
      }
      commitHistory(final.href, mode);
      scrollAfterShow(final, scroll);
      document.querySelector<HTMLElement>(`[${A.main}]`)?.focus({ preventScroll: true });
      announce(document.title);
      finish(shown.region, final.href);
    } catch (error) {
      console.error(error);
      const main = document.querySelector<HTMLElement>(`[${A.main}]`);
      if (main) showErrorState(main, 'crash', 'Something went wrong while showing this page.', () => void navigate(url.href, 'replace'));
    } finally {
      if (id === latest) progress.done();
    }
  }

  async function refresh(html?: string): Promise<boolean> {
    const id = ++latest;
    const key = pageKey(location.href);
    try {
      const page = html === undefined ? await pages.get(key, { fresh: true }) : { url: location.href, status: 200, html };
      if (id !== latest) return false;
      const scrollY = window.scrollY;
      const shown = show(page, true);
      if (!shown) return false;
      window.scrollTo(0, scrollY);
      finish(shown.region, location.href);
      return true;
    } catch (error) {
      console.error(error);
      return false;
    }
  }

  history.scrollRestoration = 'manual';
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const url = link ? urlOf(link) : undefined;
    if (!url) return;
    event.preventDefault();
    void navigate(url.href);
  });
  window.addEventListener('popstate', (event) => {
    const state = event.state as EntryState | null;
    positions.set(currentKey, window.scrollY);
    currentKey = state?.ssgKey ?? newKey();
    const scroll = positions.get(currentKey) ?? savedScroll(currentKey);
    if (location.pathname + location.search === shownPath) {
      // The same page (a `#hash` entry): the browser scrolls to the fragment itself.
      if (scroll !== undefined) window.scrollTo(0, scroll);
      return;
    }
    void navigate(location.href, 'pop', scroll ?? 0);
  });
  // Left for another document (or reloaded): each entry of this one keeps its scroll position.
  window.addEventListener('pagehide', () => {
    positions.set(currentKey, window.scrollY);
    saveScrolls(positions);
  });
  // Back here, or reloaded: where the reader was (a new entry has no key saved).
  const restored = savedScroll(currentKey);
  if (restored !== undefined) {
    if (document.readyState === 'complete') window.scrollTo(0, restored);
    else window.addEventListener('load', () => window.scrollTo(0, restored), { once: true });
  }

  return { navigate, refresh, urlOf, route: () => shownRoute };
}
