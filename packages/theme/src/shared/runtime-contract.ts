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
} as const;

/** The colour-mode choices the toggle cycles through, in order. */
export const COLOR_MODE_CHOICES = ['light', 'dark', 'system'] as const;
export type ColorModeChoice = (typeof COLOR_MODE_CHOICES)[number];

/** Attributes that mark the regions and controls the browser runtime enhances. */
export const DATA_ATTRIBUTES = {
  /** `<main>`: the part swapped on client-side navigation. */
  main: 'data-ssg-main',
  /** Desktop docs sidebar `<nav>`. */
  sidebar: 'data-ssg-sidebar',
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
  /** `<meta name>` carrying the build id, compared on navigation to detect a redeploy. */
  buildIdMeta: 'ssg-build-id',
  /** On the docs layout: the docs version label of the page. */
  docsVersion: 'data-ssg-docs-version',
} as const;
