// Island: the mobile menu (≤ 996 px). The hamburger button lives in the navbar; the panel is
// portalled into the empty dialog element the layout renders (`#ssg-mobile-menu`) only while
// open: the navbar items and, on pages with a sidebar, the page's sidebar moved in. Focus is
// trapped inside, the rest of the page is inert and does not scroll; Escape, the backdrop, the
// close button, a link and any navigation close it, and focus returns to the hamburger.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { Brand, type BrandSite } from '../components/Brand.js';
import { CloseIcon, MenuIcon } from '../components/icons.js';
import { NavLinks } from '../components/NavLinks.js';
import type { NavItem } from '../contract/index.js';
import { DATA_ATTRIBUTES, LAYOUT_IDS, SHELL_EVENTS } from '../shared/runtime-contract.js';
import { hostSidebar, inertOthers, trapTarget, type HostedSidebar } from './menu-dom.js';
import { useRoute } from './shell.js';

/** On `<html>` while the menu is open: the page does not scroll. */
const OPEN_ATTRIBUTE = 'data-ssg-menu-open';
const WIDE = '(min-width: 997px)';

export interface MobileMenuProps {
  site: BrandSite;
  items: NavItem[];
  route: string;
}

/** The hamburger button and, while open, the menu panel. */
export default function MobileMenu({ site, items, route: initialRoute }: MobileMenuProps): ReactElement {
  const route = useRoute(initialRoute);
  const [open, setOpen] = useState(false);
  const [sidebarTitle, setSidebarTitle] = useState<string | undefined>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);
  /** Whether closing puts focus back on the hamburger (not when a navigation closed the menu). */
  const returnFocus = useRef(true);
  const slot = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const hosted = useRef<HostedSidebar | undefined>(undefined);
  const [container, setContainer] = useState<HTMLElement | null>(null);

  useEffect(() => setContainer(document.getElementById(LAYOUT_IDS.mobileMenu)), []);

  const releaseSidebar = useCallback(() => {
    hosted.current?.restore();
    hosted.current = undefined;
  }, []);
  const close = useCallback(() => {
    releaseSidebar();
    setOpen(false);
  }, [releaseSidebar]);

  // While open: show the dialog, lock the page, host the sidebar, focus the close button.
  useLayoutEffect(() => {
    if (!open || container === null) return undefined;
    returnFocus.current = true;
    container.hidden = false;
    document.documentElement.setAttribute(OPEN_ATTRIBUTE, '');
    const undoInert = inertOthers(container);
    if (slot.current !== null) {
      hosted.current = hostSidebar(slot.current);
      setSidebarTitle(hosted.current?.title);
    }
    closeButton.current?.focus();
    return () => {
      releaseSidebar();
      undoInert();
      document.documentElement.removeAttribute(OPEN_ATTRIBUTE);
      container.hidden = true;
      // Closed by a navigation (back, forward), the page shown takes focus, not the hamburger: the
      // shell's own focus on it came while the menu kept the page inert.
      if (returnFocus.current) toggle.current?.focus({ preventScroll: true });
      else document.querySelector<HTMLElement>(`[${DATA_ATTRIBUTES.main}]`)?.focus({ preventScroll: true });
    };
  }, [open, container, releaseSidebar]);

  // Navigation and wide screens close the menu; a hot refresh keeps it open with the new sidebar.
  useEffect(() => {
    if (!open) return undefined;
    const wide = matchMedia(WIDE);
    const onWide = (): void => {
      if (wide.matches) close();
    };
    const beforeSwap = (event: Event): void => {
      releaseSidebar();
      if ((event as CustomEvent<{ refresh?: boolean }>).detail?.refresh) return;
      returnFocus.current = false;
      setOpen(false);
    };
    const afterSwap = (): void => {
      if (slot.current !== null && hosted.current === undefined) hosted.current = hostSidebar(slot.current);
    };
    wide.addEventListener('change', onWide);
    document.addEventListener(SHELL_EVENTS.beforeSwap, beforeSwap);
    document.addEventListener(SHELL_EVENTS.afterSwap, afterSwap);
    return () => {
      wide.removeEventListener('change', onWide);
      document.removeEventListener(SHELL_EVENTS.beforeSwap, beforeSwap);
      document.removeEventListener(SHELL_EVENTS.afterSwap, afterSwap);
    };
  }, [open, close, releaseSidebar]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      const target = trapTarget(event.currentTarget, document.activeElement, event.shiftKey);
      if (target !== undefined) {
        event.preventDefault();
        target.focus();
      }
    }
  };

  const panel = (
    <>
      <div className="ssg-mobile-menu__backdrop" data-ssg-menu-backdrop="" onClick={close} />
      <div
        className="ssg-mobile-menu__panel"
        onKeyDown={onKeyDown}
        onClick={(event) => {
          if ((event.target as Element).closest('a[href]') !== null) close();
        }}
      >
        <div className="ssg-mobile-menu__header">
          <Brand site={site} className="ssg-brand ssg-mobile-menu__brand" />
          <button ref={closeButton} type="button" className="ssg-icon-button" data-ssg-menu-close="" aria-label="Close the navigation menu" onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <NavLinks site={site} items={items} route={route} className="ssg-nav-links ssg-mobile-menu__items" />
        <div className="ssg-mobile-menu__sidebar" hidden={sidebarTitle === undefined}>
          {sidebarTitle ? <p className="ssg-mobile-menu__heading">{sidebarTitle}</p> : null}
          <div ref={slot} className="ssg-sidebar ssg-sidebar--mobile" data-ssg-mobile-sidebar="" />
        </div>
      </div>
    </>
  );

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="ssg-icon-button ssg-navbar__menu-button"
        data-ssg-menu-toggle=""
        aria-controls={LAYOUT_IDS.mobileMenu}
        aria-expanded={open ? 'true' : 'false'}
        aria-label="Open the navigation menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open && container !== null ? createPortal(panel, container) : null}
    </>
  );
}
