// The announcement bar's Close button. Shell code rather than an island: the bar is on every page
// and its one action needs no React. Closing stores the bar's id and marks `<html>`, so the CSS
// hides the bar now and the head script hides it before first paint on later pages; a bar with
// another id shows again.
import { DATA_ATTRIBUTES as A, LAYOUT_IDS, STORAGE_KEYS } from '../shared/runtime-contract.js';

/** Closes the announcement bar when its Close button is pressed (click, tap, Enter or Space). */
export function initAnnouncementBar(): void {
  document.addEventListener('click', (event) => {
    const bar = (event.target as Element).closest?.(`[${A.announcementClose}]`)?.closest(`[${A.announcement}]`);
    if (!bar) return;
    try {
      localStorage.setItem(STORAGE_KEYS.announcementDismissed, bar.getAttribute(A.announcement) ?? '');
    } catch {
      // Storage disabled: the bar is hidden for this page only.
    }
    document.documentElement.setAttribute(A.announcementDismissed, '');
    // The focused button is hidden with the bar: focus goes on to the page's content.
    document.getElementById(LAYOUT_IDS.main)?.focus({ preventScroll: true });
  });
}
