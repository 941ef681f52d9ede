// A post's date and name from its path in the blog folder (`2025-03-16-name.md`,
// `2025-03-16-name/index.md`, `2025/03/16/name.md`, `releases/10.16.md`), and dates written in
// front matter.

/**
 * A date in a post's path, as Docusaurus finds it: the last one, its parts joined by `-` or `/`,
 * with whatever folders come before it and the name after it (`/index.md` dropped).
 */
const DATED_PATH = /^(.*)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/s;

export interface PostFileName {
  /** The date in the file name, midnight UTC, if there is one. */
  date?: Date;
  /**
   * The slug without one in the front matter, as Docusaurus makes it: the date as a path, then
   * the folders before it and the name (`2024-01-02-hello.md` → `2024/01/02/hello`,
   * `news/2024-01-02-hello.md` → `2024/01/02/news/hello`); without a date, the path without its
   * extension (`releases/10.16.md` → `releases/10.16`, `notes/index.md` → `notes`).
   */
  slug: string;
}

/** Reads the date and name from a post's path relative to the blog folder. */
export function parsePostFileName(relativePath: string): PostFileName {
  const match = DATED_PATH.exec(relativePath);
  const date = match ? utcDate(match[2], match[3], match[4]) : undefined;
  if (!match || !date) return { slug: relativePath.replace(/(?:\/index)?\.mdx?$/, '') };
  const [, folders = '', year, month, day, name = ''] = match;
  return { date, slug: `${year}/${month}/${day}/${folders}${name}`.replace(/\/+$/, '') };
}

/**
 * A YAML 1.1 timestamp, as js-yaml (Docusaurus's YAML reader) takes one: month, day and hour of
 * one or two digits, `T` or spaces between date and time, seconds, an optional fraction and zone
 * (`2015-02-15 9:18:00`, `2023-2-07T00:00:00.000Z`, `2015-11-3 10:30:00 +01:00`); UTC without a zone.
 */
const TIMESTAMP = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d*))?(?:[ \t]*(Z|([-+])(\d{1,2})(?::(\d{2}))?))?$/;

function timestamp(text: string): Date | undefined {
  const match = TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction = '', zone, sign, zoneHours = '0', zoneMinutes = '0'] = match;
  const date = utcDate(year, month, day);
  if (!date || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const offset = zone === undefined || zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes));
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  return new Date(date.getTime() + ((Number(hour) * 60 + Number(minute) - offset) * 60 + Number(second)) * 1000 + ms);
}

/**
 * Reads a front-matter date: `2025-03-16`, an ISO date-time, a YAML timestamp (`2015-02-15 9:18:00`),
 * or a `Date` (from YAML engines that make them). Returns undefined when the value is not a valid date.
 */
export function parseFrontMatterDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (day) return utcDate(day[1], day[2], day[3]);
  const stamped = timestamp(value.trim());
  if (stamped) return stamped;
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value.trim())) return undefined;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function utcDate(year = '', month = '', day = ''): Date | undefined {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Rejects impossible days such as 2025-02-30, which Date would roll over into March.
  const valid = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return valid ? date : undefined;
}
