// The navbar's search button: the Search island, hydrated on the first intent (or by its Ctrl K /
// ⌘ K shortcut, which the shell catches from the first frame). Hidden without JavaScript.
import type { ReactElement } from 'react';
import type { SiteData } from '../contract/index.js';
import { Island } from '../islands/Island.js';
import SearchIsland from '../islands/Search.js';

/** The button (and, once opened, the search dialog). */
export function SearchButton({ site }: { site: Pick<SiteData, 'baseUrl'> }): ReactElement {
  return <Island name="Search" component={SearchIsland} props={{ base: site.baseUrl }} strategy="intent" />;
}
