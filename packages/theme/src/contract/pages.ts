// Page data for standalone pages: React pages from the site, Markdown pages, the not-found page.
import type { ReactElement } from 'react';
import type { TocEntry } from './docs.js';

/** A page whose own code (a React page, an MDX page's components) imports stylesheets. */
export interface PageStylesheets {
  /** Routes of the CSS the page's code gathers (content-hashed), linked after the site's stylesheets. */
  stylesheets?: string[];
}

/** A page whose body is a React element supplied by the site (e.g. `pages/index.tsx`). */
export interface CustomPageData extends PageStylesheets {
  kind: 'page';
  route: string;
  title: string;
  description?: string;
  /** Render the page body inside the layout. */
  element: ReactElement;
  /** When true the `<title>` is just the site title (the home page). */
  isHome: boolean;
}

/** A standalone page written in Markdown under `pages/`. */
export interface MarkdownPageData extends PageStylesheets {
  kind: 'markdown-page';
  route: string;
  title: string;
  description?: string;
  html: string;
  toc: TocEntry[];
  hideTableOfContents: boolean;
}

export interface NotFoundPageData {
  kind: 'not-found';
  route: string;
  title: string;
}
