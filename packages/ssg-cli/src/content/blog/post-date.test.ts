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

  it('keeps the whole name when there is no date', () => {
    expect(parsePostFileName('hello-world.md')).toEqual({ slug: 'hello-world' });
    expect(parsePostFileName('notes/index.mdx')).toEqual({ slug: 'notes' });
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
