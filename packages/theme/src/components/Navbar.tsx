// The top navbar: brand, left and right items, colour-mode toggle, and the mobile-menu button.
import type { ReactElement } from 'react';
import type { SiteData } from '../contract/index.js';
import { splitNavItems } from '../lib/navbar.js';
import { withBase } from '../lib/url.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { MenuIcon } from './icons.js';
import { LogoMark } from './LogoMark.js';
import { NavLinks } from './NavLinks.js';

/** Id of the mobile menu, referenced by the hamburger's `aria-controls`. */
export const MOBILE_MENU_ID = 'ssg-mobile-menu';

/** The site logo: the configured image, or the theme's own mark. */
export function Brand({ site, className }: { site: SiteData; className: string }): ReactElement {
  const logo = site.navbar.logo;
  return (
    <a className={className} href={withBase(site, '/')}>
      {logo !== undefined ? (
        <img className="ssg-brand__logo" src={withBase(site, logo.src)} alt={logo.alt} width={32} height={32} />
      ) : (
        <LogoMark className="ssg-brand__logo" />
      )}
      <span className="ssg-brand__title">{site.navbar.title}</span>
    </a>
  );
}

/** `<header>` with the main `<nav>`; at ≤ 996 px the items move into the mobile menu. */
export function Navbar({ site, route }: { site: SiteData; route: string }): ReactElement {
  const { left, right } = splitNavItems(site.navbar.items);
  return (
    <header className="ssg-navbar">
      <nav className="ssg-navbar__inner" aria-label="Main">
        <button
          type="button"
          className="ssg-icon-button ssg-navbar__menu-button"
          data-ssg-menu-toggle=""
          aria-controls={MOBILE_MENU_ID}
          aria-expanded="false"
          aria-label="Open the navigation menu"
        >
          <MenuIcon />
        </button>
        <Brand site={site} className="ssg-brand ssg-navbar__brand" />
        <NavLinks site={site} items={left} route={route} className="ssg-nav-links ssg-navbar__items ssg-navbar__items--left" />
        <div className="ssg-navbar__end">
          <NavLinks site={site} items={right} route={route} className="ssg-nav-links ssg-navbar__items ssg-navbar__items--right" />
          <ColorModeToggle site={site} />
        </div>
      </nav>
    </header>
  );
}
