// The top navbar: brand, left and right items, the search button, the colour-mode toggle and the
// mobile-menu button (islands, hydrated on the first intent).
import type { ReactElement } from 'react';
import type { SiteData } from '../contract/index.js';
import { Island } from '../islands/Island.js';
import MobileMenuIsland from '../islands/MobileMenu.js';
import { splitNavItems } from '../lib/navbar.js';
import { Brand } from './Brand.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { NavLinks } from './NavLinks.js';
import { SearchButton } from './SearchButton.js';

/** `<header data-ssg-navbar>` with the main `<nav>`; at ≤ 996 px the items move into the mobile menu. */
export function Navbar({ site, route }: { site: SiteData; route: string }): ReactElement {
  const { left, right } = splitNavItems(site.navbar.items);
  const brandSite = { baseUrl: site.baseUrl, navbar: { title: site.navbar.title, ...(site.navbar.logo ? { logo: site.navbar.logo } : {}) } };
  return (
    <header className="ssg-navbar" data-ssg-navbar="">
      <nav className="ssg-navbar__inner" aria-label="Main">
        <Island name="MobileMenu" component={MobileMenuIsland} props={{ site: brandSite, items: site.navbar.items, route }} strategy="intent" />
        <Brand site={site} className="ssg-brand ssg-navbar__brand" />
        <NavLinks site={site} items={left} route={route} className="ssg-nav-links ssg-navbar__items ssg-navbar__items--left" />
        <div className="ssg-navbar__end">
          <SearchButton site={site} />
          <NavLinks site={site} items={right} route={route} className="ssg-nav-links ssg-navbar__items ssg-navbar__items--right" />
          <ColorModeToggle site={site} />
        </div>
      </nav>
    </header>
  );
}
