// The mobile menu (≤ 996 px): a panel with the navbar items and, on docs pages, a place for the docs sidebar.
// Hidden until the runtime opens it; closes on navigation, Escape and a click on the backdrop.
import type { ReactElement } from 'react';
import type { SidebarItem, SiteData } from '../contract/index.js';
import { CloseIcon } from './icons.js';
import { Brand, MOBILE_MENU_ID } from './Navbar.js';
import { NavLinks } from './NavLinks.js';

export interface MobileMenuProps {
  site: SiteData;
  route: string;
  sidebar?: { label: string; title?: string; items: SidebarItem[] };
}

/** `<nav data-ssg-mobile-menu hidden>` with its backdrop. */
export function MobileMenu({ site, route, sidebar }: MobileMenuProps): ReactElement {
  return (
    <nav id={MOBILE_MENU_ID} className="ssg-mobile-menu" data-ssg-mobile-menu="" aria-label="Menu" hidden>
      <div className="ssg-mobile-menu__backdrop" data-ssg-menu-backdrop="" />
      <div className="ssg-mobile-menu__panel">
        <div className="ssg-mobile-menu__header">
          <Brand site={site} className="ssg-brand ssg-mobile-menu__brand" />
          <button type="button" className="ssg-icon-button" data-ssg-menu-close="" aria-label="Close the navigation menu">
            <CloseIcon />
          </button>
        </div>
        <NavLinks site={site} items={site.navbar.items} route={route} className="ssg-nav-links ssg-mobile-menu__items" />
        {sidebar !== undefined && sidebar.items.length > 0 ? (
          <div className="ssg-mobile-menu__sidebar">
            <p className="ssg-mobile-menu__heading">{sidebar.title ?? sidebar.label}</p>
            {/* The page's one sidebar list moves in here while the menu is open (the runtime does
                it): a second copy would double every docs page for the sake of one panel. */}
            <div className="ssg-sidebar ssg-sidebar--mobile" data-ssg-mobile-sidebar="" />
          </div>
        ) : null}
      </div>
    </nav>
  );
}
