// The mobile menu's dialog element (≤ 996 px): empty and hidden in the HTML; the MobileMenu island
// (the hamburger in the navbar) renders the panel into it while it is open.
import type { ReactElement } from 'react';
import { LAYOUT_IDS } from '../shared/runtime-contract.js';

/** `<div role="dialog" aria-modal="true" hidden>`, filled by the island. */
export function MobileMenu(): ReactElement {
  return <div id={LAYOUT_IDS.mobileMenu} className="ssg-mobile-menu" data-ssg-mobile-menu="" role="dialog" aria-modal="true" aria-label="Navigation menu" hidden />;
}
