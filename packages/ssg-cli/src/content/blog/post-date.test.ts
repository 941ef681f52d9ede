import { describe, expect, it } from 'vitest';
import { parseFrontMatterDate, parsePostFileName } from './post-date.js';

describe('parsePostFileName', () => {
  it('reads the date of a dated file, and makes its slug as Docusaurus does: the date as a path, then the name', () => {
    const parsed = parsePostFileName('2025-03-16-releasing-monorepo.md');
    expect(parsed.slug).toBe('2025/03/16/releasing-monorepo');
    expect(parsed.date?.toISOString()).toBe('2025-03-16T00:00:00.000Z');
  });

  it('reads a dated folder holding index.md', () => {
    const parsed = parsePostFileName('2024-12-31-year-end/index.md');
    expect(parsed).toEqual({ slug: '2024/12/31/year-end', date: new Date(Date.UTC(2024, 11, 31)) });
  });

  it('keeps the whole path when there is no date, folders included, as Docusaurus does', () => {
    expect(parsePostFileName('hello-world.md')).toEqual({ slug: 'hello-world' });
    expect(parsePostFileName('notes/index.mdx')).toEqual({ slug: 'notes' });
    // pnpm's blog: releases/10.16.md is /blog/releases/10.16, where its posts link to it.
    expect(parsePostFileName('releases/10.16.md')).toEqual({ slug: 'releases/10.16' });
  });

  it('finds the date anywhere in the path, as Docusaurus does: folders before it go after the date', () => {
    expect(parsePostFileName('2024/01/02/hello.md')).toEqual({ slug: '2024/01/02/hello', date: new Date(Date.UTC(2024, 0, 2)) });
    expect(parsePostFileName('news/2024-01-02-hello.md')).toEqual({ slug: '2024/01/02/news/hello', date: new Date(Date.UTC(2024, 0, 2)) });
    expect(parsePostFileName('2024-1-2-short.md')).toEqual({ slug: '2024/1/2/short', date: new Date(Date.UTC(2024, 0, 2)) });
    expect(parsePostFileName('2024-01-02.md')).toEqual({ slug: '2024/01/02', date: new Date(Date.UTC(2024, 0, 2)) });
  });

  it('does not accept impossible dates', () => {
    expect(parsePostFileName('2025-02-30-nope.md')).toEqual({ slug: '2025-02-30-nope' });
  });
});

describe('parseFrontMatterDate', () => {
  it('reads a day as midnight UTC', () => {
    expect(parseFrontMatterDate('2025-03-16')?.toISOString()).toBe('2025-03-16T00:00:00.000Z');
  });

  it('reads an ISO date-time with its offset', () => {
    expect(parseFrontMatterDate('2025-03-16T10:30:00+02:00')?.toISOString()).toBe('2025-03-16T08:30:00.000Z');
  });

  it('reads YAML timestamps as js-yaml (and so Docusaurus) does: one-digit month, day and hour, a space before the time, UTC without a zone', () => {
    expect(parseFrontMatterDate('2015-02-15 9:18:00')?.toISOString()).toBe('2015-02-15T09:18:00.000Z');
    expect(parseFrontMatterDate('2015-11-3 10:30:00')?.toISOString()).toBe('2015-11-03T10:30:00.000Z');
    expect(parseFrontMatterDate('2023-2-07T00:00:00.000Z')?.toISOString()).toBe('2023-02-07T00:00:00.000Z');
    expect(parseFrontMatterDate('2001-12-14 21:59:43.10 -5')?.toISOString()).toBe('2001-12-15T02:59:43.100Z');
    expect(parseFrontMatterDate('2015-02-30 9:18:00')).toBeUndefined();
    expect(parseFrontMatterDate('2015-02-15 25:18:00')).toBeUndefined();
  });

  it('accepts Date objects from YAML engines that make them', () => {
    const date = new Date(Date.UTC(2025, 0, 1));
    expect(parseFrontMatterDate(date)).toBe(date);
  });

  it('rejects text that is not a date', () => {
    expect(parseFrontMatterDate('next tuesday')).toBeUndefined();
    expect(parseFrontMatterDate('2025-13-01')).toBeUndefined();
    expect(parseFrontMatterDate(20250316)).toBeUndefined();
  });
});
