// Site-wide data every page is rendered with: the shell (navbar, footer, announcement bar),
// colour mode and the built assets. All `to`/`href` values are routes without the base URL;
// the theme prefixes them with `baseUrl` when it renders.

/** A navbar entry: an internal route (`to`) or an external URL (`href`). */
export interface NavItem {
  label: string;
  to?: string;
  href?: string;
  position: 'left' | 'right';
  /** Marks the item active for every route under this prefix (e.g. `/docs`). */
  activeBasePath?: string;
}

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

export interface AnnouncementBar {
  id: string;
  /** Trusted HTML from the site config. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface FeedLinks {
  title: string;
  rss: string;
  atom: string;
}

export interface SiteData {
  title: string;
  tagline: string;
  /** The language of the content (BCP 47, `<html lang>`) and the direction of its script. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Absolute origin, e.g. `https://flux0.dev`. */
  url: string;
  /** Always starts and ends with `/`. */
  baseUrl: string;
  /** Route of the favicon (a static file), if any. */
  favicon?: string;
  /** The default social card (route of a static file, or an absolute URL), for pages that name none. */
  image?: string;
  navbar: { title: string; logo?: { src: string; alt: string }; items: NavItem[] };
  footer: { style: 'dark' | 'light'; links: FooterLink[]; copyright: string };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  announcementBar?: AnnouncementBar;
  /** Feeds advertised in every page head. */
  feeds?: FeedLinks;
  /** Changes with every build; the browser runtime compares it to detect a redeploy. */
  buildId: string;
  /**
   * Routes of the built CSS and JS files, content-hashed: `js` are the module scripts a page runs,
   * `modulepreload` the chunks they import statically (fetched in parallel with them).
   */
  assets: { css: string[]; js: string[]; modulepreload?: string[] };
  /** The docs version label shown to readers (one version: "Next"). */
  docsVersionLabel: string;
}
