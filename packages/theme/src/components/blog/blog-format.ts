// Text the blog shows around posts: dates, reading time, counts, page positions.

// English month names written out: an Intl.DateTimeFormat would load ICU's locale data, tens of
// milliseconds of every build's start-up for one date format.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2025-03-16T00:00:00.000Z` → "March 16, 2025" (in UTC, so every build and reader agree). */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "5 min read". */
export function readingTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

/** "1 post", "3 posts". */
export function postCountLabel(count: number): string {
  return count === 1 ? '1 post' : `${count} posts`;
}

/** `1 post tagged with "Python"` for the heading of a tag page. */
export function taggedHeading(count: number, label: string): string {
  return `${postCountLabel(count)} tagged with “${label}”`;
}

/** "Page 2 of 3", or undefined when there is a single page. */
export function pagePosition(page: number, totalPages: number): string | undefined {
  return totalPages > 1 ? `Page ${page} of ${totalPages}` : undefined;
}

/** A stable id fragment for a year group (`ssg-blog-year-2025`), unique per list. */
export function yearId(prefix: string, year: string): string {
  return `${prefix}-${year.replace(/[^\w-]/g, '')}`;
}
