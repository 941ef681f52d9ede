// The blog's options as the site config gives them, and their defaults.

/** How a blog rule reacts: fail the build, warn, or say nothing. */
export type RuleLevel = 'throw' | 'warn' | 'ignore';

export type FeedType = 'rss' | 'atom';

export interface BlogFeedOptions {
  /** Feeds to write; an empty list writes none. */
  types: FeedType[];
  /** Defaults to "<site title> Blog". */
  title?: string;
  /** Defaults to the blog description. */
  description?: string;
  copyright?: string;
  /** How many of the newest posts each feed carries. */
  limit: number;
}

export interface BlogOptions {
  /** Folder of the posts, relative to the site directory. */
  path: string;
  /** First route segment of every blog page (`blog` → `/blog/…`). */
  routeBasePath: string;
  postsPerPage: number;
  readingTimeWordsPerMinute: number;
  blogTitle: string;
  blogDescription: string;
  /** Posts listed in the sidebar: every post, a number of the newest, or 0 for no sidebar. */
  blogSidebarCount: 'ALL' | number;
  blogSidebarTitle: string;
  /** A post uses a tag that `tags.yml` does not define. */
  onInlineTags: RuleLevel;
  /** A post describes an author inline instead of naming a key of `authors.yml`. */
  onInlineAuthors: RuleLevel;
  /** A post has no `<!-- truncate -->` marker, so lists show all of it. */
  onUntruncatedBlogPosts: RuleLevel;
  feed: BlogFeedOptions;
}

/** Options as written in the config: every key optional, `feed` partial too. */
export type BlogOptionsInput = Partial<Omit<BlogOptions, 'feed'>> & { feed?: Partial<BlogFeedOptions> };

export const defaultBlogOptions: BlogOptions = {
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
};

/** Fills in the defaults for every option the config leaves out. */
export function resolveBlogOptions(input: BlogOptionsInput = {}): BlogOptions {
  const { feed, ...rest } = input;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const definedFeed = Object.fromEntries(Object.entries(feed ?? {}).filter(([, value]) => value !== undefined));
  return {
    ...defaultBlogOptions,
    ...defined,
    feed: { ...defaultBlogOptions.feed, ...definedFeed },
  };
}
