// Keyboard shortcuts of island buttons (Ctrl + letter, or ⌘ + letter on a Mac), shared by the
// shell, which presses the button before its island has hydrated, and the islands themselves. The
// inline shell loader repeats this test in a few bytes of its own (its tests run the same cases).

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
