// The page shell every page kind renders in: skip link, announcement bar, navbar, mobile menu,
// an optional sidebar column, `<main>`, footer. Client-side navigation swaps `<main>` (or the
// whole `data-ssg-page` block when the sidebar differs); the rest stays.
import type { ReactElement, ReactNode } from 'react';
import type { SidebarItem, SiteData } from '../contract/index.js';
import { LAYOUT_IDS } from '../shared/runtime-contract.js';
import { cx } from '../lib/class-names.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { MobileMenu } from './MobileMenu.js';
import { Navbar } from './Navbar.js';
import { Sidebar } from './Sidebar.js';

export interface LayoutProps {
  site: SiteData;
  /** Current route (without the base URL). */
  route: string;
  /**
   * A sidebar beside `<main>` (and inside the mobile menu), e.g. the docs or blog sidebar: `label`
   * names the `<nav>`, `title` heads it in the mobile menu (default: the label), `json` is the
   * route of the whole tree as JSON.
   */
  sidebar?: { label: string; title?: string; items: SidebarItem[]; json?: string };
  /** Extra class on `<main>`. */
  mainClassName?: string;
  children: ReactNode;
}

/** The shell; the skip link is the first focusable element of the page. */
export function Layout({ site, route, sidebar, mainClassName, children }: LayoutProps): ReactElement {
  const hasSidebar = sidebar !== undefined && sidebar.items.length > 0;
  return (
    <>
      <a className="ssg-skip-link" href={`#${LAYOUT_IDS.main}`}>
        Skip to main content
      </a>
      {site.announcementBar !== undefined ? <AnnouncementBar bar={site.announcementBar} /> : null}
      <Navbar site={site} route={route} />
      <MobileMenu />
      <div className={cx('ssg-page', hasSidebar && 'ssg-page--with-sidebar')} data-ssg-page="">
        {hasSidebar ? (
          <div className="ssg-page__sidebar">
            {/* A disclosure on narrow screens without JavaScript (with it, the sidebar lives in
                the mobile menu); always open on wide screens (the CSS shows its content). */}
            <details className="ssg-sidebar-disclosure">
              <summary className="ssg-sidebar-disclosure__summary">{sidebar.title ?? sidebar.label}</summary>
              <Sidebar site={site} items={sidebar.items} route={route} label={sidebar.label} {...(sidebar.json !== undefined ? { json: sidebar.json } : {})} />
            </details>
          </div>
        ) : null}
        <main id={LAYOUT_IDS.main} className={cx('ssg-main', mainClassName)} data-ssg-main="" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Footer site={site} />
    </>
  );
}
