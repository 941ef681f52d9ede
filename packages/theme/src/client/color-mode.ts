// Colour mode in the browser: applies a choice (`data-theme`, `data-color-mode-choice` on
// `<html>`; the head script did it before first paint), stores it, follows the operating system
// while the choice is `system`, follows other tabs (the `storage` event), and keeps the toggle's
// label right even before its island hydrates.
import { colorModeToggleLabel, isColorModeChoice, resolveColorMode } from '../shared/color-mode.js';
import { DATA_ATTRIBUTES as A, SHELL_EVENTS, STORAGE_KEYS, type ColorModeChoice } from '../shared/runtime-contract.js';

/** Starts following changes; returns `setColorMode(choice)`. */
export function initColorMode(): (choice: ColorModeChoice) => void {
  const html = document.documentElement;
  const dark = matchMedia('(prefers-color-scheme: dark)');
  const current = (): ColorModeChoice => {
    const value = html.getAttribute(A.colorModeChoice);
    return isColorModeChoice(value) ? value : 'light';
  };
  const labelToggles = (choice: ColorModeChoice): void => {
    const label = colorModeToggleLabel(choice);
    for (const button of document.querySelectorAll(`[${A.colorToggle}]`)) {
      button.setAttribute('aria-label', label);
      button.setAttribute('title', label);
    }
  };
  const apply = (choice: ColorModeChoice): void => {
    const theme = resolveColorMode(choice, dark.matches);
    html.setAttribute(A.theme, theme);
    html.setAttribute(A.colorModeChoice, choice);
    labelToggles(choice);
    document.dispatchEvent(new CustomEvent(SHELL_EVENTS.colorMode, { detail: { choice, theme } }));
  };
  dark.addEventListener('change', () => {
    if (current() === 'system') apply('system');
  });
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.colorMode && isColorModeChoice(event.newValue)) apply(event.newValue);
  });
  document.addEventListener(SHELL_EVENTS.afterSwap, () => labelToggles(current()));
  labelToggles(current());
  return (choice) => {
    try {
      localStorage.setItem(STORAGE_KEYS.colorMode, choice);
    } catch {
      // Storage disabled: the choice holds for this page.
    }
    apply(choice);
  };
}
