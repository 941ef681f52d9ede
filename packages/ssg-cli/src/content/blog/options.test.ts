import { describe, expect, it } from 'vitest';
import { defaultBlogOptions, resolveBlogOptions } from './options.js';

describe('resolveBlogOptions', () => {
  it('gives the documented defaults', () => {
    expect(resolveBlogOptions()).toEqual({
      path: 'blog',
      routeBasePath: 'blog',
      postsPerPage: 10,
      readingTimeWordsPerMinute: 200,
      blogTitle: 'Blog',
      blogDescription: 'Blog',
      blogSidebarCount: 'ALL',
      blogSidebarTitle: 'All posts',
      onInlineTags: 'warn',
      onInlineAuthors: 'warn',
      onUntruncatedBlogPosts: 'warn',
      feed: { types: ['rss', 'atom'], limit: 20 },
    });
  });

  it('keeps what the config sets, including part of the feed options', () => {
    const options = resolveBlogOptions({ postsPerPage: 5, onInlineTags: 'throw', feed: { copyright: '© 2025', types: ['rss'] } });
    expect(options.postsPerPage).toBe(5);
    expect(options.onInlineTags).toBe('throw');
    expect(options.feed).toEqual({ types: ['rss'], limit: 20, copyright: '© 2025' });
  });

  it('treats undefined values as unset and never changes the defaults object', () => {
    expect(resolveBlogOptions({ blogTitle: undefined, feed: { title: undefined } })).toEqual(defaultBlogOptions);
    expect(defaultBlogOptions.feed).toEqual({ types: ['rss', 'atom'], limit: 20 });
  });
});
