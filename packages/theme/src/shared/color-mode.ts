// Colour-mode choices shared by the toggle markup and the browser runtime.
import { COLOR_MODE_CHOICES, type ColorModeChoice } from './runtime-contract.js';

/** The choice after `choice` in the cycle light → dark → system → light. */
export function nextColorModeChoice(choice: ColorModeChoice): ColorModeChoice {
  const index = COLOR_MODE_CHOICES.indexOf(choice);
  return COLOR_MODE_CHOICES[(index + 1) % COLOR_MODE_CHOICES.length]!;
}

/** True for a valid stored choice. */
export function isColorModeChoice(value: unknown): value is ColorModeChoice {
  return typeof value === 'string' && (COLOR_MODE_CHOICES as readonly string[]).includes(value);
}

/** The toggle's accessible name, naming the next choice and the current one: "Switch to dark mode (currently light)". */
export function colorModeToggleLabel(choice: ColorModeChoice): string {
  return `Switch to ${nextColorModeChoice(choice)} mode (currently ${choice})`;
}

/** The mode a choice shows: `system` follows the operating system's preference. */
export function resolveColorMode(choice: ColorModeChoice, prefersDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
}
