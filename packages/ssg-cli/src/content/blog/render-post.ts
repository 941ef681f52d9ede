// Renders a scanned post: its Markdown, title, excerpt, reading time, authors and tags.
import { withBase, type BlogTag, type TocEntry } from '@ssg/theme/contract';
import type { DiagnosticSink } from '../../report/diagnostics.js';
import type { AssetRef, LinkRef, RenderMarkdown, TextSection } from '../../markdown/types.js';
import { resolvePostAuthors, type AuthorInfo } from './authors.js';
import type { BlogOptions } from './options.js';
import { parseFrontMatterDate } from './post-date.js';
import { readingTimeMinutes } from './reading-time.js';
import { reportRule } from './report.js';
import type { ScannedPost } from './scan-post.js';
import { resolvePostTags } from './tags.js';
import { rewriteIds } from '../html-ids.js';
import { untitled } from '../untitled.js';

/** A post ready to be listed, fed and rendered. */
export interface BlogPost {
  file: string;
  route: string;
  title: string;
  date: Date;
  description: string;
  keywords?: string[];
  image?: string;
  /** `last_update.date` from the front matter (ISO 8601). */
  lastmod?: string;
  authors: AuthorInfo[];
  tags: BlogTag[];
  draft: boolean;
  unlisted: boolean;
  hideTableOfContents: boolean;
  html: string;
  excerptHtml: string;
  truncated: boolean;
  readingTimeMinutes: number;
  toc: TocEntry[];
  links: LinkRef[];
  anchors: string[];
  assets: AssetRef[];
  /** See `MarkdownResult.stylesheets`. */
  stylesheets?: string[];
  sections: TextSection[];
}

export interface RenderPostContext {
  renderMarkdown: RenderMarkdown;
  /** The site's base URL (`/`, `/flux0/`): the excerpt's links to the post's own fragments lead to the post. */
  baseUrl: string;
  authors: Map<string, AuthorInfo>;
  tags: Map<string, BlogTag>;
  tagsRoute: string;
  options: BlogOptions;
  diagnostics: DiagnosticSink;
}

/** `lastmod` from a `last_update.date` the schema has checked. */
function lastUpdate(date: string | Date | undefined): { lastmod?: string } {
  const parsed = parseFrontMatterDate(date);
  return parsed ? { lastmod: parsed.toISOString() } : {};
}

const LEADING_H1 = /^\s*<h1[\s>][\s\S]*?<\/h1>\s*/i;

/**
 * A post's excerpt as a list of posts shows it beside others: without the ids of its headings and
 * footnotes (the post before or after it may have the same ones), its links to them leading to
 * the post (`href`: the post's URL, base URL included).
 */
function listExcerpt(html: string, href: string): string {
  return rewriteIds(html, { id: () => undefined, fragment: (fragment) => `${href}#${fragment}` });
}

export async function renderPost(post: ScannedPost, context: RenderPostContext): Promise<BlogPost> {
  const { options, diagnostics } = context;
  const { file, frontMatter, lineOf } = post;
  const result = await context.renderMarkdown({
    source: post.body,
    file,
    absPath: post.absPath,
    lineOffset: post.lineOffset,
    trust: 'local',
    route: post.route,
    collectText: true,
  });
  // The renderer reports the page's own diagnostics (markdown-stage.ts: each unknown code language once).

  // A `# heading` that serves as the title is shown in the post header, not twice.
  const titleFromHeading = frontMatter.title === undefined && result.title !== undefined;
  const strip = (html: string) => (titleFromHeading ? html.replace(LEADING_H1, '') : html);
  const title = frontMatter.title ?? result.title ?? untitled(file, post.route.slice(post.route.lastIndexOf('/') + 1), diagnostics);
  const html = strip(result.html);
  const truncated = result.excerptHtml !== undefined;
  if (!truncated) {
    reportRule(diagnostics, options.onUntruncatedBlogPosts, {
      rule: 'onUntruncatedBlogPosts',
      file,
      message: 'The post has no <!-- truncate --> marker, so lists show all of it',
      hint: 'Add <!-- truncate --> on its own line after the introduction.',
    });
  }
  const excerptHtml = listExcerpt(truncated ? strip(result.excerptHtml ?? '') : html, withBase(context, post.route));
  const authors = frontMatter.authors === undefined
    ? []
    : resolvePostAuthors({ value: frontMatter.authors, known: context.authors, file, lineOf, onInlineAuthors: options.onInlineAuthors, diagnostics });
  const tags = resolvePostTags({
    refs: frontMatter.tags ?? [],
    known: context.tags,
    tagsRoute: context.tagsRoute,
    file,
    lineOf,
    onInlineTags: options.onInlineTags,
    diagnostics,
  });
  return {
    file,
    route: post.route,
    title,
    date: post.date,
    description: frontMatter.description ?? result.description ?? '',
    ...(frontMatter.keywords?.length ? { keywords: frontMatter.keywords } : {}),
    ...(frontMatter.image ? { image: frontMatter.image } : {}),
    ...lastUpdate(frontMatter.last_update?.date),
    authors,
    tags,
    draft: post.draft,
    unlisted: post.unlisted,
    hideTableOfContents: frontMatter.hide_table_of_contents === true,
    html,
    excerptHtml,
    truncated,
    readingTimeMinutes: readingTimeMinutes(html, options.readingTimeWordsPerMinute),
    toc: result.toc,
    links: result.links,
    anchors: result.anchors,
    assets: result.assets,
    ...(result.stylesheets ? { stylesheets: result.stylesheets } : {}),
    sections: result.sections ?? [],
  };
}
