// Island: the colour-mode toggle. One button, three icons (CSS shows the one for the current
// choice); a click cycles light → dark → system through the shell, which stores and applies it.
// The stored choice is read in an effect, never during render: the server cannot know it, and a
// label rendered from it would mismatch silently on hydration.
import { useEffect, useState, type ReactElement } from 'react';
import { MoonIcon, SunIcon, SystemIcon } from '../components/icons.js';
import { colorModeToggleLabel, isColorModeChoice, nextColorModeChoice } from '../shared/color-mode.js';
import { DATA_ATTRIBUTES, SHELL_EVENTS, type ColorModeChoice } from '../shared/runtime-contract.js';
import { shellApi } from './shell.js';

export interface ColorModeToggleProps {
  /** The site's default choice: what the server renders the label for. */
  initial: ColorModeChoice;
}

function appliedChoice(fallback: ColorModeChoice): ColorModeChoice {
  const value = document.documentElement.getAttribute(DATA_ATTRIBUTES.colorModeChoice);
  return isColorModeChoice(value) ? value : fallback;
}

/** `<button data-ssg-color-toggle>` naming the current mode and the next one. */
export default function ColorModeToggle({ initial }: ColorModeToggleProps): ReactElement {
  const [choice, setChoice] = useState(initial);
  useEffect(() => {
    const sync = (): void => setChoice(appliedChoice(initial));
    sync();
    document.addEventListener(SHELL_EVENTS.colorMode, sync);
    return () => document.removeEventListener(SHELL_EVENTS.colorMode, sync);
  }, [initial]);
  const label = colorModeToggleLabel(choice);
  return (
    <button
      type="button"
      className="ssg-icon-button ssg-color-toggle"
      data-ssg-color-toggle=""
      aria-label={label}
      title={label}
      onClick={() => shellApi()?.setColorMode(nextColorModeChoice(appliedChoice(initial)))}
    >
      <SunIcon className="ssg-color-toggle__icon ssg-color-toggle__icon--light" />
      <MoonIcon className="ssg-color-toggle__icon ssg-color-toggle__icon--dark" />
      <SystemIcon className="ssg-color-toggle__icon ssg-color-toggle__icon--system" />
    </button>
  );
}
