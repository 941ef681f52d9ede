// The colour-mode toggle: one button, three icons; CSS shows the one for the current choice.
import type { ReactElement } from 'react';
import type { SiteData } from '../contract/index.js';
import { colorModeToggleLabel } from '../shared/color-mode.js';
import { MoonIcon, SunIcon, SystemIcon } from './icons.js';

/** `<button data-ssg-color-toggle>`; the runtime cycles light → dark → system and updates the label. */
export function ColorModeToggle({ site }: { site: SiteData }): ReactElement {
  const label = colorModeToggleLabel(site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode);
  return (
    <button type="button" className="ssg-icon-button ssg-color-toggle" data-ssg-color-toggle="" aria-label={label} title={label}>
      <SunIcon className="ssg-color-toggle__icon ssg-color-toggle__icon--light" />
      <MoonIcon className="ssg-color-toggle__icon ssg-color-toggle__icon--dark" />
      <SystemIcon className="ssg-color-toggle__icon ssg-color-toggle__icon--system" />
    </button>
  );
}
