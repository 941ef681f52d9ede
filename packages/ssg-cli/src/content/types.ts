// What every content loader produces: page records for the route graph and the renderer,
// and extra files (feeds, stylesheets) written next to the pages.
import type { PageData } from '@ssg/theme/contract';
import type { AssetRef, LinkRef, TextSection } from '../markdown/types.js';

/** One page of the site, ready to be linked-checked and rendered. */
export interface PageRecord {
  /** Route without the base URL: `/docs/quickstart/introduction`, `/` for the home page. */
  route: string;
  data: PageData;
  /** Site-relative path of the file the page comes from, for reports (`docs/intro.md`). */
  source: string;
  /** Outgoing links found in the page's own content (not the layout). */
  links: LinkRef[];
  /** Ids that `#anchor` links may point to. */
  anchors: string[];
  /** Files referenced by the content that the build copies. */
  assets: AssetRef[];
  /** The page's text by heading, for the search index (pages written in Markdown). */
  sections?: TextSection[];
  /** The page as clean Markdown (docs): written at `<route>.md` and gathered in llms-full.txt. */
  markdown?: string;
  /**
   * Stands for `data.html`, `sections` and `markdown` (docs whose Markdown was kept for reuse):
   * equal keys, equal texts, so fingerprints and the search and llms keys need not hash them.
   */
  textKey?: string;
  /** When the page last changed, as its front matter says (ISO 8601); else the sitemap asks git. */
  lastmod?: string;
}

/** A non-HTML file produced by a loader (feeds, XSLT), written at `route`. */
export interface ExtraFile {
  route: string;
  contents: string | Uint8Array;
}

type ShellKey = 'sidebar' | 'breadcrumbs' | 'prev' | 'next' | 'metadata';

/** Page data of the kinds rendered inside the docs layout. */
export type DocLikeData = Extract<PageData, { sidebar: unknown }>;

/** Doc-like page data before the docs stage adds the navigation shell. */
export type UnshelledDocData = DocLikeData extends infer T ? (T extends DocLikeData ? Omit<T, ShellKey> : never) : never;

/** A doc-like page produced outside the docs folder (the API reference), placed by the docs stage. */
export interface DocLikeEntry extends Omit<PageRecord, 'data' | 'route'> {
  data: UnshelledDocData;
  sidebarLabel: string;
}
