import { describe, expect, it } from 'vitest';
import { formatPostDate, pagePosition, postCountLabel, readingTimeLabel, taggedHeading, yearId } from './blog-format.js';

describe('blog text helpers', () => {
  it('formats post dates in UTC, the same for every reader', () => {
    expect(formatPostDate('2025-03-16T00:00:00.000Z')).toBe('March 16, 2025');
    expect(formatPostDate('2024-12-31T23:30:00.000Z')).toBe('December 31, 2024');
    expect(formatPostDate('not a date')).toBe('not a date');
  });

  it('labels reading time, counts and page positions', () => {
    expect(readingTimeLabel(7)).toBe('7 min read');
    expect(readingTimeLabel(0)).toBe('1 min read');
    expect(postCountLabel(1)).toBe('1 post');
    expect(postCountLabel(0)).toBe('0 posts');
    expect(taggedHeading(2, 'Python')).toBe('2 posts tagged with “Python”');
    expect(pagePosition(2, 3)).toBe('Page 2 of 3');
    expect(pagePosition(1, 1)).toBeUndefined();
  });

  it('makes ids safe for any year label', () => {
    expect(yearId('ssg-blog-archive', '2025')).toBe('ssg-blog-archive-2025');
    expect(yearId('x', '20 25!')).toBe('x-2025');
  });
});
