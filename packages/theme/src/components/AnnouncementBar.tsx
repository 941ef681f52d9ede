// The announcement bar: configured content and colours; closeable bars are an island. A dismissed
// bar is hidden before first paint by the head script (`html[data-announcement-dismissed]`).
import type { ReactElement } from 'react';
import type { AnnouncementBar as AnnouncementBarData } from '../contract/index.js';
import AnnouncementBarIsland from '../islands/AnnouncementBar.js';
import { Island } from '../islands/Island.js';

/** The bar; an island (hydrated on the first intent) when it can be closed. */
export function AnnouncementBar({ bar }: { bar: AnnouncementBarData }): ReactElement {
  return bar.isCloseable ? <Island name="AnnouncementBar" component={AnnouncementBarIsland} props={{ bar }} strategy="intent" /> : <AnnouncementBarIsland bar={bar} />;
}
