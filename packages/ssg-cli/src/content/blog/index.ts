// Public entry of the blog loader.
export { blogRouteOf, loadBlog, scanBlog, type LoadBlogInput, type LoadedBlog, type ScanBlogInput, type ScannedBlog } from './load-blog.js';
export {
  defaultBlogOptions,
  resolveBlogOptions,
  type BlogFeedOptions,
  type BlogOptions,
  type BlogOptionsInput,
  type FeedType,
  type RuleLevel,
} from './options.js';
export { feedLinks, type FeedSite } from './feeds.js';
export type { ScannedPost } from './scan-post.js';
