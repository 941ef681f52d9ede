// A post's date and name from its file name (`2025-03-16-name.md` or
// `2025-03-16-name/index.md`), and dates written in front matter.

const DATED_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/s;

export interface PostFileName {
  /** The date in the file name, midnight UTC, if there is one. */
  date?: Date;
  /**
   * The slug without one in the front matter: as Docusaurus makes it, the file name's date as a
   * path before the name (`2024-01-02-hello.md` → `2024/01/02/hello`), else the name.
   */
  slug: string;
}

/** Reads the date and name from a post's path relative to the blog folder. */
export function parsePostFileName(relativePath: string): PostFileName {
  const parts = relativePath.split('/');
  const last = parts.at(-1) ?? '';
  const isIndex = /^index\.mdx?$/.test(last) && parts.length > 1;
  const base = isIndex ? (parts.at(-2) ?? '') : last.replace(/\.mdx?$/, '');
  const match = DATED_NAME.exec(base);
  const date = match ? utcDate(match[1], match[2], match[3]) : undefined;
  if (!match || !date) return { slug: base };
  return { date, slug: `${match[1]}/${match[2]}/${match[3]}/${match[4] ?? base}` };
}

/**
 * Reads a front-matter date: `2025-03-16`, a full ISO date-time, or a `Date` (from YAML
 * engines that make them). Returns undefined when the value is not a valid date.
 */
export function parseFrontMatterDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (day) return utcDate(day[1], day[2], day[3]);
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
