// The build's one text order, for sorting that must be stable from build to build. Not
// `localeCompare`: its first call loads ICU's collator, tens of milliseconds of a cold build.

/** Case-insensitive first ("apple" < "Banana"), then by UTF-16 code unit, so no two texts tie. */
export function compareText(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
