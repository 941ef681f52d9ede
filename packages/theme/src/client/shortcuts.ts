// Keyboard shortcuts of island buttons: Ctrl (⌘ on a Mac) + a letter a button's
// `data-ssg-shortcut` lists (or `/`, outside a text field, when it lists `/`) presses the button, hydrating its island first when it has not hydrated yet
// (presses made before the shell ran were held by the inline loader and are replayed by the shell).
import { DATA_ATTRIBUTES as A, ISLAND_TAG } from '../shared/runtime-contract.js';
import { shortcutKey } from '../shared/shortcut.js';
import type { IslandHost } from './islands.js';

/** The button whose shortcut `event` is, unless something else already took the press. */
function shortcutButton(event: KeyboardEvent): Element | undefined {
  if (event.defaultPrevented) return undefined;
  const key = shortcutKey(event);
  const button = key ? document.querySelector(`${ISLAND_TAG} [${A.shortcut}~="${key}"]`) : null;
  // A button behind an open modal (the mobile menu) cannot be pressed.
  return button && !button.closest('[inert]') ? button : undefined;
}

export function initShortcuts(islands: IslandHost): void {
  document.addEventListener('keydown', (event) => {
    const button = shortcutButton(event);
    if (!button) return;
    event.preventDefault();
    islands.replayClick(button);
  });
}
