// The colour-mode toggle in the navbar: an island hydrated on the first intent.
import type { ReactElement } from 'react';
import type { SiteData } from '../contract/index.js';
import ColorModeToggleIsland from '../islands/ColorModeToggle.js';
import { Island } from '../islands/Island.js';

/** The toggle, labelled for the site's default choice until the shell reads the stored one. */
export function ColorModeToggle({ site }: { site: SiteData }): ReactElement {
  const initial = site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode;
  return <Island name="ColorModeToggle" component={ColorModeToggleIsland} props={{ initial }} strategy="intent" />;
}
