// Tabs (the ARIA tabs pattern): the ids tying each tab to its panel, and which tab a key moves to.

/** The id of a tab (`<id>-tab-<n>`) and of its panel (`<id>-panel-<n>`). */
export function tabIds(id: string, index: number): { tab: string; panel: string } {
  return { tab: `${id}-tab-${index}`, panel: `${id}-panel-${index}` };
}

/**
 * The tab a key moves to from `current` among `count` tabs of a horizontal tab list: the left and
 * right arrows step and wrap around, Home and End go to the first and last; undefined for any
 * other key (up and down keep scrolling the page).
 */
export function tabForKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
