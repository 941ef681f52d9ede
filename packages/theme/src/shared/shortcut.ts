// Keyboard shortcuts of island buttons (Ctrl + letter, or ⌘ + letter on a Mac): the shell presses
// the button (hydrating its island first when needed). The inline shell loader, which holds the
// presses made before the shell runs, repeats this test in a few bytes of its own; its tests run
// the same cases through both.

/** What a shortcut test reads of a `KeyboardEvent`. */
export interface ShortcutEvent {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}

/**
 * The letter (lower case) of a Ctrl+letter or ⌘+letter press, else undefined. Keyboard layouts
 * without Latin letters report the letter of the key's position (`KeyK`), as shortcuts expect.
 */
export function shortcutKey(event: ShortcutEvent): string | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.isComposing === true) return undefined;
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  const position = /^Key([A-Z])$/.exec(event.code ?? '');
  return position && !/^[\x20-\x7e]$/.test(event.key) ? position[1]!.toLowerCase() : undefined;
}
