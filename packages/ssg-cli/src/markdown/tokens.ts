// Reads space-separated hast properties (`className`, `rel`), which may be a list or a string.

/** The property as a list of tokens (`'a b'` and `['a', 'b']` both give `['a', 'b']`). */
export function tokens(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/** True when the property holds `token`; most elements have no class, and no list is made for them. */
export function hasToken(value: unknown, token: string): boolean {
  return value !== undefined && tokens(value).includes(token);
}
