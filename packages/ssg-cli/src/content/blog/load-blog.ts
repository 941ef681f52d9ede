// The blog loader: posts from the blog folder, authors and tags from its YAML files, and from
// them every blog page (posts, lists, archive, authors, tags) plus the feeds.
import { readFile, stat } from 'node:fs/promises';
import { decodeText, folderExists, readTextFile } from '../read-text.js';
import path from 'node:path';
import type { FeedLinks } from '@ssg/theme/contract';
import { combineUserErrors } from '../../report/combine-errors.js';
import { DiagnosticSink, UserError } from '../../report/diagnostics.js';
import type { RenderMarkdown } from '../../markdown/types.js';
import type { ExtraFile, PageRecord } from '../types.js';
import { parseAuthorsFile } from './authors.js';
import { buildFeeds, type FeedSite } from './feeds.js';
import { findPostFiles } from './find-posts.js';
import type { BlogOptions } from './options.js';
import { archivePage, listPages, postPages, type BlogPagesInput } from './post-pages.js';
import { blogSidebar, compareNewestFirst } from './post-views.js';
import { renderPost } from './render-post.js';
import { scanPost, type ScannedPost } from './scan-post.js';
import { parseTagsFile } from './tags.js';
import { authorPages, tagPages } from './taxonomy-pages.js';

export interface ScanBlogInput {
  /** The site folder. */
  root: string;
  options: BlogOptions;
  /** Keep posts marked `draft: true` (development); false for production builds. */
  includeDrafts: boolean;
  diagnostics: DiagnosticSink;
}

/** The posts found (none when the site has no blog folder), with their routes. */
export interface ScannedBlog {
  posts: ScannedPost[];
  /** The blog folder exists. */
  found: boolean;
}

export interface LoadBlogInput extends ScanBlogInput {
  site: FeedSite;
  renderMarkdown: RenderMarkdown;
  /** From an earlier `scanBlog` (e.g. to know post routes before rendering); scanned here if absent. */
  scanned?: ScannedBlog;
}

export interface LoadedBlog {
  pages: PageRecord[];
  files: ExtraFile[];
  /** Feed routes for `site.feeds`; undefined when no feeds are written. */
  feeds: FeedLinks | undefined;
}

/** `/blog` for `routeBasePath: 'blog'`. */
export function blogRouteOf(options: BlogOptions): string {
  return `/${options.routeBasePath.replace(/^\/+|\/+$/g, '')}`;
}

/** Finds the posts and reads their front matter (routes, dates, drafts). */
export async function scanBlog({ root, options, includeDrafts, diagnostics }: ScanBlogInput): Promise<ScannedBlog> {
  const blogDir = path.join(root, options.path);
  const found = await folderExists(blogDir, options.path);
  const relPaths = found ? await findPostFiles(blogDir) : [];
  const blogRoute = blogRouteOf(options);
  const texts = await Promise.all(relPaths.map((relPath) => readTextFile(path.join(blogDir, relPath), `${options.path}/${relPath}`)));
  // Scanned one after the other, so problems are reported in file order; front matter that is not
  // YAML stops the build, but only once every post has been read, with all of them.
  const unreadable: UserError[] = [];
  const posts = relPaths.map((relPath, index) => {
    try {
      return scanPost({ text: texts[index] ?? '', relPath, file: `${options.path}/${relPath}`, absPath: path.join(blogDir, relPath), blogRoute, diagnostics });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      unreadable.push(error);
      return undefined;
    }
  });
  if (unreadable.length > 0) throw combineUserErrors(unreadable, (count) => `Invalid front matter in ${count} posts`);
  return { posts: posts.filter((post): post is ScannedPost => post !== undefined && (includeDrafts || !post.draft)), found };
}

/** Loads the whole blog. A site without a blog folder gets no pages and no feeds. */
export async function loadBlog(input: LoadBlogInput): Promise<LoadedBlog> {
  const { root, options, diagnostics } = input;
  const blogDir = path.join(root, options.path);
  if (!(await isDirectory(blogDir))) return { pages: [], files: [], feeds: undefined };
  const authorsSource = `${options.path}/authors.yml`;
  const tagsSource = `${options.path}/tags.yml`;
  const [scanned, authorsText, tagsText] = await Promise.all([
    input.scanned ?? scanBlog(input),
    readOptional(path.join(root, authorsSource), authorsSource),
    readOptional(path.join(root, tagsSource), tagsSource),
  ]);

  const blogRoute = blogRouteOf(options);
  const tagsRoute = `${blogRoute}/tags`;
  const authors = parseAuthorsFile({ source: authorsText ?? '', file: authorsSource, authorsRoute: `${blogRoute}/authors`, diagnostics });
  const tags = parseTagsFile({ source: tagsText ?? '', file: tagsSource, tagsRoute });

  // Inline tags are checked against tags.yml where there is one (as in Docusaurus): a blog without
  // the file has only inline tags.
  const postOptions = tagsText === undefined ? { ...options, onInlineTags: 'ignore' as const } : options;
  // Posts render concurrently, each into its own sink, merged in file order for stable reports.
  const sinks = scanned.posts.map(() => new DiagnosticSink());
  const rendered = await Promise.all(
    scanned.posts.map((post, index) =>
      renderPost(post, { renderMarkdown: input.renderMarkdown, baseUrl: input.site.baseUrl, authors, tags, tagsRoute, options: postOptions, diagnostics: sinks[index] ?? diagnostics }),
    ),
  );
  for (const sink of sinks) for (const item of sink.items) diagnostics.add(item);
  const posts = rendered.sort(compareNewestFirst);
  const listed = posts.filter((post) => !post.unlisted);
  const sidebar = blogSidebar(listed, options);
  const pagesInput: BlogPagesInput = { posts, listed, sidebar, options, blogRoute, source: options.path };
  const taxonomy = { ...pagesInput, authors, authorsSource, tagsSource };
  const pages = [
    ...listPages(pagesInput),
    ...postPages(pagesInput),
    archivePage(pagesInput),
    ...authorPages(taxonomy),
    ...tagPages(taxonomy),
  ];
  const { files, feeds } = buildFeeds({ posts: listed.filter((post) => !post.draft), options, site: input.site, blogRoute });
  return { pages, files, feeds };
}

async function isDirectory(dir: string): Promise<boolean> {
  return stat(dir).then((info) => info.isDirectory(), () => false);
}

/** The file's text (`shown` names it in messages), or undefined when it does not exist. */
async function readOptional(file: string, shown: string): Promise<string | undefined> {
  try {
    return decodeText(await readFile(file), shown);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
