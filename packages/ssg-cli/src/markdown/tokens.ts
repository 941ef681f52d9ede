// Reads space-separated hast properties (`className`, `rel`), which may be a list or a string.

/** The property as a list of tokens (`'a b'` and `['a', 'b']` both give `['a', 'b']`). */
export function tokens(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/**
 * True when the property holds `token`. No list is made: most elements have no class, and a list
 * (hast's usual form) is searched as it is.
 */
export function hasToken(value: unknown, token: string): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.some((item) => String(item) === token);
  return tokens(value).includes(token);
}
