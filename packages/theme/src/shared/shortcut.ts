// Keyboard shortcuts of island buttons (Ctrl + letter, or ⌘ + letter on a Mac, and `/` outside a
// text field, as on most documentation sites for search): the shell presses the button whose
// `data-ssg-shortcut` lists the key (hydrating its island first when needed). The inline shell loader, which holds the
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
  /** Where the key was pressed: `/` typed into a text field is text, not a shortcut. */
  target?: unknown;
}

/**
 * The letter (lower case) of a Ctrl+letter or ⌘+letter press, `/` for a slash typed outside a text
 * field (Shift allowed: some layouts need it), else undefined. Keyboard layouts without Latin
 * letters report the letter of the key's position (`KeyK`), as shortcuts expect.
 */
export function shortcutKey(event: ShortcutEvent): string | undefined {
  if (event.key === '/') {
    const target = event.target as { tagName?: unknown; isContentEditable?: unknown } | null | undefined;
    const typing = target != null && (target.isContentEditable === true || /^(?:INPUT|TEXTAREA|SELECT)$/.test(String(target.tagName)));
    return event.ctrlKey || event.metaKey || event.altKey || event.isComposing === true || typing ? undefined : '/';
  }
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.isComposing === true) return undefined;
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  const position = /^Key([A-Z])$/.exec(event.code ?? '');
  return position && !/^[\x20-\x7e]$/.test(event.key) ? position[1]!.toLowerCase() : undefined;
}
