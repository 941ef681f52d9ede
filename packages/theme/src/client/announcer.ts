// An assertive live region that announces the new page's title after a client-side navigation (as
// a full page load would be announced by a screen reader, at once).

/** Returns `announce(text)`; the region is created on first use. */
export function createAnnouncer(): (text: string) => void {
  let region: HTMLElement | undefined;
  return (text) => {
    if (!region) {
      region = document.createElement('div');
      region.className = 'ssg-visually-hidden';
      region.setAttribute('aria-live', 'assertive');
      region.setAttribute('aria-atomic', 'true');
      region.setAttribute('data-ssg-announcer', '');
      document.body.appendChild(region);
    }
    region.textContent = '';
    const target = region;
    // A change after a frame is announced even when the text repeats.
    requestAnimationFrame(() => {
      target.textContent = text;
    });
  };
}
