// Joins class names, skipping empty values.

/** `cx('a', cond && 'b', undefined)` → `'a b'` when `cond`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
