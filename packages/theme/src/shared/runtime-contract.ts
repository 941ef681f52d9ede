// Names shared by the server-rendered markup, the inline head script and the browser runtime:
// local-storage keys and the data attributes that mark regions. Plain constants, no DOM or Node.

/** Local-storage keys the theme reads and writes (local storage only, no cookies). */
export const STORAGE_KEYS = {
  /** `light` | `dark` | `system`. */
  colorMode: 'ssg-color-mode',
  /** The id of the announcement bar the reader dismissed. */
  announcementDismissed: 'ssg-announcement-dismissed',
  /** The docs version the reader last visited. */
  docsPreferredVersion: 'ssg-docs-preferred-version',
  /** The API samples' language the reader chose last (the same on every page). */
  apiSampleLanguage: 'ssg-api-sample-language',
  /** The server URL the reader last sent API console requests to. */
  apiServerUrl: 'ssg-api-server-url',
  /** sessionStorage: the reader's open/closed sidebar categories, by category key (route or label path). */
  sidebarCategories: 'ssg-sidebar-categories',
  /** sessionStorage: the build id a redeploy reload was made for (one reload per build, never a loop). */
  reloadGuard: 'ssg-reload-guard',
} as const;

/**
 * Ids the layout gives elements of its own on every page (the skip link's target, the mobile
 * menu's dialog, the search results): a heading of the content never takes one (it gets `-1`, as a
 * heading met twice does), so that the page's ids stay unique. Here, with the other names the
 * browser runtime shares, so that they cost it no module of their own.
 */
export const LAYOUT_IDS = { main: 'ssg-main', mobileMenu: 'ssg-mobile-menu', searchResults: 'ssg-search-listbox' } as const;

/** The colour-mode choices the toggle cycles through, in order. */
export const COLOR_MODE_CHOICES = ['light', 'dark', 'system'] as const;
export type ColorModeChoice = (typeof COLOR_MODE_CHOICES)[number];

/** Attributes that mark the regions and controls the browser runtime enhances. */
export const DATA_ATTRIBUTES = {
  /** `<main>`: the part swapped on client-side navigation. */
  main: 'data-ssg-main',
  /** Desktop docs sidebar `<nav>`. */
  sidebar: 'data-ssg-sidebar',
  /** On the sidebar `<nav>`: URL of the whole tree as JSON, for expanding collapsed categories. */
  sidebarSrc: 'data-ssg-sidebar-src',
  /** A category `<li>`: its position in the tree (`3.1`); without a `<details>` inside, it is collapsed. */
  sidebarCategory: 'data-ssg-category',
  /** In a long list shown in part: the `<li>` standing for `count` items left out before or after the shown ones. */
  sidebarMore: 'data-ssg-more',
  /** Table of contents `<nav>` (highlight the heading in view). */
  toc: 'data-ssg-toc',
  /** Mobile menu `<nav>` (hidden until the toggle opens it). */
  mobileMenu: 'data-ssg-mobile-menu',
  /** Hamburger button (`aria-controls`, `aria-expanded`). */
  menuToggle: 'data-ssg-menu-toggle',
  /** Close button inside the mobile menu. */
  menuClose: 'data-ssg-menu-close',
  /** Backdrop behind the mobile menu; a click closes the menu. */
  menuBackdrop: 'data-ssg-menu-backdrop',
  /** Colour-mode toggle button. */
  colorToggle: 'data-ssg-color-toggle',
  /** Announcement bar; the value is the bar's id. */
  announcement: 'data-ssg-announcement',
  /** Announcement bar close button. */
  announcementClose: 'data-ssg-announcement-close',
  /** Code copy buttons (written by the Markdown stage). */
  copy: 'data-ssg-copy',
  /**
   * On an island's button: Ctrl (⌘ on a Mac) + this letter presses it. The inline loader and the
   * shell listen for it, so the first press is not lost before the island hydrates.
   */
  shortcut: 'data-ssg-shortcut',
  /** The navbar's search button (the `Search` island). */
  search: 'data-ssg-search',
  /** The "Copy page" button of docs pages (the `CopyPage` island); its value is the page's Markdown URL. */
  copyPage: 'data-ssg-copy-page',
  /**
   * On `<html>`: set by the head script when JavaScript runs and the site ships the browser
   * runtime; without it, the controls that need the runtime are hidden and the menu and sidebar
   * stay plain lists.
   */
  js: 'data-js',
  /** On `<html>`: the applied mode, `light` or `dark`. */
  theme: 'data-theme',
  /** On `<html>`: the reader's choice, `light`, `dark` or `system`. */
  colorModeChoice: 'data-color-mode-choice',
  /** On `<html>`: present when the current announcement was dismissed. */
  announcementDismissed: 'data-announcement-dismissed',
  /** On `<html>`: `mac` on Apple's systems (set by the head script), where shortcut hints show ⌘ instead of Ctrl. */
  platform: 'data-platform',
  /** `<meta name>` carrying the build id, compared on navigation to detect a redeploy. */
  buildIdMeta: 'ssg-build-id',
  /** On the docs layout: the docs version label of the page. */
  docsVersion: 'data-ssg-docs-version',
  /** The page body between navbar and footer (sidebar column + `<main>`): swapped when the sidebar differs. */
  page: 'data-ssg-page',
  /** The navbar `<header>`: its links' active state follows client-side navigation. */
  navbar: 'data-ssg-navbar',
} as const;

/** The element that marks an island: `<ssg-island data-island data-strategy data-props>`. */
export const ISLAND_TAG = 'ssg-island';

/** Attributes of an island marker. */
export const ISLAND_ATTRIBUTES = {
  /** The registered island name, e.g. `ColorModeToggle`. */
  name: 'data-island',
  /** JSON of the component's props (absent: `{}`). */
  props: 'data-props',
  /** `idle` | `visible` | `intent`. */
  strategy: 'data-strategy',
  /** Set by the loader once React has hydrated the island. */
  hydrated: 'data-hydrated',
  /** Set by the loader when the island's chunk could not be loaded: the CSS shows it as without JavaScript. */
  failed: 'data-failed',
} as const;

/**
 * When an island hydrates: `idle` after `load` in an idle callback; `visible` when it enters the
 * viewport; `intent` on the first pointerover, focusin or touchstart (a click before hydration
 * is replayed afterwards).
 */
export const HYDRATION_STRATEGIES = ['idle', 'visible', 'intent'] as const;
export type HydrationStrategy = (typeof HYDRATION_STRATEGIES)[number];

/** The property of `window` that holds the shell's API (`window.__ssg`), once the shell runs. */
export const SHELL_GLOBAL = '__ssg';

/**
 * The property of `window` where the shell loader keeps the clicks on island buttons (and the
 * announcement bar's Close) made before the shell ran, and the buttons whose shortcut was pressed (`{ targets, stop() }`): the shell
 * replays them once the islands hydrate.
 */
export const EARLY_CLICKS_GLOBAL = '__ssgEarlyClicks';

/** Events on `document`: the shell dispatches the `before…`/`after…` ones and listens to the requests. */
export const SHELL_EVENTS = {
  /** Request: `new CustomEvent('ssg:navigate', { detail: { url } })` navigates client-side. */
  navigate: 'ssg:navigate',
  /** Request: re-fetch the current page and swap it in place (dev server hot updates). */
  refresh: 'ssg:refresh',
  /** Before the regions are swapped (islands inside them are about to unmount); detail `{ url }`. */
  beforeSwap: 'ssg:before-swap',
  /** After a page was shown; detail `{ url, route }` (`route` without the base URL). */
  afterSwap: 'ssg:after-swap',
  /** The colour mode changed; detail `{ choice, theme }`. */
  colorMode: 'ssg:color-mode',
} as const;

/** Options of a client-side navigation. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/** The texts of the shell's error states (SITE.md §6). */
export const ERROR_TEXTS = {
  loadFailed: 'This page could not be loaded.',
  retry: 'Retry',
  crashed: 'This page crashed.',
  tryAgain: 'Try again',
} as const;

/** `window.__ssg`: what the shell offers the dev server, islands and site scripts. */
export interface ShellApi {
  /** Navigates client-side to `url` (a full load for URLs the shell does not own). */
  navigate(url: string, options?: NavigateOptions): Promise<void>;
  /**
   * Fetches the current page again and swaps it in place, keeping the scroll position, open
   * menus, sidebar state and colour mode. Resolves `false` when it could not (the caller may
   * then reload). With `html` (the dev server sent the page's new HTML along with its update),
   * that document is shown without a request.
   */
  refresh(html?: string): Promise<boolean>;
  /**
   * Forgets every page fetched or prefetched so far: the next navigation fetches its page again
   * (the dev server calls this when a rebuild changed pages other than the one on show).
   */
  forgetPages(): void;
  /** Applies and stores a colour-mode choice (the toggle island calls this). */
  setColorMode(choice: ColorModeChoice): void;
  /** The route of the page shown, without the base URL (the last `ssg:after-swap`'s, else the page loaded). */
  route(): string;
  /** Sets up hydration for the island markers under `root` (an element or the document, after inserting markup). */
  hydrateIslands(root?: { querySelectorAll(selectors: string): ArrayLike<unknown> }): void;
}
